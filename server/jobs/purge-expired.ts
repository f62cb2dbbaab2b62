/**
 * Scheduled (JOBS_PURGE_CRON): deletes what can no longer be used. Rows are kept for a day past
 * their end, so a late replay still meets its row (the answer is the same 401 either way) and an
 * access token (at most a day long) never outlives the sign-in it names.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { captchaSolutions, emailTokens, rateLimits, refreshTokens, tokenFamilies } from '../db/schema';
import { defineJob } from './define';

const GRACE = sql`interval '1 day'`;
/** Rows per DELETE: bounded locks however much has piled up. */
const BATCH = 1_000;

/** Deletes the rows of `table` matching `where`, in batches; returns how many. */
async function deleteInBatches(db: Db, table: typeof refreshTokens | typeof tokenFamilies | typeof emailTokens, where: ReturnType<typeof sql>) {
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${where} LIMIT ${BATCH})`);
    const count = Number((result as { rowCount?: number; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0);
    total += count;
    if (count < BATCH) return total;
  }
}

export async function purgeExpired(db: Db) {
  // A sign-in (family) ends when revoked or when its last refresh token expired; its tokens go with it.
  const families = await deleteInBatches(db, tokenFamilies, sql`
    (${tokenFamilies.revokedAt} < now() - ${GRACE})
    OR (${tokenFamilies.createdAt} < now() - ${GRACE} AND NOT EXISTS (
      SELECT 1 FROM ${refreshTokens} r WHERE r.family_id = ${tokenFamilies.id} AND r.expires_at > now() - ${GRACE}))`);
  // Rotated tokens of live sign-ins pile up (one per refresh): expired ones are dead weight.
  const refresh = await deleteInBatches(db, refreshTokens, sql`${refreshTokens.expiresAt} < now() - ${GRACE}`);
  const email = await deleteInBatches(db, emailTokens, sql`${emailTokens.expiresAt} < now() - ${GRACE} OR ${emailTokens.usedAt} < now() - ${GRACE}`);
  // A rate-limit row whose time is past counts as no row (server/rate-limit/service.ts).
  await db.execute(sql`DELETE FROM ${rateLimits} WHERE ${rateLimits.tat} < clock_timestamp()`);
  // A used captcha solution is kept only while its challenge is valid (decision 0022).
  await db.execute(sql`DELETE FROM ${captchaSolutions} WHERE ${captchaSolutions.expiresAt} < now()`);
  return { families, refresh, email };
}

export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  schedule: (env) => env.JOBS_PURGE_CRON,
  async run(app) {
    await purgeExpired(app.db);
  },
});
