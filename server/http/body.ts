/** Request bodies: read with a size limit, then parse JSON ourselves (Next's parser is off). */
import type { IncomingMessage } from 'node:http';
import { badRequest, tooLarge, unsupportedMedia } from './errors';

/** Reads the whole body; 413 as soon as it is known to exceed `limit` bytes. */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw tooLarge(limit);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw tooLarge(limit);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

const isJsonType = (type: string) => type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);

/**
 * JSON bodies. An empty body stands for `{}` (validation then names the missing fields).
 * `acceptText`: navigator.sendBeacon sends strings as text/plain.
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
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}
