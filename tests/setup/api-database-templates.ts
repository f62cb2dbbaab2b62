/**
 * Vitest globalSetup of the API project: a directory for this run's database templates
 * (tests/api/support/database-templates.ts builds them on first use). A fresh PGlite database
 * costs seconds (initdb, migrations, demo seed, pg-boss schema) and the API tests start well over
 * a hundred; a copy of a template made once per run costs a fraction of that. Built per run, so a
 * template can never be older than the migrations and seed under test.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { processAlive } from '@/server/lifecycle/process-alive';
import { SCRATCH_DIR, SCRATCH_NAME, scratchDir } from '../api/support/scratch-dir';
import { TEST_ADMIN_URL as ADMIN_URL } from '../support/test-database-url.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: { dir: string; runId: string };
  }
}

/**
 * Removes the test directories whose process is gone: a killed run's (in /dev/shm they hold
 * memory until a reboot). Another run's, of this checkout or another, belong to live processes.
 */
async function sweepOrphans(): Promise<void> {
  for (const name of await readdir(SCRATCH_DIR).catch(() => [] as string[])) {
    const owner = SCRATCH_NAME.exec(name)?.[1];
    if (owner && !processAlive(Number(owner))) await rm(join(SCRATCH_DIR, name), { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject) {
  await sweepOrphans();
  const dir = await scratchDir('templates');
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
