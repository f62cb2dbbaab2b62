#!/usr/bin/env node
/**
 * Assistant answer quality (issue 23 §3) over the demo material: on a fresh database with the
 * demo seed (every catalogue topic's PDF note and flashcard set, plus the older demo knows), a
 * demo learner of each catalogue's edition asks every question of
 * tests/relevance/assistant-questions.ts through the service the API route uses (a new chat per
 * question, embedded engine unless AI_BASE_URL is set), and the bench prints:
 * - first-citation accuracy: share of answers whose first citation is a know of the expected
 *   topic (its note or its flashcard set); aim 0.9;
 * - mention rate: share of answers containing the question's `mustMention` phrase;
 * - not covered: answers with no citation at all;
 * overall and per catalogue (language). BENCH_VERBOSE=1 prints every miss with what was cited.
 *
 *   npx tsx bench/ai-assistant-eval.ts
 *   BENCH_BACKENDS=pglite BENCH_CATALOGUES=us,de BENCH_VERBOSE=1 npx tsx bench/ai-assistant-eval.ts
 */
import { performance } from 'node:perf_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import { subjectLists, type CatalogueKey } from '@/lib/config/catalogues';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import type { AiChatEvent, AiCitation } from '@/lib/contract/ai';
import { knows, users } from '../server/db/schema';
import { demoAccounts } from '../server/db/seed';
import { createChat, sendMessage } from '../server/ai/chats';
import { assistantQuestions } from '../tests/relevance/assistant-questions';
import { boot } from './support/boot.mjs';

const BACKENDS = (process.env.BENCH_BACKENDS ?? 'postgres').split(',').map((s) => s.trim()).filter(Boolean) as ('postgres' | 'pglite')[];
const CATALOGUES = (process.env.BENCH_CATALOGUES ?? Object.keys(subjectLists).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean) as CatalogueKey[];
const VERBOSE = process.env.BENCH_VERBOSE === '1';

/** The edition whose demo learners read a catalogue's material (the first launched country using it). */
function editionOf(key: CatalogueKey): CountryCode {
  const found = (Object.keys(COUNTRIES) as CountryCode[]).find((c) => COUNTRIES[c].catalogue === key && COUNTRIES[c].isLaunched);
  if (!found) throw new Error(`no edition for catalogue ${key}`);
  return found;
}

async function drain(stream: NodeJS.ReadableStream): Promise<AiChatEvent[]> {
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return body.trim().split('\n').map((l) => JSON.parse(l) as AiChatEvent);
}

interface Tally {
  asked: number;
  firstRight: number;
  mentioned: number;
  uncovered: number;
}
const tally = (): Tally => ({ asked: 0, firstRight: 0, mentioned: 0, uncovered: 0 });
const share = (n: number, of: number) => (of ? (n / of).toFixed(3) : '-');

async function bench(backend: 'postgres' | 'pglite') {
  console.log(`\n${backend}: seeding a fresh demo database`);
  let t = performance.now();
  const { app, close } = await boot(backend, { name: 'ai_eval', env: { SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn' } });
  // Statistics, as autovacuum would have gathered them on a running server.
  await app.db.execute(sql`ANALYZE`);
  console.log(`  ready in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  try {
    const accounts = demoAccounts();
    const total = tally();
    const times: number[] = [];
    const byCatalogue = new Map<CatalogueKey, Tally>();
    for (const key of CATALOGUES) {
      const country = editionOf(key);
      const learner = accounts.find((a) => a.country === country && a.role === 'learner')!;
      const [user] = await app.db.select().from(users).where(eq(users.id, learner.uuid));
      if (!user) throw new Error(`demo learner of ${country} missing`);
      const viewer = { user, familyId: 'bench', knowerId: null, reviewer: null };
      const topicOf = new Map<string, string>();
      const mine = tally();
      for (const q of assistantQuestions.filter((x) => x.catalogue === key)) {
        // A new month's minutes per question: the bench measures answers, not the allowance.
        await app.db.execute(sql`DELETE FROM ai_allowances`);
        const chat = await createChat(app, viewer, { kind: 'school-gpt', learningBotUuid: null });
        t = performance.now();
        const events = await drain(await sendMessage(app, viewer, chat.uuid, { text: q.question, promptVariant: null }));
        times.push(performance.now() - t);
        const done = events.at(-1);
        if (done?.type !== 'done') throw new Error(`${key} "${q.question}": ${JSON.stringify(done)}`);
        const citations: AiCitation[] = done.message.citations;
        const unknown = citations.map((c) => c.knowUuid).filter((id): id is string => !!id && !topicOf.has(id));
        if (unknown.length) {
          const rows = await app.db.select({ id: knows.id, subjectId: knows.subjectId, topicUuid: knows.topicUuid }).from(knows).where(inArray(knows.id, unknown));
          for (const r of rows) topicOf.set(r.id, `${r.subjectId}/${r.topicUuid ?? '-'}`);
        }
        const topic = subjectLists[key].find((s) => s.id === q.answeredBy.subjectId)?.topics.find((x) => x.slug === q.answeredBy.topicSlug);
        const expected = `${q.answeredBy.subjectId}/${topic?.uuid}`;
        const first = citations[0]?.knowUuid ? topicOf.get(citations[0].knowUuid) : undefined;
        const right = first === expected;
        const mentioned = done.message.text.toLowerCase().includes(q.mustMention.toLowerCase());
        for (const x of [mine, total]) {
          x.asked++;
          if (right) x.firstRight++;
          if (mentioned) x.mentioned++;
          if (citations.length === 0) x.uncovered++;
        }
        if (VERBOSE && (!right || !mentioned)) {
          console.log(`  miss ${key} "${q.question}" first=${right ? 'ok' : (citations[0]?.title ?? 'none')} mention=${mentioned ? 'ok' : 'no'}`);
          console.log(`       ${done.message.text.replace(/\s+/g, ' ').slice(0, 400)}`);
        }
      }
      byCatalogue.set(key, mine);
    }
    console.log('  catalogue  questions  first citation  mentions  not covered');
    for (const [key, x] of [...byCatalogue, ['all', total] as const]) {
      console.log(`  ${String(key).padEnd(9)}  ${String(x.asked).padStart(9)}  ${share(x.firstRight, x.asked).padStart(14)}  ${share(x.mentioned, x.asked).padStart(8)}  ${String(x.uncovered).padStart(11)}`);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
    console.log(`  answer written: p50 ${pct(50).toFixed(1)} ms, p95 ${pct(95).toFixed(1)} ms (demo data, not a speed figure)`);
  } finally {
    await close();
  }
}

async function main() {
  for (const backend of BACKENDS) await bench(backend);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error('\nbench failed:', err);
    process.exit(1);
  },
);
