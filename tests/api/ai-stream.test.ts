/**
 * Streamed summaries, mock exams and flashcard drafts over HTTP on both databases (issue 23 §7,
 * decision 0068), with a model behind the local chat-completions server: with
 * `Accept: application/x-ndjson` the progress stages arrive in order, then a result that is the
 * very object the JSON answer carries (and what is stored); refusals stay JSON errors; closing the
 * stream stops the work, stores nothing and gives the minutes back. Flashcards with a model:
 * invented cards replaced by the material's own, broken JSON leaving the embedded draft. Titles and
 * notes are in the learner's language even when the material is in another one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { getSubjects } from '@/lib/config/catalogue';
import { mockExamSchema, summarySchema } from '@/lib/contract/ai';
import { aiResultEventSchema, type AiResultEvent } from '@/lib/contract/ai-stream';
import { flashcardDraftSchema, type FlashcardDraft } from '@/lib/contract/flashcards';
import de from '@/locales/de/ai-engine.json';
import fr from '@/locales/fr/ai-engine.json';
import { MINUTE_COSTS } from '@/server/ai/allowance';
import { aiSummaries, users } from '@/server/db/schema';
import { makePdf } from '../support/documents';
import { type FakeOpenAi, passageOf, type RecordedBody, replyJson, startFakeOpenAi } from '../support/openai-server';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { uploadId } from './support/uploads';

const PAGES = [
  ['Die Mitochondrien sind die Kraftwerke der Zelle und bilden das energiereiche Molekül ATP.',
    'Unter Osmose versteht man die Diffusion von Wasser durch eine halbdurchlässige Membran.',
    'Der Zitronensäurezyklus findet in der Matrix der Mitochondrien statt.'],
  ['Zellkern: Er enthält die DNA und steuert die Stoffwechselvorgänge der Zelle.',
    'Der Golgi-Apparat ist ein Stapel flacher Membransäckchen, der Proteine verpackt.',
    'Ribosom: Hier werden Proteine aus Aminosäuren zusammengebaut.'],
];

const STAGE = (e: AiResultEvent<unknown>) => (e.type === 'progress' ? e.stage : e.type);
function resultOf<T>(events: AiResultEvent<T>[]): T {
  const last = events.at(-1)!;
  if (last.type !== 'result') throw new Error(`No result: ${JSON.stringify(last)}`);
  return last.result;
}
/** Stages as they came, repeats (writing 0, 1, 2 ...) folded. */
const stagesOf = (events: AiResultEvent<unknown>[]) => events.map(STAGE).filter((s, i, all) => s !== all[i - 1]);

describe.each(BACKENDS)('streamed AI results on %s', (backend) => {
  let s: TestServer;
  let fake: FakeOpenAi;
  let c: ReturnType<typeof client>;
  let learner: { token: string; uuid: string };
  let french: { token: string; uuid: string };
  let notes: string;
  let frenchNotes: string;

  const headers = (token: string, stream: boolean) => ({
    'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json',
    ...(stream ? { Accept: 'application/x-ndjson' } : {}),
  });

  async function user(country: string) {
    const member = await c.member({ country });
    await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, member.uuid));
    return member;
  }

  async function know(token: string, title: string) {
    const upload = await uploadId(s.url, token, await makePdf(PAGES.map((p) => p.join('\n')), { size: [595, 842], fontSize: 9 }), { filename: 'zelle.pdf' });
    const k = await c.post('/api/v1/knows', { title, subjectId: getSubjects('DE')[0]!.id, contentLanguageCode: 'de', uploadIds: [upload], isPrivate: true }, { token });
    expect(k.status, k.text).toBe(201);
    return k.body.uuid as string;
  }

  /** POSTs asking for the stream; every event parsed with the route's event schema. */
  async function streamed<T>(path: string, body: unknown, token: string, result: import('zod').ZodType<T>) {
    const res = await fetch(`${s.url}/api/v1${path}`, { method: 'POST', headers: headers(token, true), body: JSON.stringify(body) });
    expect(res.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await res.text()).trim().split('\n');
    return { status: res.status, events: lines.map((l) => aiResultEventSchema(result).parse(JSON.parse(l)) as AiResultEvent<T>) };
  }

  const used = async (token: string) => (await c.get('/api/v1/ai/allowance', { token })).body.usedMinutes as number;

  const goodSummary = (body: RecordedBody) => JSON.stringify({
    sentences: [{ text: 'Der Zitronensäurezyklus findet in der Matrix der Mitochondrien statt.', passage: passageOf(body, 'Matrix') }],
  });

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    s = await startServer(backend, { SEED_DEMO_DATA: 'false', AI_BASE_URL: fake.baseURL, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' });
    c = client(s.url);
    [learner, french] = await Promise.all([user('DE'), user('FR')]);
    notes = await know(learner.token, 'Zellbiologie');
    frenchNotes = await know(french.token, 'Biologie cellulaire');
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    await fake?.close();
  });

  it('summary: progress stages in order, then the result, which is what is stored and what the JSON answer looks like', async () => {
    fake.behaviour = { kind: 'reply', reply: goodSummary };
    const { status, events } = await streamed('/ai/summaries', { knowUuids: [notes], length: 'short' }, learner.token, summarySchema);
    expect(status).toBe(201);
    expect(stagesOf(events)).toEqual(['ranking', 'writing', 'checking', 'saving', 'result']);
    const writing = events.flatMap((e) => (e.type === 'progress' && e.stage === 'writing' ? [e.done] : []));
    expect(writing[0]).toBe(0);
    expect(writing.at(-1)).toBe(1);
    const summary = resultOf(events);
    expect(summary).toMatchObject({ engine: 'openai-compatible', contentLanguage: 'de' });
    expect(summary.sentences.some((x) => x.engine === 'openai-compatible' && x.citation.href?.endsWith('/view?page=1'))).toBe(true);
    expect((await c.get(`/api/v1/ai/summaries/${summary.uuid}`, { token: learner.token })).body).toEqual(summary);
    // The JSON answer for a client that does not ask for the stream: the same shape, same content.
    const json = await c.post('/api/v1/ai/summaries', { knowUuids: [notes], length: 'short' }, { token: learner.token });
    expect(json.status).toBe(201);
    expect(json.headers.get('content-type')).toMatch(/application\/json/);
    const plain = summarySchema.parse(json.body);
    expect({ ...plain, uuid: '', createdOn: '' }).toEqual({ ...summary, uuid: '', createdOn: '' });
  });

  it('mock exam: streamed with its stages; the result is the stored exam without keys', async () => {
    fake.behaviour = replyJson((body) => ({
      questions: [{ kind: 'GAP', passage: passageOf(body, 'Matrix'), prompt: 'Der Zitronensäurezyklus findet in der _____ der Mitochondrien statt.', options: [], answer: 'Matrix', correction: '' }],
    }));
    const { status, events } = await streamed('/ai/mock-exams', { knowUuids: [notes], questionCount: 3 }, learner.token, mockExamSchema);
    expect(status).toBe(201);
    expect(stagesOf(events)).toEqual(['writing', 'checking', 'saving', 'result']);
    const exam = resultOf(events);
    expect(exam.questions[0]).toMatchObject({ kind: 'GAP', engine: 'openai-compatible' });
    expect(JSON.stringify(events)).not.toContain('"answer"');
    expect((await c.get(`/api/v1/ai/mock-exams/${exam.uuid}`, { token: learner.token })).body).toEqual(exam);
  });

  it('flashcards: the model\'s checked cards, an invented one replaced, each marked; streamed equals the JSON answer', async () => {
    fake.behaviour = replyJson((body) => ({
      cards: [
        { front: 'Wo findet der Zitronensäurezyklus statt?', back: 'In der Matrix der Mitochondrien', passage: passageOf(body, 'Matrix') },
        { front: 'Wer entdeckte den Zitronensäurezyklus?', back: 'Hans Krebs im Jahr 1937', passage: passageOf(body, 'Matrix') },
        { front: 'Was bilden die Mitochondrien?', back: 'ATP', passage: passageOf(body, 'Kraftwerke') },
      ],
    }));
    const before = await used(learner.token);
    const { status, events } = await streamed('/ai/flashcards', { knowUuids: [notes], cardCount: 5 }, learner.token, flashcardDraftSchema);
    expect(status).toBe(200);
    expect(stagesOf(events)).toEqual(['writing', 'checking', 'result']);
    const draft = resultOf(events);
    expect(draft).toMatchObject({ engine: 'openai-compatible', note: de.modelReplacedCardsNote, contentLanguage: 'de' });
    expect(draft.cards).toHaveLength(5);
    const byModel = draft.cards.filter((x) => x.engine === 'openai-compatible');
    expect(byModel.map((x) => x.back)).toEqual(['In der Matrix der Mitochondrien', 'ATP']);
    for (const x of byModel) expect(x).toMatchObject({ source: 'model', citation: { knowUuid: notes, page: 1 } });
    expect(byModel[0]!.citation.href).toMatch(new RegExp(`${notes}/view\\?page=1$`));
    expect(JSON.stringify(draft)).not.toMatch(/Krebs|1937/);
    expect(draft.cards.filter((x) => x.engine === 'embedded').every((x) => x.source !== 'model')).toBe(true);
    expect(await used(learner.token)).toBe(before + MINUTE_COSTS.flashcards);
    const json = await c.post('/api/v1/ai/flashcards', { knowUuids: [notes], cardCount: 5 }, { token: learner.token });
    expect(json.status).toBe(200);
    const plain = flashcardDraftSchema.parse(json.body);
    // The allowance differs: the JSON draft took its own minutes.
    const withoutAllowance = (d: FlashcardDraft) => ({ ...d, allowance: null });
    expect(withoutAllowance(plain)).toEqual(withoutAllowance(draft));
  });

  it('flashcards: broken JSON from the model leaves the material\'s own cards with a note', async () => {
    fake.behaviour = { kind: 'answer', chunks: ['{"cards": [{"front": "Was ist Osmose?", "back": '] };
    const { events } = await streamed('/ai/flashcards', { knowUuids: [notes], cardCount: 4 }, learner.token, flashcardDraftSchema);
    const draft = resultOf(events);
    expect(draft).toMatchObject({ engine: 'embedded', note: de.modelFailedNote });
    expect(draft.cards.length).toBeGreaterThan(0);
    expect(draft.cards.every((x) => x.engine === 'embedded' && x.source !== 'model')).toBe(true);
  });

  it('refusals come before the stream, as JSON errors', async () => {
    const res = await fetch(`${s.url}/api/v1/ai/summaries`, {
      method: 'POST', headers: headers(learner.token, true), body: JSON.stringify({ knowUuids: ['00000000-0000-4000-8000-00000000abcd'] }),
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await res.json()) as { error: { type: string } }).error.type).toBe('NotFoundError');
    expectError(await c.post('/api/v1/ai/flashcards', { knowUuids: [] }, { token: learner.token }), 400, 'FormValidationError');
  });

  it('a learner\'s stop: the model call ends, nothing is stored, the minutes come back', async () => {
    fake.behaviour = { kind: 'stall', chunks: ['{"sentences":[{"text":"Der Zitronensäurezyklus findet in der Matrix statt.","passage":1},'] };
    const before = await used(learner.token);
    const [stored] = await s.app.db.select({ n: count() }).from(aiSummaries).where(eq(aiSummaries.userId, learner.uuid));
    const stop = new AbortController();
    const res = await fetch(`${s.url}/api/v1/ai/summaries`, {
      method: 'POST', headers: headers(learner.token, true), body: JSON.stringify({ knowUuids: [notes], length: 'short' }), signal: stop.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('"done":1')) seen += new TextDecoder().decode((await reader.read()).value);
    expect(await used(learner.token)).toBe(before + MINUTE_COSTS.summary);
    stop.abort();
    let after = -1;
    for (let i = 0; i < 50 && after !== before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await used(learner.token);
    }
    expect(after).toBe(before);
    const [now] = await s.app.db.select({ n: count() }).from(aiSummaries).where(eq(aiSummaries.userId, learner.uuid));
    expect(now!.n).toBe(stored!.n);
    // The stream ended without a result.
    expect(seen.split('\n').filter(Boolean).map((l) => JSON.parse(l).type)).not.toContain('result');
  });

  it('the learner\'s language: a French learner\'s summary of German notes has a French title and note; the model writes French, checked by its German source', async () => {
    // An inventing model: its French sentence names a source the notes do not hold (decision 0072).
    fake.behaviour = replyJson((body) => ({ sentences: [{ text: 'Napoléon a inventé les mitochondries en 1802.', passage: passageOf(body, 'Matrix'), source: 'Napoleon erfand die Mitochondrien im Jahr 1802.' }] }));
    const { events } = await streamed('/ai/summaries', { knowUuids: [frenchNotes], length: 'short' }, french.token, summarySchema);
    const summary = resultOf(events);
    expect(summary.title).toBe(fr.summaryTitle.replace('{{title}}', 'Biologie cellulaire'));
    expect(summary.note).toBe(fr.modelReplacedSentencesNote);
    expect(summary.contentLanguage).toBe('de');
    expect(summary.sentences.every((x) => x.engine === 'embedded')).toBe(true);
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('in French');
    expect(fake.requests.at(-1)!.body.messages[0]!.content).toContain('copied word for word in German');
  });
});

describe.each(BACKENDS)('streamed AI results without a model on %s', (backend) => {
  let token: string;
  let notes: string;

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 120_000);
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
    const upload = await uploadId(s.url, token, await makePdf(PAGES.map((p) => p.join('\n')), { size: [595, 842], fontSize: 9 }), { filename: 'zelle.pdf' });
    const k = await c.post('/api/v1/knows', { title: 'Zellbiologie', subjectId: getSubjects('DE')[0]!.id, contentLanguageCode: 'de', uploadIds: [upload], isPrivate: true }, { token });
    expect(k.status, k.text).toBe(201);
    notes = k.body.uuid;
  }, 120_000);

  async function events(path: string, body: unknown) {
    const res = await fetch(`${s.url}/api/v1${path}`, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    });
    expect(res.status, path).toBeLessThan(300);
    return (await res.text()).trim().split('\n').map((l) => JSON.parse(l) as AiResultEvent<{ engine: string }>);
  }

  it('the embedded engine streams its stages too: no writing or checking, the result marked embedded', async () => {
    const summary = await events('/ai/summaries', { knowUuids: [notes], length: 'short' });
    expect(stagesOf(summary)).toEqual(['ranking', 'saving', 'result']);
    expect(resultOf(summary)).toMatchObject({ engine: 'embedded', note: null });
    const exam = await events('/ai/mock-exams', { knowUuids: [notes], questionCount: 3 });
    expect(stagesOf(exam)).toEqual(['saving', 'result']);
    const draft = await events('/ai/flashcards', { knowUuids: [notes] });
    expect(stagesOf(draft)).toEqual(['result']);
    expect(resultOf(draft)).toMatchObject({ engine: 'embedded', note: null });
  });
});
