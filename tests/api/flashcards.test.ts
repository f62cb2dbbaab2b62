/** Flashcard study over HTTP: decks, due cards, FSRS reviews, privacy (issue 5 §7). */
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlashcardDeck, KnowDetail, ReviewResult, StudyCard } from '@/lib/api/know-types';
import { flashcardReviews } from '@/server/db/schema';
import { and, eq } from 'drizzle-orm';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { newDeck } from './support/knows';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(BACKENDS)('flashcard study on %s', (backend) => {
  let owner: string;
  let learner: string;
  let learnerId: string;
  let deck: KnowDetail;
  let secret: KnowDetail;

  const decks = async (token: string) => expectOk(await c.get<FlashcardDeck[]>('/api/v1/flashcards/decks', { token }));
  const study = async (token: string, qs = '') => expectOk(await c.get<StudyCard[]>(`/api/v1/flashcards/study${qs}`, { token }));
  const review = async (token: string, uuid: string, rating: number) =>
    expectOk(await c.post<ReviewResult>(`/api/v1/flashcards/${uuid}/reviews`, { rating }, { token }));

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
    ({ token: learner, uuid: learnerId } = await c.member({ country: 'DE' }));
    deck = await newDeck(c, owner, 'Bruchrechnung', 3);
    secret = await newDeck(c, owner, 'Geheime Karten', 1, { isPrivate: true });
  });

  it('lists own decks (private too) and the public decks the learner saved', async () => {
    const own = await decks(owner);
    expect(own.map((d) => d.know.uuid).sort()).toEqual([deck.uuid, secret.uuid].sort());
    const bruch = own.find((d) => d.know.uuid === deck.uuid)!;
    expect(bruch).toMatchObject({ cardCount: 3, dueCount: 0, newCount: 3 });
    expect(bruch.know).toMatchObject({ isFlashcardKnow: true, isOwn: true, flashcardCount: 3 });

    expect(await decks(learner)).toEqual([]);
    expect((await c.post(`/api/v1/knows/${deck.uuid}/save`, {}, { token: learner })).status).toBe(200);
    const saved = await decks(learner);
    expect(saved.map((d) => d.know.uuid)).toEqual([deck.uuid]);
    expect(saved[0]).toMatchObject({ cardCount: 3, dueCount: 0, newCount: 3, know: { isSaved: true, isOwn: false } });
  });

  it('serves new cards in order, and studying needs no save', async () => {
    const other = await newDeck(c, owner, 'Prozentrechnung', 2);
    const cards = await study(learner, `?knowUuid=${other.uuid}`);
    expect(cards.map((x) => x.front)).toEqual(['Prozentrechnung Begriff 1', 'Prozentrechnung Begriff 2']);
    expect(cards[0]).toMatchObject({ uuid: other.flashcards[0]!.uuid, back: 'Prozentrechnung Bedeutung 1', knowUuid: other.uuid, state: 0, reps: 0, lapses: 0 });
    expect(Date.parse(cards[0]!.due)).toBeLessThanOrEqual(Date.now() + 1000);
    await review(learner, other.flashcards[0]!.uuid, 3);
    expect((await study(learner, `?knowUuid=${other.uuid}`)).map((x) => x.front)).toEqual(['Prozentrechnung Begriff 2']);
    // Not saved: not a deck, and not in the study of all decks.
    expect((await decks(learner)).map((d) => d.know.uuid)).not.toContain(other.uuid);
    expect((await study(learner)).every((x) => x.knowUuid !== other.uuid)).toBe(true);
    expect(await study(learner, `?knowUuid=${other.uuid}&limit=1`)).toHaveLength(1);
  });

  it('schedules Good into the future and Again soon, persisted across calls', async () => {
    const [first, second, third] = deck.flashcards;
    const before = Date.now();
    const good = await review(learner, first!.uuid, 3);
    expect(good.card).toMatchObject({ uuid: first!.uuid, front: first!.front, knowUuid: deck.uuid, reps: 1, lapses: 0 });
    expect(good.card.state).toBeGreaterThan(0);
    expect(good.nextDue).toBe(good.card.due);
    const goodIn = Date.parse(good.nextDue) - before;
    expect(goodIn).toBeGreaterThan(5 * MINUTE);

    const again = await review(learner, second!.uuid, 1);
    const againIn = Date.parse(again.nextDue) - before;
    expect(againIn).toBeGreaterThan(0);
    expect(againIn).toBeLessThanOrEqual(5 * MINUTE + 5000);
    expect(againIn).toBeLessThan(goodIn);

    const easy = await review(learner, third!.uuid, 4);
    expect(easy.card.state).toBe(2);
    expect(Date.parse(easy.nextDue) - before).toBeGreaterThanOrEqual(DAY);

    // Nothing is due right now; the counts say so on the next call.
    expect(await study(learner, `?knowUuid=${deck.uuid}`)).toEqual([]);
    const learnerDeck = (await decks(learner))[0]!;
    expect(learnerDeck).toMatchObject({ cardCount: 3, dueCount: 0, newCount: 0 });
    // The next due card is the one rated Again.
    expect(learnerDeck.nextDueOn).toBe(new Date(again.nextDue).toISOString());
    // The owner's own progress is separate.
    expect((await decks(owner)).find((d) => d.know.uuid === deck.uuid)).toMatchObject({ dueCount: 0, newCount: 3, nextDueOn: null });

    // Rating the same card again builds on the stored state.
    const goodAgain = await review(learner, first!.uuid, 3);
    expect(goodAgain.card.reps).toBe(2);
    expect(Date.parse(goodAgain.nextDue)).toBeGreaterThan(Date.parse(good.nextDue));
  });

  it('serves due cards most overdue first, then new ones', async () => {
    const [first, second, third] = deck.flashcards;
    const setDue = (cardId: string, due: Date) =>
      s.app.db
        .update(flashcardReviews)
        .set({ due })
        .where(and(eq(flashcardReviews.userId, learnerId), eq(flashcardReviews.flashcardId, cardId)));
    await setDue(first!.uuid, new Date(Date.now() - 2 * DAY));
    await setDue(third!.uuid, new Date(Date.now() - 3 * DAY));
    // The second card becomes new again.
    await s.app.db.delete(flashcardReviews).where(and(eq(flashcardReviews.userId, learnerId), eq(flashcardReviews.flashcardId, second!.uuid)));
    const cards = await study(learner);
    expect(cards.map((x) => x.uuid)).toEqual([third!.uuid, first!.uuid, second!.uuid]);
    expect(cards.map((x) => x.state)).toEqual([2, cards[1]!.state, 0]);
    expect((await decks(learner))[0]).toMatchObject({ cardCount: 3, dueCount: 2, newCount: 1 });
  });

  it("answers 404 for a private know's cards to anyone but its owner", async () => {
    const card = secret.flashcards[0]!.uuid;
    expectError(await c.post(`/api/v1/flashcards/${card}/reviews`, { rating: 3 }, { token: learner }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/flashcards/study?knowUuid=${secret.uuid}`, { token: learner }), 404, 'NotFoundError');
    expect((await study(owner, `?knowUuid=${secret.uuid}`)).map((x) => x.uuid)).toEqual([card]);
    expect((await review(owner, card, 3)).card.reps).toBe(1);
    // A saved deck that turns private leaves the learner's decks and study.
    expect((await c.patch(`/api/v1/knows/${deck.uuid}`, { isPrivate: true }, { token: owner })).status).toBe(200);
    expect(await decks(learner)).toEqual([]);
    expect(await study(learner)).toEqual([]);
    expectError(await c.post(`/api/v1/flashcards/${deck.flashcards[0]!.uuid}/reviews`, { rating: 3 }, { token: learner }), 404, 'NotFoundError');
    expect((await c.patch(`/api/v1/knows/${deck.uuid}`, { isPrivate: false }, { token: owner })).status).toBe(200);
    expect((await decks(learner)).map((d) => d.know.uuid)).toEqual([deck.uuid]);
  });

  it('requires sign-in and valid input, and changes nothing on bad input', async () => {
    const card = deck.flashcards[0]!.uuid;
    expectError(await c.get('/api/v1/flashcards/decks'), 401, 'AuthorizationError');
    expectError(await c.get('/api/v1/flashcards/study'), 401, 'AuthorizationError');
    expectError(await c.post(`/api/v1/flashcards/${card}/reviews`, { rating: 3 }), 401, 'AuthorizationError');
    const before = await s.app.db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, learnerId));
    for (const body of [{ rating: 0 }, { rating: 5 }, { rating: '3' }, { rating: 2.5 }, {}, { rating: null }]) {
      const e = expectError(await c.post(`/api/v1/flashcards/${card}/reviews`, body, { token: learner }), 400, 'FormValidationError');
      expect(e.data.fields).toHaveProperty('rating');
    }
    expect(await s.app.db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, learnerId))).toEqual(before);
    for (const qs of ['limit=0', 'limit=101', 'limit=x', 'knowUuid=nope']) {
      expectError(await c.get(`/api/v1/flashcards/study?${qs}`, { token: learner }), 400, 'FormValidationError');
    }
    expectError(await c.post('/api/v1/flashcards/00000000-0000-4000-8000-000000000000/reviews', { rating: 3 }, { token: learner }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/flashcards/not-a-uuid/reviews', { rating: 3 }, { token: learner }), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/flashcards/study?knowUuid=00000000-0000-4000-8000-000000000000', { token: learner }), 404, 'NotFoundError');
  });
});
