/**
 * The OpenAI-compatible engine (decision 0034): any chat-completions endpoint (OpenAI, Ollama,
 * vLLM, llama.cpp server) through the AI SDK's openai-compatible provider, streamed. The answer
 * is grounded in the retrieved passages (server/ai/prompt.ts keeps them as data). Errors and
 * timeouts (to the first token and between tokens) surface as exceptions so the caller can fall
 * back to the embedded engine.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { streamText } from 'ai';
import { systemPrompt, userPrompt } from './prompt';
import type { AiEngine, AnswerInput } from './types';

export interface OpenAiCompatibleSettings {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const MAX_OUTPUT_TOKENS = 800;

export function openAiCompatibleEngine(s: OpenAiCompatibleSettings): AiEngine {
  const provider = createOpenAICompatible({ name: 'knowly-ai', baseURL: s.baseURL.replace(/\/+$/, ''), apiKey: s.apiKey });
  return {
    name: 'openai-compatible',
    async *answer(input: AnswerInput) {
      // Aborted by the client (stop), or by silence longer than the timeout.
      const silence = new AbortController();
      let timer = setTimeout(() => silence.abort(new Error('The model did not answer in time.')), s.timeoutMs);
      const signal = AbortSignal.any([input.signal, silence.signal]);
      let failure: unknown = null;
      const result = streamText({
        model: provider.chatModel(s.model),
        system: systemPrompt(input),
        messages: [
          ...input.history.map((m) => ({ role: m.role, content: m.text })),
          { role: 'user' as const, content: userPrompt(input) },
        ],
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        temperature: 0.2,
        maxRetries: 0,
        abortSignal: signal,
        onError: ({ error }) => {
          failure = error;
        },
      });
      try {
        for await (const part of result.fullStream) {
          clearTimeout(timer);
          timer = setTimeout(() => silence.abort(new Error('The model stopped answering.')), s.timeoutMs);
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort' && silence.signal.aborted) throw silence.signal.reason;
        }
      } finally {
        clearTimeout(timer);
      }
      if (silence.signal.aborted) throw silence.signal.reason;
      if (failure) throw failure;
    },
  };
}
