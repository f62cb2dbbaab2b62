/**
 * What a background job is: a name, how it retries, an optional cron schedule, and the function
 * that runs it with the app context and its payload. A job is one file under server/jobs/ that
 * exports `defineJob({...})`, listed once in server/jobs/registry.ts (decision 0017).
 */
import type { AppContext } from '../app-context';
import type { ServerEnv } from '../env';

export interface RetryPolicy {
  /** Attempts after the first one. */
  limit: number;
  /** Seconds before the first retry; doubled (with jitter) each time when `backoff`. */
  delaySeconds: number;
  backoff: boolean;
}

export interface JobDefinition<N extends string = string, P = unknown> {
  name: N;
  /**
   * Cron (5 fields, UTC) for a scheduled job. With several instances on one database it runs
   * once per tick, on one of them. A scheduled job gets an empty payload.
   */
  schedule?: (env: ServerEnv) => string;
  /** Default: no retry for scheduled jobs (the next tick is the retry), else 2 after 30 s, doubling. */
  retry?: (env: ServerEnv) => RetryPolicy;
  /** An attempt running longer than this fails (and may be retried). Default 15 minutes. */
  timeoutSeconds?: number;
  /**
   * Does the work. Throwing fails the attempt. Jobs can run twice (an instance killed mid-job,
   * a timeout): make the work idempotent.
   */
  run(app: AppContext, payload: P): Promise<void>;
}

/** The payload of a job whose `run` takes none (scheduled jobs): `{}`. */
export type NoPayload = Record<string, never>;

/**
 * Keeps the literal name and the payload type (the type of `run`'s second parameter, or
 * NoPayload when it has none), so `app.jobs.enqueue` is typed by the registry.
 */
export function defineJob<const N extends string, P = NoPayload>(job: JobDefinition<N, P>): JobDefinition<N, P> {
  return job;
}

/** The payload of a job that can run as of another moment than now (ISO): tests, an operator catching up. */
export interface AsOfPayload {
  now?: string;
}

/**
 * A scheduled job whose work runs as of a moment (the payload's `now`, else the current time),
 * retried 3 times from a minute on rather than only at the next tick.
 */
export function defineAsOfJob<const N extends string>(job: {
  name: N;
  schedule: (env: ServerEnv) => string;
  run: (app: AppContext, now: Date) => Promise<void>;
}): JobDefinition<N, AsOfPayload> {
  return defineJob({
    ...job,
    retry: () => ({ limit: 3, delaySeconds: 60, backoff: true }),
    run: (app, payload: AsOfPayload) => job.run(app, payload.now ? new Date(payload.now) : new Date()),
  });
}
