/**
 * The OpenAI-compatible engine (decisions 0034, 0064): any chat-completions endpoint (OpenAI,
 * Ollama, vLLM, llama.cpp server) through the AI SDK's openai-compatible provider, streamed.
 * Assistant answers are grounded in the retrieved passages (server/ai/prompt.ts keeps them as
 * data); summaries and mock exams ask for JSON (`writeJson`, the schema sent as the response
 * format) that the caller checks against the passages. Errors and timeouts (to the first token
 * and between tokens; a JSON reply also has an overall deadline) surface as exceptions so the
 * caller can fall back to the embedded engine.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { jsonSchema, Output, streamText, type JSONSchema7, type ModelMessage } from 'ai';
import { systemPrompt, userPrompt } from './prompt';
import type { AiEngine, AnswerInput } from './types';

export interface OpenAiCompatibleSettings {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

const MAX_OUTPUT_TOKENS = 800;
/** A JSON reply (a whole summary or exam) may stream for at most this many silence timeouts. */
const JSON_DEADLINE_TIMEOUTS = 6;

function providerFor(s: OpenAiCompatibleSettings) {
  // Structured outputs: the schema goes out as response_format json_schema (OpenAI, Ollama,
  // vLLM and llama.cpp's server constrain the reply to it; others ignore it and read the prompt).
  return createOpenAICompatible({ name: 'knowly-ai', baseURL: s.baseURL.replace(/\/+$/, ''), apiKey: s.apiKey, supportsStructuredOutputs: true });
}

interface StreamRequest {
  system: string;
  messages: ModelMessage[];
  maxOutputTokens: number;
  temperature: number;
  signal: AbortSignal;
  /** A JSON reply: the schema sent as the response format. */
  json?: { name: string; schema: JSONSchema7 };
  /** Overall limit in ms (none: only the silence timeout). */
  deadlineMs?: number;
}

/** The model's text deltas; aborted by the caller, by silence longer than the timeout, or by the deadline. */
async function* modelDeltas(s: OpenAiCompatibleSettings, r: StreamRequest): AsyncGenerator<string> {
  const limit = new AbortController();
  let timer = setTimeout(() => limit.abort(new Error('The model did not answer in time.')), s.timeoutMs);
  const deadline = r.deadlineMs ? setTimeout(() => limit.abort(new Error('The model took too long.')), r.deadlineMs) : null;
  const signal = AbortSignal.any([r.signal, limit.signal]);
  let failure: unknown = null;
  const result = streamText({
    model: providerFor(s).chatModel(s.model),
    system: r.system,
    messages: r.messages,
    maxOutputTokens: r.maxOutputTokens,
    temperature: r.temperature,
    maxRetries: 0,
    abortSignal: signal,
    ...(r.json ? { output: Output.object({ schema: jsonSchema(r.json.schema), name: r.json.name }) } : {}),
    onError: ({ error }) => {
      failure = error;
    },
  });
  try {
    for await (const part of result.fullStream) {
      clearTimeout(timer);
      timer = setTimeout(() => limit.abort(new Error('The model stopped answering.')), s.timeoutMs);
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort' && limit.signal.aborted) throw limit.signal.reason;
    }
  } finally {
    clearTimeout(timer);
    if (deadline) clearTimeout(deadline);
  }
  if (limit.signal.aborted) throw limit.signal.reason;
  if (failure) throw failure;
}

export function openAiCompatibleEngine(s: OpenAiCompatibleSettings): AiEngine {
  return {
    name: 'openai-compatible',
    answer(input: AnswerInput) {
      return modelDeltas(s, {
        system: systemPrompt(input),
        messages: [
          ...input.history.map((m) => ({ role: m.role, content: m.text })),
          { role: 'user' as const, content: userPrompt(input) },
        ],
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        temperature: 0.2,
        signal: input.signal,
      });
    },
  };
}

export interface JsonRequest {
  system: string;
  prompt: string;
  /** The reply's shape (sent as the response format; the caller still checks every item). */
  name: string;
  schema: JSONSchema7;
  maxOutputTokens: number;
  signal?: AbortSignal;
  /** The reply so far, after each delta (to tell the learner how far the model is). */
  onText?: (text: string) => void;
}

/** The model's JSON reply, parsed (code fences and text around the object forgiven); throws if there is none. */
export async function writeJson(s: OpenAiCompatibleSettings, r: JsonRequest): Promise<unknown> {
  let text = '';
  for await (const delta of modelDeltas(s, {
    system: r.system,
    messages: [{ role: 'user', content: r.prompt }],
    maxOutputTokens: r.maxOutputTokens,
    temperature: 0.2,
    signal: r.signal ?? new AbortController().signal,
    json: { name: r.name, schema: r.schema },
    deadlineMs: s.timeoutMs * JSON_DEADLINE_TIMEOUTS,
  })) {
    text += delta;
    r.onText?.(text);
  }
  // A stopped reply is no reply, even if what came so far happens to parse.
  r.signal?.throwIfAborted();
  return parseJsonReply(text);
}

export function parseJsonReply(reply: string): unknown {
  // Reasoning models may think aloud first.
  const text = reply.replace(/<think>[^]*?<\/think>/g, '');
  const start = text.search(/[[{]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (start < 0 || end < start) throw new Error('The model sent no JSON.');
  return JSON.parse(text.slice(start, end + 1));
}
