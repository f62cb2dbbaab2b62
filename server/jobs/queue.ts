/**
 * The job queue (decision 0017): pg-boss 12 on the app's own database, through
 * Database.executeSql, so it runs the same on PGlite (one connection, in process) and on a
 * PostgreSQL pool, and its tables go wherever the data goes. Every instance queues; instances
 * with JOBS_ENABLED also work jobs and keep the schedules, and pg-boss makes a scheduled job run
 * once per tick however many instances there are.
 */
import { PgBoss, type Db, type JobWithMetadata, type SendOptions } from 'pg-boss';
import type { AppContext } from '../app-context';
import type { Database } from '../db/client';
import type { ServerEnv } from '../env';
import type { JobDefinition, RetryPolicy } from './define';
import { carryOverOldQueue, setAsideOldQueue } from './queue-upgrade';

/**
 * The jobs a queue runs, handed in by whoever builds the app context (server/jobs/registry.ts in
 * the app): the queue knows how to run jobs, not which ones exist, so a test or a tool can run a
 * queue with its own list.
 */
export type JobRegistry = readonly JobDefinition[];
/** The name of one job in a registry. */
export type JobName<R extends JobRegistry> = R[number]['name'];
/** The payload a registry's job of that name takes (its `run`'s second parameter). */
export type JobPayload<R extends JobRegistry, N extends JobName<R>> = Parameters<Extract<R[number], { name: N }>['run']>[1];

export interface EnqueueOptions {
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
}

export interface Jobs<R extends JobRegistry = JobRegistry> {
  /**
   * Queues a job; it is stored when this resolves, and starts at once in this instance (or on
   * another's next poll). Returns the job id, or null when a singleton key refused it.
   */
  enqueue<N extends JobName<R>>(name: N, payload: JobPayload<R, N>, options?: EnqueueOptions): Promise<string | null>;
  /**
   * Queues a job without retries and waits until it has run (tests; an operator's command).
   * Throws with the job's error when it failed. Needs JOBS_ENABLED.
   */
  runNow<N extends JobName<R>>(name: N, payload: JobPayload<R, N>, timeoutMs?: number): Promise<void>;
  /** Resolves once no job is due or running (tests read results after it); throws after `timeoutMs`. */
  settled(timeoutMs?: number): Promise<void>;
  /** Starts the queue (and with JOBS_ENABLED the workers and schedules). */
  start(app: AppContext): Promise<void>;
  /**
   * Stops running jobs here: no new ones start, running ones get JOBS_STOP_TIMEOUT_SECONDS, then
   * go back to the queue. Queueing still works (until the database closes). Idempotent: a
   * shutdown can call it early, alongside draining requests; app.close() awaits the same stop.
   */
  stop(): Promise<void>;
}

const SCHEMA = 'pgboss';
/** One instance at a time installs or upgrades pg-boss's tables (Database.withLock). */
const INSTALL_LOCK = 7_320_017;
const DEFAULT_RETRY: RetryPolicy = { limit: 2, delaySeconds: 30, backoff: true };
const NO_RETRY: RetryPolicy = { limit: 0, delaySeconds: 0, backoff: false };

/** How often the cron clock is checked (pg-boss cronMonitorIntervalSeconds). */
export const CRON_CHECK_SECONDS = 30;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** pg-boss options of a job: its retries and time limit. */
function sendOptions(job: JobDefinition, env: ServerEnv): SendOptions {
  const retry = job.retry?.(env) ?? (job.schedule ? NO_RETRY : DEFAULT_RETRY);
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    expireInSeconds: job.timeoutSeconds ?? 15 * 60,
  };
}

export function createJobs<R extends JobRegistry>(database: Database, env: ServerEnv, registry: R): Jobs<R> {
  const jobs: readonly JobDefinition[] = registry;
  const NAMES = jobs.map((j) => j.name);
  function definition(name: string): JobDefinition {
    const job = jobs.find((j) => j.name === name);
    if (!job) throw new Error(`unknown job ${name}`);
    return job;
  }
  let app: AppContext | null = null;
  let running = 0;
  let queries = 0;
  /** Set once stop() stopped waiting: jobs still running then are abandoned (they run again). */
  let abandoned = false;
  let stopping: Promise<void> | null = null;
  const workers = new Map<string, string[]>();

  // Counted, so stop() can wait for pg-boss's last queries (it completes jobs without awaiting).
  // Queueing keeps working after stop() (requests still draining), until the database closes.
  const db: Db = {
    async executeSql(text, values) {
      queries++;
      try {
        return (await database.executeSql(text, values)) as { rows: unknown[] };
      } finally {
        queries--;
      }
    },
  };
  const poll = env.JOBS_POLL_INTERVAL_SECONDS;
  const boss = new PgBoss({
    db,
    schema: SCHEMA,
    migrate: true,
    // Only working instances keep time: maintenance (expiry, archiving) and the cron clock.
    supervise: env.JOBS_ENABLED,
    schedule: env.JOBS_ENABLED,
    // The cron clock is checked this often (one instance per interval wins); below 60 s, so no tick
    // is missed. Not the poll interval: each check asks cron-parser for every schedule's previous
    // tick, tens of milliseconds of main-thread CPU per schedule (a monthly one the most); every
    // 2 s that took about a tenth of a busy server's CPU from rendering (decision 0046).
    cronMonitorIntervalSeconds: CRON_CHECK_SECONDS,
    cronWorkerIntervalSeconds: Math.min(poll, 45),
  });
  // The app's logger is read when logging (tests swap it after start). It scrubs e-mail
  // addresses, which mail errors carry. Payloads are never logged.
  boss.on('error', (err: Error) => {
    if (!stopping) app?.log.error({ err }, 'job queue error');
  });

  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss.notifyWorker(id);
  };

  async function handle(job: JobDefinition, [item]: JobWithMetadata<unknown>[]) {
    if (!item || !app) return;
    running++;
    let failure: { err: unknown } | null = null;
    try {
      await job.run(app, item.data);
    } catch (err) {
      // A warning: a failed attempt is expected (a mail server down) and is retried.
      app.log.warn({ job: job.name, jobId: item.id, attempt: item.retryCount + 1, attempts: item.retryLimit + 1, err }, 'job attempt failed');
      failure = { err };
    } finally {
      running--;
    }
    // Finished after stop() gave up on it: pg-boss has handed the job back to the queue and the
    // database may be closed. Never settle, so pg-boss records nothing; the job runs again.
    if (abandoned) return new Promise<never>(() => {});
    if (failure) throw failure.err;
  }

  async function start(context: AppContext) {
    app = context;
    await database.withLock(INSTALL_LOCK, async () => {
      const upgrading = await setAsideOldQueue(db, SCHEMA);
      await boss.start();
      for (const name of NAMES) await boss.createQueue(name);
      if (upgrading) await carryOverOldQueue(boss, db, SCHEMA, NAMES, context.log);
    });
    if (!env.JOBS_ENABLED) return;
    for (const job of jobs) {
      const ids: string[] = [];
      // A scheduled job comes once per tick: one worker polls for it, not JOBS_CONCURRENCY.
      const concurrency = job.schedule ? 1 : env.JOBS_CONCURRENCY;
      for (let i = 0; i < concurrency; i++) {
        ids.push(await boss.work(job.name, { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: poll }, (items) => handle(job, items)));
      }
      workers.set(job.name, ids);
      if (job.schedule) await boss.schedule(job.name, job.schedule(env), {}, { ...sendOptions(job, env), tz: 'UTC' });
    }
    // A job whose schedule was removed from the code stops being scheduled.
    for (const s of await boss.getSchedules()) {
      if (!jobs.some((j) => j.name === s.name && 'schedule' in j)) await boss.unschedule(s.name);
    }
  }

  async function stop() {
    stopping ??= (async () => {
      const timeout = env.JOBS_STOP_TIMEOUT_SECONDS * 1000;
      const deadline = Date.now() + timeout;
      // graceful: running jobs get the timeout, then pg-boss fails them back to the queue (retried).
      await boss.stop({ graceful: true, timeout, close: false }).catch((err: unknown) => app?.log.warn({ err }, 'job queue stop'));
      // A job fetched just as the workers stopped still runs; its completion is one more query.
      while ((running > 0 || queries > 0) && Date.now() < deadline) await sleep(10);
      abandoned = true;
    })();
    return stopping;
  }

  return {
    start,
    stop,
    async enqueue(name, payload, options = {}) {
      const id = await boss.send(name, payload as object, {
        ...sendOptions(definition(name), env),
        ...(options.startAfter !== undefined && { startAfter: options.startAfter }),
      });
      wake(name);
      return id;
    },
    async runNow(name, payload, timeoutMs = 30_000) {
      if (!env.JOBS_ENABLED) throw new Error('runNow needs JOBS_ENABLED: no worker runs jobs in this instance');
      const id = await boss.send(name, payload as object, { ...sendOptions(definition(name), env), retryLimit: 0 });
      if (!id) throw new Error(`${name} was not queued`);
      wake(name);
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await boss.getJobById(name, id);
        if (job?.state === 'completed') return;
        if (job?.state === 'failed' || job?.state === 'cancelled') {
          const output = job.output as { message?: string } | null;
          throw new Error(`${name} ${job.state}: ${output?.message ?? 'no message'}`);
        }
        if (Date.now() > deadline) throw new Error(`${name} did not finish within ${timeoutMs} ms`);
        await sleep(20);
      }
    },
    async settled(timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await db.executeSql(
          `SELECT count(*)::int AS n FROM ${SCHEMA}.job WHERE name = ANY($1::text[])
             AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= now()))`,
          [NAMES],
        );
        if (Number((rows[0] as { n: number }).n) === 0 && running === 0) return;
        if (Date.now() > deadline) throw new Error(`jobs still due or running after ${timeoutMs} ms`);
        for (const name of NAMES) wake(name);
        await sleep(20);
      }
    },
  };
}
