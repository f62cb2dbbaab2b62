/**
 * Polls, topic quizzes and the ads survey redirect over HTTP (issue 13 §3-5, decision 0039) on
 * both databases: one vote per user under parallel votes, vote changes, closed polls, option
 * bounds, chat polls for members only; quizzes that never ask from a private know and whose
 * answers move the cards' FSRS schedules; a survey redirect that only leads to allowed hosts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { getSubjects } from '@/lib/config/catalogue';
import type { Poll } from '@/lib/contract/polls';
import type { QuizResult, TopicQuiz } from '@/lib/contract/topic-quiz';
import { loadEnv } from '@/server/env';
import { adsSurveyVisits, analyticsEvents, flashcardReviews, polls, pollVotes } from '@/server/db/schema';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { newKnow } from './support/knows';

const [maths] = getSubjects('DE');
const TOPIC = maths!.topics[0]!.uuid;
const THIN_TOPIC = maths!.topics[1]!.uuid;
const OTHER_TOPIC = maths!.topics[2]!.uuid;

interface Person {
  token: string;
  uuid: string;
}

describe.each(BACKENDS)('polls and topic quizzes on %s', (backend) => {
  let knower: Person;
  let learner: Person;
  let other: Person;

  const person = (): Promise<Person> => c.member({ country: 'DE' });
  const put = <T>(path: string, body: unknown, token?: string) => c.call<T>('PUT', path, { body, token });
  const deck = async (token: string, title: string, cards: [string, string][], over: Record<string, unknown> = {}) =>
    (await newKnow(c, token, { title, subjectId: maths!.id, topicUuid: TOPIC, flashcards: cards.map(([front, back]) => ({ front, back })), ...over })).uuid;
  const newPoll = async (token: string, body: Record<string, unknown> = {}) =>
    expectOk(await c.post<Poll>('/api/v1/polls', { question: 'Welches Thema zuerst?', options: ['Analysis', 'Geometrie', 'Stochastik'], ...body }, { token }), 201);

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false', ADS_SURVEY_URL: 'https://forms.gle/knowly-survey' });
  const c = client(s);
  beforeAll(async () => {
    [knower, learner, other] = await Promise.all([person(), person(), person()]);
    // Publishing a know makes the account a knower.
    await deck(knower.token, 'Ableitungen', [
      ['Ableitung von x²', '2x'], ['Ableitung von sin x', 'cos x'], ['Ableitung von eˣ', 'eˣ'],
      ['Ableitung von ln x', '1/x'], ['Ableitung von cos x', '−sin x'], ['Ableitung einer Konstanten', '0'],
    ]);
    await deck(knower.token, 'Geheimes Deck', [['GEHEIM Frage eins', 'GEHEIM Antwort eins'], ['GEHEIM Frage zwei', 'GEHEIM Antwort zwei']], { isPrivate: true });
    await deck(knower.token, 'Dünnes Thema', [['Nur eine', 'Karte'], ['Und noch', 'eine']], { topicUuid: THIN_TOPIC });
  });

  describe('polls', () => {
    it('checks the options: 2 to 6, not empty, not twice; the question and the closing time', async () => {
      for (const options of [['nur eine'], ['1', '2', '3', '4', '5', '6', '7'], ['a', ' '], ['Ja', 'ja'], 'ja,nein', []]) {
        expectError(await c.post('/api/v1/polls', { question: 'Frage?', options }, { token: knower.token }), 400, 'FormValidationError');
      }
      expectError(await c.post('/api/v1/polls', { question: '   ', options: ['a', 'b'] }, { token: knower.token }), 400, 'FormValidationError');
      expectError(await c.post('/api/v1/polls', { question: 'x'.repeat(301), options: ['a', 'b'] }, { token: knower.token }), 400, 'FormValidationError');
      const past = new Date(Date.now() - 60_000).toISOString();
      expectError(await c.post('/api/v1/polls', { question: 'Frage?', options: ['a', 'b'], closesOn: past }, { token: knower.token }), 400, 'BadRequestError');
      const six = await newPoll(knower.token, { options: ['1', '2', '3', '4', '5', '6'] });
      expect(six.options).toHaveLength(6);
      const two = await newPoll(knower.token, { options: ['  Ja ', 'Nein'] });
      expect(two.options.map((o) => o.text)).toEqual(['Ja', 'Nein']);
    });

    it('is created by any signed-in user, learners too (issue 22 §4), within the creation limit', async () => {
      const [fresh, voter] = await Promise.all([person(), person()]);
      const mine = await newPoll(fresh.token);
      expect(mine).toMatchObject({ question: 'Welches Thema zuerst?', chatUuid: null, creator: { uuid: fresh.uuid } });
      // Anyone reads and votes on it by its link.
      expect((await put<Poll>(`/api/v1/polls/${mine.uuid}/vote`, { option: 0 }, voter.token)).status).toBe(200);
      expect((await c.get<Poll>(`/api/v1/polls/${mine.uuid}`)).status).toBe(200);
      expectError(await c.post('/api/v1/polls', { question: 'Frage?', options: ['a', 'b'] }), 401, 'AuthorizationError');
      // poll-create-user: 20 an hour, then 429.
      const more = await Promise.all(
        Array.from({ length: 20 }, () => c.post('/api/v1/polls', { question: 'Noch eine?', options: ['a', 'b'] }, { token: fresh.token })),
      );
      expect(more.filter((r) => r.status === 201)).toHaveLength(19);
      expect(more.filter((r) => r.status === 429)).toHaveLength(1);
    });

    it('counts one vote per user under parallel votes, and the last change wins', async () => {
      const poll = await newPoll(knower.token);
      const votes = await Promise.all(Array.from({ length: 24 }, (_, i) => put<Poll>(`/api/v1/polls/${poll.uuid}/vote`, { option: i % 3 }, learner.token)));
      expect(votes.map((v) => v.status)).toEqual(votes.map(() => 200));
      const [{ n }] = (await s.app.db.select({ n: sql<number>`count(*)::int` }).from(pollVotes).where(eq(pollVotes.pollId, poll.uuid))) as [{ n: number }];
      expect(Number(n)).toBe(1);
      const seen = (await c.get<Poll>(`/api/v1/polls/${poll.uuid}`, { token: learner.token })).body;
      expect(seen.totalVotes).toBe(1);
      expect(seen.options[seen.myVote!]!.votes).toBe(1);

      const changed = (await put<Poll>(`/api/v1/polls/${poll.uuid}/vote`, { option: 2 }, learner.token)).body;
      expect(changed).toMatchObject({ myVote: 2, totalVotes: 1 });
      expect(changed.options.map((o) => o.votes)).toEqual([0, 0, 1]);
      const second = (await put<Poll>(`/api/v1/polls/${poll.uuid}/vote`, { option: 0 }, other.token)).body;
      expect(second.options.map((o) => o.votes)).toEqual([1, 0, 1]);

      const event = await s.app.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.name, 'poll_voted'), eq(analyticsEvents.userId, other.uuid)));
      expect(event).toHaveLength(1);
      expect(event[0]!.payload).toMatchObject({ value: 0, page: { pollUuid: poll.uuid }, user: { uuid: other.uuid } });
    });

    it('shows results only after voting (and to its creator); visitors read the question', async () => {
      const poll = await newPoll(knower.token);
      await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 1 }, other.token);
      const visitor = await c.get<Poll>(`/api/v1/polls/${poll.uuid}`);
      expect(visitor.status).toBe(200);
      expect(visitor.body).toMatchObject({ question: 'Welches Thema zuerst?', totalVotes: null, myVote: null, closed: false });
      expect(visitor.body.options.every((o) => o.votes === null)).toBe(true);
      expect((await c.get<Poll>(`/api/v1/polls/${poll.uuid}`, { token: learner.token })).body.totalVotes).toBeNull();
      expect((await c.get<Poll>(`/api/v1/polls/${poll.uuid}`, { token: knower.token })).body.totalVotes).toBe(1);
    });

    it('refuses votes once closed (also changes) and then shows the final results to everyone', async () => {
      const poll = await newPoll(knower.token, { closesOn: new Date(Date.now() + 3_600_000).toISOString() });
      expect((await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 0 }, other.token)).status).toBe(200);
      await s.app.db.update(polls).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(polls.id, poll.uuid));
      const late = await put<{ error: { data: unknown } }>(`/api/v1/polls/${poll.uuid}/vote`, { option: 1 }, learner.token);
      expectError(late, 403, 'ForbiddenError');
      expect(late.body.error.data).toMatchObject({ reason: 'CLOSED' });
      expectError(await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 2 }, other.token), 403, 'ForbiddenError');
      const final = (await c.get<Poll>(`/api/v1/polls/${poll.uuid}`)).body;
      expect(final).toMatchObject({ closed: true, totalVotes: 1 });
      expect(final.options.map((o) => o.votes)).toEqual([1, 0, 0]);
    });

    it('refuses options out of range, unknown polls and hostile ids', async () => {
      const poll = await newPoll(knower.token, { options: ['a', 'b'] });
      expectError(await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 2 }, learner.token), 400, 'BadRequestError');
      for (const option of [-1, 6, 1.5, '0', null]) {
        expectError(await put(`/api/v1/polls/${poll.uuid}/vote`, { option }, learner.token), 400, 'FormValidationError');
      }
      expectError(await c.get('/api/v1/polls/00000000-0000-4000-8000-000000000000'), 404, 'NotFoundError');
      expectError(await c.get('/api/v1/polls/not-a-uuid'), 404, 'NotFoundError');
      expectError(await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 0 }), 401, 'AuthorizationError');
    });

    it('in a chat: posted there as a link, and only its members read and vote', async () => {
      const chat = (await c.post('/api/v1/chats/direct', { userUuid: other.uuid }, { token: learner.token })).body.uuid as string;
      const poll = await newPoll(learner.token, { chatUuid: chat });
      expect(poll.chatUuid).toBe(chat);
      const history = (await c.get(`/api/v1/chats/${chat}/messages`, { token: other.token })).body.content as { text: string; kind: string }[];
      expect(history.at(-1)).toMatchObject({ kind: 'TEXT' });
      expect(history.at(-1)!.text).toContain(`/polls/${poll.uuid}`);
      expect((await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 0 }, other.token)).status).toBe(200);
      expectError(await c.get(`/api/v1/polls/${poll.uuid}`, { token: knower.token }), 404, 'NotFoundError');
      expectError(await c.get(`/api/v1/polls/${poll.uuid}`), 404, 'NotFoundError');
      expectError(await put(`/api/v1/polls/${poll.uuid}/vote`, { option: 0 }, knower.token), 404, 'NotFoundError');
      // Not a member: no poll in that chat, and nothing is posted.
      expectError(await c.post('/api/v1/polls', { question: 'Frage?', options: ['a', 'b'], chatUuid: chat }, { token: knower.token }), 404, 'NotFoundError');
    });
  });

  describe('topic quizzes', () => {
    it('follows catalogue topics of an edition, and only those', async () => {
      const followed = await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'DE' }, learner.token);
      expect(followed.status, followed.text).toBe(200);
      expect(followed.body).toMatchObject({ topicUuid: TOPIC, topicName: maths!.topics[0]!.name, subjectName: maths!.name, countryCode: 'DE' });
      expect((await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'DE' }, learner.token)).status).toBe(200);
      expectError(await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'FR' }, learner.token), 404, 'NotFoundError');
      expectError(await put('/api/v1/users/me/topics/00000000-0000-4000-8000-000000000000', { countryCode: 'DE' }, learner.token), 404, 'NotFoundError');
      expectError(await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'XX' }, learner.token), 400, 'FormValidationError');
      expect((await c.get('/api/v1/users/me/topics', { token: learner.token })).body.map((t: { topicUuid: string }) => t.topicUuid)).toEqual([TOPIC]);
      expect((await c.call('DELETE', `/api/v1/users/me/topics/${TOPIC}`, { token: learner.token })).status).toBe(204);
      expect((await c.get('/api/v1/users/me/topics', { token: learner.token })).body).toEqual([]);
      expectError(await c.get(`/api/v1/users/me/topics/${TOPIC}/quiz`, { token: learner.token }), 404, 'NotFoundError');
    });

    it('asks only from public knows of the topic, never a private one (not even to its owner)', async () => {
      for (const who of [learner, knower]) {
        await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'DE' }, who.token);
        for (let round = 0; round < 5; round++) {
          const quiz = (await c.get<TopicQuiz>(`/api/v1/users/me/topics/${TOPIC}/quiz`, { token: who.token })).body;
          expect(quiz.questions).toHaveLength(6);
          const text = JSON.stringify(quiz);
          expect(text).not.toContain('GEHEIM');
          for (const q of quiz.questions) {
            expect(q.choices).toHaveLength(4);
            expect(new Set(q.choices).size).toBe(4);
          }
        }
      }
      const secret = await s.app.db.execute(sql`SELECT f.id FROM flashcards f JOIN knows k ON k.id = f.know_id WHERE k.is_private`);
      const secretId = (secret as unknown as { rows: { id: string }[] }).rows[0]!.id;
      expectError(
        await c.post(`/api/v1/users/me/topics/${TOPIC}/quiz/answers`, { answers: [{ flashcardUuid: secretId, answer: 'GEHEIM Antwort eins' }] }, { token: knower.token }),
        400, 'BadRequestError',
      );
    });

    it('shows an empty quiz for a topic with too little material', async () => {
      await put(`/api/v1/users/me/topics/${THIN_TOPIC}`, { countryCode: 'DE' }, learner.token);
      await put(`/api/v1/users/me/topics/${OTHER_TOPIC}`, { countryCode: 'DE' }, learner.token);
      for (const topic of [THIN_TOPIC, OTHER_TOPIC]) {
        const quiz = await c.get<TopicQuiz>(`/api/v1/users/me/topics/${topic}/quiz`, { token: learner.token });
        expect(quiz.status).toBe(200);
        expect(quiz.body.questions).toEqual([]);
      }
    });

    it('grades the answers and feeds them into the FSRS schedule of their cards', async () => {
      const quiz = (await c.get<TopicQuiz>(`/api/v1/users/me/topics/${TOPIC}/quiz`, { token: other.token }));
      expectError(quiz, 404, 'NotFoundError');
      await put(`/api/v1/users/me/topics/${TOPIC}`, { countryCode: 'DE' }, other.token);
      const { questions } = (await c.get<TopicQuiz>(`/api/v1/users/me/topics/${TOPIC}/quiz`, { token: other.token })).body;
      const cards = await s.app.db.execute(sql`SELECT id, back FROM flashcards`);
      const backOf = new Map((cards as unknown as { rows: { id: string; back: string }[] }).rows.map((r) => [r.id, r.back]));
      const [right, wrong, ...rest] = questions;
      const answers = [
        { flashcardUuid: right!.flashcardUuid, answer: backOf.get(right!.flashcardUuid)! },
        { flashcardUuid: wrong!.flashcardUuid, answer: wrong!.choices.find((x) => x !== backOf.get(wrong!.flashcardUuid))! },
        ...rest.map((q) => ({ flashcardUuid: q.flashcardUuid, answer: backOf.get(q.flashcardUuid)! })),
      ];
      const before = Date.now();
      const graded = await c.post<QuizResult>(`/api/v1/users/me/topics/${TOPIC}/quiz/answers`, { answers }, { token: other.token });
      expect(graded.status, graded.text).toBe(200);
      expect(graded.body).toMatchObject({ score: questions.length - 1, total: questions.length });
      expect(graded.body.answers.filter((a) => !a.correct).map((a) => a.flashcardUuid)).toEqual([wrong!.flashcardUuid]);
      expect(graded.body.answers[1]).toMatchObject({ correct: false, correctAnswer: backOf.get(wrong!.flashcardUuid) });

      const reviews = await s.app.db.select().from(flashcardReviews).where(eq(flashcardReviews.userId, other.uuid));
      expect(reviews).toHaveLength(questions.length);
      const rightRow = reviews.find((r) => r.flashcardId === right!.flashcardUuid)!;
      const wrongRow = reviews.find((r) => r.flashcardId === wrong!.flashcardUuid)!;
      // FSRS short-term steps: Again is due in 1 minute, Good (first review) in 10.
      expect(wrongRow.due.getTime() - before).toBeLessThan(3 * 60_000);
      expect(rightRow.due.getTime() - before).toBeGreaterThan(5 * 60_000);
      expect(rightRow).toMatchObject({ reps: 1, state: 1 });
      // The learner's study queue sees the same state.
      const study = (await c.get<{ uuid: string; reps: number }[]>('/api/v1/flashcards/study', { token: other.token })).body;
      expect(study.find((x) => x.uuid === right!.flashcardUuid)).toBeUndefined();

      const events = await s.app.db.select().from(analyticsEvents).where(and(eq(analyticsEvents.name, 'topic_quiz_completed'), eq(analyticsEvents.userId, other.uuid)));
      expect(events[0]!.payload).toMatchObject({ value: questions.length - 1, valueId: questions.length, page: { topicUuid: TOPIC, countryCode: 'DE' } });
    });

    it('refuses answers twice for one card, too many, or for cards of another topic', async () => {
      const { questions } = (await c.get<TopicQuiz>(`/api/v1/users/me/topics/${TOPIC}/quiz`, { token: learner.token })).body;
      const one = { flashcardUuid: questions[0]!.flashcardUuid, answer: 'x' };
      expectError(await c.post(`/api/v1/users/me/topics/${TOPIC}/quiz/answers`, { answers: [one, one] }, { token: learner.token }), 400, 'FormValidationError');
      expectError(await c.post(`/api/v1/users/me/topics/${TOPIC}/quiz/answers`, { answers: [] }, { token: learner.token }), 400, 'FormValidationError');
      const eleven = Array.from({ length: 11 }, (_, i) => ({ flashcardUuid: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, answer: 'x' }));
      expectError(await c.post(`/api/v1/users/me/topics/${TOPIC}/quiz/answers`, { answers: eleven }, { token: learner.token }), 400, 'FormValidationError');
      expectError(await c.post(`/api/v1/users/me/topics/${THIN_TOPIC}/quiz/answers`, { answers: [one] }, { token: learner.token }), 400, 'BadRequestError');
    });
  });

  describe('ads survey redirect', () => {
    const visit = (qs: string) => fetch(`${s.url}/api/v1/ads-survey-redirect${qs}`, { redirect: 'manual', headers: { Referer: 'https://www.tiktok.com/' } });

    it('records the visit with its attribution and sends it on to the configured survey', async () => {
      const r = await visit('?utm_source=tiktok&utm_campaign=spring-2026&ttclid=abc123');
      expect(r.status).toBe(302);
      expect(r.headers.get('location')).toBe('https://forms.gle/knowly-survey');
      const rows = await s.app.db.select().from(adsSurveyVisits).where(eq(adsSurveyVisits.sourceCampaign, 'spring-2026'));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ outcome: 'REDIRECTED', targetHost: 'forms.gle', source: 'tiktok', tiktokClickId: 'abc123', referrer: 'https://www.tiktok.com/' });
      const named = await visit(`?to=${encodeURIComponent('https://forms.gle/knowly-survey')}&referrer=share`);
      expect(named.status).toBe(302);
      expect(named.headers.get('location')).toBe('https://forms.gle/knowly-survey');
    });

    // Issue 21 point 6: any page on an allowed host was accepted.
    it('refuses every URL that is not one of our surveys, also on a survey host', async () => {
      const foreign = [
        'https://docs.google.com/forms/d/e/1FAIpQLSattacker/viewform',
        `https://docs.google.com/url?q=${encodeURIComponent('https://evil.com/')}`,
        'https://forms.gle/attacker-form', 'https://forms.gle/knowly-survey/../attacker', 'https://forms.gle/knowly-survey?next=https://evil.com',
        'https://tally.so/r/abc?x=1',
      ];
      for (const to of foreign) {
        const r = await visit(`?to=${encodeURIComponent(to)}&utm_campaign=foreign`);
        expect(r.status, to).toBe(400);
        expect(r.headers.get('location'), to).toBeNull();
      }
      const rows = await s.app.db.select().from(adsSurveyVisits).where(eq(adsSurveyVisits.sourceCampaign, 'foreign'));
      expect(rows.map((r) => r.outcome)).toEqual(foreign.map(() => 'REFUSED'));
    });

    it('never leads anywhere but an allowed host', async () => {
      const hostile = [
        '//evil.com', '///evil.com', 'https://evil.com/', 'http://forms.gle/x', 'https://forms.gle.evil.com/', 'https://evilforms.gle/',
        'https://forms.gle@evil.com/', 'https://user:pw@forms.gle/', 'https://forms.gle%40evil.com/', 'https://forms.gle%2F@evil.com/',
        'https:\\\\evil.com', 'https:/\\evil.com', '/\\evil.com', 'https://forms.gle\\@evil.com', 'javascript:alert(1)', 'JavaScript://forms.gle/%0aalert(1)',
        'data:text/html,hi', 'https://forms.gle:8443/', ' https://forms.gle/', 'https://forms.gle/\n', 'https%3A%2F%2Fevil.com', '%2F%2Fevil.com',
        'https://evil.com#https://forms.gle/', 'https://evil.com?https://forms.gle/', 'https://forms.gle./', '', 'https://',
      ];
      for (const to of hostile) {
        const r = await visit(`?to=${encodeURIComponent(to)}&utm_campaign=hostile`);
        expect(r.status, to).toBe(400);
        expect(r.headers.get('location'), to).toBeNull();
      }
      const refused = await s.app.db.select().from(adsSurveyVisits).where(and(eq(adsSurveyVisits.outcome, 'REFUSED'), eq(adsSurveyVisits.sourceCampaign, 'hostile')));
      expect(refused.length).toBe(hostile.length);
      expect(refused.every((v) => v.targetHost === null)).toBe(true);
    });

    it('refuses to start with a survey URL on a host that is not allowed', () => {
      expect(() => loadEnv({ ADS_SURVEY_URL: 'https://evil.com/form' })).toThrow(/ADS_SURVEY_URL/);
      expect(() => loadEnv({ ADS_SURVEY_URL: 'http://forms.gle/x' })).toThrow(/ADS_SURVEY_URL/);
      expect(loadEnv({ ADS_SURVEY_URL: 'https://survey.example.org/x', ADS_SURVEY_ALLOWED_HOSTS: 'survey.example.org' }).ADS_SURVEY_URL).toBe('https://survey.example.org/x');
    });
  });
});

describe.each(BACKENDS)('ads survey redirect without a survey on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
  });
  afterAll(async () => s?.close());

  it('says no survey is running and sends nobody away', async () => {
    const r = await fetch(`${s.url}/api/v1/ads-survey-redirect?utm_source=google`, { redirect: 'manual' });
    expect(r.status).toBe(404);
    expect(r.headers.get('location')).toBeNull();
    const [row] = await s.app.db.select().from(adsSurveyVisits);
    expect(row).toMatchObject({ outcome: 'UNCONFIGURED', source: 'google' });
  });
});
