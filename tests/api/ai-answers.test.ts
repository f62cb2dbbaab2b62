/**
 * What the built-in assistant answers over the seeded demo material, over HTTP on both databases
 * (issue 23 §3, decision 0061): a question the material does not cover gets the plain "not
 * covered" answer in the learner's language with no citations; "Explain photosynthesis in simple
 * words" in the US edition cites only the photosynthesis topic's knows and every sentence of the
 * answer is a sentence of the page it cites; a definitional question leads with the definition.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { getSubjects } from '@/lib/config/catalogue';
import { chatEventSchema, type AiChatEvent, type AiChatMessage } from '@/lib/contract/ai';
import { knows } from '@/server/db/schema';
import { demoAccounts } from '@/server/db/seed';
import en from '@/locales/en/ai-engine.json';
import de from '@/locales/de/ai-engine.json';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID } from './support/client';

const topicUuid = (country: 'US' | 'DE', slug: string) => getSubjects(country).flatMap((s) => s.topics).find((t) => t.slug === slug)!.uuid;

/** The answer's sentences: the text after the lead line, cut after each [n] marker. */
function answerSentences(text: string): { sentence: string; n: number }[] {
  const body = text.slice(text.indexOf('\n') + 1);
  return [...body.matchAll(/\s*(.+?) \[(\d+)\]/gsu)].map((m) => ({ sentence: m[1]!.trim(), n: Number(m[2]) }));
}

describe.each(BACKENDS)('assistant answers over the demo material on %s', (backend) => {
  const tokens: Record<string, string> = {};

  async function ask(country: 'US' | 'DE', text: string) {
    const chat = await c.post('/api/v1/ai/chats', { kind: 'school-gpt' }, { token: tokens[country] });
    expect(chat.status, chat.text).toBe(201);
    const res = await fetch(`${s.url}/api/v1/ai/chats/${chat.body.uuid}/messages`, {
      method: 'POST',
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${tokens[country]}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    const events = (await res.text()).trim().split('\n').map((l) => chatEventSchema.parse(JSON.parse(l)) as AiChatEvent);
    const done = events.at(-1)!;
    if (done.type !== 'done') throw new Error(`no answer: ${JSON.stringify(done)}`);
    return { events, message: done.message as AiChatMessage };
  }

  /** The text a know's reader gets: its pages in order, or its cards as "front: back". */
  async function textOf(knowUuid: string): Promise<string> {
    const result = await s.app.db.execute(sql`SELECT string_agg(p.text, E'\n' ORDER BY u.position, p.page_number) AS text
      FROM uploads u JOIN upload_pages p ON p.upload_id = u.id WHERE u.know_id = ${knowUuid}::uuid`);
    const pages = (result as unknown as { rows: { text: string | null }[] }).rows[0]?.text;
    if (pages) return pages;
    const cards = await s.app.db.execute(sql`SELECT front, back FROM flashcards WHERE know_id = ${knowUuid}::uuid`);
    return (cards as unknown as { rows: { front: string; back: string }[] }).rows.map((r) => `${r.front}: ${r.back}`).join('\n');
  }
  /** Spaces and hyphenation at line ends do not count (a PDF line break inside a sentence). */
  const flat = (t: string) => t.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, '$1$2').replace(/\s+/gu, '');

  const s = blockServer(backend, {}, 120_000);
  const c = client(s);
  beforeAll(async () => {
    for (const country of ['US', 'DE'] as const) {
      const learner = demoAccounts().find((a) => a.country === country && a.role === 'learner')!;
      tokens[country] = (await c.signIn(learner.email)).accessToken;
    }
  }, 120_000);

  it('a question the material does not cover: the plain answer in the learner\'s language, no citations', async () => {
    const us = await ask('US', 'How do I bake sourdough bread at home?');
    const cited = us.events.find((e) => e.type === 'citations');
    expect(cited?.type === 'citations' && cited.citations).toEqual([]);
    expect(us.message).toMatchObject({ text: en.notCovered, citations: [], engine: 'embedded', complete: true });
    const deAnswer = await ask('DE', 'Welches Smartphone soll ich mir kaufen?');
    expect(deAnswer.message).toMatchObject({ text: de.notCovered, citations: [] });
  });

  it('"Explain photosynthesis in simple words" cites only photosynthesis material, and every sentence is on the page it cites', async () => {
    const { message } = await ask('US', 'Explain photosynthesis in simple words');
    expect(message.text.startsWith(en.answerIntro)).toBe(true);
    expect(message.citations.length).toBeGreaterThan(0);
    const cited = await s.app.db.select({ id: knows.id, topicUuid: knows.topicUuid }).from(knows).where(inArray(knows.id, message.citations.map((x) => x.knowUuid!)));
    expect(new Set(cited.map((k) => k.topicUuid))).toEqual(new Set([topicUuid('US', 'photosynthesis')]));
    for (const c of message.citations) expect(c.href).toMatch(/^\/knows\/.+\/view(\?page=\d+)?$/);
    const sentences = answerSentences(message.text);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(5);
    expect(sentences[0]!.n).toBe(1);
    for (const { sentence, n } of sentences) {
      const citation = message.citations[n - 1]!;
      expect(sentence.toLowerCase()).toContain('photosynth');
      expect(flat(await textOf(citation.knowUuid!))).toContain(flat(sentence));
      expect(flat(citation.quote)).toContain(flat(sentence));
    }
  });

  it('a definitional question leads with the defining sentence (English and German)', async () => {
    const us = await ask('US', 'What is a sampling distribution?');
    const [lead] = answerSentences(us.message.text);
    expect(lead!.sentence).toMatch(/sampling distribution(?: is|:) the distribution of/i);
    const [first] = await s.app.db.select({ topicUuid: knows.topicUuid }).from(knows).where(inArray(knows.id, [us.message.citations[0]!.knowUuid!]));
    expect(first!.topicUuid).toBe(topicUuid('US', 'sampling-distributions'));

    const deAnswer = await ask('DE', 'Was ist ein Codon?');
    expect(answerSentences(deAnswer.message.text)[0]!.sentence).toMatch(/^(Ein )?Codon(:| ist)/);
  });
});
