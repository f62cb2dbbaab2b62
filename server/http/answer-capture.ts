/**
 * Keeps a copy of the answer Next writes to a response, for the caches in front of it
 * (page-cache.ts, render-cache.ts). Next, and the compression it applies, write through
 * `writeHead`, `write` and `end`: the bytes kept are the bytes sent, already compressed.
 */
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export interface CapturedAnswer {
  status: number;
  /** Every header the answer carried, names in lower case (content-length included). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Headers of one answer only: a cache writes its own for every answer it serves. */
export const PER_ANSWER_HEADERS = new Set(['date', 'x-request-id', 'connection', 'keep-alive', 'transfer-encoding', 'age', 'content-length']);

/** `headers` without those of one answer only. */
export function reusableHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_ANSWER_HEADERS.has(name)) kept[name] = value;
  return kept;
}

/**
 * Calls `done` once the answer has ended, with what was sent, unless the body grew past
 * `maxBytes` or came in a form not worth keeping (raw header arrays, non-byte chunks).
 */
export function captureAnswer(res: ServerResponse, maxBytes: number, done: (answer: CapturedAnswer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let keep = true;
  let headArgs: OutgoingHttpHeaders = {};
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : null;
    if (!buffer) {
      keep = false;
      return;
    }
    size += buffer.length;
    if (size > maxBytes) keep = false;
    else chunks.push(buffer);
  };
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a));
    if (headers) headArgs = { ...headArgs, ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])) };
    else if (args.some((a, i) => i > 0 && Array.isArray(a))) keep = false; // raw header arrays: not worth parsing
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    const result = (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
    if (keep) done({ status: res.statusCode, headers: { ...res.getHeaders(), ...headArgs }, body: Buffer.concat(chunks) });
    return result;
  } as typeof res.end;
}
