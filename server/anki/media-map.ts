/**
 * A package's `media` entry: which zip entry holds which media file. Legacy packages write JSON
 * (`{"0": "cat.png"}`); packages with `collection.anki21b` write a zstd-compressed protobuf
 * (MediaEntries { repeated MediaEntry entries = 1 }, MediaEntry { string name = 1; uint32 size = 2;
 * bytes sha1 = 3 }), where the zip entry is the index. Names are file names in Anki's media folder:
 * one with a path (a slash, a backslash, "..", a drive) is refused, never resolved.
 */
import { decompress } from 'fzstd';
import { ankiRefusal } from './refusal';

const ZSTD_MAGIC = Buffer.from([0x28, 0xb5, 0x2f, 0xfd]);

export const isZstd = (data: Buffer) => data.length >= 4 && data.subarray(0, 4).equals(ZSTD_MAGIC);

/** zstd, refused (`reason`) when it inflates past `maxBytes` or is broken. */
export function unzstd(data: Buffer, maxBytes: number): Buffer {
  // A frame states its size; fzstd allocates it, so a lying header is checked first.
  const declared = frameContentSize(data);
  if (declared !== null && declared > maxBytes) throw ankiRefusal('ZipBomb');
  let out: Uint8Array;
  try {
    out = decompress(data);
  } catch {
    throw ankiRefusal('CorruptCollection');
  }
  if (out.length > maxBytes) throw ankiRefusal('ZipBomb');
  return Buffer.from(out.buffer, out.byteOffset, out.length);
}

/** The frame header's content size (RFC 8878 §3.1.1.1), null when the frame does not state it. */
function frameContentSize(data: Buffer): number | null {
  if (!isZstd(data) || data.length < 5) return null;
  const descriptor = data[4]!;
  const fcsFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const dictFlag = descriptor & 3;
  const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][dictFlag]!;
  const size = [singleSegment ? 1 : 0, 2, 4, 8][fcsFlag]!;
  if (size === 0 || data.length < at + size) return null;
  if (size === 1) return data[at]!;
  if (size === 2) return data.readUInt16LE(at) + 256;
  if (size === 4) return data.readUInt32LE(at);
  return Number(data.readBigUInt64LE(at));
}

export function isSafeMediaName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 255 &&
    !/[/\\\0]/.test(name) &&
    name !== '.' &&
    name !== '..' &&
    !/^[a-z]:/i.test(name)
  );
}

function readVarint(buf: Buffer, at: number): [number, number] {
  let value = 0;
  let shift = 0;
  for (let i = at; i < buf.length && shift < 35; i++) {
    value += (buf[i]! & 0x7f) * 2 ** shift;
    if ((buf[i]! & 0x80) === 0) return [value, i + 1];
    shift += 7;
  }
  throw ankiRefusal('CorruptCollection');
}

/** Field number 1 (a length-delimited string) of each repeated message 1. */
function protobufMediaNames(buf: Buffer): string[] {
  const names: string[] = [];
  const fields = (msg: Buffer, visit: (field: number, value: Buffer | number) => void) => {
    let at = 0;
    while (at < msg.length) {
      const [key, next] = readVarint(msg, at);
      const field = Math.floor(key / 8);
      const wire = key & 7;
      if (wire === 0) {
        const [value, after] = readVarint(msg, next);
        visit(field, value);
        at = after;
      } else if (wire === 2) {
        const [length, start] = readVarint(msg, next);
        if (start + length > msg.length) throw ankiRefusal('CorruptCollection');
        visit(field, msg.subarray(start, start + length));
        at = start + length;
      } else if (wire === 5) at = next + 4;
      else if (wire === 1) at = next + 8;
      else throw ankiRefusal('CorruptCollection');
    }
  };
  fields(buf, (field, entry) => {
    if (field !== 1 || !Buffer.isBuffer(entry)) return;
    let name = '';
    fields(entry, (f, value) => {
      if (f === 1 && Buffer.isBuffer(value)) name = value.toString('utf8');
    });
    names.push(name);
  });
  return names;
}

/** Media file name → zip entry name. */
export function parseMediaMap(raw: Buffer | null, maxBytes: number): Map<string, string> {
  const map = new Map<string, string>();
  if (!raw || raw.length === 0) return map;
  let pairs: [string, string][];
  if (isZstd(raw)) {
    pairs = protobufMediaNames(unzstd(raw, maxBytes)).map((name, i) => [String(i), name]);
  } else {
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw ankiRefusal('CorruptCollection', { entry: 'media' });
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw ankiRefusal('CorruptCollection', { entry: 'media' });
    pairs = Object.entries(json as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  }
  for (const [entry, name] of pairs) {
    if (!isSafeMediaName(name)) throw ankiRefusal('UnsafeMediaName', { name: name.slice(0, 255) });
    map.set(name, entry);
  }
  return map;
}
