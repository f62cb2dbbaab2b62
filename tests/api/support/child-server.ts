/**
 * The server as a real child process (tests/api/support/serve-child.ts: server/serve.ts without
 * Next), for signals, exit codes and restarts. Its JSON log lines are collected.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { withTestPasswordCost } from './password-cost';
import { TSX_NODE_ARGS } from './run-node';
import type { TestDatabase } from './server';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Parsed JSON log lines so far. */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves with the first log line (now or later) that `match` accepts. */
  logged(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
}

const root = join(__dirname, '..', '..', '..');

// Bounds on a child server's start and log lines: they catch a hang, not slowness. A 2-core machine
// running e2e beside the API tests has taken over a minute to start one (session 25's CI check).
const CHILD_WAIT_MS = 180_000;

export async function spawnServer(db: TestDatabase, env: Record<string, string> = {}, { readyTimeoutMs = CHILD_WAIT_MS } = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, join(root, 'tests/api/support/serve-child.ts')], {
    cwd: root,
    // A clean environment: only what the server reads, and what Node needs.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // As `npm start` runs it.
      NODE_ENV: 'production',
      APP_ENV: 'local',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: db.dataDir,
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      // One process unless a test asks for workers: signals, in-flight counts and logs are one server's.
      ...(db.databaseUrl ? { SERVER_WORKERS: '1' } : {}),
      ...withTestPasswordCost(env),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines.filter(Boolean)) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => {
    for (const wake of waiters) wake();
    resolve(code);
  }));

  function logged(match: (line: Record<string, unknown>) => boolean, timeoutMs = CHILD_WAIT_MS): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr}`)), timeoutMs);
      const check = () => {
        const hit = logs.find(match);
        if (hit) done(null, hit);
        else if (child.exitCode !== null) done(new Error(`the server exited (${child.exitCode}); stderr: ${stderr}`));
      };
      const done = (err: Error | null, hit?: Record<string, unknown>) => {
        clearTimeout(timer);
        waiters.delete(check);
        if (err) reject(err);
        else resolve(hit!);
      };
      waiters.add(check);
      check();
    });
  }

  const ready = await logged((l) => l.msg === 'Knowly is ready', readyTimeoutMs).catch((err: unknown) => {
    child.kill('SIGKILL');
    throw err;
  });
  return { url: String(ready.url), process: child, logs, exited, logged };
}
