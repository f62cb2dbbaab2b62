/**
 * Atomic rate limits in the database (decision 0014). Each (bucket, key) is one row of
 * rate_limits holding a GCRA "theoretical arrival time" (tat): a limit of `max` per `window`
 * is a bucket of `max` tokens that refills evenly over the window. A hit is ONE upsert that
 * checks and records together under the row lock, so parallel requests, PGlite's queue and
 * several instances on one PostgreSQL all count exactly; time is the database clock, so the
 * instances agree on it too.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tooMany } from '../errors';
import type { Bucket } from './limits';

export interface Limit {
  bucket: Bucket;
  key: string;
  max: number;
  windowSeconds: number;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Seconds one hit adds (the emission interval), and the tolerance before hits are refused.
 * `capacity` (default `max`) is how many hits may be outstanding: a lower one is a softer
 * threshold on the SAME count (the sign-in captcha, decision 0022), refilled at the same pace.
 */
function shape(limit: Limit, capacity = limit.max) {
  const interval = limit.windowSeconds / limit.max;
  return { interval, tolerance: capacity * interval - interval };
}

/**
 * Counts one hit if the limit allows it: 0 when counted, else the seconds until a hit would be
 * allowed (nothing is counted then).
 */
export async function take(db: Db, limit: Limit): Promise<number> {
  if (await takeBelow(db, limit, limit.max)) return 0;
  // Refused: at least a second. The wait is read by a second statement, and on a busy database
  // the bucket may have refilled in between: a 0 here let the request through without counting
  // it (CI: 20 of 40 parallel likes passed a limit that had 5 left).
  return Math.max(1, await wait(db, limit));
}

/**
 * Counts one hit only while fewer than `capacity` hits are outstanding (a softer threshold on
 * the same count when below `max`); true when counted.
 */
export async function takeBelow(db: Db, limit: Limit, capacity: number): Promise<boolean> {
  const { interval, tolerance } = shape(limit, capacity);
  const step = sql`make_interval(secs => ${interval}::double precision)`;
  // excluded.tat is now + interval; the update runs (and the row is returned) only when the new
  // tat stays within now + capacity * interval, i.e. at most `capacity` hits are outstanding.
  const granted = rowsOf<{ tat: unknown }>(
    await db.execute(sql`
      INSERT INTO rate_limits AS r (bucket, key, tat)
      VALUES (${limit.bucket}, ${limit.key}, clock_timestamp() + ${step})
      ON CONFLICT (bucket, key) DO UPDATE
        SET tat = greatest(r.tat + ${step}, excluded.tat)
        WHERE greatest(r.tat + ${step}, excluded.tat) <= excluded.tat + make_interval(secs => ${tolerance}::double precision)
      RETURNING r.tat`),
  );
  if (Math.random() < 0.005) await sweep(db);
  return granted.length > 0;
}

/** Seconds until the next hit would be allowed (0: allowed now); counts nothing. */
export async function wait(db: Db, limit: Limit): Promise<number> {
  const { interval } = shape(limit);
  const [row] = rowsOf<{ ahead: number | string | null }>(
    await db.execute(sql`
      SELECT extract(epoch FROM (tat - clock_timestamp())) AS ahead
      FROM rate_limits WHERE bucket = ${limit.bucket} AND key = ${limit.key}`),
  );
  // Allowed while max(tat, now) + interval <= now + window.
  const over = Math.max(0, Number(row?.ahead ?? 0)) + interval - limit.windowSeconds;
  return over > 1e-6 ? Math.max(1, Math.ceil(over)) : 0;
}

/** Counts a hit, or throws 429 (with Retry-After) when over the limit. */
export async function consume(
  db: Db,
  limit: Limit,
  type: 'TooManyRequestsError' | 'TooManyLoginAttemptsError' = 'TooManyRequestsError',
  message?: string,
): Promise<void> {
  const seconds = await take(db, limit);
  if (seconds > 0) throw tooMany(type, seconds, message);
}

/** Refuses with 429 when the limit is used up, without counting (a cheap check before a body). */
export async function check(db: Db, limit: Limit, type: 'TooManyRequestsError' | 'TooManyLoginAttemptsError' = 'TooManyRequestsError', message?: string): Promise<void> {
  const seconds = await wait(db, limit);
  if (seconds > 0) throw tooMany(type, seconds, message);
}

/** Gives one counted hit back (e.g. a sign-in attempt that turned out right). */
export async function refund(db: Db, limit: Limit): Promise<void> {
  const { interval } = shape(limit);
  await db.execute(sql`
    UPDATE rate_limits SET tat = tat - make_interval(secs => ${interval}::double precision)
    WHERE bucket = ${limit.bucket} AND key = ${limit.key}`);
}

/** Forgets every hit of a key (e.g. the failures of an account after its owner signed in). */
export async function clear(db: Db, bucket: Bucket, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${bucket} AND key = ${key}`);
}

/** Rows whose tat has passed hold no hits: drop them now and then. */
async function sweep(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE tat < clock_timestamp()`);
}
