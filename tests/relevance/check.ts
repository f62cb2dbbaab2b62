/**
 * Checks the relevance sets (./types.ts) against the catalogues and the demo topic material of
 * the current tree:
 *   npx tsx tests/relevance/check.ts            all catalogues
 *   npx tsx tests/relevance/check.ts de pl      some catalogues
 *   npx tsx tests/relevance/check.ts --rank de  also print queries whose expected topic is not
 *                                               first under a naive word match (a hint, not an error)
 * Errors: a topic missing from its catalogue or without material, a mustMention not in the
 * answering topic's material, a query whose words (or `intended` words) are not in the expected
 * topic's title or material, a query not typed as its kind says, duplicates.
 * The sets were written against the demo material of branches mat-depl (de, pl), mat-en (us, gb)
 * and mat-rom (fr, es, it); a tree without that material reports its topics as having none.
 */
import { subjectLists, type CatalogueKey } from '@/lib/config/catalogues';
import { topicMaterial } from '@/server/seed/topic-material';
import { assistantQuestions } from './assistant-questions';
import { searchQueries } from './search-queries';
import type { TopicRef } from './types';

const args = process.argv.slice(2);
const rank = args.includes('--rank');
const wanted = args.filter((a) => a !== '--rank') as CatalogueKey[];
const keys = (wanted.length ? wanted : (Object.keys(subjectLists) as CatalogueKey[])).filter((k) => {
  if (!subjectLists[k]) throw new Error(`unknown catalogue ${k}`);
  return true;
});

/** Lower case without accents or diacritics, as a student types when they leave them out. */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}
const words = (s: string) => fold(s).split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

function topicText(key: CatalogueKey, ref: TopicRef): { title: string; terms: string; all: string } | null {
  const subject = subjectLists[key].find((s) => s.id === ref.subjectId);
  const topic = subject?.topics.find((t) => t.slug === ref.topicSlug);
  const m = topicMaterial(key, ref.subjectId, ref.topicSlug);
  if (!subject || !topic || !m) return null;
  const terms = m.cards.map((c) => c[0]).join(' ');
  const all = [topic.name, ...m.explanation, ...m.keyPoints, ...m.cards.flat()].join(' ');
  return { title: fold(topic.name), terms: fold(terms), all: fold(all) };
}

let errors = 0;
const fail = (msg: string) => {
  errors++;
  console.log(`error  ${msg}`);
};

for (const key of keys) {
  const queries = searchQueries.filter((q) => q.catalogue === key);
  const questions = assistantQuestions.filter((q) => q.catalogue === key);
  const seen = new Set<string>();
  const allTopics = subjectLists[key].flatMap((s) => s.topics.map((t) => ({ subjectId: s.id, topicSlug: t.slug })));

  for (const q of queries) {
    const label = `${key} search "${q.query}"`;
    if (seen.has(q.query)) fail(`${label}: duplicate`);
    seen.add(q.query);
    if (q.expect.length === 0) fail(`${label}: expects nothing`);
    if (q.kind !== 'case' && q.query !== q.query.toLowerCase()) fail(`${label}: not lower case`);
    if (q.kind === 'case' && q.query === q.query.toLowerCase()) fail(`${label}: kind case but lower case`);
    if (q.kind === 'accent-free' && fold(q.query) !== q.query) fail(`${label}: has accents`);
    if ((q.kind === 'misspelled' || q.kind === 'prefix') && !q.intended) fail(`${label}: needs intended`);
    const sought = words(q.intended ?? q.query);
    for (const ref of q.expect) {
      const text = topicText(key, ref);
      if (!text) {
        fail(`${label}: no topic or no material ${ref.subjectId}/${ref.topicSlug}`);
        continue;
      }
      const missing = sought.filter((w) => !text.all.includes(w));
      if (missing.length) fail(`${label}: ${ref.subjectId}/${ref.topicSlug} lacks ${missing.join(', ')}`);
      if (q.kind === 'prefix') {
        const last = words(q.query).at(-1) ?? '';
        if (!words(text.all).some((w) => w.startsWith(last) && w !== last)) fail(`${label}: no word starts with "${last}"`);
      }
    }
    if (rank) {
      // Naive scoring: title words count most, card terms next, then occurrences in the material.
      const scored = allTopics.map((ref) => {
        const t = topicText(key, ref);
        if (!t) return { ref, score: 0 };
        let score = 0;
        let hit = 0;
        for (const w of sought) {
          const n = t.all.split(w).length - 1;
          if (n > 0) hit++;
          score += (t.title.includes(w) ? 6 : 0) + (t.terms.includes(w) ? 2 : 0) + Math.min(n, 3);
        }
        return { ref, score: score * hit * hit };
      });
      scored.sort((a, b) => b.score - a.score);
      const first = q.expect[0];
      if (!first) continue;
      const pos = scored.findIndex((s) => s.ref.subjectId === first.subjectId && s.ref.topicSlug === first.topicSlug);
      if (pos !== 0) {
        const top = scored.slice(0, 3).map((s) => `${s.ref.subjectId}/${s.ref.topicSlug}:${s.score}`);
        console.log(`rank   ${label}: expected at ${pos + 1} (${scored[pos]?.score}); top ${top.join(' ')}`);
      }
    }
  }

  const asked = new Set<string>();
  for (const q of questions) {
    const label = `${key} question "${q.question}"`;
    if (asked.has(q.question)) fail(`${label}: duplicate`);
    asked.add(q.question);
    const m = topicMaterial(key, q.answeredBy.subjectId, q.answeredBy.topicSlug);
    if (!m) {
      fail(`${label}: no topic or no material ${q.answeredBy.subjectId}/${q.answeredBy.topicSlug}`);
      continue;
    }
    const text = [...m.explanation, ...m.keyPoints, ...m.cards.flat()].join('\n').toLowerCase();
    if (!text.includes(q.mustMention.toLowerCase())) fail(`${label}: mustMention "${q.mustMention}" not in material`);
  }
  console.log(`${key}: ${queries.length} queries, ${questions.length} questions`);
}
console.log(errors ? `${errors} errors` : 'ok');
process.exitCode = errors ? 1 : 0;
