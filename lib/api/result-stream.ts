/**
 * A study tool's result, streamed (decision 0068): the request asks for NDJSON, each progress
 * event goes to `onProgress`, and the result event's object is returned: the same object the
 * plain JSON answer carries. A refusal before the stream is the usual ApiError; an error event
 * becomes one too; aborting `signal` (the learner's stop) rejects with a cancelled ApiError and
 * the server stores nothing and gives the minutes back.
 */
import { AI_RESULT_STREAM_TYPE, type AiProgress, type AiResultEvent } from '@/lib/contract/ai-stream';
import { postForStream } from './client';
import { ApiError } from './errors';
import { readNdjsonLines } from './ndjson';

export interface ResultStreamOptions {
  onProgress?: (p: AiProgress) => void;
  signal?: AbortSignal;
}

export async function postForResult<T>(path: string, body: unknown, o: ResultStreamOptions = {}): Promise<T> {
  const stream = await postForStream(path, body, o.signal, AI_RESULT_STREAM_TYPE);
  try {
    for await (const event of readNdjsonLines<AiResultEvent<T>>(stream)) {
      if (event.type === 'progress') {
        o.onProgress?.({ stage: event.stage, done: event.done, total: event.total });
      } else if (event.type === 'result') {
        return event.result;
      } else {
        throw new ApiError({ type: event.error.type, message: event.error.message });
      }
    }
  } catch (error) {
    if (o.signal?.aborted) throw new ApiError({ canceled: true, message: 'canceled', cause: error });
    if (error instanceof ApiError) throw error;
    throw new ApiError({ handled: true, messageKey: 'errors:internetConnection', message: String(error), cause: error });
  }
  if (o.signal?.aborted) throw new ApiError({ canceled: true, message: 'canceled' });
  throw new ApiError({ handled: true, messageKey: 'errors:internetConnection', message: 'The answer ended without a result.' });
}
