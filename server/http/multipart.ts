/** A small multipart/form-data parser (RFC 7578) over a fully read, size-limited body. */
import type { IncomingMessage } from 'node:http';
import { badRequest, unsupportedMedia } from './errors';
import { mediaType } from './body';

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export function multipartBoundary(req: IncomingMessage): string {
  if (mediaType(req) !== 'multipart/form-data') {
    throw unsupportedMedia('Expected multipart/form-data.', { contentType: mediaType(req) || null });
  }
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary || boundary.length > 70) throw badRequest('The multipart boundary is missing.');
  return boundary;
}

function headerParam(header: string, name: string): string | null {
  const m = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${name}=([^;\\s]+)`, 'i').exec(header);
  return m ? m[1]!.replace(/\\(.)/g, '$1') : null;
}

export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw badRequest('The multipart body is malformed.');
  for (;;) {
    pos += delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    else throw badRequest('The multipart body is malformed.');
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw badRequest('The multipart body is malformed.');
    const headers = body.subarray(pos, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4);
    if (next < 0) throw badRequest('The multipart body is malformed.');
    let disposition = '';
    let contentType: string | null = null;
    for (const line of headers) {
      const colon = line.indexOf(':');
      if (colon < 0) continue;
      const key = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (key === 'content-disposition') disposition = value;
      if (key === 'content-type') contentType = value.toLowerCase();
    }
    const name = headerParam(disposition, 'name');
    if (!/^form-data/i.test(disposition) || name === null) throw badRequest('A multipart part has no name.');
    parts.push({ name, filename: headerParam(disposition, 'filename'), contentType, data: body.subarray(headerEnd + 4, next) });
    pos = next + 2;
    if (parts.length > 20) throw badRequest('Too many multipart parts.');
  }
  return parts;
}
