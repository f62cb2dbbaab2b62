/**
 * Sliding-window rate limits counted in the database (rate_limit_hits), so every instance on
 * one database sees the same counts.
 */
import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import { tooMany } from '../http/errors';

export type Bucket =
  | 'login-account'
  | 'login-ip'
  | 'signup-ip'
  | 'resend-confirmation'
  | 'forgot-password-email'
  | 'forgot-password-ip'
  | 'relay-ip'
  | 'upload-user'
  | 'know-create-user'
  | 'know-reaction-user'
  | 'know-view';

export interface Limit {
  bucket: Bucket;
  key: string;
  max: number;
  windowSeconds: number;
}

/** Seconds until another hit is allowed, or 0 when under the limit. */
export async function retryAfter(db: Db, limit: Limit, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, limit.bucket), eq(rateLimitHits.key, limit.key), gt(rateLimitHits.createdAt, since)));
  if (!row || row.n < limit.max || !row.oldest) return 0;
  const oldest = new Date(row.oldest).getTime();
  return Math.max(1, Math.ceil((oldest + limit.windowSeconds * 1000 - now.getTime()) / 1000));
}

export async function recordHit(db: Db, bucket: Bucket, key: string, now = new Date()): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, key, createdAt: now });
  // Housekeeping now and then: nothing is limited over more than a day.
  if (Math.random() < 0.01) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - 86_400_000)));
  }
}

export async function clearHits(db: Db, bucket: Bucket, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key)));
}

/** Counts a hit, or answers 429 TooManyRequestsError with Retry-After when over the limit. */
export async function consume(db: Db, limit: Limit): Promise<void> {
  const wait = await retryAfter(db, limit);
  if (wait > 0) throw tooMany('TooManyRequestsError', wait);
  await recordHit(db, limit.bucket, limit.key);
}
