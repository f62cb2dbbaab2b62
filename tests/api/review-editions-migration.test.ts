/**
 * Migration 0017 (decision 0050) on a database that has data from before it, on PGlite and
 * PostgreSQL: installation-wide reviewer grants become grants in the edition of the reviewer's
 * own account (AT -> DE), an account in a country without an edition loses the role, both steps
 * in the audit trail; reports made before get the edition of what they are about.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUuid } from '@/lib/uuid';
import { MIGRATIONS_DIR, migrateDatabase, openDatabase, type Database } from '@/server/db/client';
import { loadEnv } from '@/server/env';
import { BACKENDS, createTestDatabase, type TestDatabase } from './support/server';

const BEFORE = '0017_review-editions';

/** A copy of the migrations whose journal stops before 0017: the database as it was before this change. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'knowly-migrations-'));
  await cp(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as never, { migrationsFolder: folder });
  }
}

describe.each(BACKENDS)('migration to reviewer editions on %s', (backend) => {
  let tdb: TestDatabase;
  let database: Database;
  let folder: string;

  beforeAll(async () => {
    tdb = await createTestDatabase(backend);
    database = await openDatabase(loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: tdb.dataDir, DATABASE_URL: tdb.databaseUrl }));
    folder = await migrationsBefore(BEFORE);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await tdb?.drop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const user = async (country: string, roles: string[]) => {
    const id = randomUuid();
    await database.executeSql(
      `INSERT INTO users (id, email, name, username, password_hash, country, interface_language, content_language, newsletter, email_preferences_token, roles)
       VALUES ($1, $2, 'Name', $3, 'x', $4, 'en', 'en', false, 'token', $5)`,
      [id, `${id}@example.com`, `u${id.slice(0, 8)}`, country, roles],
    );
    return id;
  };
  const report = async (targetType: string, targetId: string, targetUserId: string | null, reporterId: string | null) => {
    const id = randomUuid();
    await database.executeSql(
      `INSERT INTO reports (id, reporter_id, target_type, target_id, target_user_id, reason) VALUES ($1, $2, $3, $4, $5, 'SPAM')`,
      [id, reporterId, targetType, targetId, targetUserId],
    );
    return id;
  };

  it('moves grants to editions and gives old reports theirs', async () => {
    await migrateWith(database, folder);
    const de = await user('DE', ['reviewer']);
    const at = await user('AT', ['reviewer']);
    const cl = await user('CL', ['reviewer']);
    const learner = await user('PT', []);
    const pt = await user('PT', []);

    const knowerId = randomUuid();
    await database.executeSql(`INSERT INTO knowers (id, user_id) VALUES ($1, $2)`, [knowerId, pt]);
    const knowId = randomUuid();
    await database.executeSql(`INSERT INTO knows (id, knower_id, title, status, country) VALUES ($1, $2, 'T', 'PUBLISHED', 'PT')`, [knowId, knowerId]);
    const aboutKnow = await report('KNOW', knowId, pt, de);
    const aboutAustrian = await report('USER', at, at, learner);
    // The sender is gone: the reporter's edition.
    const orphan = await report('MESSAGE', randomUuid(), null, cl);
    const nothingLeft = await report('MESSAGE', randomUuid(), null, null);

    await migrateDatabase(database);

    const roles = async (id: string) => ((await database.executeSql('SELECT roles FROM users WHERE id = $1', [id])).rows[0] as { roles: string[] }).roles;
    expect(await roles(de)).toEqual(['reviewer:DE']);
    expect(await roles(at)).toEqual(['reviewer:DE']);
    expect(await roles(cl)).toEqual([]);
    expect(await roles(learner)).toEqual([]);

    const trail = (await database.executeSql(
      'SELECT item_id, action, detail, actor_id FROM review_actions ORDER BY action, detail',
    )).rows as { item_id: string; action: string; detail: string; actor_id: string | null }[];
    const of = (id: string) => trail.filter((r) => r.item_id === id).map((r) => [r.action, r.detail, r.actor_id]);
    expect(of(de)).toEqual([['ROLE_GRANTED', 'reviewer:DE', null], ['ROLE_REVOKED', 'reviewer', null]]);
    expect(of(at)).toEqual([['ROLE_GRANTED', 'reviewer:DE', null], ['ROLE_REVOKED', 'reviewer', null]]);
    expect(of(cl)).toEqual([['ROLE_REVOKED', 'reviewer', null]]);
    expect(of(learner)).toEqual([]);

    const edition = async (id: string) => ((await database.executeSql('SELECT edition FROM reports WHERE id = $1', [id])).rows[0] as { edition: string }).edition;
    expect(await edition(aboutKnow)).toBe('PT');
    expect(await edition(aboutAustrian)).toBe('DE');
    // CL has no edition: the default one.
    expect(await edition(orphan)).toBe('US');
    expect(await edition(nothingLeft)).toBe('US');
    await expect(database.executeSql(`INSERT INTO reports (id, target_type, target_id, reason) VALUES ($1, 'USER', $1, 'SPAM')`, [randomUuid()])).rejects.toThrow();
  }, 120_000);
});
