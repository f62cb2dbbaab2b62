/**
 * Hand-written demo material for one catalogue topic (issue 22 §3): real notes and flashcards in
 * the catalogue's language, so no topic page and no topic quiz is empty on a fresh install.
 * Files: server/seed/topic-material/<catalogue>/<subjectId>.ts, one per subject, keyed by topic slug.
 */
export interface TopicMaterial {
  /** Two or three paragraphs of two to four sentences each: what the topic is, with facts and an example. */
  explanation: readonly string[];
  /** Three to five key facts, rules or steps (bullet points). */
  keyPoints: readonly string[];
  /** Four to six [term, definition] pairs about this topic; the topic's flashcard set. */
  cards: readonly (readonly [term: string, definition: string])[];
}

/** One subject's material: topic slug -> material. */
export type SubjectMaterial = Readonly<Record<string, TopicMaterial>>;

/** One catalogue's material: subject id -> the subject's material. */
export type CatalogueMaterial = Readonly<Record<number, SubjectMaterial>>;
