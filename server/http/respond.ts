import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { safeJson } from '@/lib/safe-json';
import { ApiError } from '../errors';
import type { StreamOut } from './route';

const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (status === 204 || body === undefined) {
    res.writeHead(status, { ...BASE_HEADERS, ...headers });
    res.end();
    return;
  }
  const text = safeJson(body);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/**
 * Bytes with their type. A stream (a file from storage) is piped and its Content-Length must be
 * in `headers`; if it fails midway the response is destroyed, so the client sees a cut answer
 * rather than a short one that looks whole. Resolves when the answer is written.
 */
export async function sendRaw(
  res: ServerResponse,
  status: number,
  data: Buffer | Readable,
  contentType: string,
  headers: Record<string, string> = {},
): Promise<void> {
  const length = Buffer.isBuffer(data) ? { 'Content-Length': String(data.length) } : {};
  res.writeHead(status, { ...BASE_HEADERS, 'Content-Type': contentType, ...length, ...headers });
  if (res.req?.method === 'HEAD' && !Buffer.isBuffer(data)) {
    data.destroy(); // the headers say it all; the stored bytes are not read
    res.end();
    return;
  }
  if (Buffer.isBuffer(data)) {
    res.end(data);
    return;
  }
  // Next's compression wraps the response and adds its own listeners, the request log and the
  // drain tracker theirs, and pipeline's end-of-stream watch its own: eleven 'close' listeners on
  // one response, which Node warns about at ten. They go with the response: not a leak.
  res.setMaxListeners(Math.max(res.getMaxListeners(), 20));
  await pipeline(data, res);
}

export function sendError(res: ServerResponse, err: ApiError): void {
  sendJson(res, err.status, { error: { type: err.type, message: err.message, data: err.data } }, err.headers);
}

/** Bytes a slow stream reader may leave unread before its stream is ended (it reconnects and catches up). */
const STREAM_BACKLOG_MAX = 1024 * 1024;

/**
 * A long-lived stream (server-sent events): no Content-Length, no caching or transforming proxy
 * (a compressing proxy would hold events back), headers flushed at once.
 */
export async function sendStream(
  res: ServerResponse,
  status: number,
  contentType: string,
  headers: Record<string, string>,
  run: (out: StreamOut) => Promise<void>,
): Promise<void> {
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Cache-Control': 'no-store, no-transform',
    'Content-Type': contentType,
    'X-Accel-Buffering': 'no',
    ...headers,
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  res.socket?.setTimeout(0);
  const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
  const out: StreamOut = {
    write(chunk) {
      if (res.destroyed || res.writableEnded) return false;
      res.write(chunk);
      return res.writableLength <= STREAM_BACKLOG_MAX;
    },
    closed,
  };
  try {
    await run(out);
  } finally {
    if (!res.writableEnded) res.end();
  }
}
