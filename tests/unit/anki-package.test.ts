/**
 * The Anki package reader and writer (decision 0070): decks written by a third-party library,
 * our own export read back, the newer zstd format, and hostile packages, each refused with its
 * reason and without reading further than needed.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAnkiPackage } from '@/server/anki/read-package';
import { writeAnkiPackage } from '@/server/anki/write-package';
import { fieldContent } from '@/server/anki/field-text';
import { COLLECTION_SCHEMA } from '@/server/anki/collection-schema';
import { sqlite } from '@/server/anki/sqlite';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { IMAGE_ONLY_TEXT } from '@/lib/contract/anki-constants';
import { pngImage, protobufMediaMap, thirdPartyDeck, zipOf, zstdRaw } from '../support/anki-packages';

async function refusal(pkg: Buffer | string): Promise<{ status: number; type: string; reason: unknown }> {
  try {
    await readAnkiPackage(pkg);
  } catch (err) {
    const e = err as { status: number; type: string; data: { reason: unknown } };
    return { status: e.status, type: e.type, reason: e.data?.reason };
  }
  throw new Error('the package was not refused');
}

/** A collection database with the given notes (fields joined by \x1f), as a newer Anki writes it. */
async function collectionDb(notes: string[][], { schema18 = false, deckName = 'Deck' } = {}): Promise<Buffer> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  db.run(COLLECTION_SCHEMA);
  const decks = schema18 ? '' : JSON.stringify({ 1: { id: 1, name: 'Default' }, 55: { id: 55, name: deckName } });
  db.run("INSERT INTO col VALUES (1, 0, 0, 0, 18, 0, 0, 0, '{}', '{}', ?, '{}', '{}')", [decks]);
  if (schema18) {
    db.run('CREATE TABLE decks (id integer primary key not null, name text not null, mtime_secs integer, usn integer, common blob, kind blob)');
    db.run('INSERT INTO decks (id, name) VALUES (1, ?), (55, ?)', ['Default', deckName]);
  }
  notes.forEach((fields, i) => {
    db.run("INSERT INTO notes VALUES (?, 'g', 1, 0, 0, '', ?, '', 0, 0, '')", [i + 1, fields.join('\x1f')]);
    db.run("INSERT INTO cards VALUES (?, ?, 55, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '')", [i + 1, i + 1]);
  });
  const data = Buffer.from(db.export());
  db.close();
  return data;
}

describe('Anki field text', () => {
  it('keeps line breaks, decodes entities and drops markup, scripts and sounds', () => {
    const field = fieldContent(
      '<div>der Hund</div><div>the dog &amp; <b>cat</b></div>line<br/>two &lt;3 &#x1F600;' +
        '<script>alert(1)</script><img src="x.png" onerror="alert(1)">[sound:dog.mp3]<style>p{}</style>',
    );
    expect(field.text).toBe('der Hund\nthe dog & cat\nline\ntwo <3 😀');
    expect(field.images).toEqual(['x.png']);
  });

  it('leaves markup that entities spell out as visible text, never as tags', () => {
    expect(fieldContent('&lt;img src=x onerror=alert(1)&gt;').text).toBe('<img src=x onerror=alert(1)>');
    expect(fieldContent('&lt;img src=x onerror=alert(1)&gt;').images).toEqual([]);
  });
});

describe('reading Anki packages', () => {
  it('reads a deck written by anki-apkg-export: deck name, cards, images by <img src>', async () => {
    const png = pngImage(12, 9);
    const pkg = await thirdPartyDeck({
      deckName: 'Französisch::Tiere',
      cards: [
        { front: 'le chien<br>(m.)', back: 'der Hund <img src="dog.png">' },
        { front: '<img src="dog.png">', back: 'Hund' },
        { front: 'la chatte', back: 'die Katze' },
        { front: '<b></b>', back: 'empty front' },
      ],
      media: [{ name: 'dog.png', data: png }, { name: 'bark.mp3', data: Buffer.from('ID3not really') }],
    });
    const deck = await readAnkiPackage(pkg);
    expect(deck.deckName).toBe('Französisch › Tiere');
    // An image-only front is studied by its image (the placeholder is its text); an empty one is skipped.
    expect(deck.cards.map((c) => [c.front, c.back])).toEqual([
      ['le chien\n(m.)', 'der Hund'],
      [IMAGE_ONLY_TEXT, 'Hund'],
      ['la chatte', 'die Katze'],
    ]);
    expect(deck.skippedNotes).toBe(1);
    expect(deck.images).toHaveLength(1);
    expect(deck.images[0]).toMatchObject({ name: 'dog.png', contentType: 'image/png', width: 12, height: 9 });
    expect(deck.cards[0]!.images).toEqual([{ side: 'back', image: 0 }]);
    expect(deck.cards[1]!.images).toEqual([{ side: 'front', image: 0 }]);
    expect(deck.skippedMedia).toBe(1);
  }, 30_000); // the first deck loads two sql.js builds (theirs and ours): seconds on a busy machine

  it('reads our own export back: text, line breaks, markup characters and images', async () => {
    const png = pngImage(4, 4);
    const pkg = await writeAnkiPackage({
      setUuid: '11111111-2222-4333-8444-555555555555',
      title: 'Biology <basics> & more',
      cards: [
        { uuid: 'a1111111-2222-4333-8444-555555555555', front: 'cell\nmembrane', back: 'a < b & "c"', images: [{ side: 'front', name: 'img-1.png' }] },
        { uuid: 'b1111111-2222-4333-8444-555555555555', front: 'ATP', back: 'energy', images: [] },
      ],
      media: [{ name: 'img-1.png', data: png }],
    });
    const deck = await readAnkiPackage(pkg);
    expect(deck.deckName).toBe('Biology <basics> & more');
    expect(deck.cards.map((c) => [c.front, c.back])).toEqual([['cell\nmembrane', 'a < b & "c"'], ['ATP', 'energy']]);
    expect(deck.cards[0]!.images).toEqual([{ side: 'front', image: 0 }]);
    expect(deck.images[0]!.data.equals(png)).toBe(true);
  });

  it('keeps the set\'s order through an export, whatever the cards\' uuids', async () => {
    const cards = Array.from({ length: 40 }, (_, i) => ({ uuid: randomUUID(), front: `front ${i}`, back: `back ${i}`, images: [] }));
    const pkg = await writeAnkiPackage({ setUuid: randomUUID(), title: 'Order', cards, media: [] });
    expect((await readAnkiPackage(pkg)).cards.map((c) => c.front)).toEqual(cards.map((c) => c.front));
  });

  it('reads the newer format: zstd collection.anki21b, a decks table and a protobuf media map', async () => {
    const png = pngImage(5, 5);
    const collection = await collectionDb([['Hallo <img src="a%20b.png">', 'hello'], ['{{c1::Berlin::city}} is the capital', '']], {
      schema18: true,
      deckName: 'Deutsch\x1fA1',
    });
    const pkg = await zipOf({
      'collection.anki2': await collectionDb([['Please update Anki', 'stub']]),
      'collection.anki21b': zstdRaw(collection),
      media: zstdRaw(protobufMediaMap(['a b.png'])),
      0: zstdRaw(png),
    });
    const deck = await readAnkiPackage(pkg);
    expect(deck.deckName).toBe('Deutsch › A1');
    expect(deck.cards.map((c) => [c.front, c.back])).toEqual([
      ['Hallo', 'hello'],
      ['[city] is the capital', 'Berlin is the capital'],
    ]);
    expect(deck.images[0]!.data.equals(png)).toBe(true);
  });

  it('refuses what is not a zip, and a zip without a collection', async () => {
    expect(await refusal(Buffer.from('%PDF-1.7 not a deck'))).toEqual({ status: 415, type: 'InvalidMIMETypeError', reason: 'NotAZip' });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ reason: 'NotAZip' });
    expect(await refusal(await zipOf({ 'notes.txt': 'hello' }))).toEqual({ status: 400, type: 'BadRequestError', reason: 'NoCollection' });
  });

  it('refuses a collection that is not SQLite, or SQLite without Anki tables', async () => {
    expect(await refusal(await zipOf({ 'collection.anki2': 'SQLite format 3\0 but broken' }))).toMatchObject({ reason: 'CorruptCollection' });
    const SQL = await sqlite();
    const db = new SQL.Database();
    db.run('CREATE TABLE other (x)');
    const other = Buffer.from(db.export());
    db.close();
    expect(await refusal(await zipOf({ 'collection.anki2': other }))).toMatchObject({ reason: 'CorruptCollection' });
    expect(await refusal(await zipOf({ 'collection.anki21b': zstdRaw(Buffer.from('not sqlite')) }))).toMatchObject({ reason: 'CorruptCollection' });
  });

  it('refuses a zip bomb by its ratio, its declared total, and a zstd frame stating a huge size', async () => {
    const zeros = Buffer.alloc(ANKI_LIMITS.ratioFloorBytes * 4);
    expect(await refusal(await zipOf({ 'collection.anki2': zeros }))).toMatchObject({ reason: 'ZipBomb' });
    const bigZstd = zstdRaw(Buffer.from('tiny'), ANKI_LIMITS.collectionBytesMax + 1);
    expect(await refusal(await zipOf({ 'collection.anki21b': bigZstd }))).toMatchObject({ reason: 'ZipBomb' });
  });

  it('refuses more entries than allowed, and a collection over its size', async () => {
    const many: Record<string, string> = { 'collection.anki2': 'x' };
    for (let i = 0; i <= ANKI_LIMITS.entriesMax; i++) many[String(i)] = '';
    expect(await refusal(await zipOf(many, { store: true }))).toMatchObject({ reason: 'TooManyEntries' });
  });

  it('refuses a deck with more cards than a set holds, and one with no usable card', async () => {
    const notes = Array.from({ length: ANKI_LIMITS.cardsMax + 1 }, (_, i) => [`front ${i}`, `back ${i}`]);
    expect(await refusal(await zipOf({ 'collection.anki2': await collectionDb(notes) }))).toMatchObject({ reason: 'TooManyCards' });
    expect(await refusal(await zipOf({ 'collection.anki2': await collectionDb([['<br>', 'x']]) }))).toMatchObject({ reason: 'NoCards' });
  });

  it('refuses a media map naming a path, in JSON or protobuf', async () => {
    const collection = await collectionDb([['a', 'b']]);
    for (const name of ['../../etc/passwd', '/etc/passwd', 'sub/dir.png', '..\\win.png', 'C:evil.png', '..']) {
      const json = await zipOf({ 'collection.anki2': collection, media: JSON.stringify({ 0: name }), 0: pngImage() });
      expect(await refusal(json)).toMatchObject({ reason: 'UnsafeMediaName' });
    }
    const proto = await zipOf({ 'collection.anki21b': zstdRaw(collection), media: zstdRaw(protobufMediaMap(['../x.png'])) });
    expect(await refusal(proto)).toMatchObject({ reason: 'UnsafeMediaName' });
  });

  it('ignores media that are not images, images that lie about their type, and huge pixel counts', async () => {
    const hugePng = pngImage(2, 2);
    hugePng.writeUInt32BE(50_000, 16); // IHDR width: a decompression bomb for whoever decodes it
    const collection = await collectionDb([['front <img src="a.svg"><img src="b.png"><img src="c.png">', 'back <img src="missing.png">']]);
    const pkg = await zipOf({
      'collection.anki2': collection,
      media: JSON.stringify({ 0: 'a.svg', 1: 'b.png', 2: 'c.png' }),
      0: '<svg onload="alert(1)"/>',
      1: '<html>not a png</html>',
      2: hugePng,
    });
    const deck = await readAnkiPackage(pkg);
    expect(deck.cards).toHaveLength(1);
    expect(deck.images).toEqual([]);
    expect(deck.skippedMedia).toBe(3);
  });
});
