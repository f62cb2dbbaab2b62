/**
 * What a file storage is (decision 0018), and which keys it accepts: the interface both
 * implementations (local-storage.ts, s3-storage.ts) speak. storage.ts chooses one.
 */
import type { Readable } from 'node:stream';

/** One stored file: its key, size in bytes and when it was last written. */
export interface StoredFile {
  key: string;
  size: number;
  modified: Date;
}

/** A file on this machine's disk (an upload spooled as it arrived), with its size and hex SHA-256. */
export interface LocalFile {
  path: string;
  size: number;
  sha256: string;
}

/** Bytes `start` to `end`, both inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** An opened file: its bytes (the whole file or the range asked for) and the whole file's size. */
export interface OpenedFile {
  body: Readable;
  /** Size of the whole file, not of the range. */
  size: number;
  modified: Date;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for messages and logs: never a secret ("s3://bucket at https://host"). */
  readonly location: string;
  /** Writes the whole file; a reader sees the old file or the new one, never a part. */
  put(key: string, data: Buffer, contentType?: string): Promise<void>;
  /**
   * Writes the whole of a local file, like put(), read as a stream (never held in memory whole);
   * its size and SHA-256, known already, let S3 check what it received. The source is left as it is.
   */
  putFile(key: string, file: LocalFile, contentType?: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * A stream of the file (or of `range`, which must lie inside it: callers check against
   * stat() or a recorded size first; outside it: RangeError), or null when there is none.
   * The caller must consume or destroy the stream.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file; removing a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Every file whose key starts with `prefix` (default all), in key order. */
  list(prefix?: string): AsyncIterable<StoredFile>;
  /**
   * Throws when a file cannot be written now (the readiness probe, /api/ready): writes and
   * removes a small probe file that list() never shows. Bounded in time.
   */
  checkWritable(): Promise<void>;
}

/** Longest key: S3 allows 1,024 bytes; ours are far shorter. */
const MAX_KEY_BYTES = 512;
/**
 * Keys are relative paths of plain segments: letters, digits, `_`, `-` and `.`, never starting
 * with `.` (so no `.`/`..` segment, no hidden file) and no empty segment. A key can therefore
 * never leave the storage root on disk, nor mean another file to S3 than to the disk.
 */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export const isValidKey = (key: string): boolean =>
  typeof key === 'string' && Buffer.byteLength(key) <= MAX_KEY_BYTES && KEY_PATTERN.test(key);

class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    // The key is shown escaped and cut short: it may come from anywhere.
    super(`invalid storage key ${JSON.stringify(String(key).slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** Throws InvalidStorageKeyError unless `key` is a valid key (see KEY_PATTERN). */
export function assertKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/** A list() prefix: empty, or a key fragment (a key, optionally ending in `/`). */
export function assertPrefix(prefix: string): string {
  if (prefix !== '' && !isValidKey(prefix.replace(/\/$/, ''))) throw new InvalidStorageKeyError(prefix);
  return prefix;
}

/** The range check of both implementations: whole numbers, start <= end, inside the file. */
export function assertRange(range: ByteRange, size: number): void {
  const ok = Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end) &&
    range.start >= 0 && range.start <= range.end && range.end < size;
  if (!ok) throw new RangeError(`byte range ${range.start}-${range.end} is outside a file of ${size} bytes`);
}
