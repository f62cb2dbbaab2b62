/**
 * The offline queue (decision 0071) on an in-memory IndexedDB (fake-indexeddb, a full
 * implementation of the API): ratings kept in order, per learner, deleted only once answered,
 * kept through failures, dropped with their set when the server says it is gone.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OfflineReview, OfflineSyncResult } from '@/lib/contract/offline-study';
import type { StudySet } from '@/lib/contract/study';
import { randomUuid } from '@/lib/uuid';
import { openOfflineDb, type OfflineDb } from '@/lib/offline/offline-db';
import {
  offlineSet, offlineSets, pendingReviews, queueReview, removeOfflineSet, saveOfflineSet, syncReviews, type SendReviews,
} from '@/lib/offline/review-queue';

const ME = randomUuid();
const OTHER = randomUuid();
const setOf = (title: string): StudySet => ({
  knowUuid: randomUuid(), title, contentLanguageCode: 'de',
  cards: [1, 2].map((i) => ({ uuid: randomUuid(), front: `F${i}`, back: `B${i}`, knowUuid: '', state: 0, due: new Date(0).toISOString(), reps: 0, lapses: 0 })),
});
const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 10, minute));
const notFound = Object.assign(new Error('gone'), { missing: true });
const isMissing = (e: unknown) => (e as { missing?: boolean }).missing === true;

/** A server stand-in that answers like the real one: each id applied once, then duplicate. */
function fakeServer() {
  const seen = new Set<string>();
  const calls: { knowUuid: string; reviews: OfflineReview[] }[] = [];
  const send: SendReviews = async (knowUuid, reviews) => {
    calls.push({ knowUuid, reviews });
    const results = reviews.map((r) => ({ id: r.id, outcome: seen.has(r.id) ? ('duplicate' as const) : ('applied' as const) }));
    reviews.forEach((r) => seen.add(r.id));
    return { results, applied: results.filter((r) => r.outcome === 'applied').length, duplicates: results.filter((r) => r.outcome === 'duplicate').length } satisfies OfflineSyncResult;
  };
  return { send, calls, seen };
}

describe('offline review queue', () => {
  let db: OfflineDb;
  let name: string;
  beforeEach(async () => {
    name = `test-${randomUuid()}`;
    db = await openOfflineDb(name);
  });
  afterEach(() => db.close());

  it('keeps sets per learner and removes only the copy, not its waiting ratings', async () => {
    const set = setOf('Zellen');
    await saveOfflineSet(db, ME, set, at(0));
    expect((await offlineSet(db, ME, set.knowUuid))?.set.title).toBe('Zellen');
    expect(await offlineSet(db, OTHER, set.knowUuid)).toBeUndefined();
    expect(await offlineSets(db, OTHER)).toEqual([]);
    await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: set.cards[0]!.uuid, rating: 3 }, at(1));
    await removeOfflineSet(db, ME, set.knowUuid);
    expect(await offlineSets(db, ME)).toEqual([]);
    expect(await pendingReviews(db, ME)).toHaveLength(1);
  });

  it('sends ratings oldest first, each with its own id, and marks the set synced', async () => {
    const set = setOf('Zellen');
    await saveOfflineSet(db, ME, set, at(0));
    const card = set.cards[0]!.uuid;
    const late = await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: card, rating: 1 }, at(9));
    const early = await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: card, rating: 3 }, at(2));
    await queueReview(db, { userId: OTHER, knowUuid: set.knowUuid, flashcardUuid: card, rating: 4 }, at(3));
    const server = fakeServer();
    const out = await syncReviews(db, ME, server.send, isMissing, at(20));
    expect(out).toEqual({ sent: 2, remaining: 0, lost: [] });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.reviews.map((r) => r.id)).toEqual([early.id, late.id]);
    expect(server.calls[0]!.reviews[0]).toEqual({ id: early.id, flashcardUuid: card, rating: 3, reviewedAt: at(2).toISOString() });
    expect((await offlineSet(db, ME, set.knowUuid))?.syncedAt).toBe(at(20).toISOString());
    // Another learner's rating on this browser is theirs to sync.
    expect(await pendingReviews(db, OTHER)).toHaveLength(1);
  });

  it('keeps everything when the network fails, and a later sync sends it once', async () => {
    const set = setOf('Zellen');
    await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: set.cards[0]!.uuid, rating: 3 }, at(1));
    const offline: SendReviews = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(syncReviews(db, ME, offline, isMissing)).rejects.toThrow('Failed to fetch');
    expect(await pendingReviews(db, ME)).toHaveLength(1);
    const server = fakeServer();
    expect((await syncReviews(db, ME, server.send, isMissing)).sent).toBe(1);
    expect((await syncReviews(db, ME, server.send, isMissing)).sent).toBe(0);
    expect(server.seen.size).toBe(1);
  });

  it('deletes only what the server answered for (a response cut short keeps the rest)', async () => {
    const set = setOf('Zellen');
    const a = await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: set.cards[0]!.uuid, rating: 3 }, at(1));
    const b = await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: set.cards[1]!.uuid, rating: 2 }, at(2));
    const partial: SendReviews = async () => ({ results: [{ id: a.id, outcome: 'applied' }], applied: 1, duplicates: 0 });
    expect(await syncReviews(db, ME, partial, isMissing)).toMatchObject({ sent: 1, remaining: 1 });
    expect((await pendingReviews(db, ME)).map((r) => r.id)).toEqual([b.id]);
  });

  it('sends a long queue in batches of the contract size', async () => {
    const set = setOf('Zellen');
    for (let i = 0; i < 205; i++) await queueReview(db, { userId: ME, knowUuid: set.knowUuid, flashcardUuid: set.cards[i % 2]!.uuid, rating: 3 }, new Date(at(0).getTime() + i * 1000));
    const server = fakeServer();
    expect((await syncReviews(db, ME, server.send, isMissing)).sent).toBe(205);
    expect(server.calls.map((c) => c.reviews.length)).toEqual([200, 5]);
  });

  it('drops the ratings and the copy of a set the server no longer shows (404), and syncs the others', async () => {
    const gone = setOf('Privat');
    const kept = setOf('Zellen');
    await saveOfflineSet(db, ME, gone);
    await queueReview(db, { userId: ME, knowUuid: gone.knowUuid, flashcardUuid: gone.cards[0]!.uuid, rating: 3 }, at(1));
    await queueReview(db, { userId: ME, knowUuid: kept.knowUuid, flashcardUuid: kept.cards[0]!.uuid, rating: 3 }, at(2));
    const server = fakeServer();
    const send: SendReviews = (knowUuid, reviews) => (knowUuid === gone.knowUuid ? Promise.reject(notFound) : server.send(knowUuid, reviews));
    expect(await syncReviews(db, ME, send, isMissing)).toEqual({ sent: 1, remaining: 0, lost: [gone.knowUuid] });
    expect(await offlineSet(db, ME, gone.knowUuid)).toBeUndefined();
  });
});
