/**
 * Anki import and export over HTTP (issue 24 §6, decision 0070), on both databases: a deck written
 * by a third-party library becomes a private set with its images; the owner's export reads back
 * through our importer and imports again; refused packages leave no row and no file; imports at
 * once stay within the server's limit; images are the set's visibility.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { AnkiImportResult, FlashcardImage } from '@/lib/contract/anki';
import type { KnowDetail } from '@/lib/api/know-types';
import type { StudySet } from '@/lib/contract/study';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { flashcardImages, knows } from '@/server/db/schema';
import { readAnkiPackage } from '@/server/anki/read-package';
import { writeAnkiPackage } from '@/server/anki/write-package';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, expectOk } from './support/client';
import { pngImage, thirdPartyDeck, zipOf } from '../support/anki-packages';

describe.each(BACKENDS)('Anki import and export on %s', (backend) => {
  let owner: string;
  let other: string;
  const png = pngImage(16, 10, '#aa2200');

  const importDeck = (pkg: Buffer, token = owner, fields: Record<string, string> = { contentLanguageCode: 'de', subjectId: '1001' }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(pkg)], { type: 'application/octet-stream' }), 'deck.apkg');
    return c.call<AnkiImportResult>('POST', '/api/v1/flashcard-sets/anki-imports', { raw: form, token });
  };
  const imported = async (pkg: Buffer, token = owner) => expectOk(await importDeck(pkg, token), 201);
  const setOf = async (uuid: string, token = owner) =>
    expectOk(await c.get<StudySet>(`/api/v1/flashcard-sets/${uuid}`, { token }));
  const exportOf = (uuid: string, token = owner) =>
    fetch(`${s.url}/api/v1/flashcard-sets/${uuid}/anki-export`, {
      headers: { 'X-Platform': 'web', 'X-Device-Id': 'test-device-0001', Authorization: `Bearer ${token}` },
    });
  const footprint = async () => {
    const [k] = await s.app.db.select({ n: count() }).from(knows);
    const [i] = await s.app.db.select({ n: count() }).from(flashcardImages);
    let files = 0;
    for await (const f of s.app.storage.list('flashcard-images/')) if (f) files++;
    return { knows: k!.n, images: i!.n, files };
  };

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 300_000);
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
    other = (await c.signedInUser({ country: 'DE' })).token;
  }, 300_000);

  it('imports a deck written by anki-apkg-export as a private set with its images', async () => {
    const pkg = await thirdPartyDeck({
      deckName: 'Biologie::Zelle',
      cards: [
        { front: '<div>Mitochondrium</div>', back: 'Kraftwerk<br>der Zelle <img src="mito.png">' },
        { front: 'Ribosom', back: 'Proteinsynthese' },
      ],
      media: [{ name: 'mito.png', data: png }, { name: 'sound.mp3', data: Buffer.from('ID3') }],
    });
    const result = await imported(pkg);
    expect(result).toMatchObject({ cardCount: 2, imageCount: 1, skippedMedia: 1, skippedNotes: 0 });
    expect(result.know).toMatchObject({ title: 'Biologie › Zelle', isPrivate: true, format: 'FLASHCARDS' });
    expect(result.know.flashcards.map((f) => [f.front, f.back])).toEqual([
      ['Mitochondrium', 'Kraftwerk\nder Zelle'],
      ['Ribosom', 'Proteinsynthese'],
    ]);
    const set = await setOf(result.know.uuid);
    expect(set.cards).toHaveLength(2);

    const [image] = await s.app.db.select().from(flashcardImages).where(eq(flashcardImages.knowId, result.know.uuid));
    expect(image).toMatchObject({ side: 'back', contentType: 'image/png', width: 16, height: 10, flashcardId: result.know.flashcards[0]!.uuid });
    const listed = await c.get<FlashcardImage[]>(`/api/v1/flashcard-sets/${result.know.uuid}/images`, { token: owner });
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body).toEqual([
      { uuid: image!.id, flashcardUuid: result.know.flashcards[0]!.uuid, side: 'back', width: 16, height: 10, url: `/api/v1/flashcard-images/${image!.id}` },
    ]);
    expectError(await c.get(`/api/v1/flashcard-sets/${result.know.uuid}/images`, { token: other }), 404, 'NotFoundError');
    const mine = await c.get(`/api/v1/flashcard-images/${image!.id}`, { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('content-security-policy')).toContain('sandbox');
    // A private set's images do not exist for anyone else.
    expectError(await c.get(`/api/v1/flashcard-images/${image!.id}`, { token: other }), 404, 'NotFoundError');
    expectError(await c.get(`/api/v1/flashcard-images/${image!.id}`), 404, 'NotFoundError');
  }, 120_000);

  it("exports the owner's set as an .apkg that reads back and imports again, images included", async () => {
    const pkg = await thirdPartyDeck({
      deckName: 'Vokabeln',
      cards: [
        { front: 'le chien', back: 'der Hund <img src="dog.png">' },
        { front: 'a < b & "c"', back: 'Zeile 1<br>Zeile 2' },
      ],
      media: [{ name: 'dog.png', data: png }],
    });
    const first = await imported(pkg);
    const res = await exportOf(first.know.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/apkg');
    expect(res.headers.get('content-disposition')).toContain('Vokabeln.apkg');
    const apkg = Buffer.from(await res.arrayBuffer());

    const read = await readAnkiPackage(apkg);
    expect(read.deckName).toBe('Vokabeln');
    expect(read.cards.map((c) => [c.front, c.back])).toEqual([
      ['le chien', 'der Hund'],
      ['a < b & "c"', 'Zeile 1\nZeile 2'],
    ]);
    expect(read.images).toHaveLength(1);
    expect(read.images[0]!.data.equals(png)).toBe(true);

    const again = await imported(apkg);
    expect(again).toMatchObject({ cardCount: 2, imageCount: 1 });
    expect(again.know.flashcards.map((f) => f.back)).toEqual(['der Hund', 'Zeile 1\nZeile 2']);
  }, 120_000);

  it('exports only for the owner: 404 for a private set of someone else, 403 for a public one', async () => {
    const mine = await imported(await thirdPartyDeck({ deckName: 'Privat', cards: [{ front: 'a', back: 'b' }] }));
    expectError(await c.get(`/api/v1/flashcard-sets/${mine.know.uuid}/anki-export`, { token: other }), 404, 'NotFoundError');
    const pub = await c.post<KnowDetail>(
      '/api/v1/knows',
      { title: 'Öffentlich', contentLanguageCode: 'de', subjectId: 1001, flashcards: [{ front: 'x', back: 'y' }] },
      { token: owner },
    );
    expect(pub.status, pub.text).toBe(201);
    if (pub.body.status === 'PUBLISHED') {
      expectError(await c.get(`/api/v1/flashcard-sets/${pub.body.uuid}/anki-export`, { token: other }), 403, 'ForbiddenError');
    }
  }, 120_000);

  it('refuses bad packages with their reason and writes nothing', async () => {
    const before = await footprint();
    const collectionOnly = async (entries: Record<string, Buffer | string>) => zipOf(entries);
    const cases: [Buffer, number, string, string][] = [
      [Buffer.from('%PDF-1.7 this is no deck'), 415, 'InvalidMIMETypeError', 'NotAZip'],
      [await collectionOnly({ 'readme.txt': 'hi' }), 400, 'BadRequestError', 'NoCollection'],
      [await collectionOnly({ 'collection.anki2': 'SQLite format 3\0 truncated' }), 400, 'BadRequestError', 'CorruptCollection'],
      [await collectionOnly({ 'collection.anki2': Buffer.alloc(ANKI_LIMITS.ratioFloorBytes * 3) }), 400, 'BadRequestError', 'ZipBomb'],
    ];
    const tooMany = await writeAnkiPackage({
      setUuid: '00000000-0000-4000-8000-000000000001',
      title: 'Zu viele',
      cards: Array.from({ length: ANKI_LIMITS.cardsMax + 1 }, (_, i) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, front: `f${i}`, back: `b${i}`, images: [] })),
      media: [],
    });
    cases.push([tooMany, 400, 'BadRequestError', 'TooManyCards']);
    // A valid deck whose media map names a path outside the media folder.
    const traversal = await thirdPartyDeck({ deckName: 'Pfad', cards: [{ front: 'a <img src="x.png">', back: 'b' }], media: [{ name: '../../x.png', data: png }] });
    cases.push([traversal, 400, 'BadRequestError', 'UnsafeMediaName']);
    for (const [pkg, status, type, reason] of cases) {
      const error = expectError(await importDeck(pkg), status, type);
      expect(error.data.reason, reason).toBe(reason);
    }
    // A package over the size limit is cut off while it arrives.
    expect((await importDeck(Buffer.alloc(ANKI_LIMITS.packageBytesMax + 1024))).status).toBe(413);
    // A subject the edition does not have: the form is refused before anything is stored.
    const good = await thirdPartyDeck({ deckName: 'Gut', cards: [{ front: 'a <img src="p.png">', back: 'b' }], media: [{ name: 'p.png', data: png }] });
    const bad = expectError(await importDeck(good, owner, { contentLanguageCode: 'de', subjectId: '999999' }), 400, 'FormValidationError');
    expect(bad.data.fields).toHaveProperty('subjectId');
    expectError(await importDeck(good, owner, { contentLanguageCode: 'xx' }), 400, 'FormValidationError');
    expect(await footprint()).toEqual(before);
  }, 180_000);

  it('runs imports at once within the limit: each one all or nothing', async () => {
    const before = await footprint();
    const decks = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        thirdPartyDeck({
          deckName: `Parallel ${i}`,
          cards: Array.from({ length: 40 }, (_, j) => ({ front: `v${i}-${j}`, back: `w${i}-${j} <img src="i${i}.png">` })),
          media: [{ name: `i${i}.png`, data: pngImage(8, 8, `#00${i}0${i}0`) }],
        }),
      ),
    );
    const results = await Promise.all(decks.map((d) => importDeck(d)));
    const created = results.filter((r) => r.status === 201);
    for (const r of results) {
      if (r.status !== 201) expect(expectError(r, 503, 'NoErrorType').data.reason).toBe('Busy');
    }
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const r of created) expect(r.body.know.flashcards).toHaveLength(40);
    const after = await footprint();
    expect(after.knows - before.knows).toBe(created.length);
    expect(after.images - before.images).toBe(created.length * 40);
    expect(after.files - before.files).toBe(created.length);
  }, 120_000);

  it("deleting the set removes its images' files", async () => {
    const r = await imported(await thirdPartyDeck({ deckName: 'Weg', cards: [{ front: 'a', back: 'b <img src="q.png">' }], media: [{ name: 'q.png', data: png }] }));
    const before = await footprint();
    const del = await c.call('DELETE', `/api/v1/knows/${r.know.uuid}`, { token: owner });
    expect(del.status, del.text).toBe(204);
    const after = await footprint();
    expect(after.files).toBe(before.files - 1);
    expect(after.images).toBe(before.images - 1);
  }, 120_000);
});
