/**
 * Streamed study tools (issue 23 §7, decision 0068): a summary, a mock exam or a flashcard draft
 * takes seconds to a minute with a model, so a client that sends `Accept: application/x-ndjson`
 * gets the answer as NDJSON events, one JSON object per line: any number of `progress` events
 * (stages in order, `done` of `total` items while the model writes), then exactly one of
 * `result` (the very object the JSON answer would carry) or `error`. A client without that
 * Accept header gets the single JSON answer as before. Refusals (bad input, no minutes, a source
 * not found, too little text) are ordinary HTTP errors before the stream starts; closing the
 * stream stops the work, stores nothing and gives the minutes back.
 */
import { z } from 'zod';

export const AI_RESULT_STREAM_TYPE = 'application/x-ndjson';

/**
 * `ranking`: the material's own sentences are read and ranked (the embedded summary, the model's
 * fallback; an exam's and a flashcard draft's are made before the stream starts); `writing`: the
 * model writes; `checking`: its items are checked against the passages they cite; `saving`: the
 * result is stored (not for a flashcard draft, which is not stored).
 */
export const AI_PROGRESS_STAGES = ['ranking', 'writing', 'checking', 'saving'] as const;

export const aiProgressSchema = z.object({
  type: z.literal('progress'),
  stage: z.enum(AI_PROGRESS_STAGES),
  /** While writing: items the model has written so far, of about `total`. */
  done: z.number().int().min(0).optional(),
  total: z.number().int().min(1).optional(),
});
export type AiProgress = Omit<z.infer<typeof aiProgressSchema>, 'type'>;

const streamErrorSchema = z.object({ type: z.literal('error'), error: z.object({ type: z.string(), message: z.string() }) });

/** The events of one streamed tool whose result is `result`. */
export function aiResultEventSchema<T extends z.ZodType>(result: T) {
  return z.discriminatedUnion('type', [aiProgressSchema, z.object({ type: z.literal('result'), result }), streamErrorSchema]);
}

export type AiResultEvent<T> =
  | z.infer<typeof aiProgressSchema>
  | { type: 'result'; result: T }
  | { type: 'error'; error: { type: string; message: string } };
