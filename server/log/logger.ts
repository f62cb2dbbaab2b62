/**
 * The process logger (pino): one JSON object per line on stdout, for a log collector; readable
 * lines (pino-pretty) where a person reads them (LOG_FORMAT, default pretty for APP_ENV local and
 * dev). Level from LOG_LEVEL. Two nets keep passwords, tokens, cookies and e-mail addresses out
 * (./redact): secret-named keys are blanked in every logged object and child binding, and every
 * finished line is searched for the value patterns, whoever logged what.
 * Synchronous writes on purpose: the line of a crash is written before the process exits, and
 * there is no worker thread (pino transports) to start or to flush at shutdown.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import pinoPretty from 'pino-pretty';
import type { ServerEnv } from '../env';
import { scrub, scrubLine, serializeError } from './redact';

export type { Logger } from 'pino';

export type LogSettings = Pick<ServerEnv, 'LOG_LEVEL' | 'LOG_FORMAT' | 'APP_ENV'>;

export function logFormat(env: LogSettings): 'json' | 'pretty' {
  return env.LOG_FORMAT ?? (env.APP_ENV === 'local' || env.APP_ENV === 'dev' ? 'pretty' : 'json');
}

/** Bindings of child loggers are not passed through pino's formatters: scrub them on the way in. */
function scrubChildBindings(logger: Logger): Logger {
  // Unbound: a child's child must be made from the child (its bindings add up).
  type Child = (this: Logger, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) => Logger;
  const child = logger.child as unknown as Child;
  const patched: Child = function (bindings, options) {
    return child.call(this, scrub(bindings) as pino.Bindings, options);
  };
  // Children are created with Object.create(parent): they inherit the patched method.
  logger.child = patched as unknown as Logger['child'];
  return logger;
}

/**
 * A logger for `env`. `destination` receives the lines (default: stdout); tests pass a stream
 * that collects them.
 */
export function createLogger(env: LogSettings, destination?: DestinationStream): Logger {
  const pretty = logFormat(env) === 'pretty';
  const out =
    destination ??
    (pretty
      ? pinoPretty({ sync: true, colorize: process.stdout.isTTY === true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' })
      : pino.destination({ dest: 1, sync: true }));
  const scrubbed: DestinationStream = { write: (line: string) => out.write(scrubLine(line)) };
  return scrubChildBindings(
    pino(
      {
        level: env.LOG_LEVEL,
        base: { pid: process.pid },
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: {
          level: (label) => ({ level: label }),
          log: (object) => scrub(object) as Record<string, unknown>,
        },
        serializers: { err: (e: unknown) => (e instanceof Error ? serializeError(e) : scrub(e)) },
      },
      scrubbed,
    ),
  );
}
