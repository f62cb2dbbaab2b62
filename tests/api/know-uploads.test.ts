/**
 * POST /uploads (decision 0008) over HTTP: type by magic bytes, images only where the edition
 * allows them, size limit, corrupt PDFs leave nothing behind, ownership, stale-upload purge,
 * rate limit.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { filesUnder, makePdf } from '../support/documents';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MAX_DOCUMENT_BYTES = 200 * 1024;

describe.each(BACKENDS)('know uploads on %s', (backend) => {
  let de: { token: string; uuid: string };
  let us: { token: string; uuid: string };
  let pdf: Buffer;

  const user = (country: string) => c.member({ country });

  async function upload(token: string | null, data: Buffer, filename = 'notes.pdf', type = 'application/pdf', field = 'file') {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
    const headers: Record<string, string> = { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers, body: form });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
  }

  async function count(table: 'uploads' | 'upload_pages', userId?: string): Promise<number> {
    const where = userId && table === 'uploads' ? sql` WHERE user_id = ${userId}` : sql``;
    const r = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}${where}`);
    return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }

  const uploadsDir = () => join(s.db.dataDir, 'uploads');

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false', MAX_DOCUMENT_BYTES: String(MAX_DOCUMENT_BYTES) });
  const c = client(s);
  beforeAll(async () => {
    [de, us] = await Promise.all([user('DE'), user('US')]);
    pdf = await makePdf(['Seite eins', 'Seite zwei']);
  });

  it('stores a PDF: a KnowDocument with its pages, its text and files on disk', async () => {
    const r = await upload(de.token, pdf, 'Zusammenfassung.pdf', 'application/octet-stream');
    expect(r.status, r.text).toBe(201);
    expect(r.body).toEqual({
      uuid: expect.any(String),
      contentType: 'application/pdf',
      filename: 'Zusammenfassung.pdf',
      sizeBytes: pdf.length,
      pageCount: 2,
      url: `/api/v1/uploads/${r.body.uuid}`,
      thumbnailUrl: null,
    });
    const pages = await s.app.db.execute(sql`SELECT text FROM upload_pages WHERE upload_id = ${r.body.uuid} ORDER BY page_number`);
    expect((pages as unknown as { rows: { text: string }[] }).rows.map((p) => p.text.trim())).toEqual(['Seite eins', 'Seite zwei']);
    expect((await filesUnder(uploadsDir())).some((f) => f.includes(r.body.uuid))).toBe(true);

    // The uploader can fetch it; nobody else can.
    const own = await fetch(`${s.url}${r.body.url}`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${de.token}` } });
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer()).equals(pdf)).toBe(true);
    expectError(await c.get(r.body.url, { token: us.token }), 404, 'NotFoundError');
  });

  it('needs a signed-in user and a "file" part', async () => {
    expectError(await upload(null, pdf), 401, 'AuthorizationError');
    const wrongField = await upload(de.token, pdf, 'a.pdf', 'application/pdf', 'document');
    expect(wrongField.status, wrongField.text).toBe(400);
    expect(wrongField.body.error.type).toBe('FormValidationError');
    expect(wrongField.body.error.data.fields).toHaveProperty('file');
    const json = await c.post('/api/v1/uploads', { file: 'x' }, { token: de.token });
    expectError(json, 415, 'InvalidMIMETypeError');
  });

  it('judges the type by magic bytes: forged PDFs and images outside the US get 415', async () => {
    const before = await count('uploads');
    const html = await upload(de.token, Buffer.from('<html><script>alert(1)</script></html>'), 'notes.pdf', 'application/pdf');
    expect(html.status, html.text).toBe(415);
    expect(html.body.error.type).toBe('InvalidMIMETypeError');
    // PDF header not at the start: a polyglot, refused.
    const shifted = await upload(de.token, Buffer.concat([Buffer.from('junk'), pdf]), 'x.pdf');
    expect(shifted.status).toBe(415);
    const png = await upload(de.token, PNG, 'photo.png', 'image/png');
    expect(png.status, png.text).toBe(415);
    expect(await count('uploads')).toBe(before);

    const usPng = await upload(us.token, PNG, 'photo.png', 'image/png');
    expect(usPng.status, usPng.text).toBe(201);
    expect(usPng.body).toMatchObject({ contentType: 'image/png', pageCount: 1 });
  });

  it('creates an IMAGE know for a US user, but not one mixing images and PDFs', async () => {
    const img = (await upload(us.token, PNG, 'board.png', 'image/png')).body.uuid as string;
    const doc = (await upload(us.token, pdf, 'notes.pdf')).body.uuid as string;
    const body = { title: 'Whiteboard', subjectId: 7001, contentLanguageCode: 'en' };
    const mixed = await c.post('/api/v1/knows', { ...body, uploadIds: [img, doc] }, { token: us.token });
    expect(expectError(mixed, 400, 'FormValidationError').data.fields).toHaveProperty('uploadIds');
    const r = await c.post('/api/v1/knows', { ...body, uploadIds: [img] }, { token: us.token });
    expect(r.status, r.text).toBe(201);
    expect(r.body).toMatchObject({ format: 'IMAGE', countryCode: 'US', pageCount: 1, filename: 'board.png' });
    const file = await fetch(`${s.url}${r.body.documents[0].url}`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const thumb = await fetch(`${s.url}${r.body.thumbnailUrl}`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 413 over MAX_DOCUMENT_BYTES and stores nothing', async () => {
    const before = await count('uploads');
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const r = await upload(de.token, big);
    expect(r.status, r.text).toBe(413);
    expect(r.body.error.type).toBe('BadRequestError');
    // Just over the file limit, but within the body's room for multipart framing.
    const edge = await upload(de.token, Buffer.concat([pdf, Buffer.alloc(MAX_DOCUMENT_BYTES - pdf.length + 1)]));
    expect(edge.status, edge.text).toBe(413);
    expect(await count('uploads')).toBe(before);
    // The profile-picture limit is unchanged by the document limit.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))], { type: 'image/png' }), 'me.png');
    const pic = await fetch(`${s.url}/api/v1/users/${de.uuid}/profilepicture`, {
      method: 'POST',
      headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${de.token}` },
      body: form,
    });
    expect(pic.status).toBe(413);
  });

  it('refuses a corrupt PDF with 400 reason corrupt, leaving no row and no file', async () => {
    const rowsBefore = await count('uploads');
    const pagesBefore = await count('upload_pages');
    const filesBefore = (await filesUnder(uploadsDir())).sort();
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('this is not a pdf body at all '.repeat(50))]);
    const truncated = pdf.subarray(0, Math.floor(pdf.length / 3));
    for (const data of [broken, truncated]) {
      const r = await upload(de.token, data, 'kaputt.pdf');
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'BadRequestError', data: { reason: 'corrupt' } });
    }
    expect(await count('uploads')).toBe(rowsBefore);
    expect(await count('upload_pages')).toBe(pagesBefore);
    expect((await filesUnder(uploadsDir())).sort()).toEqual(filesBefore);
  });

  it('purges the caller\'s unclaimed uploads older than a day when they upload again', async () => {
    const fresh = await user('DE');
    const old = (await upload(fresh.token, pdf)).body.uuid as string;
    const claimed = (await upload(fresh.token, pdf)).body.uuid as string;
    const k = await c.post('/api/v1/knows', { title: 'Alt', subjectId: 1001, contentLanguageCode: 'de', uploadIds: [claimed] }, { token: fresh.token });
    expect(k.status, k.text).toBe(201);
    await s.app.db.execute(sql`UPDATE uploads SET created_at = now() - interval '25 hours' WHERE id IN (${old}, ${claimed})`);
    expect((await filesUnder(uploadsDir())).some((f) => f.includes(old))).toBe(true);
    expect((await upload(fresh.token, pdf)).status).toBe(201);
    expect(await count('uploads', fresh.uuid)).toBe(2);
    expect((await filesUnder(uploadsDir())).some((f) => f.includes(old))).toBe(false);
    expect((await filesUnder(uploadsDir())).some((f) => f.includes(claimed))).toBe(true);
  });

  it('limits uploads per user per hour (429 with Retry-After)', async () => {
    const busy = await user('DE');
    await s.app.db.execute(
      sql`INSERT INTO rate_limits (bucket, key, tat) VALUES ('upload-user', ${busy.uuid}, now() + interval '1 hour')`,
    );
    const r = await upload(busy.token, pdf);
    expect(r.status, r.text).toBe(429);
    expect(r.body.error.type).toBe('TooManyRequestsError');
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('uploads', busy.uuid)).toBe(0);
    // Another user is not affected.
    expect((await upload(de.token, pdf)).status).toBe(201);
  });
});
