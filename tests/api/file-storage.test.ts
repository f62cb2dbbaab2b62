/**
 * Both FileStorage implementations pass the same contract (decision 0018): local disk, and S3
 * against a real S3-compatible server (s3rver) on a loopback port. Keys cannot leave the storage,
 * and the S3 client never shows its keys.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStorage } from '@/server/files/local-storage';
import { s3Storage } from '@/server/files/s3-storage';
import { createStorage, type FileStorage } from '@/server/files/storage';
import { loadEnv } from '@/server/env';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { withTempDir } from '../support/temp-dir';

async function text(storage: FileStorage, key: string, range?: { start: number; end: number }) {
  const opened = await storage.open(key, range);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString('utf8'), size: opened.size };
}

async function keys(storage: FileStorage, prefix?: string) {
  const out: string[] = [];
  for await (const f of storage.list(prefix)) out.push(`${f.key}:${f.size}`);
  return out.sort();
}

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(join(tmpdir(), 'knowly-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const kinds = [
  { name: 'local disk', make: () => localStorage(dir) },
  { name: 'S3 (s3rver)', make: () => s3Storage(s3.settings) },
];

describe.each(kinds)('$name', ({ make }) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('writes, reads, ranges, lists and removes', async () => {
    const data = Buffer.from('0123456789abcdef');
    await storage.put('knows/a1/document.pdf', data, 'application/pdf');
    await storage.put('knows/a1/thumbnail.png', Buffer.from('png'));
    await storage.put('knows/b2/document.pdf', Buffer.from('second'));
    await storage.put('profile-pictures/u1/x.png', Buffer.from('pic'));

    expect((await storage.get('knows/a1/document.pdf'))!.equals(data)).toBe(true);
    expect(await text(storage, 'knows/a1/document.pdf')).toEqual({ text: '0123456789abcdef', size: 16 });
    // A range: the bytes asked for, and the whole file's size.
    expect(await text(storage, 'knows/a1/document.pdf', { start: 2, end: 5 })).toEqual({ text: '2345', size: 16 });
    expect(await text(storage, 'knows/a1/document.pdf', { start: 15, end: 15 })).toEqual({ text: 'f', size: 16 });
    await expect(storage.open('knows/a1/document.pdf', { start: 10, end: 16 })).rejects.toThrow(RangeError);
    await expect(storage.open('knows/a1/document.pdf', { start: 5, end: 4 })).rejects.toThrow(RangeError);
    await expect(storage.open('knows/a1/document.pdf', { start: 16, end: 20 })).rejects.toThrow(RangeError);

    const st = await storage.stat('knows/a1/document.pdf');
    expect(st).toMatchObject({ key: 'knows/a1/document.pdf', size: 16 });
    expect(Math.abs(st!.modified.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await keys(storage)).toEqual([
      'knows/a1/document.pdf:16', 'knows/a1/thumbnail.png:3', 'knows/b2/document.pdf:6', 'profile-pictures/u1/x.png:3',
    ]);
    expect(await keys(storage, 'knows/')).toHaveLength(3);
    expect(await keys(storage, 'knows/a1/')).toEqual(['knows/a1/document.pdf:16', 'knows/a1/thumbnail.png:3']);
    expect(await keys(storage, 'knows/a1/doc')).toEqual(['knows/a1/document.pdf:16']);
    expect(await keys(storage, 'profile')).toEqual(['profile-pictures/u1/x.png:3']);
    expect(await keys(storage, 'nothing/')).toEqual([]);

    // Overwrite replaces the whole file.
    await storage.put('knows/b2/document.pdf', Buffer.from('third version'));
    expect((await storage.get('knows/b2/document.pdf'))!.toString()).toBe('third version');

    await storage.remove('knows/a1/document.pdf');
    await storage.remove('knows/a1/document.pdf'); // twice: not an error
    expect(await storage.get('knows/a1/document.pdf')).toBeNull();
    expect(await storage.open('knows/a1/document.pdf')).toBeNull();
    expect(await storage.stat('knows/a1/document.pdf')).toBeNull();
    expect(await keys(storage, 'knows/a1/')).toEqual(['knows/a1/thumbnail.png:3']);
    for (const k of ['knows/a1/thumbnail.png', 'knows/b2/document.pdf', 'profile-pictures/u1/x.png']) await storage.remove(k);
    expect(await keys(storage)).toEqual([]);
  });

  it('writes a file from disk (putFile), streamed, whole, and leaves the source as it was', async () => {
    const path = join(dir, 'spooled.part');
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 'knowly ');
    await writeFile(path, data);
    const source = { path, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
    await storage.putFile('knows/f4/document.pdf', source, 'application/pdf');
    expect((await storage.get('knows/f4/document.pdf'))!.equals(data)).toBe(true);
    expect(await storage.stat('knows/f4/document.pdf')).toMatchObject({ size: data.length });
    expect((await readFile(path)).equals(data)).toBe(true);
    await expect(storage.putFile('knows/f4/document.pdf', { ...source, path: join(dir, 'missing.part') })).rejects.toThrow();
    expect((await storage.get('knows/f4/document.pdf'))!.equals(data)).toBe(true);
    await expect(storage.putFile('../outside.pdf', source)).rejects.toThrow(/invalid storage key/);
    await storage.remove('knows/f4/document.pdf');
    await rm(path);
  });

  it('answers null for a key never written', async () => {
    expect(await storage.get('knows/missing/document.pdf')).toBeNull();
    expect(await storage.open('knows/missing/document.pdf', { start: 0, end: 0 })).toBeNull();
    expect(await storage.stat('knows/missing/document.pdf')).toBeNull();
    // A directory-like prefix of existing keys is not a file either.
    await storage.put('knows/c3/document.pdf', Buffer.from('x'));
    expect(await storage.get('knows/c3')).toBeNull();
    expect(await storage.stat('knows/c3')).toBeNull();
    await storage.remove('knows/c3/document.pdf');
  });

  it('refuses keys that could leave the storage or mean another file', async () => {
    const bad = [
      '../outside.txt', 'knows/../../outside.txt', '/etc/passwd', 'knows//x', 'knows/./x', '.hidden', 'knows/.x',
      'knows\\..\\x', 'knows/x\u0000.pdf', '', 'knows/', 'k nows/x', 'knows/%2e%2e/x', 'a'.repeat(600),
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.open(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.stat(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
    }
    await expect(keys(storage, '../')).rejects.toThrow(/invalid storage key/);
    expect(await keys(storage)).toEqual([]);
  });

  it('probes writability without leaving a file', async () => {
    await storage.checkWritable();
    await storage.checkWritable();
    expect(await keys(storage)).toEqual([]);
  });
});

describe('local disk', () => {
  it('writes nothing outside DATA_DIR/uploads, and list() shows no temp or probe files', async () => {
    await withTempDir('knowly-storage-', async (own) => {
      const storage = localStorage(own);
      await storage.put('knows/z/document.pdf', Buffer.from('z'));
      await writeFile(join(own, 'uploads', '.tmp-left-over'), 'partial');
      await storage.checkWritable();
      expect(await readdir(own)).toEqual(['uploads']);
      expect(await keys(storage)).toEqual(['knows/z/document.pdf:1']);
      // An empty per-upload directory is removed with its last file.
      await storage.remove('knows/z/document.pdf');
      expect(await readdir(join(own, 'uploads', 'knows'))).toEqual([]);
    });
  });

  it('fails the write probe on a read-only directory', async () => {
    if (process.getuid?.() === 0) return; // root writes anywhere: nothing to test
    const own = await mkdtemp(join(tmpdir(), 'knowly-storage-'));
    const { chmod, mkdir } = await import('node:fs/promises');
    try {
      await mkdir(join(own, 'uploads'));
      await chmod(join(own, 'uploads'), 0o500);
      await expect(localStorage(own).checkWritable()).rejects.toThrow(/EACCES/);
    } finally {
      await chmod(join(own, 'uploads'), 0o700);
      await rm(own, { recursive: true, force: true });
    }
  });
});

describe('S3', () => {
  it('is chosen by the settings, and local disk without them', async () => {
    const chosen = await createStorage(loadEnv({ DATA_DIR: dir, ...s3.env }));
    expect(chosen.kind).toBe('s3');
    expect(chosen.location).toBe(`s3://knowly-test at ${s3.settings.endpoint}`);
    await chosen.put('knows/env/document.pdf', Buffer.from('via env'));
    expect((await s3Storage(s3.settings).get('knows/env/document.pdf'))!.toString()).toBe('via env');
    await chosen.remove('knows/env/document.pdf');
    const local = await createStorage(loadEnv({ DATA_DIR: dir }));
    expect(local.kind).toBe('local');
    expect(local.location).toBe(join(dir, 'uploads'));
  });

  it('never shows its keys: not in the object, not in errors', async () => {
    const secret = 'sEcReT-kEy-1234567890-abcdefghij';
    const keyId = 'AKIAEXAMPLEKEYID7777';
    const wrong = s3Storage({ ...s3.settings, accessKeyId: keyId, secretAccessKey: secret });
    const errors: unknown[] = [];
    for (const attempt of [
      () => wrong.put('knows/x/document.pdf', Buffer.from('x')),
      () => wrong.get('knows/x/document.pdf'),
      () => wrong.checkWritable(),
      async () => {
        for await (const f of wrong.list()) void f;
      },
    ]) {
      try {
        await attempt();
        errors.push('no error');
      } catch (err) {
        errors.push(err);
      }
    }
    for (const err of errors) {
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).name).toBe('StorageError');
      const shown = `${inspect(err, { depth: 10, showHidden: true })} ${JSON.stringify(err)} ${String(err)}`;
      expect(shown).not.toContain(secret);
      expect(shown).not.toContain(keyId);
    }
    expect((errors[0] as Error).message).toMatch(/^S3 put knows\/x\/document.pdf failed: \w+ \(HTTP 403\)$/);
    const shown = `${inspect(wrong, { depth: 10, showHidden: true })} ${JSON.stringify(wrong)}`;
    expect(shown).not.toContain(secret);
    expect(shown).not.toContain(keyId);
  });

  it('fails the write probe, in bounded time, when the bucket is missing or the server is down', async () => {
    const noBucket = s3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(noBucket.checkWritable()).rejects.toThrow(/^S3 write probe s3:\/\/no-such-bucket at .* failed: NoSuchBucket \(HTTP 404\)$/);
    const down = s3Storage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    const started = Date.now();
    await expect(down.checkWritable()).rejects.toThrow(/^S3 write probe .* failed/);
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
