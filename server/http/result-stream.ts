/**
 * A long-running result streamed as NDJSON progress events to a client that asks for it
 * (`Accept: application/x-ndjson`, decision 0068; the events: lib/contract/ai-stream.ts). The
 * work gets a signal that aborts when the client leaves, so a learner's stop ends it; an error
 * after the headers went out becomes the stream's last event (its status is already sent).
 */
import type { z } from 'zod';
import { AI_RESULT_STREAM_TYPE, aiResultEventSchema, type AiProgress, type AiResultEvent } from '@/lib/contract/ai-stream';
import type { AppContext } from '../app-context';
import { ApiError } from '../errors';
import type { Reply, RequestInfo, RouteSpec } from './route';

export interface StreamedWork {
  onProgress: (p: AiProgress) => void;
  signal: AbortSignal;
}

/** True when the Accept header names the NDJSON stream (a plain `*\/*` or JSON client gets JSON). */
export function wantsStream(req: RequestInfo): boolean {
  const accept = req.headers.accept;
  const value = Array.isArray(accept) ? accept.join(',') : (accept ?? '');
  return value
    .split(',')
    .some((part) => {
      const [type, ...params] = part.trim().toLowerCase().split(';');
      return type?.trim() === AI_RESULT_STREAM_TYPE && !params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p));
    });
}

export function streamedResult<T>(app: AppContext, status: number, work: (w: StreamedWork) => Promise<T>): Reply {
  return {
    status,
    headers: { 'X-Accel-Buffering': 'no' },
    stream: {
      contentType: `${AI_RESULT_STREAM_TYPE}; charset=utf-8`,
      async run(out) {
        const abort = new AbortController();
        void out.closed.then(() => abort.abort(new Error('The client left.')));
        const send = (event: AiResultEvent<T>) => out.write(`${JSON.stringify(event)}\n`);
        try {
          const result = await work({ onProgress: (p) => send({ type: 'progress', ...p }), signal: abort.signal });
          send({ type: 'result', result });
        } catch (err) {
          if (abort.signal.aborted) return;
          if (err instanceof ApiError) {
            send({ type: 'error', error: { type: err.type, message: err.message } });
            return;
          }
          app.log.error({ err }, 'A streamed AI result failed');
          send({ type: 'error', error: { type: 'NoErrorType', message: 'The result could not be made.' } });
        }
      },
    },
  };
}

/** The JSON answer, or the streamed one when the client asks for it. */
export async function jsonOrStream<T>(c: { app: AppContext; req: RequestInfo }, status: number, job: { run(w?: StreamedWork): Promise<T> }): Promise<Reply> {
  if (wantsStream(c.req)) return streamedResult(c.app, status, (w) => job.run(w));
  return { status, body: await job.run() };
}

/**
 * The success of a route whose answer a client may also take as the stream (decision 0068): the
 * JSON answer, and the streamed variant's OpenAPI entry (RouteSpec success.stream).
 */
export function streamableSuccess(status: number, description: string, schema: z.ZodType): RouteSpec<z.ZodType, z.ZodType, z.ZodType>['success'] {
  const stream = {
    contentType: AI_RESULT_STREAM_TYPE,
    event: aiResultEventSchema(schema),
    description:
      `With Accept: ${AI_RESULT_STREAM_TYPE}: the same status, then one event per line: progress events ` +
      '(stage ranking, writing with done of total items, checking, saving), then a result event whose `result` is the JSON answer, ' +
      'or an error event. Refusals (400, 403, 404, 429) come before the stream as JSON errors. Closing the connection stops the ' +
      'work: nothing is stored and the minutes are given back',
  };
  return { status, description, schema, stream };
}
