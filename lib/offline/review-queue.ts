/**
 * Offline sets and the queue of ratings made offline (decision 0071). Each rating is stored
 * before the learner sees the next card, with an id made then; syncing sends the queue oldest
 * first and deletes only what the server answered for (applied, duplicate or gone), so a failed
 * or interrupted sync loses nothing and sending again counts nothing twice.
 */
import type { FlashcardRating } from '@/lib/contract/flashcards';
import { OFFLINE_STUDY_LIMITS } from '@/lib/contract/limits';
import type { OfflineReview, OfflineSyncResult } from '@/lib/contract/offline-study';
import type { StudySet } from '@/lib/contract/study';
import { randomUuid } from '@/lib/uuid';
import type { OfflineDb, OfflineImage, OfflineSetRecord, QueuedReview } from './offline-db';

export type SendReviews = (knowUuid: string, reviews: OfflineReview[]) => Promise<OfflineSyncResult>;

export async function saveOfflineSet(
  db: OfflineDb,
  userId: string,
  set: StudySet,
  now = new Date(),
  images: OfflineImage[] = [],
): Promise<OfflineSetRecord> {
  const old = await db.get('sets', [userId, set.knowUuid]);
  const record: OfflineSetRecord = { userId, knowUuid: set.knowUuid, set, savedAt: now.toISOString(), syncedAt: old?.syncedAt ?? null, images };
  await db.put('sets', record);
  return record;
}

export function offlineSet(db: OfflineDb, userId: string, knowUuid: string): Promise<OfflineSetRecord | undefined> {
  return db.get('sets', [userId, knowUuid]);
}

export function offlineSets(db: OfflineDb, userId: string): Promise<OfflineSetRecord[]> {
  return db.getAllFromIndex('sets', 'byUser', userId);
}

/** Removes the set's copy; ratings still waiting stay queued and are synced all the same. */
export async function removeOfflineSet(db: OfflineDb, userId: string, knowUuid: string): Promise<void> {
  await db.delete('sets', [userId, knowUuid]);
}

export async function queueReview(
  db: OfflineDb,
  review: { userId: string; knowUuid: string; flashcardUuid: string; rating: FlashcardRating },
  now = new Date(),
): Promise<QueuedReview> {
  const queued: QueuedReview = { ...review, id: randomUuid(), reviewedAt: now.toISOString() };
  await db.add('reviews', queued);
  return queued;
}

/** Ratings of one set (or all sets) not synced yet, oldest first. */
export async function pendingReviews(db: OfflineDb, userId: string, knowUuid?: string): Promise<QueuedReview[]> {
  const rows = knowUuid ? await db.getAllFromIndex('reviews', 'byUserSet', [userId, knowUuid]) : await db.getAllFromIndex('reviews', 'byUser', userId);
  return rows.sort((a, b) => a.reviewedAt.localeCompare(b.reviewedAt) || a.id.localeCompare(b.id));
}

export interface SyncOutcome {
  sent: number;
  remaining: number;
  /** Sets the server no longer shows this learner: their ratings cannot count and were dropped. */
  lost: string[];
}

/**
 * Sends every waiting rating of the learner, per set, oldest first, in batches. A network or
 * server error stops the sync and keeps what was not answered for. `isMissing` tells a set
 * that is gone for good (404) from a passing failure.
 */
export async function syncReviews(db: OfflineDb, userId: string, send: SendReviews, isMissing: (error: unknown) => boolean, now = new Date()): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, remaining: 0, lost: [] };
  const bySet = new Map<string, QueuedReview[]>();
  for (const r of await pendingReviews(db, userId)) bySet.set(r.knowUuid, [...(bySet.get(r.knowUuid) ?? []), r]);
  let failure: unknown = null;
  for (const [knowUuid, reviews] of bySet) {
    for (let i = 0; i < reviews.length && !failure; i += OFFLINE_STUDY_LIMITS.reviewsPerSync) {
      const batch = reviews.slice(i, i + OFFLINE_STUDY_LIMITS.reviewsPerSync);
      try {
        const result = await send(knowUuid, batch.map(({ id, flashcardUuid, rating, reviewedAt }) => ({ id, flashcardUuid, rating, reviewedAt })));
        const answered = new Set(result.results.map((r) => r.id));
        const tx = db.transaction('reviews', 'readwrite');
        await Promise.all([...batch.filter((r) => answered.has(r.id)).map((r) => tx.store.delete(r.id)), tx.done]);
        outcome.sent += answered.size;
      } catch (error) {
        if (!isMissing(error)) failure = error;
        else {
          const tx = db.transaction('reviews', 'readwrite');
          await Promise.all([...reviews.map((r) => tx.store.delete(r.id)), tx.done]);
          await removeOfflineSet(db, userId, knowUuid);
          outcome.lost.push(knowUuid);
          break;
        }
      }
    }
    if (!failure && !outcome.lost.includes(knowUuid)) {
      const set = await offlineSet(db, userId, knowUuid);
      if (set) await db.put('sets', { ...set, syncedAt: now.toISOString() });
    }
  }
  outcome.remaining = (await pendingReviews(db, userId)).length;
  if (failure && outcome.sent === 0) throw failure;
  return outcome;
}
