/** What retrieval hands the engines (server/ai/retrieval.ts): cited passages that carry the built-in answer's sentences. */
import type { Retrieved } from '../types';

export interface AnswerSentence {
  text: string;
  /** Place in the built-in answer, 0 = the lead. */
  order: number;
}

export interface AnswerPassage extends Retrieved {
  /** The sentences of this passage that the built-in answer is made of (empty: the passage is context only). */
  sentences: AnswerSentence[];
}

export function hasAnswerSentences(p: Retrieved): p is AnswerPassage {
  return Array.isArray((p as Partial<AnswerPassage>).sentences);
}
