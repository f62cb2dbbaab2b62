/**
 * `npm run storage:migrate` (decision 0018): local files into the bucket, verified, idempotent,
 * resumable, local files kept unless --delete-local; and an instance switched to the bucket
 * then serves the knows uploaded before, on PGlite and PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '@/server/files/local-storage';
import { migrateFiles } from '@/server/files/migrate-storage';
import { s3Storage } from '@/server/files/s3-storage';
import type { FileStorage } from '@/server/files/storage';
import { BACKENDS, createTestDatabase, startServer } from './support/server';
import { client } from './support/client';
import { filesUnder, makePdf } from '../support/documents';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { uploadId } from './support/uploads';
import { TSX_NODE_ARGS } from './support/run-node';
import { blockTempDir, withTempDir } from '../support/temp-dir';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

async function all(storage: FileStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for await (const f of storage.list()) out[f.key] = (await storage.get(f.key))!.toString('utf8');
  return out;
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.close());

describe('migrateFiles', () => {
  const dir = blockTempDir('knowly-migrate-');

  it('copies every file once, verified, resumes after a partial run, and keeps the local files', async () => {
    const local = localStorage(dir());
    const bucket = s3Storage({ ...s3.settings, bucket: 'migrate-a' });
    const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const admin = new S3Client({
      endpoint: s3.settings.endpoint, region: 'us-east-1', forcePathStyle: true,
      credentials: { accessKeyId: s3.settings.accessKeyId, secretAccessKey: s3.settings.secretAccessKey },
    });
    await admin.send(new CreateBucketCommand({ Bucket: 'migrate-a' }));
    const files: Record<string, string> = {};
    for (let i = 0; i < 12; i++) files[`knows/u${i}/document.pdf`] = `%PDF-${'x'.repeat(i * 10)}`;
    files['profile-pictures/p1/abc.png'] = 'png bytes';
    for (const [k, v] of Object.entries(files)) await local.put(k, Buffer.from(v));
    // A run that stopped midway: one file already copied, one cut short.
    await bucket.put('knows/u3/document.pdf', Buffer.from(files['knows/u3/document.pdf']!));
    await bucket.put('knows/u4/document.pdf', Buffer.from('%PDF-'));

    const first = await migrateFiles(local, bucket, { concurrency: 3 });
    expect(first).toMatchObject({ seen: 13, copied: 12, present: 1, failed: 0, deleted: 0, failures: [] });
    expect(first.bytesCopied).toBe(Object.values(files).reduce((n, v) => n + v.length, 0) - files['knows/u3/document.pdf']!.length);
    expect(await all(bucket)).toEqual(files);
    expect(await all(local)).toEqual(files);
    // The copy keeps its type for anyone reading the bucket directly.
    const { HeadObjectCommand } = await import('@aws-sdk/client-s3');
    const head = await admin.send(new HeadObjectCommand({ Bucket: 'migrate-a', Key: 'knows/u1/document.pdf' }));
    expect(head.ContentType).toBe('application/pdf');

    const again = await migrateFiles(local, bucket);
    expect(again).toMatchObject({ seen: 13, copied: 0, present: 13, failed: 0, bytesCopied: 0 });

    const moved = await migrateFiles(local, bucket, { deleteSource: true });
    expect(moved).toMatchObject({ seen: 13, copied: 0, present: 13, deleted: 13 });
    expect(await all(local)).toEqual({});
    expect(await all(bucket)).toEqual(files);
    admin.destroy();
  });

  it('counts failures, keeps the local files, and names the reason', async () => {
    const local = localStorage(dir());
    await local.put('knows/f1/document.pdf', Buffer.from('%PDF-1'));
    const missing = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    const report = await migrateFiles(local, missing, { deleteSource: true });
    expect(report).toMatchObject({ seen: 1, copied: 0, failed: 1, deleted: 0 });
    expect(report.failures[0]).toEqual({ key: 'knows/f1/document.pdf', reason: expect.stringMatching(/NoSuchBucket/) });
    expect(Object.keys(await all(local))).toEqual(['knows/f1/document.pdf']);
  });
});

describe('npm run storage:migrate', () => {
  it('copies, reports counts, removes local files only with --delete-local, and refuses without a bucket', async () => {
    await withTempDir('knowly-migrate-', async (dir) => {
      const local = localStorage(dir);
      // Keys of this attempt's own: a retry after a timeout finds the first attempt's copies in the
      // shared bucket, and would count them "already in the bucket".
      const know = `s-${randomUUID()}`;
      await local.put(`knows/${know}/document.pdf`, Buffer.from('%PDF-script'));
      await local.put(`knows/${know}/thumbnail.png`, Buffer.from('png'));
      const base: NodeJS.ProcessEnv = {
        PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dir,
      };
      // The script with tsx on this test's own node (Node 24), not on whichever `node` PATH finds first.
      const node = process.execPath;
      const script = join(root, 'scripts', 'storage-migrate.ts');
      const tsxArgs = (...args: string[]) => [...TSX_NODE_ARGS, script, ...args];

      const refused = await run(node, tsxArgs(), { cwd: root, env: base }).catch((e: { code: number; stdout: string }) => e);
      expect(refused).toMatchObject({ code: 2, stdout: expect.stringContaining('No bucket is configured') });

      const env = { ...base, ...s3.env };
      const kept = await run(node, tsxArgs(), { cwd: root, env });
      expect(kept.stdout).toContain('2 files: 2 copied (0.0 MB), 0 already in the bucket, 0 failed');
      expect(kept.stdout).toContain(`to s3://knowly-test at ${s3.settings.endpoint}`);
      // The test server's key id and secret are both this word: neither is printed.
      expect(kept.stdout + kept.stderr).not.toContain(s3.settings.secretAccessKey);
      expect(await filesUnder(join(dir, 'uploads'))).toHaveLength(2);

      const moved = await run(node, tsxArgs('--delete-local'), { cwd: root, env });
      expect(moved.stdout).toContain('2 files: 0 copied (0.0 MB), 2 already in the bucket, 0 failed, 2 local files removed');
      expect(await filesUnder(join(dir, 'uploads'))).toEqual([]);
      expect((await s3Storage(s3.settings).get(`knows/${know}/document.pdf`))!.toString()).toBe('%PDF-script');

      const bad = await run(node, tsxArgs('--delete-everything'), { cwd: root, env }).catch((e: { code: number; stdout: string }) => e);
      expect(bad).toMatchObject({ code: 2, stdout: expect.stringContaining('usage:') });
    });
    // Four starts of the script under tsx: about 5 s each on a quiet machine, over 15 s each on a
    // loaded one with the e2e run beside it (the fresh-clone CI of session 25 timed out at 60 s).
  }, 240_000);
});

describe.each(BACKENDS)('switching an instance to the bucket on %s', (backend) => {
  it('serves the knows uploaded before, once their files are migrated', async () => {
    const db = await createTestDatabase(backend, 'empty');
    try {
      const before = await startServer(db, { SEED_DEMO_DATA: 'false' });
      const c = client(before.url);
      const { token } = await c.signedInUser({ country: 'DE' });
      const pdf = await makePdf(['Vorher', 'Nachher']);
      const upload = await uploadId(before.url, token, pdf, { filename: 'alt.pdf' });
      const k = await c.post('/api/v1/knows', { title: 'Alt', subjectId: 1001, contentLanguageCode: 'de', uploadIds: [upload] }, { token });
      expect(k.status, k.text).toBe(201);
      const docPath = k.body.documents[0].url as string;
      const thumb = await fetch(`${before.url}/api/v1/knows/${k.body.uuid}/thumbnail`);
      expect(thumb.status).toBe(200);
      await before.close();

      const bucket = s3Storage(s3.settings);
      const report = await migrateFiles(localStorage(db.dataDir), bucket);
      expect(report).toMatchObject({ copied: 2, failed: 0 });

      const after = await startServer(db, { SEED_DEMO_DATA: 'false', ...s3.env });
      try {
        expect(after.app.storage.kind).toBe('s3');
        const res = await fetch(`${after.url}${docPath}`, { headers: { Authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
        expect((await fetch(`${after.url}/api/v1/knows/${k.body.uuid}/thumbnail`)).status).toBe(200);
        // Really from the bucket: gone from it, gone from the answer.
        await bucket.remove((await firstKey(bucket, `knows/${upload}/document`))!);
        expect((await fetch(`${after.url}${docPath}`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(404);
      } finally {
        await after.close();
      }
    } finally {
      await db.drop();
    }
    // Two server starts on one database: the hook timeout's room, not a test's.
  }, 120_000);
});

async function firstKey(storage: FileStorage, prefix: string): Promise<string | undefined> {
  for await (const f of storage.list(prefix)) return f.key;
  return undefined;
}
