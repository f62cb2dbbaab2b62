/** Shapes shared by the AI engines (server/ai/engine.ts) and the retrieval that feeds them. */
import type { AiCitation, AiEngineName, AssistantKind } from '@/lib/contract/ai';

export interface Retrieved {
  knowId: string | null;
  citation: AiCitation;
}

export interface AnswerInput {
  question: string;
  /** Earlier turns of the chat, oldest first (questions and answers only, never documents). */
  history: { role: 'user' | 'assistant'; text: string }[];
  passages: Retrieved[];
  /** The material's content language (what retrieval searched). */
  contentLanguage: string;
  /**
   * The learner's language (decision 0072): a model answers in it, and the engine's own words (the
   * lead, "not covered", notes) are in it; default contentLanguage. The built-in engine quotes the
   * material's sentences as written.
   */
  answerLanguage?: string;
  assistant: AssistantKind;
  signal: AbortSignal;
}

export interface AiEngine {
  name: AiEngineName;
  /** Text deltas of the answer; throws (or ends empty) on failure. Citations are [n] markers, 1-based. */
  answer(input: AnswerInput): AsyncIterable<string>;
}

