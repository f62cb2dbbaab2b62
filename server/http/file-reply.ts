/**
 * A file as an HTTP answer (decision 0018): ETag and Last-Modified on every answer, 304 when the
 * client's copy is current, 206 for one byte range, 416 for a range outside the file. The bytes
 * are read only for a 200 or 206, as a stream from storage where they come from storage.
 */
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from '../files/file-storage';
import { decide, type Validators } from './conditional';
import { notFound } from '../errors';
import type { Reply, RequestInfo } from './route';

export interface Body {
  data: Buffer | Readable;
  length: number;
}

export interface FileSource extends Validators {
  contentType: string;
  /** Cache-Control, Vary, Content-Disposition...: sent with the 200, 206 and 304 alike. */
  headers: Record<string, string>;
  /**
   * The file's size, to offer byte ranges (documents a viewer may read in parts); unset: Range is
   * ignored and the whole file is sent.
   */
  rangeSize?: number;
  /** The whole file, or `range` of it. */
  read(range?: ByteRange): Promise<Body>;
}

export async function fileReply(req: Pick<RequestInfo, 'headers'>, source: FileSource): Promise<Reply> {
  const headers: Record<string, string> = {
    ...source.headers,
    ETag: source.etag,
    'Accept-Ranges': source.rangeSize !== undefined ? 'bytes' : 'none',
  };
  if (source.lastModified) headers['Last-Modified'] = source.lastModified.toUTCString();
  const decision = decide(req.headers, source, source.rangeSize);
  if (decision.status === 304) return { status: 304, headers };
  if (decision.status === 206) {
    const { range } = decision;
    const body = await source.read(range);
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${source.rangeSize}`;
    headers['Content-Length'] = String(body.length);
    return { status: 206, raw: { data: body.data, contentType: source.contentType }, headers };
  }
  const body = await source.read();
  headers['Content-Length'] = String(body.length);
  return { status: 200, raw: { data: body.data, contentType: source.contentType }, headers };
}

/** The bytes of a stored file (whole or a range), streamed; 404 when storage has lost it. */
export function storedBytes(storage: FileStorage, key: string) {
  return async (range?: ByteRange): Promise<Body> => {
    const opened = await storage.open(key, range);
    if (!opened) throw notFound('The file is missing.');
    return { data: opened.body, length: range ? range.end - range.start + 1 : opened.size };
  };
}

/** Bytes already in memory (a generated preview), whole or a range. */
export function memoryBytes(data: Buffer) {
  return async (range?: ByteRange): Promise<Body> => {
    const part = range ? data.subarray(range.start, range.end + 1) : data;
    return { data: part, length: part.length };
  };
}
