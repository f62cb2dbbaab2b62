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
  /** The material's content language: the answer is written in it. */
  contentLanguage: string;
  assistant: AssistantKind;
  signal: AbortSignal;
}

export interface AiEngine {
  name: AiEngineName;
  /** Text deltas of the answer; throws (or ends empty) on failure. Citations are [n] markers, 1-based. */
  answer(input: AnswerInput): AsyncIterable<string>;
}

