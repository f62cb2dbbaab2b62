/**
 * `npm run db:backup` and `npm run db:restore` (issue 10 §6, decision 0020), run as the operator
 * runs them (the scripts, in a child process) on PGlite and PostgreSQL: users, knows with
 * uploaded documents, a profile picture and flashcards are backed up, restored into a fresh
 * empty database and data directory, and an app started on it finds every user, know and file
 * byte for byte, and signs in with the old passwords. A non-empty target and a damaged backup
 * are refused before anything is written; a PGlite database in use is never copied.
 */
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BACKENDS, createTestDatabase, startServer, type TestDatabase, type TestServer } from './support/server';
import { client, DEVICE_ID } from './support/client';
import { filesUnder, makePdf } from '../support/documents';
import type { Manifest } from '@/server/backup/manifest';
import { codeMigrations, tableNames } from '@/server/backup/database-facts';
import { withPostgres } from '@/server/backup/postgres-dump';
import { s3Storage } from '@/server/files/s3-storage';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { runScript } from './support/run-node';
import { postFileOk } from './support/uploads';
import { scratchDir } from './support/scratch-dir';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Runs scripts/<script> with tsx as `npm run db:*` does, on the settings of `db` only. */
const runDbScript = (script: 'db-backup.ts' | 'db-restore.ts', args: string[], db: TestDatabase, extraEnv: Record<string, string> = {}) =>
  // DATABASE_URL is always set (empty means PGlite) so no .env file of the checkout can choose.
  runScript(script, args, { APP_ENV: 'local', DATA_DIR: db.dataDir, DATABASE_URL: db.databaseUrl ?? '', ...extraEnv });

const rows = async <T,>(s: TestServer, query: ReturnType<typeof sql>) => (await s.app.db.execute(query)) as unknown as { rows: T[] };

const upload = (s: TestServer, token: string, data: Buffer, path = '/api/v1/uploads', filename = 'notes.pdf') =>
  postFileOk(`${s.url}${path}`, token, data, { filename, type: '' });

interface Person {
  uuid: string;
  email: string;
  password: string;
  token: string;
}

describe.each(BACKENDS)('db:backup and db:restore on %s', (backend) => {
  let source: TestDatabase;
  let server: TestServer | undefined;
  let backups: string;
  let backupDir: string;
  const targets: TestDatabase[] = [];
  const people: Person[] = [];
  /** Every know made, with the bytes of each of its documents in order. */
  const made: { uuid: string; title: string; owner: number; documents: Buffer[] }[] = [];
  let userIds: string[];
  let knowIds: string[];
  let storedFiles: number;

  async function newTarget() {
    const db = await createTestDatabase(backend);
    targets.push(db);
    return db;
  }

  beforeAll(async () => {
    backups = await scratchDir('backups');
    source = await createTestDatabase(backend, 'empty');
    const s = (server = await startServer(source, { SEED_DEMO_DATA: 'false' }));
    const c = client(s.url);
    for (const country of ['DE', 'FR']) {
      const { token, ...signed } = await c.signedInUser({ country });
      people.push({ uuid: signed.user.uuid, email: signed.input.email, password: signed.input.password, token });
    }
    const [anna, bea] = people as [Person, Person];
    await upload(s, anna.token, PNG, `/api/v1/users/${anna.uuid}/profilepicture`, 'me.png');

    const pdfs = [await makePdf(['Erste Seite', 'Zweite Seite']), await makePdf(['Anhang']), await makePdf(['Résumé de cours'])];
    const know = async (owner: number, body: Record<string, unknown>, documents: Buffer[]) => {
      const r = await c.post('/api/v1/knows', { contentLanguageCode: owner === 0 ? 'de' : 'fr', subjectId: owner === 0 ? 1001 : 2001, ...body }, { token: people[owner]!.token });
      expect(r.status, r.text).toBe(201);
      made.push({ uuid: r.body.uuid, title: r.body.title, owner, documents });
      return r.body as { flashcards: { uuid: string }[] };
    };
    const ids = async (token: string, docs: Buffer[]) => {
      const out: string[] = [];
      for (const d of docs) out.push((await upload(s, token, d)).uuid);
      return out;
    };
    await know(0, { title: 'Analysis Lernzettel', uploadIds: await ids(anna.token, [pdfs[0]!, pdfs[1]!]) }, [pdfs[0]!, pdfs[1]!]);
    await know(1, { title: 'Fiche de révision', uploadIds: await ids(bea.token, [pdfs[2]!]) }, [pdfs[2]!]);
    const deck = await know(0, { title: 'Vokabeln', flashcards: [{ front: 'Hund', back: 'dog' }, { front: 'Katze', back: 'cat' }] }, []);
    // A review, so flashcard_reviews has a row to carry over.
    const review = await c.post(`/api/v1/flashcards/${deck.flashcards[0]!.uuid}/reviews`, { rating: 3 }, { token: anna.token });
    expect(review.status, review.text).toBe(200);

    userIds = (await rows<{ id: string }>(s, sql`SELECT id FROM users ORDER BY id`)).rows.map((r) => r.id);
    knowIds = (await rows<{ id: string }>(s, sql`SELECT id FROM knows ORDER BY id`)).rows.map((r) => r.id);
    storedFiles = (await filesUnder(join(source.dataDir, 'uploads'))).length;
    // PGlite serves one process: the server lets go before the backup (the test below proves
    // the backup refuses otherwise). PostgreSQL is backed up while the server runs.
    if (backend === 'pglite') {
      const r = await runDbScript('db-backup.ts', ['--out', backups], source);
      expect(r.code, r.stderr).toBe(4);
      expect(r.stderr).toMatch(/in use by process \d+/);
      expect(await readdir(backups)).toEqual([]);
      await s.close();
      server = undefined;
    }
    const r = await runDbScript('db-backup.ts', ['--out', backups], source);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    const [name, ...others] = await readdir(backups);
    expect(others).toEqual([]);
    backupDir = join(backups, name!);
    expect(r.stdout).toContain(`Backup written to ${backupDir}`);
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    for (const t of targets) await t.drop();
    await source?.drop();
    if (backups) await rm(backups, { recursive: true, force: true });
  });

  // Each step runs a script in a child process (tsx, PGlite start): seconds each on a busy machine.
  const SLOW = 420_000;

  it('writes one directory: the dump, every file and a manifest with counts, checksums and the migration level', async () => {
    const manifest = JSON.parse(await readFile(join(backupDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.database.kind).toBe(backend);
    expect(manifest.database.counts).toMatchObject({ 'public.users': 2, 'public.knows': 3, 'public.uploads': 3, 'public.flashcards': 2, 'public.flashcard_reviews': 1 });
    expect(manifest.database.migrations).toEqual({
      applied: codeMigrations().length,
      latestWhen: codeMigrations().at(-1)!.when,
      latestTag: codeMigrations().at(-1)!.tag,
    });
    expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);
    // 3 documents, their thumbnails, the picture: everything storage held, nothing named missing.
    expect(manifest.files.count).toBe(storedFiles);
    expect(storedFiles).toBeGreaterThanOrEqual(4);
    expect(manifest.files.missingReferenced).toEqual([]);
    const copied = (await filesUnder(join(backupDir, 'files'))).length;
    expect(copied).toBe(storedFiles);
    const dump = await readFile(join(backupDir, manifest.database.file));
    expect(dump.length).toBe(manifest.database.bytes);
  });

  it('restores into an empty database and data directory: every user, know and file is back, and sign-in works', async () => {
    const target = await newTarget();
    const r = await runDbScript('db-restore.ts', [backupDir], target);
    expect(r.code, r.stderr + r.stdout).toBe(0);
    expect(r.stdout).toMatch(/Restored and verified/);

    const s = await startServer(target, { SEED_DEMO_DATA: 'false' });
    try {
      const c = client(s.url);
      expect((await rows<{ id: string }>(s, sql`SELECT id FROM users ORDER BY id`)).rows.map((x) => x.id)).toEqual(userIds);
      expect((await rows<{ id: string }>(s, sql`SELECT id FROM knows ORDER BY id`)).rows.map((x) => x.id)).toEqual(knowIds);
      const tokens: string[] = [];
      for (const p of people) {
        const signed = await c.signIn(p.email, p.password);
        tokens.push(signed.accessToken);
        const me = await c.get(`/api/v1/users/${p.uuid}/public`, { token: signed.accessToken });
        expect(me.status, me.text).toBe(200);
      }
      for (const k of made) {
        const detail = await c.get(`/api/v1/knows/${k.uuid}`, { token: tokens[k.owner] });
        expect(detail.status, detail.text).toBe(200);
        expect(detail.body.title).toBe(k.title);
        expect(detail.body.documents).toHaveLength(k.documents.length);
        for (const [i, bytes] of k.documents.entries()) {
          // As its owner: visitors of some editions get the first page only.
          const file = await fetch(`${s.url}${detail.body.documents[i].url}`, { headers: { Authorization: `Bearer ${tokens[k.owner]}` } });
          expect(file.status).toBe(200);
          expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
        }
        if (k.documents.length > 0) expect((await fetch(`${s.url}${detail.body.thumbnailUrl}`)).status).toBe(200);
      }
      const decks = await c.get('/api/v1/flashcards/decks', { token: tokens[0] });
      expect(decks.status, decks.text).toBe(200);
      expect(decks.body).toEqual([expect.objectContaining({ cardCount: 2, newCount: 1 })]);
      const picture = await fetch(`${s.url}/api/v1/users/${people[0]!.uuid}/profilepicture`, { headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
      expect(Buffer.from(await picture.arrayBuffer()).equals(PNG)).toBe(true);
    } finally {
      await s.close();
    }

    // Now the target is not empty: refused, nothing changed; --force replaces it.
    const again = await runDbScript('db-restore.ts', [backupDir], target);
    expect(again.code, again.stderr).toBe(4);
    expect(again.stderr).toMatch(/is not empty/);
    if (backend === 'postgres') {
      // --force never replaces a database that a running instance still uses.
      const running = await startServer(target, { SEED_DEMO_DATA: 'false' });
      try {
        const busy = await runDbScript('db-restore.ts', [backupDir, '--force'], target);
        expect(busy.code, busy.stderr).toBe(4);
        expect(busy.stderr).toMatch(/other connection\(s\) use this database/);
      } finally {
        await running.close();
      }
    }
    const forced = await runDbScript('db-restore.ts', [backupDir, '--force'], target);
    expect(forced.code, forced.stderr + forced.stdout).toBe(0);
    if (backend === 'pglite') expect(forced.stdout).toMatch(/pglite\.replaced-/);
  }, SLOW);

  it('refuses a damaged backup before it writes anything', async () => {
    const damaged = join(backups, 'damaged');
    await cp(backupDir, damaged, { recursive: true });
    const [file] = await filesUnder(join(damaged, 'files'));
    const bytes = await readFile(file!);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    await writeFile(file!, bytes);
    const target = await newTarget();
    const r = await runDbScript('db-restore.ts', [damaged], target);
    expect(r.code, r.stderr + r.stdout).toBe(3);
    expect(r.stderr).toMatch(/damaged/);
    expect(await filesUnder(target.dataDir)).toEqual([]);
    if (target.databaseUrl) expect(await withPostgres(target.databaseUrl, tableNames)).toEqual([]);

    await rm(join(damaged, 'manifest.json'));
    const noManifest = await runDbScript('db-restore.ts', [damaged], await newTarget());
    expect(noManifest.code).toBe(3);
    expect(noManifest.stderr).toMatch(/not a Knowly backup directory/);
  }, SLOW);

  it('answers --help, and a missing backup directory with a usage error', async () => {
    const help = await runDbScript('db-restore.ts', ['--help'], source);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: npm run db:restore -- BACKUP_DIR \[--force\]/);
    expect(help.stdout).toMatch(/Exit codes/);
    const none = await runDbScript('db-restore.ts', [], source);
    expect(none.code).toBe(2);
    const backupHelp = await runDbScript('db-backup.ts', ['--help'], source);
    expect(backupHelp.code).toBe(0);
    expect(backupHelp.stdout).toMatch(/Usage: npm run db:backup/);
  }, SLOW);
});

// The files come through the storage interface: a bucket is backed up and restored like the disk.
const S3_BACKEND = BACKENDS.includes('postgres') ? 'postgres' : BACKENDS[0];
describe.runIf(S3_BACKEND)('db:backup and db:restore with object storage (s3rver)', () => {
  const backend = S3_BACKEND!;
  let sourceS3: LocalS3;
  let targetS3: LocalS3;
  let backups: string;
  const dbs: TestDatabase[] = [];
  beforeAll(async () => {
    [sourceS3, targetS3] = await Promise.all([startLocalS3('knowly-source'), startLocalS3('knowly-target')]);
    backups = await scratchDir('backups');
  });
  afterAll(async () => {
    for (const db of dbs) await db.drop();
    await Promise.all([sourceS3?.close(), targetS3?.close()]);
    if (backups) await rm(backups, { recursive: true, force: true });
  });

  it(`copies the bucket's files into the backup and back into an empty bucket (${backend})`, async () => {
    const source = await createTestDatabase(backend, 'empty');
    const target = await createTestDatabase(backend);
    dbs.push(source, target);
    const pdf = await makePdf(['Aus dem Eimer']);
    let s = await startServer(source, { SEED_DEMO_DATA: 'false', ...sourceS3.env });
    const c = client(s.url);
    const { token, ...signed } = await c.signedInUser({ country: 'DE' });
    const uploadId = (await upload(s, token, pdf)).uuid as string;
    const know = await c.post('/api/v1/knows', { title: 'Eimer', contentLanguageCode: 'de', subjectId: 1001, uploadIds: [uploadId] }, { token });
    expect(know.status, know.text).toBe(201);
    if (backend === 'pglite') await s.close();
    const backup = await runDbScript('db-backup.ts', ['--out', backups], source, sourceS3.env);
    if (backend !== 'pglite') await s.close();
    expect(backup.code, backup.stderr + backup.stdout).toBe(0);
    expect(backup.stdout).toMatch(/Copying files from s3:\/\/knowly-source/);
    const [name] = await readdir(backups);
    const manifest = JSON.parse(await readFile(join(backups, name!, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.files.entries.map((e) => e.key)).toContain(`knows/${uploadId}/document.pdf`);

    const restore = await runDbScript('db-restore.ts', [join(backups, name!)], target, targetS3.env);
    expect(restore.code, restore.stderr + restore.stdout).toBe(0);
    expect((await s3Storage(targetS3.settings).get(`knows/${uploadId}/document.pdf`))!.equals(pdf)).toBe(true);
    // Nothing landed on the local disk: the files went to the bucket.
    expect(await filesUnder(join(target.dataDir, 'uploads'))).toEqual([]);

    s = await startServer(target, { SEED_DEMO_DATA: 'false', ...targetS3.env });
    try {
      const again = await client(s.url).signIn(signed.input.email, signed.input.password);
      const file = await fetch(`${s.url}${know.body.documents[0].url}`, { headers: { Authorization: `Bearer ${again.accessToken}` } });
      expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
    } finally {
      await s.close();
    }
  }, 240_000);
});
