/**
 * Composes a subject's study note from one language's phrases: the same outline in every
 * language (overview, key terms, method, pitfalls, exercises, summary), worded by the pack.
 * The topic's name appears in the body only, never in the title or description, so search by
 * document text can be shown with it.
 */
import type { Subject, Topic } from '@/lib/config/catalogues';
import type { NoteSection, StudyNote, SubjectNoteInput } from './types';

export interface SubjectPhrases {
  titles: readonly ((s: Subject) => string)[];
  subtitle: (s: Subject, author: string) => string;
  descriptions: readonly ((s: Subject) => string)[];
  headings: {
    overview: string;
    terms: string;
    method: string;
    pitfalls: string;
    exercises: string;
    summary: string;
  };
  overview: (topic: string, s: Subject) => string;
  termsIntro: (topic: string) => string;
  termTopic: (topic: string, s: Subject) => string;
  /** Sentences about a related topic; used in turn. */
  termRelated: readonly ((related: string, topic: string) => string)[];
  method: (topic: string) => string[];
  pitfalls: (topic: string) => string[];
  exercises: (topic: string, related: string) => string[];
  summary: (topic: string, s: Subject) => string[];
}

const pick = <T>(list: readonly T[], n: number): T => list[((n % list.length) + list.length) % list.length]!;

export function buildSubjectNote(p: SubjectPhrases, language: string, input: SubjectNoteInput): StudyNote {
  const { subject, topic, related, author, variant } = input;
  const t = topic.name;
  const others: Topic[] = related.length > 0 ? related : [topic];
  const sections: NoteSection[] = [
    { heading: p.headings.overview, paragraphs: [subject.description, p.overview(t, subject)] },
    {
      heading: p.headings.terms,
      paragraphs: [p.termsIntro(t)],
      list: [p.termTopic(t, subject), ...others.slice(0, 3).map((r, i) => pick(p.termRelated, i + variant)(r.name, t))],
    },
    { heading: p.headings.method, paragraphs: [], list: p.method(t) },
    { heading: p.headings.pitfalls, paragraphs: p.pitfalls(t) },
    { heading: p.headings.exercises, paragraphs: [], list: p.exercises(t, others[0]!.name), newPage: true },
    { heading: p.headings.summary, paragraphs: p.summary(t, subject) },
  ];
  const title = pick(p.titles, variant)(subject);
  return {
    title,
    subtitle: p.subtitle(subject, author),
    description: pick(p.descriptions, variant)(subject),
    author,
    language,
    footer: `${subject.name} · ${author} · Knowly`,
    sections,
  };
}
