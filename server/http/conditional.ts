/**
 * Conditional and range requests for files (RFC 9110 §13, §14; decision 0018): what a GET with
 * If-None-Match, If-Modified-Since, Range and If-Range gets for a file of a known size, ETag and
 * modification time. Pure: the caller reads the bytes only when the answer needs them.
 */
import type { ByteRange } from '../files/file-storage';
import { ApiError } from '../errors';

export interface Validators {
  /** A strong entity tag, quoted: `"abc"`. */
  etag: string;
  /** Optional: compared at whole seconds, as HTTP dates carry no more. */
  lastModified?: Date;
}

export type Decision = { status: 304 } | { status: 200 } | { status: 206; range: ByteRange };

type Headers = Record<string, string | string[] | undefined>;

const one = (headers: Headers, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

/** Entity tags of an If-None-Match / If-Range list (`"a", W/"b"`), or '*'. */
function tagsOf(value: string): string[] | '*' {
  if (value.trim() === '*') return '*';
  return [...value.matchAll(/(?:W\/)?"[^"]*"/g)].map((m) => m[0]);
}

const opaque = (tag: string) => tag.replace(/^W\//, '');
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function notModified(headers: Headers, v: Validators): boolean {
  const inm = one(headers, 'if-none-match');
  if (inm !== undefined) {
    const tags = tagsOf(inm);
    // Weak comparison (§13.1.2): W/"x" matches "x".
    return tags === '*' || tags.some((t) => opaque(t) === v.etag);
  }
  // If-Modified-Since counts only without If-None-Match (§13.2.2), and only with a valid date.
  const ims = one(headers, 'if-modified-since');
  if (ims === undefined || !v.lastModified) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && seconds(v.lastModified) <= Math.floor(since / 1000);
}

/** If-Range (§13.1.5): the range applies only if the client's copy is this one. */
function ifRangeHolds(headers: Headers, v: Validators): boolean {
  const value = one(headers, 'if-range')?.trim();
  if (value === undefined) return true;
  // An entity tag must match strongly; a weak one never does.
  if (value.startsWith('"') || value.startsWith('W/')) return value === v.etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && !!v.lastModified && seconds(v.lastModified) === Math.floor(date / 1000);
}

/**
 * The one range of `Range: bytes=a-b | a- | -n` inside a file of `size` bytes. null: no usable
 * range header (absent, another unit, several ranges, malformed), which is answered with the
 * whole file as RFC 9110 allows; 'unsatisfiable': 416.
 */
export function parseRange(value: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (value === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  // Digits beyond a safe integer are far past any file: treat them as "to the end" or too far.
  const [first, last] = [m[1] === '' ? undefined : Number(m[1]), m[2] === '' ? undefined : Number(m[2])];
  if (first === undefined) {
    // A suffix: the last `last` bytes.
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last!), end: size - 1 };
  }
  if (last !== undefined && last < first) return null; // invalid: ignored (§14.1.1)
  if (first >= size) return 'unsatisfiable';
  return { start: first, end: Math.min(last ?? size - 1, size - 1) };
}

/** 416 with the §8 body and `Content-Range: bytes *\/size`. */
export const rangeNotSatisfiable = (size: number) =>
  new ApiError(416, 'BadRequestError', `The requested range is outside the file (${size} bytes).`, { size }, {
    'Content-Range': `bytes */${size}`,
  });

/**
 * What to answer a GET of this file; throws the 416. `size`: the file's size when byte ranges
 * are offered, undefined when Range is ignored.
 */
export function decide(headers: Headers, v: Validators, size: number | undefined): Decision {
  if (notModified(headers, v)) return { status: 304 };
  if (size === undefined || !ifRangeHolds(headers, v)) return { status: 200 };
  const range = parseRange(one(headers, 'range'), size);
  if (range === 'unsatisfiable') throw rangeNotSatisfiable(size);
  if (range === null) return { status: 200 };
  return { status: 206, range };
}
