/** Request bodies: read with a size limit, then parse JSON ourselves (Next's parser is off). */
import type { IncomingMessage } from 'node:http';
import { JSON_DEPTH_MAX } from '@/lib/contract/limits';
import { badRequest, tooLarge, unsupportedMedia } from '../errors';
import { drainRefused } from './drain-refused';
import { nestsDeeperThan } from './json-depth';

/** The client closed the connection before its body was complete: nothing to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection mid-body.');
    this.name = 'ClientGoneError';
  }
}

/**
 * Reads the whole body; 413 as soon as it is known to exceed `limit` bytes: at once from
 * Content-Length, or while counting a chunked body. Listeners rather than `for await`: leaving
 * an async iterator early destroys the request (and its socket), so no 413 could be sent; here the
 * rest of the body is drained and discarded (drain-refused.ts), and the 413 closes the connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return drainRefused(req).then(() => Promise.reject(tooLarge(limit)));
  }
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        void drainRefused(req, size).then(() => reject(tooLarge(limit)));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    const onClose = () => {
      done();
      reject(new ClientGoneError());
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
  });
}

export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/**
 * JSON bodies. An empty body stands for `{}` (validation then names the missing fields).
 * `acceptText`: navigator.sendBeacon sends strings as text/plain. Nesting is bounded before
 * parsing, so every later walk of the value (text guard, validation, storage) stays shallow.
 */
export function parseJsonBody(req: IncomingMessage, raw: Buffer, acceptText = false): unknown {
  const type = mediaType(req);
  if (raw.length === 0) return {};
  const textOk = acceptText && (type === 'text/plain' || type === '');
  if (!isJsonType(type) && !textOk) {
    throw unsupportedMedia(`Expected application/json, got ${type || 'no content type'}.`, {
      contentType: type || null,
    });
  }
  const text = raw.toString('utf8');
  if (nestsDeeperThan(text, JSON_DEPTH_MAX)) {
    throw badRequest(`The request body nests deeper than ${JSON_DEPTH_MAX} levels.`, { maxDepth: JSON_DEPTH_MAX });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}
