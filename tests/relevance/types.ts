/**
 * Relevance sets for the search and assistant benches of issue 23.
 *
 * Two hand-written evaluation sets over the demo material (server/seed/topic-material), where
 * the demo seed publishes one PDF know (plus a flashcard set) per catalogue topic:
 *
 * - search-queries.ts: queries a student would type, per catalogue and content language (exact,
 *   accent-free, misspelled, prefix, several words, odd case), each with the topic whose know must
 *   be found. The search bench runs every query against the seeded catalogue and prints recall@5
 *   (share of expected topics whose know is among the first five results; aim 0.95) and MRR
 *   (mean of 1 / rank of the first expected know, 0 when it is missing from the results), per
 *   catalogue, per kind and overall.
 * - assistant-questions.ts: questions a student would ask the AI assistant, each with the topic
 *   whose material answers it and a phrase of that material the answer must contain. The
 *   assistant bench asks each question over the seeded knows and prints first-citation accuracy
 *   (share of answers whose first citation is the know of `answeredBy`; aim 0.9) and how often
 *   the answer contains `mustMention` (case-insensitive substring).
 *
 * A topic stands for the demo know built from its material (matched by the know's subject and
 * topic). Every expected topic was chosen as the best answer by its title and material text;
 * `npx tsx tests/relevance/check.ts` verifies that each topic exists in its catalogue, that each
 * mustMention occurs in the topic's material, and that the words of non-misspelled queries occur
 * in the expected topic's title or material.
 */
import type { CatalogueKey } from '@/lib/config/catalogues';

/** A catalogue topic, i.e. the demo know published for it. */
export interface TopicRef {
  subjectId: number;
  /** Topic slug as in lib/config/catalogues/<catalogue>.ts. */
  topicSlug: string;
}

/**
 * What the query tests:
 * - exact: the words as they appear in the title or material (lowercase as typed);
 * - accent-free: the words without their accents or diacritics ("fotosintesis", "zrodla");
 * - misspelled: a typical typo or phonetic misspelling ("photosythesis");
 * - prefix: the start of a word still being typed ("photosyn"), matched as a prefix;
 * - several-words: two or three words from the material, not the title as a whole;
 * - case: upper case or mixed case as typed ("DNA Replikation", "WEIMARER REPUBLIK").
 */
export type QueryKind = 'exact' | 'accent-free' | 'misspelled' | 'prefix' | 'several-words' | 'case';

export interface SearchQuery {
  catalogue: CatalogueKey;
  /** The query as typed. */
  query: string;
  kind: QueryKind;
  /**
   * For accent-free, misspelled and prefix queries: the words the student meant, as written in
   * the material (e.g. for "Did you mean ...?" checks). Not sent to search.
   */
  intended?: string;
  /** Topics whose know must be found, best answer first; usually one. */
  expect: readonly TopicRef[];
}

export interface AssistantQuestion {
  catalogue: CatalogueKey;
  /** The question as a student would ask it, in the catalogue's language. */
  question: string;
  /** The topic whose material answers the question; its know must be the first citation. */
  answeredBy: TopicRef;
  /** Verbatim phrase of that topic's material (case-insensitive substring) the answer must contain. */
  mustMention: string;
}
