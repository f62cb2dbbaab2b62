/**
 * Files over HTTP (decision 0018) with the storage the settings choose: S3 (against s3rver) and
 * local disk. A know uploaded through the API lands in the bucket and reads back; documents,
 * thumbnails, own uploads and profile pictures carry validators (304), documents byte ranges
 * (206, 416), and Cache-Control says who may keep them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { s3Storage } from '@/server/files/s3-storage';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client, DEVICE_ID, expectError, type Res } from './support/client';
import { filesUnder, makePdf } from '../support/documents';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { postFile, postFileOk, uploadId } from './support/uploads';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CASES = BACKENDS.flatMap((backend) => (['s3', 'local'] as const).map((storage) => ({ backend, storage })));

describe.each(CASES)('files served on $backend with $storage storage', ({ backend, storage }) => {
  let s3: LocalS3 | undefined;
  let s: TestServer;
  let c: ReturnType<typeof client>;
  let de: { token: string; uuid: string };
  let other: { token: string; uuid: string };
  let pdf: Buffer;
  let know: { uuid: string; documents: { uuid: string; url: string }[] };
  let docPath: string;

  const user = (country: string) => c.member({ country });

  const multipart = (path: string, token: string, data: Buffer, filename: string, type: string) => postFileOk(`${s.url}${path}`, token, data, { filename, type });

  /** A GET with only the given headers (documents need no client headers). */
  async function get(path: string, headers: Record<string, string> = {}): Promise<Res & { bytes: Buffer }> {
    const res = await fetch(`${s.url}${path}`, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    const json = (res.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : null;
    return { status: res.status, headers: res.headers, body: json, text, bytes };
  }

  beforeAll(async () => {
    if (storage === 's3') s3 = await startLocalS3();
    s = await startServer(backend, { SEED_DEMO_DATA: 'false', ...(s3?.env ?? {}) });
    c = client(s.url);
    [de, other] = await Promise.all([user('DE'), user('DE')]);
    // A Pro member reads DE knows whole (decision 0032); free members get the preview like visitors.
    await s.app.db.execute(sql`UPDATE users SET premium_status = 'PRO' WHERE id = ${other.uuid}`);
    pdf = await makePdf(['Erste Seite', 'Zweite Seite', 'Dritte Seite']);
    const upload = await multipart('/api/v1/uploads', de.token, pdf, 'Lernzettel.pdf', 'application/pdf');
    const r = await c.post('/api/v1/knows', {
      title: 'Analysis Lernzettel', subjectId: 1001, contentLanguageCode: 'de', uploadIds: [upload.uuid],
    }, { token: de.token });
    expect(r.status, r.text).toBe(201);
    know = r.body;
    docPath = know.documents[0]!.url;
  });
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  it('stores the uploaded know where the settings say, and reads the document back whole', async () => {
    expect(s.app.storage.kind).toBe(storage);
    const [row] = (await s.app.db.execute(sql`SELECT storage_key FROM uploads WHERE id = ${know.documents[0]!.uuid}`) as unknown as {
      rows: { storage_key: string }[];
    }).rows;
    const local = await filesUnder(join(s.db.dataDir, 'uploads'));
    if (s3) {
      // In the bucket, as seen by a separate client; nothing on this machine's disk.
      const inBucket = await s3Storage(s3.settings).get(row!.storage_key);
      expect(inBucket!.equals(pdf)).toBe(true);
      expect(local).toEqual([]);
    } else {
      expect(local.some((f) => f.endsWith(row!.storage_key))).toBe(true);
    }
    const r = await get(docPath, { Authorization: `Bearer ${other.token}` });
    expect(r.status).toBe(200);
    expect(r.bytes.equals(pdf)).toBe(true);
    expect(r.headers.get('content-length')).toBe(String(pdf.length));
    expect(r.headers.get('accept-ranges')).toBe('bytes');
    expect(r.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(r.headers.get('last-modified')!).getTime()).toBeGreaterThan(Date.now() - 120_000);
  });

  it('answers 304 to a client whose copy is current, and 200 when it is not', async () => {
    const first = await get(docPath, { Authorization: `Bearer ${other.token}` });
    const etag = first.headers.get('etag')!;
    const auth = { Authorization: `Bearer ${other.token}` };
    const same = await get(docPath, { ...auth, 'If-None-Match': etag });
    expect(same.status).toBe(304);
    expect(same.bytes.length).toBe(0);
    expect(same.headers.get('etag')).toBe(etag);
    expect(same.headers.get('cache-control')).toBe('private, max-age=300');
    // A weak form and a list match too (weak comparison).
    expect((await get(docPath, { ...auth, 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
    expect((await get(docPath, { ...auth, 'If-None-Match': '*' })).status).toBe(304);
    expect((await get(docPath, { ...auth, 'If-None-Match': '"something-else"' })).status).toBe(200);
    // If-Modified-Since, only when there is no If-None-Match.
    const later = new Date(Date.now() + 60_000).toUTCString();
    const earlier = new Date(Date.now() - 3_600_000).toUTCString();
    expect((await get(docPath, { ...auth, 'If-Modified-Since': later })).status).toBe(304);
    expect((await get(docPath, { ...auth, 'If-Modified-Since': earlier })).status).toBe(200);
    expect((await get(docPath, { ...auth, 'If-Modified-Since': 'not a date' })).status).toBe(200);
    expect((await get(docPath, { ...auth, 'If-Modified-Since': later, 'If-None-Match': '"x"' })).status).toBe(200);
  });

  it('serves byte ranges of a document: 206 with Content-Range, 416 outside the file', async () => {
    const auth = { Authorization: `Bearer ${other.token}` };
    const size = pdf.length;
    const first = await get(docPath, { ...auth, Range: 'bytes=0-9' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-9/${size}`);
    expect(first.headers.get('content-length')).toBe('10');
    expect(first.bytes.equals(pdf.subarray(0, 10))).toBe(true);

    const tail = await get(docPath, { ...auth, Range: 'bytes=-7' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 7}-${size - 1}/${size}`);
    expect(tail.bytes.equals(pdf.subarray(size - 7))).toBe(true);

    const open = await get(docPath, { ...auth, Range: `bytes=100-` });
    expect(open.status).toBe(206);
    expect(open.bytes.equals(pdf.subarray(100))).toBe(true);
    // An end past the file is cut to the file.
    const past = await get(docPath, { ...auth, Range: `bytes=${size - 3}-${size + 1000}` });
    expect(past.headers.get('content-range')).toBe(`bytes ${size - 3}-${size - 1}/${size}`);

    const outside = await get(docPath, { ...auth, Range: `bytes=${size}-` });
    const err = expectError(outside, 416, 'BadRequestError');
    expect(err.data).toEqual({ size });
    expect(outside.headers.get('content-range')).toBe(`bytes */${size}`);
    expectError(await get(docPath, { ...auth, Range: 'bytes=-0' }), 416, 'BadRequestError');

    // Several ranges, another unit, nonsense: the whole file.
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=abc']) {
      const whole = await get(docPath, { ...auth, Range: range });
      expect(whole.status, range).toBe(200);
      expect(whole.bytes.equals(pdf)).toBe(true);
    }
    // If-Range: the range only if the client's copy is this one.
    const etag = first.headers.get('etag')!;
    expect((await get(docPath, { ...auth, Range: 'bytes=0-9', 'If-Range': etag })).status).toBe(206);
    expect((await get(docPath, { ...auth, Range: 'bytes=0-9', 'If-Range': '"stale"' })).status).toBe(200);
    expect((await get(docPath, { ...auth, Range: 'bytes=0-9', 'If-Range': `W/${etag}` })).status).toBe(200);
    const lastModified = first.headers.get('last-modified')!;
    expect((await get(docPath, { ...auth, Range: 'bytes=0-9', 'If-Range': lastModified })).status).toBe(206);
    // A current copy needs no range at all.
    expect((await get(docPath, { ...auth, Range: 'bytes=0-9', 'If-None-Match': etag })).status).toBe(304);
  });

  it('lets shared caches keep only what every visitor may see, the same for all', async () => {
    // A visitor of the blurred DE edition gets a first-page preview: its own tag, no ranges.
    const visitor = await get(docPath);
    const member = await get(docPath, { Authorization: `Bearer ${other.token}` });
    expect(visitor.headers.get('x-know-preview')).toBe('first-page');
    expect(visitor.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(visitor.headers.get('vary')).toBe('Authorization');
    expect(visitor.headers.get('accept-ranges')).toBe('none');
    expect(visitor.headers.get('etag')).not.toBe(member.headers.get('etag'));
    expect(visitor.headers.get('content-length')).toBe(String(visitor.bytes.length));
    expect(visitor.bytes.length).toBeLessThan(pdf.length);
    expect((await get(docPath, { Range: 'bytes=0-9' })).status).toBe(200);
    expect((await get(docPath, { 'If-None-Match': visitor.headers.get('etag')! })).status).toBe(304);
    // The whole file's tag does not validate the preview.
    expect((await get(docPath, { 'If-None-Match': member.headers.get('etag')! })).status).toBe(200);

    // A private know: only the owner, only in the owner's browser.
    await s.app.db.execute(sql`UPDATE knows SET is_private = true WHERE id = ${know.uuid}`);
    try {
      expect((await get(docPath)).status).toBe(404);
      const owner = await get(docPath, { Authorization: `Bearer ${de.token}` });
      expect(owner.status).toBe(200);
      expect(owner.headers.get('cache-control')).toBe('private, max-age=300');
      const thumb = await get(`/api/v1/knows/${know.uuid}/thumbnail`, { Authorization: `Bearer ${de.token}` });
      expect(thumb.headers.get('cache-control')).toBe('private, max-age=300');
    } finally {
      await s.app.db.execute(sql`UPDATE knows SET is_private = false WHERE id = ${know.uuid}`);
    }
  });

  it('gives thumbnails, own uploads and profile pictures validators and fitting Cache-Control', async () => {
    const thumbPath = `/api/v1/knows/${know.uuid}/thumbnail`;
    const thumb = await get(thumbPath);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=600');
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await get(thumbPath, { 'If-None-Match': thumb.headers.get('etag')! })).status).toBe(304);

    // An upload not yet in a know: the uploader's browser only, revalidated each time.
    const fresh = await multipart('/api/v1/uploads', de.token, pdf, 'neu.pdf', 'application/pdf');
    const auth = { Authorization: `Bearer ${de.token}`, 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    const own = await get(fresh.url, auth);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.bytes.equals(pdf)).toBe(true);
    expect((await get(fresh.url, { ...auth, 'If-None-Match': own.headers.get('etag')! })).status).toBe(304);
    const part = await get(fresh.url, { ...auth, Range: 'bytes=5-8' });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(pdf.subarray(5, 9))).toBe(true);

    // Profile picture: a new picture, a new tag.
    const picPath = `/api/v1/users/${de.uuid}/profilepicture`;
    const client = { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    await multipart(picPath, de.token, PNG, 'me.png', 'image/png');
    const pic = await get(picPath, client);
    expect(pic.status).toBe(200);
    expect(pic.bytes.equals(PNG)).toBe(true);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(pic.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await get(picPath, { ...client, 'If-None-Match': pic.headers.get('etag')! })).status).toBe(304);
    await multipart(picPath, de.token, PNG, 'me-again.png', 'image/png');
    const again = await get(picPath, { ...client, 'If-None-Match': pic.headers.get('etag')! });
    expect(again.status).toBe(200);
    expect(again.headers.get('etag')).not.toBe(pic.headers.get('etag'));
  });

  it('answers 404 when storage has lost a file', async () => {
    const lost = await multipart('/api/v1/uploads', de.token, pdf, 'lost.pdf', 'application/pdf');
    const [row] = (await s.app.db.execute(sql`SELECT storage_key FROM uploads WHERE id = ${lost.uuid}`) as unknown as {
      rows: { storage_key: string }[];
    }).rows;
    await s.app.storage.remove(row!.storage_key);
    const auth = { Authorization: `Bearer ${de.token}`, 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    expectError(await get(lost.url, auth), 404, 'NotFoundError');
    expectError(await get(lost.url, { ...auth, Range: 'bytes=0-3' }), 404, 'NotFoundError');
  });
});

describe.each(BACKENDS)('a bucket that refuses the keys, on %s', (backend) => {
  it('fails the upload with a 500 and logs the S3 error without either key', async () => {
    const s3 = await startLocalS3();
    const keyId = 'AKIAWRONGKEYID000001';
    const secret = 'wrong-secret-0123456789-abcdefghij';
    const s = await startServer(backend, { SEED_DEMO_DATA: 'false', ...s3.env, S3_ACCESS_KEY_ID: keyId, S3_SECRET_ACCESS_KEY: secret });
    // The server logs the failure as an error, which the console guard would count: it is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    try {
      const c = client(s.url);
      const { token } = await c.signedInUser({ country: 'DE' });
      const { status, text } = await postFile(`${s.url}/api/v1/uploads`, token, await makePdf(['x']), { filename: 'x.pdf' });
      expect(status, text).toBe(500);
      const log = s.logs.lines.join('\n');
      expect(log).toMatch(/S3 put knows\/[0-9a-f-]+\/document\.pdf failed: InvalidAccessKeyId \(HTTP 403\)/);
      for (const shown of [log, text]) {
        expect(shown).not.toContain(secret);
        expect(shown).not.toContain(keyId);
      }
      // Nothing of the refused upload stays behind.
      const rows = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM uploads`);
      expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
    } finally {
      await s.close();
      await s3.close();
    }
    // Starts its own server and bucket: the hook timeout's room, not a test's.
  }, 120_000);
});

describe.each(BACKENDS)('HEAD on %s', (backend) => {
  it('answers a file route like GET without the body, and says so in Allow', async () => {
    const s3 = await startLocalS3();
    const s = await startServer(backend, { SEED_DEMO_DATA: 'false', ...s3.env });
    try {
      const c = client(s.url);
      const { token } = await c.signedInUser({ country: 'TR' });
      const pdf = await makePdf(['Bir', 'Iki']);
      const upload = await uploadId(s.url, token, pdf, { filename: 'a.pdf' });
      const k = await c.post('/api/v1/knows', { title: 'Türev', contentLanguageCode: 'tr', uploadIds: [upload] }, { token });
      expect(k.status, k.text).toBe(201);
      const path = k.body.documents[0].url as string;
      const got = await fetch(`${s.url}${path}`);
      const head = await fetch(`${s.url}${path}`, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(pdf.length));
      expect(head.headers.get('etag')).toBe(got.headers.get('etag'));
      expect(head.headers.get('cache-control')).toBe(got.headers.get('cache-control'));
      expect((await head.arrayBuffer()).byteLength).toBe(0);
      expect((await fetch(`${s.url}${path}`, { method: 'HEAD', headers: { 'If-None-Match': got.headers.get('etag')! } })).status).toBe(304);
      const part = await fetch(`${s.url}${path}`, { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
      expect([part.status, part.headers.get('content-length')]).toEqual([206, '10']);
      // A route without GET has no HEAD either.
      const post = await fetch(`${s.url}/api/v1/uploads`, { method: 'HEAD', headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('POST, OPTIONS');
      expect(got.headers.get('allow')).toBeNull();
      const options = await fetch(`${s.url}${path}`, { method: 'OPTIONS' });
      expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    } finally {
      await s.close();
      await s3.close();
    }
  }, 120_000);
});
