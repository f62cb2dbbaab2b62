/**
 * The log of a test server, collected instead of printed: every JSON line is kept for the test to
 * read (tests/api/logs.test.ts), and an error line is also passed to console.error, so a test
 * that causes an unhandled server error fails (tests/setup/fail-on-console-error.ts) as it did
 * when the server logged with console.error.
 */
import type { ServerEnv } from '@/server/env';
import { createLogger, type Logger } from '@/server/log/logger';

export interface LogCapture {
  logger: Logger;
  /** Raw lines, exactly as written. */
  lines: string[];
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  /** Error lines the test causes on purpose (an outage it makes): kept, not reported. */
  tolerate(match: (entry: Record<string, unknown>) => boolean): void;
}

export function captureLogs(env: ServerEnv): LogCapture {
  const lines: string[] = [];
  const tolerated: ((entry: Record<string, unknown>) => boolean)[] = [];
  const stream = {
    write(line: string) {
      lines.push(line);
      const entry = JSON.parse(line) as Record<string, unknown>;
      if ((entry.level === 'error' || entry.level === 'fatal') && !tolerated.some((t) => t(entry))) console.error(`Server logged: ${line}`);
    },
  };
  return {
    logger: createLogger({ ...env, LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }, stream),
    lines,
    entries: () => lines.map((l) => JSON.parse(l) as Record<string, unknown>),
    tolerate: (match) => void tolerated.push(match),
  };
}
