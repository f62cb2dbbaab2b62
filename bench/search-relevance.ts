#!/usr/bin/env -S npx tsx
/**
 * Search relevance (issue 23 §2): seeds the demo data on a fresh database per backend, runs every
 * query of tests/relevance/search-queries.ts through searchKnows() as the search page does (the
 * edition's content language, first page), and prints recall@5 (share of expected topics whose
 * know is among the first five results) and MRR (mean of 1 / rank of the first expected know
 * among the first 20, 0 when missing) per catalogue, per kind and overall. Aim: recall@5 0.95.
 * A topic's know is any public know of its subject and topic (the demo note or its flashcards).
 *
 *   npx tsx bench/search-relevance.ts                       # PGlite
 *   BENCH_BACKENDS=pglite,postgres npx tsx bench/search-relevance.ts
 *   BENCH_MISSES=1 npx tsx bench/search-relevance.ts de pl  # some catalogues; print each miss
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { subjectLists, type CatalogueKey } from '../lib/config/catalogues';
import { COUNTRIES, type CountryCode } from '../lib/config/countries';
import { LOCALE_CONFIGS } from '../lib/config/locales';
import { searchKnows } from '../server/search/service';
import { searchQueries } from '../tests/relevance/search-queries';
import type { QueryKind, SearchQuery } from '../tests/relevance/types';
import { boot } from './support/boot.mjs';

const BACKENDS = (process.env.BENCH_BACKENDS ?? 'pglite').split(',').map((s) => s.trim()).filter(Boolean) as ('pglite' | 'postgres')[];
const SHOW_MISSES = process.env.BENCH_MISSES === '1';
const wanted = process.argv.slice(2) as CatalogueKey[];
const queries = searchQueries.filter((q) => wanted.length === 0 || wanted.includes(q.catalogue));
const PAGE = 20;

/** The launched edition whose catalogue it is (es: Spain, whose content language is plain es). */
function editionOf(key: CatalogueKey): { country: CountryCode; contentLanguage: string } {
  const [code, country] = Object.entries(COUNTRIES).find(([, c]) => c.catalogue === key && c.isLaunched)!;
  return { country: code as CountryCode, contentLanguage: LOCALE_CONFIGS[country.locale].contentLanguage };
}

function topicUuid(q: SearchQuery, i: number): string {
  const ref = q.expect[i]!;
  const topic = subjectLists[q.catalogue].find((s) => s.id === ref.subjectId)?.topics.find((t) => t.slug === ref.topicSlug);
  if (!topic) throw new Error(`${q.catalogue} "${q.query}": no topic ${ref.subjectId}/${ref.topicSlug}`);
  return topic.uuid.toLowerCase();
}

interface Score {
  recall: number;
  rr: number;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function table(title: string, groups: Map<string, Score[]>) {
  console.log(`  ${title.padEnd(16)}${'n'.padStart(5)}${'recall@5'.padStart(10)}${'MRR'.padStart(8)}`);
  for (const [key, scores] of groups) {
    const recall = mean(scores.map((s) => s.recall));
    const mrr = mean(scores.map((s) => s.rr));
    console.log(`  ${key.padEnd(16)}${String(scores.length).padStart(5)}${recall.toFixed(3).padStart(10)}${mrr.toFixed(3).padStart(8)}`);
  }
}

async function bench(backend: 'pglite' | 'postgres') {
  const started = performance.now();
  const { app, close } = await boot(backend, { name: 'relevance', env: { SEED_DEMO_DATA: 'true' } });
  try {
    const counted = (await app.db.execute(sql`SELECT count(*)::int AS n FROM knows WHERE status = 'PUBLISHED' AND NOT is_private`)) as unknown as {
      rows: { n: number }[];
    };
    const published = counted.rows[0]?.n ?? 0;
    console.log(`\n${backend}: ${published} public demo knows, seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const byCatalogue = new Map<string, Score[]>();
    const byKind = new Map<QueryKind | 'all', Score[]>();
    const add = <K>(m: Map<K, Score[]>, k: K, s: Score) => m.set(k, [...(m.get(k) ?? []), s]);
    const times: number[] = [];
    for (const q of queries) {
      const edition = editionOf(q.catalogue);
      const t = performance.now();
      const r = await searchKnows(app, { query: q.query, contentLanguageCode: edition.contentLanguage, limit: PAGE }, null);
      times.push(performance.now() - t);
      const topics = r.content.map((h) => h.know.topic?.uuid?.toLowerCase() ?? null);
      const expected = q.expect.map((_, i) => topicUuid(q, i));
      const found = expected.filter((u) => topics.slice(0, 5).includes(u)).length;
      const first = topics.findIndex((u) => u !== null && expected.includes(u));
      const score = { recall: found / expected.length, rr: first >= 0 ? 1 / (first + 1) : 0 };
      add(byCatalogue, q.catalogue, score);
      add(byKind, q.kind, score);
      add(byKind, 'all', score);
      if (SHOW_MISSES && score.recall < 1) {
        const titles = r.content.slice(0, 5).map((h) => h.know.title);
        console.log(`  miss ${q.catalogue} ${q.kind} "${q.query}" (rank ${first >= 0 ? first + 1 : '-'}, didYouMean ${JSON.stringify(r.didYouMean)}): ${titles.join(' | ')}`);
      }
    }
    table('catalogue', byCatalogue);
    table('kind', byKind);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`  ${queries.length} searches, p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms`);
    const all = byKind.get('all') ?? [];
    return { recall: mean(all.map((s) => s.recall)), mrr: mean(all.map((s) => s.rr)) };
  } finally {
    await close();
  }
}

async function main() {
  const results: Record<string, { recall: number; mrr: number }> = {};
  for (const backend of BACKENDS) results[backend] = await bench(backend);
  console.log('\nsummary (all queries):');
  for (const [backend, r] of Object.entries(results)) {
    console.log(`  ${backend.padEnd(9)} recall@5 ${r.recall.toFixed(3)}, MRR ${r.mrr.toFixed(3)} (aim: recall@5 0.95)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
