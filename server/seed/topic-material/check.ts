/**
 * Checks a catalogue's topic material against its catalogue (run while writing material):
 *   npx tsx server/seed/topic-material/check.ts us
 * Prints topics without material, slugs that are not topics, and entries that are too thin.
 */
import { subjectLists, type CatalogueKey } from '@/lib/config/catalogues';
import { catalogueMaterial } from './index';

const key = process.argv[2] as CatalogueKey;
const subjects = subjectLists[key];
if (!subjects) throw new Error(`unknown catalogue ${key}`);
const material = catalogueMaterial(key);
let missing = 0;
let thin = 0;
let stray = 0;
for (const subject of subjects) {
  const m = material[subject.id] ?? {};
  for (const topic of subject.topics) {
    const t = m[topic.slug];
    if (!t) {
      missing++;
      console.log(`missing  ${subject.id} ${subject.name} / ${topic.slug}`);
      continue;
    }
    const words = t.explanation.join(' ').split(/\s+/).length;
    if (t.explanation.length < 2 || words < 60 || t.keyPoints.length < 3 || t.cards.length < 4) {
      thin++;
      console.log(`thin     ${subject.id} / ${topic.slug} (${words} words, ${t.keyPoints.length} points, ${t.cards.length} cards)`);
    }
  }
  for (const slug of Object.keys(m)) {
    if (!subject.topics.some((t) => t.slug === slug)) {
      stray++;
      console.log(`stray    ${subject.id} / ${slug}`);
    }
  }
}
const total = subjects.reduce((n, s) => n + s.topics.length, 0);
console.log(`${key}: ${total - missing}/${total} topics with material, ${thin} thin, ${stray} stray`);
process.exitCode = missing + thin + stray > 0 ? 1 : 0;
