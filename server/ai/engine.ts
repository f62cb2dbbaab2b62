/**
 * The AI engine interface (issue 12, decision 0034): one place that writes an answer from
 * retrieved passages, two implementations chosen by configuration. The embedded engine needs no
 * key, network or model; the OpenAI-compatible one streams a model's answer grounded in the same
 * passages. `chooseEngine` reads the settings (`modelSettings`: the model summaries and exams ask,
 * decision 0064); `answerWithFallback` turns a model failure (error,
 * timeout, empty answer) into the embedded answer with a visible note, never a blank one.
 */
import type { AiEngineName } from '@/lib/contract/ai';
import type { ServerEnv } from '../env';
import { embeddedEngine } from './embedded-engine';
import { aiT } from './messages';
import { openAiCompatibleEngine, type OpenAiCompatibleSettings } from './openai-engine';
import type { AiEngine, AnswerInput } from './types';

type AiSettings = Pick<ServerEnv, 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_MODEL' | 'AI_TIMEOUT_MS'>;

/** The configured model, or null (no model: the embedded engine does everything). */
export function modelSettings(env: AiSettings): OpenAiCompatibleSettings | null {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return null;
  return { baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL, timeoutMs: env.AI_TIMEOUT_MS };
}

export function chooseEngine(env: AiSettings): AiEngine {
  const model = modelSettings(env);
  return model ? openAiCompatibleEngine(model) : embeddedEngine;
}

export type AnswerEvent = { type: 'delta'; text: string } | { type: 'note'; note: string; engine: AiEngineName };

/**
 * The engine's answer as events; on a model failure the embedded engine answers the rest, after
 * a note. A client abort (input.signal) simply ends the stream.
 */
export async function* answerWithFallback(engine: AiEngine, input: AnswerInput, onFailure?: (err: unknown) => void): AsyncGenerator<AnswerEvent> {
  let wrote = false;
  try {
    for await (const text of engine.answer(input)) {
      if (input.signal.aborted) return;
      if (!text) continue;
      wrote = true;
      yield { type: 'delta', text };
    }
    if (wrote || engine === embeddedEngine) return;
    throw new Error('The model sent an empty answer.');
  } catch (err) {
    if (input.signal.aborted) return;
    if (engine === embeddedEngine) throw err;
    onFailure?.(err);
  }
  yield { type: 'note', note: aiT(input.answerLanguage ?? input.contentLanguage)('fallbackNote'), engine: 'embedded' };
  if (wrote) yield { type: 'delta', text: '\n\n' };
  for await (const text of embeddedEngine.answer(input)) {
    if (input.signal.aborted) return;
    yield { type: 'delta', text };
  }
}
