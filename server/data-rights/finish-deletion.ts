/**
 * Deleting an account, step two (decision 0023): the deletion job. Removes every stored file of
 * the account (documents, thumbnails, profile picture), then in one transaction every row:
 * the counters of other users' knows the account liked or saved go down, its analytics events
 * and rate-limit counters go, and deleting the user row takes the rest with it (knower, knows,
 * uploads and their pages, flashcards, reviews, folders, likes, saves, sign-ins, e-mail tokens:
 * ON DELETE CASCADE).
 *
 * Idempotent and resumable: files go before the rows that name them, so a run that stops half
 * way leaves rows that a new run finds again (removing a missing file is no error); a storage
 * failure throws before any row is touched, so the job is retried. Two runs at once are
 * serialised on the user row's lock. Only tombstones (deleted_at set) are ever touched.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { analyticsEvents, rateLimits, users } from '../db/schema';
import { knowerOf, ownUploads } from './export-data';
import { cardImageOwnerPrefix } from '../anki/card-image-keys';

export type DeletionOutcome = 'deleted' | 'absent';

export async function finishAccountDeletion(app: Pick<AppContext, 'db' | 'storage'>, userId: string): Promise<DeletionOutcome> {
  const { db } = app;
  const [user] = await db.select().from(users).where(and(eq(users.id, userId), isNotNull(users.deletedAt)));
  if (!user) return 'absent';
  const knower = await knowerOf(db, userId);
  const keys = (await ownUploads(db, userId, knower?.id ?? null)).flatMap((u) => [u.storageKey, u.thumbnailKey]);
  keys.push(user.profilePictureKey);
  // Every picture ever stored for the user, also one a failed replacement left behind.
  for await (const file of app.storage.list(`profile-pictures/${userId}/`)) keys.push(file.key);
  // Images of the account's flashcard sets (decision 0070), by their folder.
  for await (const file of app.storage.list(cardImageOwnerPrefix(userId))) keys.push(file.key);
  // Every removal must succeed before a row goes: a failure throws and the job runs again.
  await Promise.all(keys.filter((k): k is string => !!k).map((key) => app.storage.remove(key)));

  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) return 'absent';
    await tx.execute(sql`
      UPDATE knows SET likes_count = greatest(likes_count - 1, 0)
      WHERE id IN (SELECT know_id FROM know_likes WHERE user_id = ${userId})`);
    await tx.execute(sql`
      UPDATE knows SET saves_count = greatest(saves_count - 1, 0)
      WHERE id IN (SELECT know_id FROM know_saves WHERE user_id = ${userId})`);
    // Events sent while signed in, and any whose payload names the user (a beacon after expiry).
    await tx.delete(analyticsEvents).where(sql`${analyticsEvents.userId} = ${userId} OR ${analyticsEvents.payload}->'user'->>'uuid' = ${userId}`);
    // Limits keyed by the user (uploads, reactions, sign-in failures, views "user:<id>:<know>").
    await tx.delete(rateLimits).where(sql`strpos(${rateLimits.key}, ${userId}) > 0`);
    await tx.delete(users).where(eq(users.id, userId));
    return 'deleted' as const;
  });
}

/** Tombstones whose job did not finish (a crash, a lost job): what a sweep hands to the job again. */
export async function pendingDeletions(db: AppContext['db']): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(isNotNull(users.deletedAt));
  return rows.map((r) => r.id);
}
