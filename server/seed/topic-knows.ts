/**
 * Demo knows for every catalogue topic that has hand-written material (server/seed/topic-material,
 * issue 22 §3): a PUBLISHED PDF note (the explanation, the key points, the key terms of the cards)
 * and a PUBLISHED flashcard set of the same topic, whose cards the topic quiz asks (decision 0039).
 * By the edition's two demo knowers in turn; ids, dates and counts derive from stable names.
 */
import { createHash } from 'node:crypto';
import type { Subject, Topic } from '@/lib/config/catalogues';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { KNOW_LIMITS } from '@/lib/contract/limits';
import type { DemoAccount } from '../db/seed';
import { demoUuid } from './demo-ids';
import type { DemoKnowPlan } from './demo-knows';
import type { StudyNote } from './content/types';
import { topicMaterial, type TopicMaterial } from './topic-material';
import { TOPIC_PHRASES } from './topic-material/phrases';

const DAY = 86_400_000;
/** Topic material was written after the original demo knows: published over the months since. */
const FIRST_DAY = Date.UTC(2026, 2, 2, 8);

function hashInt(name: string): number {
  return createHash('sha256').update(name).digest().readUInt32BE(0);
}

/** The description: the explanation's first sentence (its substance, not a phrase per topic). */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end > 0 ? text.slice(0, end + 1) : text;
  return sentence.length <= 300 ? sentence : `${sentence.slice(0, 297).trimEnd()}…`;
}

export function topicNote(material: TopicMaterial, subject: Subject, topic: Topic, country: CountryCode, author: string): StudyNote {
  const key = COUNTRIES[country].catalogue!;
  const words = TOPIC_PHRASES[key];
  return {
    title: `${topic.name} – ${subject.name}`.slice(0, KNOW_LIMITS.titleMax),
    subtitle: `${subject.name} · ${author}`,
    description: firstSentence(material.explanation[0] ?? topic.name),
    author,
    language: COUNTRIES[country].locale,
    footer: `${subject.name} · ${topic.name} · ${author} · Knowly`,
    sections: [
      { heading: words.explanation, paragraphs: [...material.explanation] },
      { heading: words.keyPoints, paragraphs: [], list: [...material.keyPoints] },
      { heading: words.keyTerms, paragraphs: [], list: material.cards.map(([term, definition]) => `${term}: ${definition}`) },
    ],
  };
}

function fileName(title: string): string {
  return `${title.replace(/[\\/:*?"<>|–—·]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 90)}.pdf`;
}

/** Ids of a topic's two demo knows in an edition. */
export const topicKnowIds = (country: CountryCode, topicUuid: string) => ({
  note: demoUuid(`know:${country}:topic:${topicUuid}:note`),
  flashcards: demoUuid(`know:${country}:topic:${topicUuid}:flashcards`),
});

type Lookup = (subject: Subject, topic: Topic, country: CountryCode) => TopicMaterial | null;
const fromFiles: Lookup = (subject, topic, country) => topicMaterial(COUNTRIES[country].catalogue!, subject.id, topic.slug);

/**
 * The topic knows of every launched edition with a catalogue. `lookup` is where material comes
 * from (the hand-written files; bench/seed-time.ts passes generated text to measure the cost).
 */
export function planTopicKnows(accounts: DemoAccount[], lookup: Lookup = fromFiles): DemoKnowPlan[] {
  const plans: DemoKnowPlan[] = [];
  const knowersOf = new Map<string, DemoAccount[]>();
  for (const a of accounts) if (a.role === 'knower') knowersOf.set(a.country, [...(knowersOf.get(a.country) ?? []), a]);
  for (const [code, knowers] of knowersOf) {
    const country = code as CountryCode;
    if (!COUNTRIES[country].catalogue) continue;
    const multipleGrades = COUNTRIES[country].multipleGradeSelection;
    for (const subject of getSubjects(country)) {
      for (const topic of subject.topics) {
        const material = lookup(subject, topic, country);
        if (!material) continue;
        const ids = topicKnowIds(country, topic.uuid);
        const h = hashInt(ids.note);
        const knower = knowers[h % knowers.length]!;
        const created = new Date(FIRST_DAY + (h % 240) * DAY + (h % 600) * 60_000);
        const published = new Date(created.getTime() + 2 * 3_600_000);
        const grade = 5 + (h % 8);
        const likes = h % 90;
        const shared = {
          knowerId: knower.knowerUuid!,
          userId: knower.uuid,
          country,
          contentLanguage: COUNTRIES[country].locale,
          status: 'PUBLISHED' as const,
          isPrivate: false,
          subjectId: subject.id,
          topicUuid: topic.uuid,
          gradeIds: multipleGrades && h % 3 === 0 ? [grade, grade + 1] : [grade],
          createdAt: created,
          publishedAt: published,
        };
        const note = topicNote(material, subject, topic, country, knower.name);
        plans.push({
          ...shared,
          id: ids.note,
          title: note.title,
          description: note.description,
          likesCount: likes,
          savesCount: Math.floor(likes / 2) + (h % 5),
          viewsCount: likes * 7 + (h % 200),
          content: { kind: 'pdf', note, filename: fileName(note.title) },
        });
        const deckLikes = (h >>> 8) % 60;
        plans.push({
          ...shared,
          id: ids.flashcards,
          createdAt: new Date(created.getTime() + DAY),
          publishedAt: new Date(published.getTime() + DAY),
          title: `${topic.name} – ${TOPIC_PHRASES[COUNTRIES[country].catalogue!].flashcards}`.slice(0, KNOW_LIMITS.titleMax),
          description: material.cards.map(([term]) => term).join(' · '),
          likesCount: deckLikes,
          savesCount: Math.floor(deckLikes / 2),
          viewsCount: deckLikes * 6 + (h % 150),
          content: { kind: 'flashcards', cards: material.cards },
        });
      }
    }
  }
  return plans;
}
