/**
 * How many live chat streams one account holds open (CHAT_LIMITS.streamsPerAccountMax), counted
 * on all instances together (issue 21: one account opened 1,000). Each open stream holds a lease:
 * a row of rate_limits (bucket `chat-stream`, key `user:stream`) whose `tat` is when the lease runs
 * out, which the rate-limit sweep already drops once passed. The stream renews it with its
 * heartbeat and deletes it when it ends; an instance that dies without ending its streams
 * frees their places once the leases run out. Opening counts and inserts under a per-account
 * advisory lock, so parallel opens on any instance never pass the cap together.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { ApiError } from '../errors';
import { randomUuid } from '@/lib/uuid';
import { CHAT_LIMITS } from '@/lib/contract/limits';
import { HEARTBEAT_MS } from './stream';

const BUCKET = 'chat-stream';
/** Three heartbeats: a live stream renews well before its lease runs out. */
export const LEASE_SECONDS = (3 * HEARTBEAT_MS) / 1000;

export interface StreamLease {
  /** Moves the expiry LEASE_SECONDS ahead (every heartbeat). */
  renew(): Promise<void>;
  /** Frees the place at once (the stream ended). */
  release(): Promise<void>;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** A lease for one more stream of `userId`, or 429 TooManyRequestsError when the account holds the maximum. */
export async function openStreamLease(app: AppContext, userId: string): Promise<StreamLease> {
  const max = CHAT_LIMITS.streamsPerAccountMax;
  const prefix = `${userId}:`;
  const key = `${prefix}${randomUuid()}`;
  const expiry = sql`clock_timestamp() + make_interval(secs => ${LEASE_SECONDS}::double precision)`;
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`${BUCKET}:${userId}`}))`);
    const [held] = rowsOf<{ n: number | string; soonest: number | string | null }>(
      await tx.execute(sql`
        SELECT count(*) AS n, extract(epoch FROM min(tat) - clock_timestamp()) AS soonest
        FROM rate_limits
        WHERE bucket = ${BUCKET} AND starts_with(key, ${prefix}) AND tat > clock_timestamp()`),
    );
    if (Number(held?.n ?? 0) >= max) {
      // The earliest a place can free up without a tab closing: when the oldest lease runs out.
      const retryAfter = Math.max(1, Math.ceil(Number(held?.soonest ?? LEASE_SECONDS)));
      throw new ApiError(
        429, 'TooManyRequestsError', `At most ${max} live chat streams per account are open at once. Close a tab and try again.`,
        { retryAfter, maxStreams: max }, { 'Retry-After': String(retryAfter) },
      );
    }
    await tx.execute(sql`INSERT INTO rate_limits (bucket, key, tat) VALUES (${BUCKET}, ${key}, ${expiry})`);
  });
  return {
    async renew() {
      await app.db.execute(sql`
        INSERT INTO rate_limits (bucket, key, tat) VALUES (${BUCKET}, ${key}, ${expiry})
        ON CONFLICT (bucket, key) DO UPDATE SET tat = excluded.tat`);
    },
    async release() {
      await app.db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${BUCKET} AND key = ${key}`);
    },
  };
}
