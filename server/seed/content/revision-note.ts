/**
 * A catalogue subject's original demo know (issue 22 §3): a revision sheet made of the
 * hand-written material of two of the subject's topics (server/seed/topic-material), not a
 * template filled with a topic's name. Page 1 explains the main topic and a related one; page 2
 * sums up both topics' key points and tests the reader on their key terms (each definition
 * numbered, the terms as answers). Every sentence comes from the two topics' material; the only
 * words added are headings (topic-material/phrases.ts) and the answers' numbers.
 * The topic's own seeded note (topic-knows.ts) shows one topic's material in its order, so no
 * revision sheet has the same text as a topic note, and two sheets of a subject that share their
 * main topic differ in the related one.
 * The pack's title and description stay the know's (ids, slugs and titles are stable); they name
 * the subject, never the topic, which appears in the body only.
 */
import type { Subject, Topic } from '@/lib/config/catalogues';
import type { TopicMaterial } from '../topic-material';
import type { TopicPhrases } from '../topic-material/phrases';
import type { StudyNote } from './types';

/** The words of a subject's original know: its title, byline and description, per variant. */
export interface SubjectPhrases {
  titles: readonly ((s: Subject) => string)[];
  subtitle: (s: Subject, author: string) => string;
  descriptions: readonly ((s: Subject) => string)[];
}

interface RevisionNoteInput {
  subject: Subject;
  /** The topic the sheet is about: named in the body only. */
  topic: Topic;
  material: TopicMaterial;
  /** The other topic the sheet explains, with its material. */
  related: { topic: Topic; material: TopicMaterial };
  author: string;
  /** Varies the title, description and the order of the self-test. */
  variant: number;
}

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

/** The cards of both topics, rotated by `variant` so two sheets of the same pair differ in order. */
function selfTest(cards: readonly (readonly [string, string])[], variant: number) {
  const shift = cards.length > 0 ? variant % cards.length : 0;
  return [...cards.slice(shift), ...cards.slice(0, shift)];
}

export function buildRevisionNote(
  phrases: SubjectPhrases,
  words: TopicPhrases,
  language: string,
  input: RevisionNoteInput,
): StudyNote {
  const { subject, topic, material, related, author, variant } = input;
  const cards = selfTest([...material.cards, ...related.material.cards], variant);
  return {
    title: pick(phrases.titles, variant)(subject),
    subtitle: phrases.subtitle(subject, author),
    description: pick(phrases.descriptions, variant)(subject),
    author,
    language,
    footer: `${subject.name} · ${author} · Knowly`,
    sections: [
      { heading: topic.name, paragraphs: [...material.explanation] },
      { heading: related.topic.name, paragraphs: [...related.material.explanation] },
      { heading: words.summary, paragraphs: [], list: [...material.keyPoints, ...related.material.keyPoints], newPage: true },
      { heading: words.selfTest, paragraphs: [], list: cards.map(([, definition], i) => `(${i + 1}) ${definition}`) },
      { heading: words.answers, paragraphs: [cards.map(([term], i) => `(${i + 1}) ${term}`).join(' · ')] },
    ],
  };
}
