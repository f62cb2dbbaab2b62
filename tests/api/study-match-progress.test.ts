/**
 * Match best times and study progress over HTTP (issue 24 §4–5, decision 0069): the best time
 * kept per set and learner, implausible times refused, private sets refused, per-set counts,
 * the streak across days in the learner's time zone (fixed dates, through the service with the
 * clock it takes), and the analytics snapshot's streak.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { KnowDetail } from '@/lib/api/know-types';
import type { MatchResult, MatchRound } from '@/lib/contract/match';
import type { StudyProgressData } from '@/lib/contract/study-progress';
import { randomUuid } from '@/lib/uuid';
import { authenticate } from '@/server/auth/authenticate';
import { analyticsEvents, flashcardReviewLog, matchBestTimes } from '@/server/db/schema';
import { reviewCard } from '@/server/flashcards/service';
import { studyProgress } from '@/server/flashcards/progress';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { newDeck } from './support/knows';

const DAY = 86_400_000;

describe.each(BACKENDS)('Match and study progress on %s', (backend) => {
  let owner: string;
  let learner: string;
  let learnerId: string;
  let deck: KnowDetail;
  let secret: KnowDetail;

  const newLearner = (country = 'DE') => c.member({ country });

  const round = async (token: string, uuid: string) =>
    expectOk(await c.get<MatchRound>(`/api/v1/flashcard-sets/${uuid}/match`, { token }));
  const finish = (token: string, uuid: string, timeMs: unknown) =>
    c.post<MatchResult>(`/api/v1/flashcard-sets/${uuid}/match-results`, { timeMs }, { token });
  const finished = async (token: string, uuid: string, timeMs: number) => expectOk(await finish(token, uuid, timeMs));
  const progress = async (token: string) => expectOk(await c.get<StudyProgressData>('/api/v1/flashcards/progress', { token }));
  const bestRow = async (userId: string, knowId: string) =>
    (await s.app.db.select().from(matchBestTimes).where(and(eq(matchBestTimes.userId, userId), eq(matchBestTimes.knowId, knowId))))[0];

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
    ({ token: learner, uuid: learnerId } = await newLearner());
    deck = await newDeck(c, owner, 'Zellbiologie', 8);
    secret = await newDeck(c, owner, 'Geheim', 4, { isPrivate: true });
  });

  it('deals a round of 6 pairs from the set, each a card with its own definition', async () => {
    const r = await round(learner, deck.uuid);
    expect(r).toMatchObject({ knowUuid: deck.uuid, title: 'Zellbiologie', cardCount: 8, best: null });
    expect(r.pairs).toHaveLength(6);
    const cards = new Map(deck.flashcards.map((f) => [f.uuid, f]));
    for (const p of r.pairs) expect({ term: p.term, definition: p.definition }).toEqual({ term: cards.get(p.uuid)!.front, definition: cards.get(p.uuid)!.back });
    expect(new Set(r.pairs.map((p) => p.uuid)).size).toBe(6);
    // A small set plays all its cards; one card is no game.
    const small = await newDeck(c, owner, 'Klein', 3);
    expect((await round(learner, small.uuid)).pairs).toHaveLength(3);
    const single = await newDeck(c, owner, 'Einzeln', 1);
    expect((await round(learner, single.uuid)).pairs).toEqual([]);
    const e = expectError(await finish(learner, single.uuid, 5000), 400, 'BadRequestError');
    expect(e.data).toMatchObject({ reason: 'TooFewCards' });
  });

  it('keeps the best time per set and learner, counting every round', async () => {
    expect(await finished(learner, deck.uuid, 9000)).toMatchObject({ timeMs: 9000, isBest: true, best: { timeMs: 9000, rounds: 1 } });
    expect(await finished(learner, deck.uuid, 12_000)).toMatchObject({ isBest: false, best: { timeMs: 9000, rounds: 2 } });
    expect(await finished(learner, deck.uuid, 7500)).toMatchObject({ isBest: true, best: { timeMs: 7500, rounds: 3 } });
    expect((await round(learner, deck.uuid)).best).toMatchObject({ timeMs: 7500, rounds: 3 });
    // Two rounds finished at once: both count and the better one stays.
    const [a, b] = await Promise.all([finished(learner, deck.uuid, 6100), finished(learner, deck.uuid, 6000)]);
    expect([a.isBest, b.isBest]).toContain(true);
    expect(await bestRow(learnerId, deck.uuid)).toMatchObject({ bestMs: 6000, rounds: 5, pairCount: 6 });
    // Someone else's record is their own.
    expect((await round(owner, deck.uuid)).best).toBeNull();
    expect(await finished(owner, deck.uuid, 20_000)).toMatchObject({ isBest: true, best: { timeMs: 20_000, rounds: 1 } });
    expect((await round(learner, deck.uuid)).best?.timeMs).toBe(6000);
  });

  it('refuses a time faster than 500 ms a pair with a typed error, and bad input, changing nothing', async () => {
    const before = await bestRow(learnerId, deck.uuid);
    const e = expectError(await finish(learner, deck.uuid, 2999), 400, 'BadRequestError');
    expect(e.data).toMatchObject({ reason: 'ImplausibleTime', minTimeMs: 3000, pairCount: 6 });
    for (const timeMs of [0, -5, 1.5, '4000', null, 3_600_001]) {
      const bad = expectError(await finish(learner, deck.uuid, timeMs), 400, 'FormValidationError');
      expect(bad.data.fields).toHaveProperty('timeMs');
    }
    expect(await bestRow(learnerId, deck.uuid)).toEqual(before);
    // The limit is per pair: three pairs may take 1.5 s.
    const small = await newDeck(c, owner, 'Drei', 3);
    expectError(await finish(learner, small.uuid, 1499), 400, 'BadRequestError');
    expect(await finished(learner, small.uuid, 1500)).toMatchObject({ isBest: true });
  });

  it("refuses another learner's private set and unknown sets with 404, and needs sign-in", async () => {
    expectError(await c.get(`/api/v1/flashcard-sets/${secret.uuid}/match`, { token: learner }), 404, 'NotFoundError');
    expectError(await finish(learner, secret.uuid, 5000), 404, 'NotFoundError');
    expect(await bestRow(learnerId, secret.uuid)).toBeUndefined();
    expect((await round(owner, secret.uuid)).pairs).toHaveLength(4);
    expect(await finished(owner, secret.uuid, 5000)).toMatchObject({ isBest: true });
    const nobody = '00000000-0000-4000-8000-000000000000';
    expectError(await c.get(`/api/v1/flashcard-sets/${nobody}/match`, { token: learner }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/flashcard-sets/${deck.uuid}/match`), 401, 'AuthorizationError');
    expectError(await finish('', deck.uuid, 5000), 401, 'AuthorizationError');
    expectError(await c.get('/api/v1/flashcards/progress'), 401, 'AuthorizationError');
  });

  it('counts new, learning and mastered cards per set from the FSRS state', async () => {
    const me = await newLearner();
    expect((await c.post(`/api/v1/knows/${deck.uuid}/save`, {}, { token: me.token })).status).toBe(200);
    const viewer = (await authenticate(s.app, me.token))!;
    const [first, second] = deck.flashcards;
    const t0 = new Date(Date.now() - 40 * DAY);
    // Easy, then Good when due: FSRS then expects the card to be remembered for weeks.
    const easy = await reviewCard(s.app, viewer, first!.uuid, 4, t0);
    await reviewCard(s.app, viewer, first!.uuid, 3, new Date(easy.nextDue));
    await reviewCard(s.app, viewer, second!.uuid, 1, new Date());
    const p = await progress(me.token);
    expect(p.sets).toEqual([
      { knowUuid: deck.uuid, title: 'Zellbiologie', cardCount: 8, newCount: 6, learningCount: 1, masteredCount: 1, bestMatchMs: null },
    ]);
    expect((await progress(learner)).sets).toEqual([]);
    // The learner's best Match time shows with the set.
    await finished(me.token, deck.uuid, 8000);
    expect((await progress(me.token)).sets[0]?.bestMatchMs).toBe(8000);
  });

  it('counts the streak in days of the learner\'s time zone, with cards per day and retention per week', async () => {
    const cet = await newLearner('GB');
    // Central European winter time as Date#getTimezoneOffset reports it: -60.
    expect((await c.patch(`/api/v1/users/${cet.uuid}/timezone`, { offset: -60 }, { token: cet.token })).status).toBe(200);
    const london = await newLearner('GB');
    const [card] = deck.flashcards;
    const times = ['2026-03-01T22:30:00Z', '2026-03-01T23:30:00Z', '2026-03-03T10:00:00Z'].map((t) => new Date(t));
    const ratings = [3, 1, 3] as const;
    for (const who of [cet, london]) {
      const viewer = (await authenticate(s.app, who.token))!;
      for (const [i, at] of times.entries()) await reviewCard(s.app, viewer, card!.uuid, ratings[i]!, at);
    }
    const logged = await s.app.db.select().from(flashcardReviewLog).where(eq(flashcardReviewLog.userId, cet.uuid));
    expect(logged.map((r) => [r.studyDay, r.stateBefore > 0]).sort()).toEqual([['2026-03-01', false], ['2026-03-02', true], ['2026-03-03', true]]);

    const at = async (who: { token: string }, iso: string) => studyProgress(s.app, (await authenticate(s.app, who.token))!, new Date(iso));
    // 23:30 and 00:30 in Berlin are two days: Mar 1, 2 and 3 in a row.
    const p = await at(cet, '2026-03-03T12:00:00Z');
    expect(p.today).toBe('2026-03-03');
    expect(p.streak).toEqual({ days: 3, studiedToday: true, longest: 3 });
    // The next day the streak still stands (the day is not over); the day after, it is lost.
    expect((await at(cet, '2026-03-04T12:00:00Z')).streak).toEqual({ days: 3, studiedToday: false, longest: 3 });
    expect((await at(cet, '2026-03-05T12:00:00Z')).streak).toEqual({ days: 0, studiedToday: false, longest: 3 });
    // Without a reported offset the edition's zone counts: in London both evening reviews are Mar 1.
    expect((await at(london, '2026-03-03T12:00:00Z')).streak).toEqual({ days: 1, studiedToday: true, longest: 1 });

    expect(p.days).toHaveLength(56);
    expect(p.days[0]!.day).toBe('2026-01-07');
    expect(p.days.slice(-3)).toEqual([
      { day: '2026-03-01', cards: 1, reviews: 1 },
      { day: '2026-03-02', cards: 1, reviews: 1 },
      { day: '2026-03-03', cards: 1, reviews: 1 },
    ]);
    expect(p.days.slice(0, -3).every((d) => d.reviews === 0)).toBe(true);
    expect(p.weeks).toHaveLength(8);
    // The first sight is no recall: of two recalls (Again, then Good), one was remembered.
    expect(p.weeks.at(-1)).toEqual({ from: '2026-02-25', to: '2026-03-03', recalls: 2, remembered: 1, retention: 0.5 });
    expect(p.weeks.slice(0, -1).every((w) => w.retention === null && w.recalls === 0)).toBe(true);
  });

  it("stamps the learner's streak on their analytics events, and a review over HTTP starts today's", async () => {
    const me = await newLearner();
    const r = await c.post(`/api/v1/flashcards/${deck.flashcards[2]!.uuid}/reviews`, { rating: 3 }, { token: me.token });
    expect(r.status, r.text).toBe(200);
    expect((await progress(me.token)).streak).toEqual({ days: 1, studiedToday: true, longest: 1 });
    const event = (userUuid: string | null) => ({
      name: 'flashcard_reviewed', uuid: randomUuid(), platform: 'web',
      user: { uuid: userUuid, country: 'DE', interfaceLanguage: 'de', streak: null, isKnower: false },
    });
    const mine = event(me.uuid);
    expect((await c.post('/api/analytics/events', mine, { token: me.token })).status).toBe(202);
    const stored = async (uuid: string) => (await s.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, uuid)))[0]!.payload as { user: { streak: unknown } };
    expect((await stored(mine.uuid)).user.streak).toBe(1);
    // Anonymous events (and a snapshot of someone else) are left as sent.
    const anonymous = event(null);
    expect((await c.post('/api/analytics/events', anonymous, { bare: true })).status).toBe(202);
    expect((await stored(anonymous.uuid)).user.streak).toBeNull();
    const other = event(learnerId);
    expect((await c.post('/api/analytics/events', other, { token: me.token })).status).toBe(202);
    expect((await stored(other.uuid)).user.streak).toBeNull();
  });
});
