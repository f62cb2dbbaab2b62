/**
 * Learn and Test over HTTP (issue 24 §1–3, decision 0067): the set with the learner's state, graded
 * answers recorded as FSRS reviews, "I was right" remembered per learner and card, a whole test
 * graded at once, and nobody acting on someone else's private set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { KnowDetail } from '@/lib/api/know-types';
import type { AcceptAnswerResult, AnswerResult, StudySet, TestResult } from '@/lib/contract/study';
import { flashcardAcceptedAnswers, flashcardReviews } from '@/server/db/schema';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { newKnow } from './support/knows';

const MINUTE = 60_000;

const CARDS = [
  { front: 'Hund', back: 'le chien' },
  { front: 'Katze', back: 'le chat' },
  { front: 'groß', back: 'grand / gros' },
  { front: 'Schmetterling', back: 'le papillon' },
];

describe.each(BACKENDS)('study modes on %s', (backend) => {
  let owner: string;
  let learner: string;
  let learnerId: string;
  let set: KnowDetail;
  let secret: KnowDetail;

  const card = (front: string) => set.flashcards.find((f) => f.front === front)!.uuid;
  const answer = async (token: string, uuid: string, kind: 'choice' | 'written', text: string) =>
    expectOk(await c.post<AnswerResult>(`/api/v1/flashcards/${uuid}/answers`, { kind, answer: text }, { token }));
  const reviewOf = async (userId: string, uuid: string) =>
    (await s.app.db.select().from(flashcardReviews).where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.flashcardId, uuid))))[0];

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
    ({ token: learner, uuid: learnerId } = await c.member({ country: 'DE' }));
    const create = (title: string, over: Record<string, unknown> = {}) => newKnow(c, owner, { title, flashcards: CARDS, ...over });
    set = await create('Französisch Tiere');
    secret = await create('Geheime Vokabeln', { isPrivate: true });
  });

  it('serves every card of a set in order with the learner’s state', async () => {
    const r = await c.get<StudySet>(`/api/v1/flashcard-sets/${set.uuid}`, { token: learner });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ knowUuid: set.uuid, title: 'Französisch Tiere', contentLanguageCode: 'de' });
    expect(r.body.cards.map((x) => [x.front, x.back, x.state])).toEqual(CARDS.map((x) => [x.front, x.back, 0]));
  });

  it('grades a typed answer as a teacher would, and each answer updates the FSRS schedule', async () => {
    const dog = card('Hund');
    const before = Date.now();
    // Article and case do not matter: right, Good (10 min for a new card).
    const right = await answer(learner, dog, 'written', 'CHIEN');
    expect(right).toMatchObject({ verdict: 'correct', rating: 3, matched: 'le chien', correctAnswer: 'le chien', overridden: false });
    expect(right.card).toMatchObject({ uuid: dog, reps: 1 });
    expect(Date.parse(right.nextDue) - before).toBeGreaterThan(5 * MINUTE);
    const stored = await reviewOf(learnerId, dog);
    expect(stored).toMatchObject({ reps: 1, wrongAnswer: null });
    expect(stored!.due.toISOString()).toBe(right.nextDue);

    // A typo counts, as Hard, with the spelling shown.
    const typo = await answer(learner, card('Schmetterling'), 'written', 'papilon');
    expect(typo).toMatchObject({ verdict: 'typo', rating: 2, matched: 'le papillon' });
    // Each alternative is accepted.
    expect(await answer(learner, card('groß'), 'written', 'gros')).toMatchObject({ verdict: 'correct', matched: 'gros' });

    // A picked option is recognition: right is Hard, wrong is Again.
    const cat = card('Katze');
    expect(await answer(learner, cat, 'choice', 'le chien')).toMatchObject({ verdict: 'incorrect', rating: 1 });
    const again = await reviewOf(learnerId, cat);
    expect(again!.due.getTime() - before).toBeLessThanOrEqual(5 * MINUTE + 5000);
    expect(await answer(learner, cat, 'choice', 'le chat')).toMatchObject({ verdict: 'correct', rating: 2 });
    expect((await reviewOf(learnerId, cat))!.reps).toBe(2);
  });

  it('remembers "I was right" for that learner and card, and takes the wrong review back', async () => {
    const cat = card('Katze');
    const before = (await reviewOf(learnerId, cat))!;
    const wrong = await answer(learner, cat, 'written', 'Mieze');
    expect(wrong).toMatchObject({ verdict: 'incorrect', rating: 1 });
    const afterWrong = (await reviewOf(learnerId, cat))!;
    expect(afterWrong.lapses + afterWrong.reps).toBeGreaterThan(before.lapses + before.reps);
    expect(afterWrong.wrongAnswer).toMatchObject({ answerKey: 'mieze' });

    const r = await c.post<AcceptAnswerResult>(`/api/v1/flashcards/${cat}/accepted-answers`, { answer: 'Mieze' }, { token: learner });
    expect(r.status, r.text).toBe(200);
    expect(r.body.rescheduled).toBe(true);
    const afterOverride = (await reviewOf(learnerId, cat))!;
    // The Again is gone: one review more than before the wrong answer, rated Good, no extra lapse.
    expect(afterOverride.reps).toBe(before.reps + 1);
    expect(afterOverride.lapses).toBe(before.lapses);
    expect(afterOverride.wrongAnswer).toBeNull();
    expect(afterOverride.due.getTime()).toBeGreaterThan(afterWrong.due.getTime());

    // Next time the same answer (any case or punctuation) is right, for this learner only.
    expect(await answer(learner, cat, 'written', 'mieze!')).toMatchObject({ verdict: 'correct', overridden: true, rating: 3 });
    expect(await answer(owner, cat, 'written', 'Mieze')).toMatchObject({ verdict: 'incorrect' });
    // Accepting again remembers once and changes no schedule (the latest review was right).
    const again = await c.post<AcceptAnswerResult>(`/api/v1/flashcards/${cat}/accepted-answers`, { answer: 'MIEZE' }, { token: learner });
    expect(again.body.rescheduled).toBe(false);
    const rows = await s.app.db
      .select()
      .from(flashcardAcceptedAnswers)
      .where(and(eq(flashcardAcceptedAnswers.userId, learnerId), eq(flashcardAcceptedAnswers.flashcardId, cat)));
    expect(rows.map((x) => x.answerKey)).toEqual(['mieze']);
  });

  it('grades a whole test at once, with every mistake and its right answer', async () => {
    const answers = [
      { type: 'written', flashcardUuid: card('Hund'), answer: 'chien' },
      { type: 'choice', flashcardUuid: card('Katze'), answer: 'le papillon' },
      { type: 'trueFalse', flashcardUuid: card('groß'), shown: 'grand / gros', answer: true },
      { type: 'matching', flashcardUuid: card('Schmetterling'), answer: 'le papillon' },
    ];
    const r = await c.post<TestResult>(`/api/v1/flashcard-sets/${set.uuid}/test-answers`, { answers }, { token: learner });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ score: 3, total: 4 });
    expect(r.body.answers.map((a) => [a.type, a.verdict])).toEqual([
      ['written', 'correct'],
      ['choice', 'incorrect'],
      ['trueFalse', 'correct'],
      ['matching', 'correct'],
    ]);
    expect(r.body.answers[1]).toMatchObject({ prompt: 'Katze', answer: 'le papillon', correctAnswer: 'le chat' });
    expect(r.body.answers[2]).toMatchObject({ answer: 'true', shown: 'grand / gros' });
    expect((await reviewOf(learnerId, card('Katze')))!.due.toISOString()).toBe(r.body.answers[1]!.nextDue);

    // True or false: "false" is right when the statement paired the wrong answer.
    const tf = await c.post<TestResult>(
      `/api/v1/flashcard-sets/${set.uuid}/test-answers`,
      { answers: [{ type: 'trueFalse', flashcardUuid: card('Hund'), shown: 'le chat', answer: false }] },
      { token: learner },
    );
    expect(tf.body.answers[0]!.verdict).toBe('correct');
  });

  it("does not let another learner study, answer or override on someone's private set", async () => {
    const secretCard = secret.flashcards[0]!.uuid;
    expectError(await c.get(`/api/v1/flashcard-sets/${secret.uuid}`, { token: learner }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/flashcards/${secretCard}/answers`, { kind: 'written', answer: 'chien' }, { token: learner }), 404, 'NotFoundError');
    expectError(await c.post(`/api/v1/flashcards/${secretCard}/accepted-answers`, { answer: 'chien' }, { token: learner }), 404, 'NotFoundError');
    expectError(
      await c.post(`/api/v1/flashcard-sets/${secret.uuid}/test-answers`, { answers: [{ type: 'written', flashcardUuid: secretCard, answer: 'x' }] }, { token: learner }),
      404,
      'NotFoundError',
    );
    // A card of a private set slipped into a test of a public one.
    expectError(
      await c.post(`/api/v1/flashcard-sets/${set.uuid}/test-answers`, { answers: [{ type: 'written', flashcardUuid: secretCard, answer: 'x' }] }, { token: learner }),
      400,
      'BadRequestError',
    );
    expect(await reviewOf(learnerId, secretCard)).toBeUndefined();
    expect(await s.app.db.select().from(flashcardAcceptedAnswers).where(eq(flashcardAcceptedAnswers.flashcardId, secretCard))).toEqual([]);
    // The owner may.
    expect((await c.get<StudySet>(`/api/v1/flashcard-sets/${secret.uuid}`, { token: owner })).status).toBe(200);
    expect((await answer(owner, secretCard, 'written', 'chien')).verdict).toBe('correct');
  });

  it('requires sign-in and valid input, and changes nothing on bad input', async () => {
    const dog = card('Hund');
    expectError(await c.get(`/api/v1/flashcard-sets/${set.uuid}`), 401, 'AuthorizationError');
    expectError(await c.post(`/api/v1/flashcards/${dog}/answers`, { kind: 'written', answer: 'x' }), 401, 'AuthorizationError');
    const before = await reviewOf(learnerId, dog);
    for (const body of [{}, { kind: 'spoken', answer: 'x' }, { kind: 'written' }, { kind: 'written', answer: 'x'.repeat(2001) }, { kind: 'written', answer: 3 }]) {
      expectError(await c.post(`/api/v1/flashcards/${dog}/answers`, body, { token: learner }), 400, 'FormValidationError');
    }
    for (const body of [{}, { answer: '' }, { answer: ' ?! ' }]) {
      expectError(await c.post(`/api/v1/flashcards/${dog}/accepted-answers`, body, { token: learner }), 400, 'FormValidationError');
    }
    const twice = [
      { type: 'written', flashcardUuid: dog, answer: 'a' },
      { type: 'written', flashcardUuid: dog, answer: 'b' },
    ];
    for (const answers of [[], twice, [{ type: 'essay', flashcardUuid: dog, answer: 'a' }], [{ type: 'trueFalse', flashcardUuid: dog, answer: true }]]) {
      expectError(await c.post(`/api/v1/flashcard-sets/${set.uuid}/test-answers`, { answers }, { token: learner }), 400, 'FormValidationError');
    }
    expect(await reviewOf(learnerId, dog)).toEqual(before);
    expectError(await c.get(`/api/v1/flashcard-sets/00000000-0000-4000-8000-000000000000`, { token: learner }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/flashcards/00000000-0000-4000-8000-000000000000/answers', { kind: 'written', answer: 'x' }, { token: learner }), 404, 'NotFoundError');
  });
});
