/**
 * What a long study tool (summary, mock exam, flashcard draft) is given to run (decision 0068):
 * where to report its progress, and the signal of a learner who stopped it. Both optional: the
 * plain JSON answer runs without them. Also how each tool has a model write its items as JSON.
 */
import { z } from 'zod';
import type { JSONSchema7 } from 'ai';
import type { AiEngineName } from '@/lib/contract/ai';
import type { AiProgress } from '@/lib/contract/ai-stream';
import { writeJson, type JsonRequest, type OpenAiCompatibleSettings } from './openai-engine';

/** What a tool's model work comes to: its items, who wrote them (the model when it wrote any kept one) and a note for the learner. */
export type WrittenWork<Field extends string, Item> = Record<Field, Item[]> & { engine: AiEngineName; note: string | null };

export interface WorkOptions {
  onProgress?: (p: AiProgress) => void;
  signal?: AbortSignal;
}

/** Items a model has written so far, counted in its JSON reply as it streams (each item cites a passage once). */
export function itemsWritten(text: string): number {
  return text.match(/"passage"\s*:/g)?.length ?? 0;
}

/** A model writing progress reporter that only reports when the count changes. */
export function writingProgress(o: WorkOptions, total: number): (text: string) => void {
  let last = -1;
  o.onProgress?.({ stage: 'writing', done: 0, total });
  return (text) => {
    const done = Math.min(total, itemsWritten(text));
    if (done === last) return;
    last = done;
    o.onProgress?.({ stage: 'writing', done, total });
  };
}

/**
 * The items a model writes as JSON (a summary's sentences, an exam's questions, a draft's cards),
 * their writing reported as progress; each item is still the caller's to check. Null when the
 * model failed (told to `onFailure`): the caller falls back to the embedded engine. A learner's
 * stop is no failure: it ends the work.
 */
export async function writeModelItems(
  model: OpenAiCompatibleSettings,
  o: WorkOptions & { onFailure?: (err: unknown) => void },
  write: {
    /** What to ask (inside the failure handling: it may throw to fall back). */
    request: () => Omit<JsonRequest, 'signal' | 'onText'>;
    /** Items the request asks for (the progress total). */
    total: number;
    /** The reply's field that lists the items (as in its itemsReplySchema). */
    field: string;
    /** The failure when the reply is not of that shape. */
    notItems: string;
  },
): Promise<unknown[] | null> {
  try {
    const json = await writeJson(model, { ...write.request(), signal: o.signal, onText: writingProgress(o, write.total) });
    const parsed = z.object({ [write.field]: z.array(z.unknown()) }).safeParse(json);
    if (!parsed.success) throw new Error(write.notItems);
    return parsed.data[write.field]!;
  } catch (err) {
    if (o.signal?.aborted) throw o.signal.reason ?? err;
    o.onFailure?.(err);
    return null;
  }
}

/** The JSON schema of a model's reply `{ [field]: [item...] }` whose items have exactly these properties, all required. */
export function itemsReplySchema(field: string, properties: Record<string, JSONSchema7>): JSONSchema7 {
  return {
    type: 'object',
    properties: {
      [field]: { type: 'array', items: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false } },
    },
    required: [field],
    additionalProperties: false,
  };
}
