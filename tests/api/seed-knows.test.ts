/**
 * The demo seed's knows (server/seed) and the upload store they go through
 * (server/uploads/store-upload.ts), on a real database and real files, on both backends.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { PDFDocument } from '@pdfme/pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { getSubjects, findTopic } from '@/lib/config/catalogue';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { EDITIONS } from '@/lib/config/editions';
import { demoAccounts, seedIfEmpty } from '@/server/db/seed';
import { demoUuid } from '@/server/seed/demo-ids';
import { flashcards, knows, uploadPages, uploads, users, type UploadRow } from '@/server/db/schema';
import { imageDimensions } from '@/server/files/image-dimensions';
import { inspectPdf } from '@/server/files/pdf';
import { ApiError } from '@/server/errors';
import { ensureThumbnail, purgeStaleUploads, storeUpload } from '@/server/uploads/store-upload';
import { planTopicKnows } from '@/server/seed/topic-knows';
import { BACKENDS, startServer, type TestServer } from './support/server';

const CATALOGUE_EDITIONS: CountryCode[] = ['DE', 'FR', 'PL', 'IT', 'GB', 'ES', 'US'];
const GENERAL_EDITIONS: CountryCode[] = ['CO', 'TR', 'MX', 'RO', 'GR', 'BR', 'CZ', 'PT'];

/** Evidence that a text is in the edition's language (written here, not taken from the seed). */
const LANGUAGE_MARK: Record<string, RegExp> = {
  DE: /Zusammenfassung/, FR: /À retenir/, PL: /Podsumowanie/, IT: /In sintesi/, GB: /Summary/, US: /Summary/,
  ES: /Resumen/, CO: /ción/, MX: /ción/, TR: /[ğşı]/, RO: /[ăâîșț]/, GR: /[α-ω]{4}/, BR: /ç(ão|ões)/, PT: /ç(ão|ões)/,
  CZ: /[ěščřžů]/,
};

const PDF_MAGIC = '%PDF-';
/** The knows made from hand-written topic material (issue 22 §3); the rest are the original demo knows. */
const TOPIC_KNOW_IDS = new Set(planTopicKnows(demoAccounts()).map((p) => p.id));
const isWebp = (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP';

async function pdfWith(pages: string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont('Helvetica');
  for (const text of pages) doc.addPage([300, 300]).drawText(text, { x: 20, y: 250, size: 12, font });
  return Buffer.from(await doc.save());
}

describe.each(BACKENDS)('seeded knows on %s', (backend) => {
  let s: TestServer;
  let allKnows: (typeof knows.$inferSelect)[];
  let allUploads: UploadRow[];

  beforeAll(async () => {
    // Seeded through the app's own storage, as a server start does.
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    await seedIfEmpty(s.app.database, s.app);
    allKnows = await s.app.db.select().from(knows);
    allUploads = await s.app.db.select().from(uploads);
  }, 180_000);
  afterAll(async () => s?.close());

  /** The original demo knows' public PDFs (the topic notes are checked below). */
  const publicPdfKnows = (country: CountryCode) =>
    allKnows.filter((k) => k.country === country && k.status === 'PUBLISHED' && !k.isPrivate && k.format === 'PDF' && !TOPIC_KNOW_IDS.has(k.id));

  it('has a PUBLISHED public PDF know for every subject of every catalogue edition, with a stored PDF', async () => {
    for (const code of CATALOGUE_EDITIONS) {
      const subjects = getSubjects(code);
      expect(subjects.length).toBeGreaterThan(10);
      for (const subject of subjects) {
        const know = publicPdfKnows(code).find((k) => k.subjectId === subject.id);
        expect(know, `${code} ${subject.name}`).toBeDefined();
        expect(know!.contentLanguage).toBe(COUNTRIES[code].locale);
        const [upload] = allUploads.filter((u) => u.knowId === know!.id);
        expect(upload, `${code} ${subject.name}`).toBeDefined();
        expect(upload!.contentType).toBe('application/pdf');
        expect(upload!.pageCount).toBeGreaterThanOrEqual(2);
        expect(upload!.pageCount).toBeLessThanOrEqual(3);
        expect(know!.pageCount).toBe(upload!.pageCount);
        expect(know!.filename).toMatch(/\.pdf$/);
        const file = await s.app.storage.get(upload!.storageKey);
        expect(file!.subarray(0, 5).toString('latin1')).toBe(PDF_MAGIC);
        expect(file!.length).toBe(upload!.sizeBytes);
        // A real PDF with that many pages, per an independent reader.
        const parsed = await PDFDocument.load(file!);
        expect(parsed.getPageCount()).toBe(upload!.pageCount);
      }
    }
  });

  it('stores each page’s text in the edition’s language, the topic named in the body only', async () => {
    const pages = await s.app.db.select().from(uploadPages);
    for (const code of CATALOGUE_EDITIONS) {
      for (const know of publicPdfKnows(code)) {
        const upload = allUploads.find((u) => u.knowId === know.id)!;
        const text = pages.filter((p) => p.uploadId === upload.id).sort((a, b) => a.pageNumber - b.pageNumber);
        expect(text.map((p) => p.pageNumber)).toEqual(Array.from({ length: upload.pageCount }, (_, i) => i + 1));
        const all = text.map((p) => p.text).join('\n\n');
        expect(all, `${code} ${know.title}`).toMatch(LANGUAGE_MARK[code]!);
        expect(know.documentText).toBe(all);
        const topic = findTopic(code, know.topicUuid!)!;
        expect(topic.subject.id).toBe(know.subjectId);
        expect(all).toContain(topic.topic.name);
        expect(know.title.toLowerCase()).not.toContain(topic.topic.name.toLowerCase());
        expect(know.description.toLowerCase()).not.toContain(topic.topic.name.toLowerCase());
      }
    }
  });

  it('stores text that matches what pdf.js reads from the file', async () => {
    // One document per edition: the stored text is the seed's, so check it against the real PDF.
    const pages = await s.app.db.select().from(uploadPages);
    for (const { country } of EDITIONS.filter((e) => e.country.isLaunched)) {
      const know = publicPdfKnows(country.code)[0]!;
      const upload = allUploads.find((u) => u.knowId === know.id)!;
      const read = await inspectPdf((await s.app.storage.get(upload.storageKey))!, { thumbnail: false });
      const stored = pages.filter((p) => p.uploadId === upload.id).sort((a, b) => a.pageNumber - b.pageNumber);
      expect(read.pages).toEqual(stored.map((p) => p.text));
    }
  });

  it('gives editions without a catalogue general PDF knows in their language', () => {
    for (const code of GENERAL_EDITIONS) {
      expect(getSubjects(code)).toEqual([]);
      const general = publicPdfKnows(code);
      expect(general.length, code).toBeGreaterThanOrEqual(3);
      for (const know of general) {
        expect(know.subjectId).toBeNull();
        expect(know.contentLanguage).toBe(COUNTRIES[code].locale);
        expect(know.pageCount).toBeGreaterThanOrEqual(2);
        expect(know.documentText, `${code} ${know.title}`).toMatch(LANGUAGE_MARK[code]!);
      }
    }
    // AT and CH share Germany's edition and have no knows of their own.
    expect(allKnows.filter((k) => k.country === 'AT' || k.country === 'CH')).toEqual([]);
  });

  it('has flashcard knows with their cards in every edition', async () => {
    const cards = await s.app.db.select().from(flashcards);
    for (const { country } of EDITIONS.filter((e) => e.country.isLaunched)) {
      const decks = allKnows.filter((k) => k.country === country.code && k.format === 'FLASHCARDS' && !k.isPrivate && !TOPIC_KNOW_IDS.has(k.id));
      expect(decks.length, country.code).toBeGreaterThanOrEqual(2);
      for (const deck of decks) {
        const own = cards.filter((c) => c.knowId === deck.id).sort((a, b) => a.position - b.position);
        expect(own.length).toBeGreaterThanOrEqual(8);
        expect(own.length).toBeLessThanOrEqual(15);
        expect(own.map((c) => c.position)).toEqual(own.map((_, i) => i));
        for (const c of own) expect(c.front.length > 0 && c.back.length > 0).toBe(true);
        expect(deck.documentText).toContain(own[0]!.front);
        expect(deck.status).toBe('PUBLISHED');
        expect(deck.pageCount).toBe(0);
        if (getSubjects(country.code).length > 0) expect(deck.subjectId).not.toBeNull();
      }
      expect(allUploads.filter((u) => decks.some((d) => d.id === u.knowId))).toEqual([]);
    }
  });

  it('seeds a published note (with its stored PDF) and flashcard set for every topic with material', async () => {
    const cards = await s.app.db.select().from(flashcards);
    const pages = await s.app.db.select().from(uploadPages);
    const topicKnows = allKnows.filter((k) => TOPIC_KNOW_IDS.has(k.id));
    expect(topicKnows.length).toBe(TOPIC_KNOW_IDS.size);
    expect(topicKnows.length).toBeGreaterThanOrEqual(2);
    for (const know of topicKnows) {
      expect(know.status).toBe('PUBLISHED');
      expect(know.isPrivate).toBe(false);
      const found = findTopic(know.country as CountryCode, know.topicUuid!);
      expect(found?.subject.id, know.title).toBe(know.subjectId);
      expect(know.searchVector).toBeTruthy();
      if (know.format === 'FLASHCARDS') {
        expect(cards.filter((c) => c.knowId === know.id).length).toBeGreaterThanOrEqual(4);
        continue;
      }
      // A real PDF, stored and claimed, whose page text is the know's document text.
      const upload = allUploads.find((u) => u.knowId === know.id)!;
      expect(upload.contentType).toBe('application/pdf');
      const file = await s.app.storage.get(upload.storageKey);
      expect((await PDFDocument.load(file!)).getPageCount()).toBe(upload.pageCount);
      expect(file!.length).toBe(upload.sizeBytes);
      const text = pages.filter((p) => p.uploadId === upload.id).sort((a, b) => a.pageNumber - b.pageNumber).map((p) => p.text);
      expect(text.join('\n\n')).toBe(know.documentText);
      expect(know.documentText).toContain(found!.topic.name);
    }
  });

  it('keeps the original demo knows’ ids and statuses, and one private know per edition', () => {
    const statuses = [
      ['PUBLISHED', 'PUBLISHED', 'PUBLISHED', 'IN_REVIEW', 'DRAFT'],
      ['PUBLISHED', 'PUBLISHED', 'REJECTED'],
    ];
    const knowers = demoAccounts().filter((a) => a.role === 'knower');
    expect(knowers.length).toBe(30);
    for (const a of knowers) {
      const n = Number(/^knower(\d)/.exec(a.email)![1]);
      statuses[n - 1]!.forEach((status, i) => {
        const know = allKnows.find((k) => k.id === demoUuid(`know:${a.username}:${i}`));
        expect(know?.status, `${a.username} ${i}`).toBe(status);
        expect(know!.knowerId).toBe(a.knowerUuid);
      });
    }
    for (const { country } of EDITIONS.filter((e) => e.country.isLaunched)) {
      const own = allKnows.filter((k) => k.country === country.code);
      expect(own.filter((k) => k.isPrivate).length, country.code).toBe(1);
      // Only published knows have a publication date; they spread over many days.
      for (const k of own) expect(k.publishedAt === null).toBe(k.status !== 'PUBLISHED');
      const days = new Set(own.filter((k) => k.publishedAt).map((k) => k.publishedAt!.toISOString().slice(0, 10)));
      expect(days.size).toBeGreaterThan(3);
    }
    expect(allKnows.some((k) => k.likesCount > 0 && k.savesCount > 0)).toBe(true);
    // Stable: the same ids in every seeded database.
    expect(new Set(allKnows.map((k) => k.id)).size).toBe(allKnows.length);
  });

  it('indexes every know for search, finding a document by a word of its body only', async () => {
    expect(allKnows.every((k) => k.searchVector !== null && k.searchVector.length > 0)).toBe(true);
    const de = publicPdfKnows('DE').find((k) => k.subjectId === getSubjects('DE')[0]!.id)!;
    const topic = findTopic('DE', de.topicUuid!)!.topic.name;
    const found = await s.app.db
      .select({ id: knows.id })
      .from(knows)
      .where(sql`${knows.searchVector} @@ plainto_tsquery('german', ${topic})`);
    expect(found.map((f) => f.id)).toContain(de.id);
  });

  it('leaves every seeded upload claimed, with its thumbnail made on first request', async () => {
    expect(allUploads.filter((u) => u.knowId === null)).toEqual([]);
    expect(allUploads.every((u) => u.thumbnailKey === null)).toBe(true);
    const upload = allUploads[0]!;
    const done = await ensureThumbnail(s.app, upload);
    expect(done.thumbnailKey).toBe(`knows/${upload.id}/thumbnail.webp`);
    const webp = await s.app.storage.get(done.thumbnailKey!);
    expect(isWebp(webp!)).toBe(true);
    expect(imageDimensions(webp!, 'image/webp')?.width).toBe(300);
    const [row] = await s.app.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row!.thumbnailKey).toBe(done.thumbnailKey);
    // Already there: returned as is, nothing rendered.
    expect(await ensureThumbnail(s.app, row!)).toEqual(row);
  });

  it('serves seeded documents and thumbnails through the API (visitors: first page of a blurred edition)', async () => {
    const know = publicPdfKnows('DE')[0]!;
    const upload = allUploads.find((u) => u.knowId === know.id)!;
    expect(COUNTRIES.DE.contentUnblurred).toBe(false);
    const doc = await fetch(`${s.url}/api/v1/knows/${know.id}/documents/${upload.id}`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('x-know-preview')).toBe('first-page');
    const preview = await inspectPdf(Buffer.from(await doc.arrayBuffer()), { thumbnail: false });
    expect(preview.pageCount).toBe(1);
    expect(preview.pages[0]).toContain(know.title.split(':')[0]!);
    const thumb = await fetch(`${s.url}/api/v1/knows/${know.id}/thumbnail`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(isWebp(Buffer.from(await thumb.arrayBuffer()))).toBe(true);
    // A thumbnail stored before WebP (decision 0044) keeps its .png key and is served as PNG.
    const legacyKey = `knows/${upload.id}/thumbnail.png`;
    const png = await createCanvas(3, 4).encode('png');
    await s.app.storage.put(legacyKey, png, 'image/png');
    await s.app.db.update(uploads).set({ thumbnailKey: legacyKey }).where(eq(uploads.id, upload.id));
    const legacy = await fetch(`${s.url}/api/v1/knows/${know.id}/thumbnail`);
    expect(legacy.status).toBe(200);
    expect(legacy.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await legacy.arrayBuffer()).equals(png)).toBe(true);
    // The private know stays hidden from visitors.
    const hidden = allKnows.find((k) => k.country === 'DE' && k.isPrivate)!;
    expect((await fetch(`${s.url}/api/v1/knows/${hidden.id}/thumbnail`)).status).toBe(404);
  });

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(s.app.database, s.app)).toBe(0);
    expect((await s.app.db.select().from(knows)).length).toBe(allKnows.length);
  });
});

describe.each(BACKENDS)('storeUpload on %s', (backend) => {
  let s: TestServer;
  let userId: string;

  const uploadDirs = async () => readdir(join(s.db.dataDir, 'uploads', 'knows')).catch(() => [] as string[]);
  const uploadCount = async () => (await s.app.db.select().from(uploads).where(eq(uploads.userId, userId))).length;

  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    userId = demoUuid('user:store-upload-test');
    await s.app.db.insert(users).values({
      id: userId, email: 'store@example.com', name: 'Store Test', username: 'store_test', passwordHash: 'x',
      country: 'US', interfaceLanguage: 'en', contentLanguage: 'en', newsletter: false, emailPreferencesToken: 't',
    });
  });
  afterAll(async () => s?.close());

  it('stores a PDF: row, page text, file and thumbnail', async () => {
    const data = await pdfWith(['first page text', 'second page text']);
    const row = await storeUpload(s.app, { userId, filename: '../x/Notes\u0007.pdf', data, allowImages: false });
    expect(row).toMatchObject({ userId, knowId: null, contentType: 'application/pdf', filename: 'Notes.pdf', pageCount: 2, sizeBytes: data.length });
    expect(row.storageKey).toBe(`knows/${row.id}/document.pdf`);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await s.app.storage.get(row.storageKey))!.equals(data)).toBe(true);
    expect(isWebp((await s.app.storage.get(row.thumbnailKey!))!)).toBe(true);
    const pages = await s.app.db.select().from(uploadPages).where(eq(uploadPages.uploadId, row.id));
    expect(pages.sort((a, b) => a.pageNumber - b.pageNumber).map((p) => p.text)).toEqual(['first page text', 'second page text']);
  });

  it('accepts images only where allowed: 415 InvalidMIMETypeError otherwise, and for any other type', async () => {
    const png = await createCanvas(600, 300).encode('png');
    const before = await uploadCount();
    await expect(storeUpload(s.app, { userId, filename: 'a.png', data: png, allowImages: false })).rejects.toMatchObject({
      status: 415, type: 'InvalidMIMETypeError',
    });
    for (const data of [Buffer.from('<html>%PDF-1.7</html>'), Buffer.from('PK\u0003\u0004zip'), Buffer.alloc(0)]) {
      await expect(storeUpload(s.app, { userId, filename: 'x.pdf', data, allowImages: true })).rejects.toMatchObject({
        status: 415, type: 'InvalidMIMETypeError',
      });
    }
    expect(await uploadCount()).toBe(before);
    const image = await storeUpload(s.app, { userId, filename: 'board.png', data: png, allowImages: true });
    expect(image).toMatchObject({ contentType: 'image/png', pageCount: 1, storageKey: `knows/${image.id}/document.png` });
    expect(imageDimensions((await s.app.storage.get(image.thumbnailKey!))!, 'image/webp')?.width).toBe(300);
  });

  it('stores nothing for a corrupt PDF (400 corrupt) or when the database refuses the row', async () => {
    const before = { rows: await uploadCount(), dirs: await uploadDirs() };
    const corrupt = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 'junk ')]);
    const err = await storeUpload(s.app, { userId, filename: 'x.pdf', data: corrupt, allowImages: false }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, type: 'BadRequestError', data: { reason: 'corrupt' } });
    // A user that does not exist: the insert fails after inspection; no file may stay behind.
    const id = demoUuid('upload:orphan');
    await expect(
      storeUpload(s.app, { id, userId: demoUuid('user:nobody'), filename: 'x.pdf', data: await pdfWith(['x']), allowImages: false }),
    ).rejects.toThrow();
    expect(await s.app.storage.get(`knows/${id}/document.pdf`)).toBeNull();
    expect(await s.app.storage.get(`knows/${id}/thumbnail.webp`)).toBeNull();
    expect({ rows: await uploadCount(), dirs: await uploadDirs() }).toEqual(before);
  });

  it('skips extraction and the thumbnail when the text is known', async () => {
    const data = await pdfWith(['a', 'b', 'c']);
    const row = await storeUpload(s.app, {
      userId, filename: '', data, allowImages: false, pagesText: ['  known\n\n text ', 'two', 'three'], skipThumbnail: true,
    });
    expect(row).toMatchObject({ filename: 'document.pdf', pageCount: 3, thumbnailKey: null });
    const pages = await s.app.db.select().from(uploadPages).where(eq(uploadPages.uploadId, row.id));
    expect(pages.sort((a, b) => a.pageNumber - b.pageNumber).map((p) => p.text)).toEqual(['known\ntext', 'two', 'three']);
  });

  it('purges the user’s unclaimed uploads older than a day, rows and files', async () => {
    const other = demoUuid('user:store-upload-other');
    await s.app.db.insert(users).values({
      id: other, email: 'other@example.com', name: 'Other', username: 'store_other', passwordHash: 'x',
      country: 'US', interfaceLanguage: 'en', contentLanguage: 'en', newsletter: false, emailPreferencesToken: 't',
    });
    const data = await pdfWith(['old']);
    const stale = await storeUpload(s.app, { userId, filename: 'old.pdf', data, allowImages: false });
    const fresh = await storeUpload(s.app, { userId, filename: 'new.pdf', data, allowImages: false });
    const othersStale = await storeUpload(s.app, { userId: other, filename: 'o.pdf', data, allowImages: false });
    const old = new Date(Date.now() - 25 * 3_600_000);
    await s.app.db.update(uploads).set({ createdAt: old }).where(inArray(uploads.id, [stale.id, othersStale.id]));

    expect(await purgeStaleUploads(s.app, userId)).toBeGreaterThanOrEqual(1);
    const left = await s.app.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.userId, userId), isNull(uploads.knowId)));
    expect(left.map((r) => r.id)).not.toContain(stale.id);
    expect(left.map((r) => r.id)).toContain(fresh.id);
    expect(await s.app.storage.get(stale.storageKey)).toBeNull();
    expect(await s.app.storage.get(stale.thumbnailKey!)).toBeNull();
    expect(await s.app.storage.get(fresh.storageKey)).not.toBeNull();
    // Someone else's stale upload is theirs to purge.
    expect(await s.app.storage.get(othersStale.storageKey)).not.toBeNull();
    expect(await purgeStaleUploads(s.app, userId)).toBe(0);
  });
});
