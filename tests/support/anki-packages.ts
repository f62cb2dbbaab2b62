/**
 * Anki packages for tests: decks written by a maintained third-party library (anki-apkg-export,
 * so our importer is not only tested against our own writer), hostile zips, and real images.
 */
import { createCanvas } from '@napi-rs/canvas';
import yazl from 'yazl';
import createExporter from 'anki-apkg-export';

export interface DeckSpec {
  deckName: string;
  cards: { front: string; back: string }[];
  media?: { name: string; data: Buffer }[];
}

/** An .apkg as anki-apkg-export writes it (legacy collection.anki2, JSON media map). */
export async function thirdPartyDeck(spec: DeckSpec): Promise<Buffer> {
  const deck = createExporter(spec.deckName);
  for (const m of spec.media ?? []) deck.addMedia(m.name, m.data);
  for (const c of spec.cards) deck.addCard(c.front, c.back);
  try {
    return Buffer.from(await deck.save());
  } finally {
    // Its sql.js (asm.js) has a fixed 16 MB heap: a deck left open starves the next ones.
    deck.db.close();
  }
}

/** A zip of the given entries; `store: true` leaves them uncompressed. */
export async function zipOf(entries: Record<string, Buffer | string>, { store = false } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) {
    zip.addBuffer(Buffer.isBuffer(data) ? data : Buffer.from(data), name, { compress: !store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A real PNG of one colour. */
export function pngImage(width = 8, height = 8, colour = '#3366ff'): Buffer {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A zstd frame of raw blocks (RFC 8878): valid zstd without a compressor, stating `declaredSize`. */
export function zstdRaw(data: Buffer, declaredSize = data.length): Buffer {
  const header = Buffer.alloc(9);
  header.writeUInt32LE(0xfd2fb528, 0);
  header[4] = 0xa0; // 4-byte content size, single segment
  header.writeUInt32LE(declaredSize, 5);
  const blocks: Buffer[] = [];
  const step = 128 * 1024;
  for (let at = 0; at < data.length || at === 0; at += step) {
    const chunk = data.subarray(at, at + step);
    const last = at + step >= data.length ? 1 : 0;
    const head = Buffer.alloc(3);
    head.writeUIntLE((chunk.length << 3) | last, 0, 3);
    blocks.push(head, chunk);
    if (data.length === 0) break;
  }
  return Buffer.concat([header, ...blocks]);
}

/** Anki's newer media map: MediaEntries { repeated MediaEntry { string name = 1 } = 1 }, protobuf. */
export function protobufMediaMap(names: string[]): Buffer {
  const varint = (n: number) => {
    const out: number[] = [];
    do {
      out.push((n & 0x7f) | (n > 0x7f ? 0x80 : 0));
      n >>>= 7;
    } while (n > 0);
    return Buffer.from(out);
  };
  const entries = names.map((name) => {
    const text = Buffer.from(name);
    const entry = Buffer.concat([Buffer.from([0x0a]), varint(text.length), text, Buffer.from([0x10]), varint(1)]);
    return Buffer.concat([Buffer.from([0x0a]), varint(entry.length), entry]);
  });
  return Buffer.concat(entries);
}
