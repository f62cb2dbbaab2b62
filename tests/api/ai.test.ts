/**
 * AI study tools over HTTP on both databases (issue 12; decisions 0034, 0035): summaries and mock
 * exams from readable material only, streamed assistant answers citing the know that holds the
 * answer and never another user's private know, tutoring minutes taken atomically under parallel
 * requests, NoTutoringMinutesAvailableError, rate limits and hostile input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getSubjects } from '@/lib/config/catalogue';
import { chatEventSchema, type AiChatEvent } from '@/lib/contract/ai';
import { aiMockExams, users } from '@/server/db/schema';
import { MINUTE_COSTS, MONTHLY_MINUTES } from '@/server/ai/allowance';
import { aiDataOf } from '@/server/ai/export';
import { makePdf } from '../support/documents';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { uploadId } from './support/uploads';

const DE_SUBJECT = getSubjects('DE')[0]!;

/** A PDF page of real sentences, one line each (pdf.js reads them as the upload flow does). */
const MITOCHONDRIA = [
  'Die Mitochondrien sind die Kraftwerke der Zelle und bilden das energiereiche Molekül ATP.',
  'In der inneren Membran der Mitochondrien läuft die Atmungskette ab.',
  'Der Zitronensäurezyklus findet in der Matrix der Mitochondrien statt.',
  'Ohne Sauerstoff können die Mitochondrien nur wenig ATP herstellen.',
  'Die Zellatmung verbindet Glykolyse, Zitronensäurezyklus und Atmungskette.',
  'Muskelzellen besitzen besonders viele Mitochondrien, weil sie viel Energie brauchen.',
];
const CHLOROPLAST = [
  'Die Chloroplasten enthalten das grüne Pigment Chlorophyll.',
  'In den Thylakoiden der Chloroplasten wird Lichtenergie in chemische Energie umgewandelt.',
  'Die Fotosynthese bildet aus Kohlenstoffdioxid und Wasser den Zucker Glucose.',
  'Der Calvin-Zyklus läuft im Stroma der Chloroplasten ab.',
  'Bei der Fotosynthese entsteht Sauerstoff als Nebenprodukt.',
  'Pflanzenzellen besitzen Chloroplasten, tierische Zellen dagegen nicht.',
];
/** Only in a private know: nobody else may ever see these words. */
const SECRET = [
  'Der Quastenflosser Latimeria gilt als lebendes Fossil der Tiefsee.',
  'Mein geheimes Merkwort für die Prüfung lautet Zauberlehrling.',
  'Der Quastenflosser wurde im Jahr 1938 vor Südafrika wiederentdeckt.',
  'Quastenflosser haben fleischige Flossen mit Knochen darin.',
  'Ein Quastenflosser kann über hundert Jahre alt werden.',
];

describe.each(BACKENDS)('AI tools on %s', (backend) => {
  let a: { token: string; uuid: string };
  let b: { token: string; uuid: string };
  let publicKnow: string;
  let secondPage: string;
  let privateKnow: string;

  const user = (country = 'DE') => c.member({ country });

  const upload = (token: string, data: Buffer) => uploadId(s.url, token, data);

  async function know(token: string, title: string, pages: string[][], isPrivate = false) {
    const uploadId = await upload(token, await makePdf(pages.map((p) => p.join('\n')), { size: [595, 842], fontSize: 9 }));
    const r = await c.post('/api/v1/knows', { title, subjectId: DE_SUBJECT.id, contentLanguageCode: 'de', uploadIds: [uploadId], isPrivate }, { token });
    expect(r.status, r.text).toBe(201);
    return r.body.uuid as string;
  }

  /** Sends a chat message and reads the NDJSON stream to its end. */
  async function ask(token: string, chat: string, text: string) {
    const res = await fetch(`${s.url}/api/v1/ai/chats/${chat}/messages`, {
      method: 'POST',
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text, promptVariant: 'test-variant' }),
    });
    const body = await res.text();
    if (res.status !== 200) return { status: res.status, events: [] as AiChatEvent[], body };
    expect(res.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const events = body.trim().split('\n').map((l) => chatEventSchema.parse(JSON.parse(l)));
    return { status: res.status, events, body };
  }

  const minutesUsed = async (token: string) => (await c.get('/api/v1/ai/allowance', { token })).body.usedMinutes as number;

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 120_000);
  const c = client(s);
  beforeAll(async () => {
    [a, b] = await Promise.all([user(), user()]);
    publicKnow = await know(a.token, 'Zellbiologie: Mitochondrien', [MITOCHONDRIA.slice(0, 3), MITOCHONDRIA.slice(3)]);
    secondPage = MITOCHONDRIA[4]!;
    privateKnow = await know(a.token, 'Private Notizen', [SECRET], true);
    await know(b.token, 'Fotosynthese kompakt', [CHLOROPLAST]);
    // b reads a's DE knows whole (Pro): these tests are about the tools over whole knows; what a
    // reader without Pro gets (page 1 only, decision 0048) is paywall-pages.test.ts.
    await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, b.uuid));
  }, 120_000);

  it('allowance: free minutes, nothing used, resets on the first of next month', async () => {
    const r = await c.get('/api/v1/ai/allowance', { token: a.token });
    expect(r.status, r.text).toBe(200);
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    expect(r.body).toEqual({
      monthlyMinutes: MONTHLY_MINUTES.NONE, usedMinutes: 0, remainingMinutes: MONTHLY_MINUTES.NONE, resetsOn: next,
      premiumStatus: 'NONE', costs: MINUTE_COSTS,
    });
    expectError(await c.get('/api/v1/ai/allowance'), 401, 'AuthorizationError');
  });

  it('summary: sentences of the source, each citing know and page; costs minutes; saved per user', async () => {
    const r = await c.post('/api/v1/ai/summaries', { knowUuids: [publicKnow], length: 'short' }, { token: b.token });
    expect(r.status, r.text).toBe(201);
    expect(r.body.engine).toBe('embedded');
    expect(r.body.note).toBeNull();
    expect(r.body.sentences.length).toBeGreaterThanOrEqual(3);
    for (const sentence of r.body.sentences) {
      expect(MITOCHONDRIA).toContain(sentence.text);
      const page = MITOCHONDRIA.indexOf(sentence.text) < 3 ? 1 : 2;
      expect(sentence.citation).toMatchObject({ knowUuid: publicKnow, page, quote: sentence.text });
      expect(sentence.citation.href).toMatch(new RegExp(`^/knows/.*${publicKnow}/view\\?page=${page}$`));
    }
    expect(await minutesUsed(b.token)).toBe(MINUTE_COSTS.summary);
    expect((await c.get(`/api/v1/ai/summaries/${r.body.uuid}`, { token: b.token })).body).toEqual(r.body);
    expectError(await c.get(`/api/v1/ai/summaries/${r.body.uuid}`, { token: a.token }), 404, 'NotFoundError');
  });

  it('save as know: a private PDF know of the caller with the summary\'s sentences; saving again returns it', async () => {
    const summary = await c.post('/api/v1/ai/summaries', { knowUuids: [publicKnow], length: 'short' }, { token: b.token });
    const saved = await c.post(`/api/v1/ai/summaries/${summary.body.uuid}/save-as-know`, {}, { token: b.token });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.href).toContain(saved.body.knowUuid);
    const k = await c.get(`/api/v1/knows/${saved.body.knowUuid}`, { token: b.token });
    expect(k.status, k.text).toBe(200);
    expect(k.body).toMatchObject({ isPrivate: true, subject: { id: DE_SUBJECT.id }, format: 'PDF' });
    expect(k.body.description).toContain('Zellbiologie: Mitochondrien');
    expectError(await c.get(`/api/v1/knows/${saved.body.knowUuid}`, { token: a.token }), 404, 'NotFoundError');
    // The saved know is material the owner can summarise again: its text is the summary's.
    const again = await c.post('/api/v1/ai/summaries', { knowUuids: [saved.body.knowUuid], length: 'long' }, { token: b.token });
    expect(again.status, again.text).toBe(201);
    const original = summary.body.sentences.map((x: { text: string }) => x.text);
    expect(again.body.sentences.filter((x: { text: string }) => original.includes(x.text)).length).toBeGreaterThanOrEqual(original.length - 1);
    const twice = await c.post(`/api/v1/ai/summaries/${summary.body.uuid}/save-as-know`, { isPrivate: false }, { token: b.token });
    expect(twice.body.knowUuid).toBe(saved.body.knowUuid);
    expectError(await c.post(`/api/v1/ai/summaries/${summary.body.uuid}/save-as-know`, {}, { token: a.token }), 404, 'NotFoundError');
  });

  it('another user\'s private know is "not found" for summaries, exams and bots, and costs nothing', async () => {
    const before = await minutesUsed(b.token);
    expectError(await c.post('/api/v1/ai/summaries', { knowUuids: [privateKnow] }, { token: b.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/ai/summaries', { knowUuids: [publicKnow, privateKnow] }, { token: b.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/ai/mock-exams', { knowUuids: [privateKnow] }, { token: b.token }), 404, 'NotFoundError');
    expectError(await c.post('/api/v1/ai/learning-bots', { name: 'Spy', knowUuids: [privateKnow] }, { token: b.token }), 404, 'NotFoundError');
    expect(await minutesUsed(b.token)).toBe(before);
    // Its owner may.
    const own = await c.post('/api/v1/ai/summaries', { knowUuids: [privateKnow] }, { token: a.token });
    expect(own.status, own.text).toBe(201);
    expect(own.body.text).toContain('Quastenflosser');
  });

  it('mock exam: no keys before answering; grading, right answers with passages, retakes, list', async () => {
    const r = await c.post('/api/v1/ai/mock-exams', { knowUuids: [publicKnow], questionCount: 5, userInput: 'Atmungskette' }, { token: b.token });
    expect(r.status, r.text).toBe(201);
    expect(r.body.questions.length).toBeGreaterThanOrEqual(3);
    expect(r.text).not.toMatch(/"answer"|rightAnswer|passage/);
    expect(r.body.questions[0].prompt).toContain('Atmungskette');
    const [row] = await s.app.db.select().from(aiMockExams).where(eq(aiMockExams.id, r.body.uuid));
    const keys = (row!.questions as { answer: string }[]).map((q) => q.answer);

    const right = await c.post(`/api/v1/ai/mock-exams/${r.body.uuid}/attempts`, { answers: keys }, { token: b.token });
    expect(right.status, right.text).toBe(201);
    expect(right.body.score).toBe(keys.length);
    for (const res of right.body.results) {
      expect(MITOCHONDRIA).toContain(res.passage.quote);
      expect(res.passage.knowUuid).toBe(publicKnow);
    }
    const blank = await c.post(`/api/v1/ai/mock-exams/${r.body.uuid}/attempts`, { answers: keys.map(() => '') }, { token: b.token });
    expect(blank.body).toMatchObject({ score: 0, total: keys.length });
    expect(blank.body.results.map((x: { rightAnswer: string }) => x.rightAnswer)).toEqual(keys);
    expectError(await c.post(`/api/v1/ai/mock-exams/${r.body.uuid}/attempts`, { answers: ['x'] }, { token: b.token }), 400, 'FormValidationError');
    expectError(await c.post(`/api/v1/ai/mock-exams/${r.body.uuid}/attempts`, { answers: keys }, { token: a.token }), 404, 'NotFoundError');

    const got = await c.get(`/api/v1/ai/mock-exams/${r.body.uuid}`, { token: b.token });
    expect(got.body.attempts.map((x: { score: number }) => x.score)).toEqual([0, keys.length]);
    const list = await c.get('/api/v1/ai/mock-exams', { token: b.token });
    expect(list.body.content[0]).toMatchObject({ uuid: r.body.uuid, attemptCount: 2, bestScore: keys.length, questionCount: keys.length });
  });

  it('assistant: streamed answer cites the public know holding the answer, at its page; history kept', async () => {
    const chat = await c.post('/api/v1/ai/chats', { kind: 'school-gpt' }, { token: b.token });
    expect(chat.status, chat.text).toBe(201);
    const r = await ask(b.token, chat.body.uuid, 'Was verbindet die Zellatmung?');
    expect(r.status, r.body).toBe(200);
    expect(r.events.map((e) => e.type)[0]).toBe('start');
    expect(r.events.at(-1)!.type).toBe('done');
    const citations = r.events.find((e) => e.type === 'citations')!;
    if (citations.type !== 'citations') throw new Error('no citations');
    expect(citations.citations[0]).toMatchObject({ knowUuid: publicKnow, page: 2 });
    expect(citations.citations[0]!.quote).toContain('Glykolyse');
    const text = r.events.filter((e) => e.type === 'delta').map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toContain(secondPage.slice(0, 30));
    expect(text).toContain('[1]');
    const done = r.events.at(-1)!;
    if (done.type !== 'done') throw new Error('not done');
    expect(done.message).toMatchObject({ role: 'assistant', engine: 'embedded', complete: true, text });
    expect(done.allowance.usedMinutes).toBeGreaterThan(0);

    const detail = await c.get(`/api/v1/ai/chats/${chat.body.uuid}`, { token: b.token });
    expect(detail.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(detail.body.session.title).toBe('Was verbindet die Zellatmung?');
    const list = await c.get('/api/v1/ai/chats?kind=school-gpt', { token: b.token });
    expect(list.body.content.map((x: { uuid: string }) => x.uuid)).toContain(chat.body.uuid);
    expectError(await c.get(`/api/v1/ai/chats/${chat.body.uuid}`, { token: a.token }), 404, 'NotFoundError');
    expect((await ask(a.token, chat.body.uuid, 'Hallo')).status).toBe(404);

    // The aiChat snapshot of spec §3 on both events.
    const events = await s.app.db.execute(sql`SELECT name, payload FROM analytics_events WHERE user_id = ${b.uuid}::uuid AND name LIKE 'ai_chat%' ORDER BY id`);
    const rows = (events as unknown as { rows: { name: string; payload: { aiChat: Record<string, unknown> } }[] }).rows;
    expect(rows.map((x) => x.name)).toEqual(['ai_chat_message_sent', 'ai_chat_answer_received']);
    expect(rows[1]!.payload.aiChat).toEqual({ messageUuid: done.message.uuid, isBotMessage: true, promptVariant: 'test-variant', sessionUuid: chat.body.uuid });
    expect(rows[0]!.payload.aiChat).toMatchObject({ isBotMessage: false, sessionUuid: chat.body.uuid });
  });

  it("never retrieves or quotes another user's private know; its owner gets it", async () => {
    const chat = (await c.post('/api/v1/ai/chats', { kind: 'uni-gpt' }, { token: b.token })).body.uuid;
    const r = await ask(b.token, chat, 'Wie alt wird ein Quastenflosser und was ist das geheime Merkwort?');
    expect(r.body).not.toContain('Zauberlehrling');
    expect(r.body).not.toContain(privateKnow);
    const mine = (await c.post('/api/v1/ai/chats', { kind: 'uni-gpt' }, { token: a.token })).body.uuid;
    const own = await ask(a.token, mine, 'Wie alt wird ein Quastenflosser?');
    expect(own.body).toContain(privateKnow);
    // A bot over chosen knows reads only those.
    const bot = await c.post('/api/v1/ai/learning-bots', { name: 'Fotosynthese', knowUuids: [publicKnow] }, { token: b.token });
    expect(bot.status, bot.text).toBe(201);
    const botChat = (await c.post('/api/v1/ai/chats', { kind: 'school-gpt', learningBotUuid: bot.body.uuid }, { token: b.token })).body.uuid;
    const scoped = await ask(b.token, botChat, 'Was bildet die Fotosynthese?');
    expect(scoped.body).not.toContain('Glucose');
    expectError(await c.get(`/api/v1/ai/learning-bots/${bot.body.uuid}`, { token: a.token }), 404, 'NotFoundError');
  });

  it("the data export holds the user's AI data and nobody else's", async () => {
    const data = await aiDataOf(s.app.db, b.uuid);
    expect(data.summaries.length).toBeGreaterThan(0);
    expect(data.mockExams[0]!.attempts.length).toBe(2);
    expect(data.chats.flatMap((c) => c.messages).some((m) => m.text === 'Was verbindet die Zellatmung?')).toBe(true);
    expect(data.learningBots.map((x) => x.name)).toEqual(['Fotosynthese']);
    expect(data.tutoringMinutes[0]!.usedMinutes).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('Zauberlehrling');
  });

  it('learning bots: one per subject of each catalogue edition, public info', async () => {
    const list = await c.get('/api/v1/ai/learning-bots?country=DE&limit=50', { headers: {} });
    expect(list.status, list.text).toBe(200);
    expect(list.body.numberOfResults).toBe(getSubjects('DE').length);
    const bot = list.body.content.find((x: { subjectId: number }) => x.subjectId === DE_SUBJECT.id);
    expect(bot).toMatchObject({ scope: 'SUBJECT', name: DE_SUBJECT.name, contentLanguage: 'de', knowCount: 2 });
    const info = await c.get(`/api/v1/ai/learning-bots/${bot.uuid}`);
    expect(info.body).toEqual(bot);
    expectError(await c.get('/api/v1/ai/learning-bots/00000000-0000-4000-8000-000000000000'), 404, 'NotFoundError');
    expect((await c.get('/api/v1/ai/learning-bots?country=FR')).body.content.every((x: { country: string }) => x.country === 'FR')).toBe(true);
  });

  it('parallel requests never overdraw the minutes; then NoTutoringMinutesAvailableError with the reset date', async () => {
    const u = await user();
    const n = Math.floor(MONTHLY_MINUTES.NONE / MINUTE_COSTS.summary) + 4;
    const results = await Promise.all(
      Array.from({ length: n }, () => c.post('/api/v1/ai/summaries', { knowUuids: [publicKnow], length: 'short' }, { token: u.token })),
    );
    const ok = results.filter((r) => r.status === 201).length;
    expect(ok).toBe(Math.floor(MONTHLY_MINUTES.NONE / MINUTE_COSTS.summary));
    for (const r of results.filter((x) => x.status !== 201)) {
      const err = expectError(r, 403, 'NoTutoringMinutesAvailableError');
      expect(err.data).toMatchObject({ remainingMinutes: MONTHLY_MINUTES.NONE - ok * MINUTE_COSTS.summary, premiumStatus: 'NONE' });
      expect(err.data.resetsOn).toMatch(/^\d{4}-\d{2}-01$/);
    }
    const chat = (await c.post('/api/v1/ai/chats', { kind: 'school-gpt' }, { token: u.token })).body.uuid;
    const used = MONTHLY_MINUTES.NONE - (MONTHLY_MINUTES.NONE % MINUTE_COSTS.summary);
    expect(await minutesUsed(u.token)).toBe(used);
    // The minutes left (below a summary's cost) still pay for chat answers, one by one, in parallel too.
    const left = MONTHLY_MINUTES.NONE - used;
    const asks = await Promise.all(Array.from({ length: left + 3 }, () => ask(u.token, chat, 'Mitochondrien')));
    expect(asks.filter((x) => x.status === 200)).toHaveLength(left);
    expect(asks.filter((x) => x.status === 403)).toHaveLength(3);
    expect(await minutesUsed(u.token)).toBe(MONTHLY_MINUTES.NONE);

    // Pro: the larger allowance at once (premiumStatus is read on every request).
    await s.app.db.update(users).set({ premiumStatus: 'PRO' }).where(eq(users.id, u.uuid));
    const pro = await c.get('/api/v1/ai/allowance', { token: u.token });
    expect(pro.body).toMatchObject({ premiumStatus: 'PRO', monthlyMinutes: MONTHLY_MINUTES.PRO, remainingMinutes: MONTHLY_MINUTES.PRO - MONTHLY_MINUTES.NONE });
    expect((await c.post('/api/v1/ai/summaries', { knowUuids: [publicKnow] }, { token: u.token })).status).toBe(201);
  });

  it('hostile input: typed 400s, rate limit per user, no HTML in answers', async () => {
    const u = await user();
    const tooMany = Array.from({ length: 21 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expectError(await c.post('/api/v1/ai/summaries', { knowUuids: tooMany }, { token: u.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/ai/summaries', { knowUuids: ["1' OR 1=1 --"] }, { token: u.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/ai/mock-exams', { knowUuids: [publicKnow], questionCount: 1e9 }, { token: u.token }), 400, 'FormValidationError');
    expectError(await c.post('/api/v1/ai/chats', { kind: 'evil-gpt' }, { token: u.token }), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/ai/mock-exams/not-a-uuid', { token: u.token }), 404, 'NotFoundError');
    const chat = (await c.post('/api/v1/ai/chats', { kind: 'school-gpt' }, { token: u.token })).body.uuid;
    // A document with markup characters, quoted in the answer: the stream carries them escaped.
    await know(u.token, 'Markup', [['Die Mitochondrien enthalten DNA & Ribosomen, <b>ein</b> Erbe der Bakterien.', 'Die Mitochondrien teilen sich unabhängig von der Zelle.']]);
    const html = await ask(u.token, chat, '<script>alert(1)</script> Mitochondrien DNA');
    expect(html.status).toBe(200);
    // JSON lines: the raw stream never carries a literal tag (safe to read even as HTML).
    expect(html.body).not.toContain('<script>');
    expect(html.body).toContain('DNA \\u0026 Ribosomen');
    expect(html.body).not.toMatch(/[<>&]/);
    // The burst guard: 20 generating requests per minute, counted before the body is read.
    const burst = await Promise.all(Array.from({ length: 22 }, () => c.post('/api/v1/ai/summaries', {}, { token: u.token })));
    expect(burst.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(3);
    for (const r of burst.filter((x) => x.status === 429)) expectError(r, 429, 'TooManyRequestsError');
  });
});
