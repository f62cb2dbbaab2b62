/**
 * multipart/form-data (RFC 7578), parsed as the body arrives (decision 0049): nothing holds the
 * whole body. Text fields and, by default, files are kept in memory (each file within its limit);
 * with a spool directory, file parts are written there chunk by chunk instead, hashed on the way,
 * so a 25 MB upload costs the server a few 64 KiB chunks, not 25 MB (times the requests in flight).
 * Limits are enforced while reading: a file one byte over its limit is 413 at that byte.
 */
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { badRequest, tooLarge, unsupportedMedia } from '../errors';
import { ClientGoneError, mediaType } from './body';
import { drainRefused } from './drain-refused';

export interface MultipartPart {
  name: string;
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

/** A file part written to the spool directory; the request pipeline removes it after the reply. */
export interface SpooledFile {
  name: string;
  filename: string;
  contentType: string | null;
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes, computed as they were written. */
  sha256: string;
}

export interface MultipartBody {
  /** Text fields, and file parts when there is no spool directory. */
  parts: MultipartPart[];
  /** File parts written to the spool directory (none without one). */
  spooled: SpooledFile[];
}

export interface MultipartOptions {
  /** Largest file part in bytes; one more byte is 413. */
  maxFileBytes: number;
  /** Directory file parts are written to as they arrive; unset: they are kept in memory. */
  spoolDir?: string;
}

/** Room for the framing (boundaries, part headers) and small text fields around the file. */
const FRAMING_BYTES = 64 * 1024;
/** A text field is a caption or a flag, never a document: it stays in memory, so it stays small. */
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_HEADER_BYTES = 16 * 1024;
const MAX_PARTS = 20;

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

const malformed = () => badRequest('The multipart body is malformed.');

interface PartHead {
  name: string;
  filename: string | null;
  contentType: string | null;
}

function parsePartHead(raw: Buffer): PartHead {
  let disposition = '';
  let contentType: string | null = null;
  for (const line of raw.toString('utf8').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === 'content-disposition') disposition = value;
    if (key === 'content-type') contentType = value.toLowerCase();
  }
  const name = headerParam(disposition, 'name');
  if (!/^form-data/i.test(disposition) || name === null) throw badRequest('A multipart part has no name.');
  return { name, filename: headerParam(disposition, 'filename'), contentType };
}

/** Where the parts go: memory, or the spool directory for files. Removes its files on abort. */
class PartSink {
  readonly parts: MultipartPart[] = [];
  readonly spooled: SpooledFile[] = [];
  private head: PartHead | null = null;
  private chunks: Buffer[] = [];
  private size = 0;
  private file: { handle: FileHandle; path: string; hash: Hash } | null = null;
  private dirReady = false;

  constructor(private readonly options: MultipartOptions) {}

  async start(head: PartHead) {
    if (this.parts.length + this.spooled.length >= MAX_PARTS) throw badRequest('Too many multipart parts.');
    this.head = head;
    this.chunks = [];
    this.size = 0;
    const { spoolDir } = this.options;
    if (head.filename !== null && spoolDir) {
      if (!this.dirReady) await mkdir(spoolDir, { recursive: true });
      this.dirReady = true;
      const path = join(spoolDir, `${randomUUID()}.part`);
      this.file = { handle: await open(path, 'wx'), path, hash: createHash('sha256') };
    }
  }

  async data(chunk: Buffer) {
    if (!this.head || chunk.length === 0) return;
    this.size += chunk.length;
    if (this.head.filename === null) {
      if (this.size > MAX_FIELD_BYTES) throw badRequest(`A form field is longer than ${MAX_FIELD_BYTES} bytes.`, { field: this.head.name });
    } else if (this.size > this.options.maxFileBytes) {
      throw tooLarge(this.options.maxFileBytes);
    }
    if (!this.file) {
      this.chunks.push(chunk);
      return;
    }
    this.file.hash.update(chunk);
    for (let at = 0; at < chunk.length;) at += (await this.file.handle.write(chunk, at)).bytesWritten;
  }

  async end() {
    const head = this.head!;
    this.head = null;
    if (this.file) {
      const { handle, path, hash } = this.file;
      this.file = null;
      this.spooled.push({ name: head.name, filename: head.filename!, contentType: head.contentType, path, size: this.size, sha256: hash.digest('hex') });
      await handle.close();
      return;
    }
    this.parts.push({ ...head, data: Buffer.concat(this.chunks) });
    this.chunks = [];
  }

  async abort() {
    const open = this.file;
    this.file = null;
    if (open) {
      await open.handle.close().catch(() => {});
      await rm(open.path, { force: true });
    }
    await removeSpooled(this.spooled);
  }
}

/** The body's framing, fed chunk by chunk; part bytes go to the sink as soon as they are known. */
class MultipartParser {
  private buf: Buffer = Buffer.alloc(0);
  private state: 'preamble' | 'delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  private readonly first: Buffer;
  private readonly next: Buffer;

  constructor(boundary: string, private readonly sink: PartSink) {
    this.first = Buffer.from(`--${boundary}`);
    this.next = Buffer.from(`\r\n--${boundary}`);
  }

  async push(chunk: Buffer) {
    this.buf = this.buf.length > 0 ? Buffer.concat([this.buf, chunk]) : chunk;
    while (await this.step());
  }

  finish() {
    if (this.state !== 'done') throw malformed();
  }

  /** One move of the state machine; false when it needs more bytes. */
  private async step(): Promise<boolean> {
    const { buf } = this;
    switch (this.state) {
      case 'preamble': {
        const at = buf.indexOf(this.first);
        if (at < 0) {
          this.buf = Buffer.from(buf.subarray(Math.max(0, buf.length - this.first.length + 1)));
          return false;
        }
        this.buf = buf.subarray(at + this.first.length);
        this.state = 'delimiter';
        return true;
      }
      case 'delimiter': {
        if (buf.length < 2) return false;
        // "--" after a delimiter closes the body; whatever follows is an epilogue, ignored.
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          this.state = 'done';
          this.buf = Buffer.alloc(0);
          return false;
        }
        if (buf[0] !== 0x0d || buf[1] !== 0x0a) throw malformed();
        this.buf = buf.subarray(2);
        this.state = 'headers';
        return true;
      }
      case 'headers': {
        const end = buf.indexOf('\r\n\r\n');
        if (end < 0) {
          if (buf.length > MAX_HEADER_BYTES) throw malformed();
          return false;
        }
        await this.sink.start(parsePartHead(buf.subarray(0, end)));
        this.buf = buf.subarray(end + 4);
        this.state = 'body';
        return true;
      }
      case 'body': {
        const at = buf.indexOf(this.next);
        if (at >= 0) {
          await this.sink.data(buf.subarray(0, at));
          await this.sink.end();
          this.buf = buf.subarray(at + this.next.length);
          this.state = 'delimiter';
          return true;
        }
        // All but a tail that could be the start of the next delimiter; the tail is copied so the
        // request's chunk is not kept alive by it.
        const keep = Math.min(buf.length, this.next.length - 1);
        await this.sink.data(buf.subarray(0, buf.length - keep));
        this.buf = Buffer.from(buf.subarray(buf.length - keep));
        return false;
      }
      case 'done':
        this.buf = Buffer.alloc(0);
        return false;
    }
  }
}

/**
 * Reads and parses the body. Over the limits (a file over `maxFileBytes`, or the body over it plus
 * the framing): 413 at once, the rest of the body drained and discarded, anything spooled removed.
 * Listeners rather than `for await`, as in readBody: leaving an async iterator early destroys the
 * request, and no 413 could be sent.
 */
export function readMultipart(req: IncomingMessage, boundary: string, options: MultipartOptions): Promise<MultipartBody> {
  const limit = options.maxFileBytes + FRAMING_BYTES;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    return drainRefused(req).then(() => Promise.reject(tooLarge(limit)));
  }
  const sink = new PartSink(options);
  const parser = new MultipartParser(boundary, sink);
  return new Promise<MultipartBody>((resolve, reject) => {
    let size = 0;
    let failed = false;
    let work: Promise<void> = Promise.resolve();
    const detach = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', fail);
      req.off('close', onClose);
    };
    function fail(err: unknown) {
      if (failed) return;
      failed = true;
      detach();
      // Files written so far are removed before the answer, so a refused upload leaves nothing;
      // the rest of the body is read meanwhile, so the client gets the answer (drain-refused.ts).
      const removed = work.catch(() => {}).then(() => sink.abort()).catch(() => {});
      void Promise.all([removed, drainRefused(req, size)]).then(() => reject(err));
    }
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > limit) {
        fail(tooLarge(limit));
        return;
      }
      // Back-pressure: the next chunk is read once this one is parsed (and written).
      req.pause();
      work = work.then(() => parser.push(chunk)).then(() => {
        if (!failed) req.resume();
      });
      work.catch(fail);
    }
    function onEnd() {
      detach();
      work.then(() => {
        parser.finish();
        resolve({ parts: sink.parts, spooled: sink.spooled });
      }).catch(fail);
    }
    function onClose() {
      fail(new ClientGoneError());
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', fail);
    req.on('close', onClose);
  });
}

/** Removes spooled files (a missing one is not an error). */
export async function removeSpooled(files: readonly SpooledFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.path, { force: true }).catch(() => {})));
}
