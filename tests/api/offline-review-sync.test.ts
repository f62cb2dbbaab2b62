/**
 * Reviews made offline, synced over HTTP (issue 24 §7, decision 0071): each client id counts
 * once (a replay, a parallel double send), a card's FSRS state follows review time also when
 * reviews arrive out of order or after an online one, cards gone from the set and bad input.
 * The expected states are computed with the same scheduler, applied in time order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { KnowDetail } from '@/lib/api/know-types';
import type { OfflineSyncResult } from '@/lib/contract/offline-study';
import { randomUuid } from '@/lib/uuid';
import { authenticate } from '@/server/auth/authenticate';
import { flashcardReviewLog, flashcardReviews } from '@/server/db/schema';
import { schedule, toCard, toRow, type ReviewRow } from '@/server/flashcards/scheduler';
import { reviewCard } from '@/server/flashcards/service';
import { acceptAnswer, answerCard } from '@/server/flashcards/study-modes';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { newDeck } from './support/knows';

const HOUR = 3_600_000;
type Rating = 1 | 2 | 3 | 4;

describe.each(BACKENDS)('Offline review sync on %s', (backend) => {
  let owner: string;
  let deck: KnowDetail;
  let other: KnowDetail;
  let secret: KnowDetail;

  const newLearner = () => c.member({ country: 'DE' });
  /** A new learner and the viewer the services take for them (reviews made outside the sync route). */
  const learnerAsViewer = async () => {
    const me = await newLearner();
    return { me, viewer: (await authenticate(s.app, me.token))! };
  };
  const review = (flashcardUuid: string, rating: Rating, at: Date, id = randomUuid()) => ({ id, flashcardUuid, rating, reviewedAt: at.toISOString() });
  const send = (token: string, setUuid: string, reviews: unknown[]) =>
    c.post<OfflineSyncResult>(`/api/v1/flashcard-sets/${setUuid}/offline-reviews`, { reviews }, { token });
  const sent = async (token: string, setUuid: string, reviews: unknown[]) => expectOk(await send(token, setUuid, reviews));
  const stored = async (userId: string, cardId: string) =>
    (await s.app.db.select().from(flashcardReviews).where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.flashcardId, cardId))))[0];
  const logged = (userId: string, cardId: string) =>
    s.app.db.select().from(flashcardReviewLog).where(and(eq(flashcardReviewLog.userId, userId), eq(flashcardReviewLog.flashcardId, cardId)));
  /** The state the ratings give when applied one after the other in time order. */
  function inOrder(userId: string, cardId: string, ratings: { rating: Rating; at: Date }[]): ReviewRow {
    let row: ReviewRow | null = null;
    for (const r of [...ratings].sort((a, b) => a.at.getTime() - b.at.getTime())) row = toRow(userId, cardId, schedule(toCard(row, r.at), r.at, r.rating));
    return row!;
  }
  const fsrsOf = (row: ReviewRow | undefined) =>
    row && {
      due: row.due.toISOString(), stability: row.stability, difficulty: row.difficulty, reps: row.reps, lapses: row.lapses,
      state: row.state, lastReview: row.lastReview?.toISOString(),
    };

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
    deck = await newDeck(c, owner, 'Zellbiologie', 6);
    other = await newDeck(c, owner, 'Genetik', 2);
    secret = await newDeck(c, owner, 'Geheim', 2, { isPrivate: true });
  });

  it('applies each review once: a replay of the same batch changes nothing', async () => {
    const me = await newLearner();
    const [a, b] = deck.flashcards;
    const t0 = new Date(Date.now() - 5 * HOUR);
    const batch = [review(a!.uuid, 3, t0), review(a!.uuid, 1, new Date(t0.getTime() + HOUR)), review(b!.uuid, 4, t0)];
    const first = await sent(me.token, deck.uuid, batch);
    expect(first).toMatchObject({ applied: 3, duplicates: 0 });
    expect(first.results.map((r) => r.outcome)).toEqual(['applied', 'applied', 'applied']);
    const before = fsrsOf(await stored(me.uuid, a!.uuid));
    expect(before).toEqual(fsrsOf(inOrder(me.uuid, a!.uuid, batch.slice(0, 2).map((r) => ({ rating: r.rating as Rating, at: new Date(r.reviewedAt) })))));

    const again = await sent(me.token, deck.uuid, batch);
    expect(again).toMatchObject({ applied: 0, duplicates: 3 });
    expect(fsrsOf(await stored(me.uuid, a!.uuid))).toEqual(before);
    expect(await logged(me.uuid, a!.uuid)).toHaveLength(2);
    // The log keeps the client's id and the time the card was rated (the study day follows it).
    const rows = await logged(me.uuid, b!.uuid);
    expect(rows).toMatchObject([{ clientReviewId: batch[2]!.id, rating: 4, stateBefore: 0 }]);
    expect(rows[0]!.reviewedAt.toISOString()).toBe(t0.toISOString());
  });

  it('counts a batch sent twice at once once', async () => {
    const me = await newLearner();
    const [a, b] = deck.flashcards;
    const t0 = new Date(Date.now() - 3 * HOUR);
    const batch = [review(a!.uuid, 3, t0), review(a!.uuid, 3, new Date(t0.getTime() + HOUR)), review(b!.uuid, 2, t0)];
    const [x, y] = await Promise.all([sent(me.token, deck.uuid, batch), sent(me.token, deck.uuid, batch)]);
    expect(x.applied + y.applied).toBe(3);
    expect(x.duplicates + y.duplicates).toBe(3);
    expect(await logged(me.uuid, a!.uuid)).toHaveLength(2);
    expect(await logged(me.uuid, b!.uuid)).toHaveLength(1);
    expect(fsrsOf(await stored(me.uuid, a!.uuid))).toEqual(
      fsrsOf(inOrder(me.uuid, a!.uuid, [{ rating: 3, at: t0 }, { rating: 3, at: new Date(t0.getTime() + HOUR) }])),
    );
  });

  it('schedules in the order of review time when batches arrive out of order', async () => {
    const me = await newLearner();
    const card = deck.flashcards[2]!.uuid;
    const t = [9, 6, 4, 2].map((h) => new Date(Date.now() - h * HOUR));
    const ratings: Rating[] = [3, 1, 3, 4];
    const reviews = t.map((at, i) => review(card, ratings[i]!, at));
    // The last two first (a second tab synced first), then the oldest, then the one between.
    await sent(me.token, deck.uuid, [reviews[3], reviews[2]]);
    await sent(me.token, deck.uuid, [reviews[0]]);
    await sent(me.token, deck.uuid, [reviews[1]]);
    const expected = inOrder(me.uuid, card, t.map((at, i) => ({ rating: ratings[i]!, at })));
    expect(fsrsOf(await stored(me.uuid, card))).toEqual(fsrsOf(expected));
    // The log reads in time order with the state each rating started from.
    const rows = (await logged(me.uuid, card)).sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    expect(rows.map((r) => r.rating)).toEqual(ratings);
    expect(rows[0]).toMatchObject({ stateBefore: 0, cardBefore: null });
    for (const r of rows.slice(1)) expect(r.stateBefore).toBe(r.cardBefore!.state);
    expect(rows[1]!.cardBefore!.reps).toBe(1);
    expect(rows[3]!.cardBefore!.reps).toBe(3);
  });

  it('slots an offline review in before a later online one', async () => {
    const { me, viewer } = await learnerAsViewer();
    const card = deck.flashcards[3]!.uuid;
    const offlineAt = new Date(Date.now() - 26 * HOUR);
    const onlineAt = new Date(Date.now() - 2 * HOUR);
    await reviewCard(s.app, viewer, card, 3, onlineAt);
    const r = await sent(me.token, deck.uuid, [review(card, 1, offlineAt)]);
    expect(r.applied).toBe(1);
    expect(fsrsOf(await stored(me.uuid, card))).toEqual(fsrsOf(inOrder(me.uuid, card, [{ rating: 1, at: offlineAt }, { rating: 3, at: onlineAt }])));
  });

  it('replays an "I was right" after a late review as taking its Again back', async () => {
    const { me, viewer } = await learnerAsViewer();
    const card = deck.flashcards[1]!.uuid;
    const offlineAt = new Date(Date.now() - 5 * HOUR);
    const wrongAt = new Date(Date.now() - 3 * HOUR);
    const rightAt = new Date(Date.now() - 2 * HOUR);
    expect((await answerCard(s.app, viewer, card, { kind: 'written', answer: 'Zellkern' }, wrongAt)).verdict).toBe('incorrect');
    expect((await acceptAnswer(s.app, viewer, card, 'Zellkern', rightAt)).rescheduled).toBe(true);
    await sent(me.token, deck.uuid, [review(card, 2, offlineAt)]);
    // The Again was taken back: the card is as if rated Hard, then Good.
    expect(fsrsOf(await stored(me.uuid, card))).toEqual(fsrsOf(inOrder(me.uuid, card, [{ rating: 2, at: offlineAt }, { rating: 3, at: rightAt }])));
  });

  it('takes a review ahead of the server clock as made now', async () => {
    const me = await newLearner();
    const card = deck.flashcards[4]!.uuid;
    const before = Date.now();
    await sent(me.token, deck.uuid, [review(card, 3, new Date(Date.now() + 48 * HOUR))]);
    const [row] = await logged(me.uuid, card);
    expect(row!.reviewedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.reviewedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('answers gone for a card no longer in the set, and 404 for a set the learner cannot see', async () => {
    const me = await newLearner();
    const mine = review(deck.flashcards[5]!.uuid, 3, new Date(Date.now() - HOUR));
    const foreign = review(other.flashcards[0]!.uuid, 3, new Date(Date.now() - HOUR));
    const r = await sent(me.token, deck.uuid, [mine, foreign]);
    expect(r.results).toEqual([{ id: mine.id, outcome: 'applied' }, { id: foreign.id, outcome: 'gone' }]);
    expect(await logged(me.uuid, other.flashcards[0]!.uuid)).toHaveLength(0);
    expectError(await send(me.token, secret.uuid, [review(secret.flashcards[0]!.uuid, 3, new Date())]), 404, 'NotFoundError');
    expectError(await send(me.token, randomUuid(), [review(deck.flashcards[0]!.uuid, 3, new Date())]), 404, 'NotFoundError');
  });

  it('refuses bad input with a form error and stores nothing', async () => {
    const me = await newLearner();
    const card = deck.flashcards[0]!.uuid;
    const good = review(card, 3, new Date());
    for (const reviews of [
      [],
      [{ ...good, rating: 5 }],
      [{ ...good, id: 'not-a-uuid' }],
      [{ ...good, reviewedAt: 'yesterday' }],
      [good, { ...good, id: randomUuid(), flashcardUuid: 'x' }],
      Array.from({ length: 201 }, () => review(card, 3, new Date())),
    ]) {
      expectError(await send(me.token, deck.uuid, reviews), 400, 'FormValidationError');
    }
    expect(await logged(me.uuid, card)).toHaveLength(0);
    expect(await stored(me.uuid, card)).toBeUndefined();
    expect((await c.post(`/api/v1/flashcard-sets/${deck.uuid}/offline-reviews`, { reviews: [good] })).status).toBe(401);
  });
});
