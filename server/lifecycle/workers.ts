/**
 * Several server processes on one port (decision 0046): node:cluster's primary forks
 * SERVER_WORKERS workers, each a whole server (app context, Next, page cache) answering on PORT;
 * the primary only supervises. It hands connections out in turn, replaces a worker that dies, and
 * on SIGTERM / SIGINT asks every worker to stop gracefully (their own drain, jobs, database) and
 * exits 0 once all have, 1 if one failed. Workers on one PostgreSQL behave as separate instances
 * already do: pg-boss runs each job once, the chat hub fans out through NOTIFY.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Logger } from 'pino';
import type { ServerEnv } from '../env';

/**
 * The primary's message asking a worker to stop as on SIGTERM. A message rather than a signal:
 * Ctrl-C already signals the whole process group, and a worker counts a second signal as "exit now".
 */
const STOP_MESSAGE = 'knowly:stop';
/** A worker that dies this soon after its start waits longer before the next try. */
const HEALTHY_AFTER_MS = 30_000;
const MAX_RESTART_DELAY_MS = 30_000;

/** SERVER_WORKERS, or one per core with PostgreSQL; PGlite always 1 (server/env.ts refuses more). */
export function workerCount(env: Pick<ServerEnv, 'SERVER_WORKERS' | 'DATABASE_URL'>, cores = availableParallelism()): number {
  if (!env.DATABASE_URL) return 1;
  return env.SERVER_WORKERS ?? Math.max(1, cores);
}

/** True in the primary of a server that runs `count` workers: it supervises and serves nothing itself. */
export function supervises(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

/** In a worker: runs `stop` when the primary asks (once; signals run it too, see lifecycle/signals.ts). */
export function onStopRequest(stop: () => void): void {
  if (!cluster.isWorker) return;
  process.on('message', (message) => {
    if (message === STOP_MESSAGE) stop();
  });
}

export interface SupervisorOptions {
  log: Logger;
  /** After the workers were asked to stop, how long they get before they are killed. */
  stopLimitMs: number;
}

/**
 * The primary's work: fork `count` workers (each runs this same entry), keep `count` alive, stop
 * them on a signal and exit. A worker that fails before it ever listened stops the whole server
 * (exit 1): a bad database or port would fail every replacement the same way.
 */
export function superviseWorkers(count: number, { log, stopLimitMs }: SupervisorOptions): void {
  let stopping = false;
  let failed = false;
  let anyListening = false;
  let restartDelay = 1_000;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      anyListening = true;
    });
  };

  const exitWhenAllGone = () => {
    if (Object.keys(cluster.workers ?? {}).length > 0) return;
    log.info({ failed }, failed ? 'Stopped: a worker failed' : 'Stopped: every worker finished');
    process.exit(failed ? 1 : 0);
  };

  const stopAll = (reason: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason, workers: Object.keys(cluster.workers ?? {}).length }, 'Stopping every worker');
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker?.isConnected()) worker.send(STOP_MESSAGE);
      else worker?.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log.error({ stopLimitMs }, 'Workers overran the shutdown limit: killing them');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, stopLimitMs).unref();
    exitWhenAllGone();
  };

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      exitWhenAllGone();
      return;
    }
    if (!anyListening) {
      log.error({ workerPid: worker.process.pid, code, signal }, 'A worker failed to start: stopping');
      failed = true;
      stopAll('start failed');
      return;
    }
    restartDelay = ranFor >= HEALTHY_AFTER_MS ? 1_000 : Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
    log.error({ workerPid: worker.process.pid, code, signal, restartInMs: restartDelay }, 'A worker died: starting a new one');
    setTimeout(() => {
      if (!stopping) fork();
    }, restartDelay);
  });

  let signalled = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (signalled) {
        // A second signal: exit at once, the workers too.
        log.warn({ signal }, 'Second signal: killing every worker now');
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(1);
      }
      signalled = true;
      stopAll(signal);
    });
  }

  log.info({ workers: count }, `Starting ${count} server workers`);
  for (let i = 0; i < count; i++) fork();
}
