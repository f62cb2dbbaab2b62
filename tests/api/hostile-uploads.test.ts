/**
 * Hostile documents over HTTP (issue 9, decision 0015): a 1,000,000-page PDF, a 400 KB deflate
 * bomb and an image declaring 2.5 billion pixels are refused with 400 BadRequestError and a
 * `data.reason` naming the limit, and leave nothing behind: no upload row, no page rows, no file.
 * MAX_DOCUMENT_PAGES and MAX_DOCUMENT_DECOMPRESSED_BYTES are honoured as set.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client } from './support/client';
import { filesUnder, makePdf } from '../support/documents';
import { deflateBombPdf, manyPagesPdf } from '../unit/pdf-hostile-files';
import { postFile } from './support/uploads';

const MiB = 1024 * 1024;
const MAX_PAGES = 3;
const MAX_DECOMPRESSED = 32 * MiB;

describe.each(BACKENDS)('hostile uploads on %s', (backend) => {
  let s: TestServer;
  let de: string;
  let us: string;

  async function token(country: string): Promise<string> {
    const c = client(s.url);
    return (await c.signedInUser({ country })).token;
  }

  const upload = (bearer: string, data: Buffer, filename: string, type = 'application/pdf') => postFile(`${s.url}/api/v1/uploads`, bearer, data, { filename, type });

  async function count(table: 'uploads' | 'upload_pages'): Promise<number> {
    const r = await s.app.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`);
    return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
  }

  /** Runs `fn` and expects no row and no file to have been added by it. */
  async function leavesNothing(fn: () => Promise<void>) {
    const before = [await count('uploads'), await count('upload_pages'), (await filesUnder(join(s.db.dataDir, 'uploads'))).sort()];
    await fn();
    const after = [await count('uploads'), await count('upload_pages'), (await filesUnder(join(s.db.dataDir, 'uploads'))).sort()];
    expect(after).toEqual(before);
  }

  beforeAll(async () => {
    s = await startServer(backend, {
      SEED_DEMO_DATA: 'false',
      MAX_DOCUMENT_PAGES: String(MAX_PAGES),
      MAX_DOCUMENT_DECOMPRESSED_BYTES: String(MAX_DECOMPRESSED),
    });
    [de, us] = await Promise.all([token('DE'), token('US')]);
    // Something is stored before, so "nothing added" compares against a non-empty state.
    expect((await upload(de, await makePdf(1), 'vorher.pdf')).status).toBe(201);
  });
  afterAll(async () => s?.close());

  it('refuses a 1,000,000-page PDF with 400 too-many-pages, writing nothing', async () => {
    await leavesNothing(async () => {
      const r = await upload(de, manyPagesPdf(1_000_000), 'million.pdf');
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toEqual({
        type: 'BadRequestError',
        message: `The PDF has 1000000 pages; at most ${MAX_PAGES} are accepted.`,
        data: { reason: 'too-many-pages', pageCount: 1_000_000, maxPages: MAX_PAGES },
      });
    });
  }, 60_000);

  it('honours MAX_DOCUMENT_PAGES: the cap is accepted, one page more is not', async () => {
    const atCap = await upload(de, await makePdf(MAX_PAGES), 'drei.pdf');
    expect(atCap.status, atCap.text).toBe(201);
    expect(atCap.body.pageCount).toBe(MAX_PAGES);
    await leavesNothing(async () => {
      const over = await upload(de, await makePdf(MAX_PAGES + 1), 'vier.pdf');
      expect(over.status, over.text).toBe(400);
      expect(over.body.error.data).toEqual({ reason: 'too-many-pages', pageCount: MAX_PAGES + 1, maxPages: MAX_PAGES });
    });
  });

  it('refuses a 400 KB deflate bomb with 400 too-large-when-decompressed, writing nothing', async () => {
    const bomb = await deflateBombPdf(400 * MiB);
    expect(bomb.length).toBeLessThan(500_000);
    await leavesNothing(async () => {
      const r = await upload(de, bomb, 'bomb.pdf');
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toMatchObject({
        type: 'BadRequestError',
        data: { reason: 'too-large-when-decompressed', maxBytes: MAX_DECOMPRESSED },
      });
    });
    // Under the cap, the same kind of file is an ordinary (empty) page.
    const small = await upload(de, await deflateBombPdf(MAX_DECOMPRESSED / 4), 'leer.pdf');
    expect(small.status, small.text).toBe(201);
    // 29 s in a fresh-clone CI with e2e beside it (session 26): room for a machine twice as slow.
  }, 180_000);

  it('refuses an image declaring 2.5 billion pixels (US) with 400 too-large-when-decompressed, writing nothing', async () => {
    const png = Buffer.from(await createCanvas(32, 32).encode('png'));
    png.writeUInt32BE(50_000, 16);
    png.writeUInt32BE(50_000, 20);
    await leavesNothing(async () => {
      const r = await upload(us, png, 'huge.png', 'image/png');
      expect(r.status, r.text).toBe(400);
      expect(r.body.error).toMatchObject({ type: 'BadRequestError', data: { reason: 'too-large-when-decompressed' } });
    });
  });
});
