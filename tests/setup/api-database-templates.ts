/**
 * Vitest globalSetup of the API project: a directory for this run's database templates
 * (tests/api/support/database-templates.ts builds them on first use). A fresh PGlite database
 * costs seconds (initdb, migrations, demo seed, pg-boss schema) and the API tests start well over
 * a hundred; a copy of a template made once per run costs a fraction of that. Built per run, so a
 * template can never be older than the migrations and seed under test.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { SCRATCH_DIR } from '../api/support/scratch-dir';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: { dir: string; runId: string };
  }
}

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The API tests' scratch directories (SCRATCH_DIR); the app's own, e.g. knowly-seed-pdfs, are not theirs to sweep. */
const TEST_DIRS = /^knowly-(templates|api|next|serve|backups)-/;
/** No run lasts this long: a test directory older than this was left by a run that was killed. */
const STALE_MS = 12 * 60 * 60 * 1000;

/** Removes what killed runs left in the scratch directory (in /dev/shm it holds memory until a reboot). */
async function sweepStale(): Promise<void> {
  const names = (await readdir(SCRATCH_DIR).catch(() => [] as string[])).filter((n) => TEST_DIRS.test(n));
  for (const name of names) {
    const path = join(SCRATCH_DIR, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(path, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  await sweepStale();
  const dir = await mkdtemp(join(SCRATCH_DIR, 'knowly-templates-'));
  const runId = `${process.pid}_${Date.now()}`;
  project.provide('databaseTemplates', { dir, runId });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`knowly_tpl_${runId}_%`],
      );
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } catch {
      // PostgreSQL not running: the run used PGlite only, nothing to drop.
    } finally {
      await admin.end().catch(() => {});
    }
  };
}
