/**
 * Migrated (and, for most tests, seeded) databases to copy instead of building each from
 * scratch: a DATA_DIR copied file by file (the PGlite database and the seed's stored files), and
 * on PostgreSQL a database created `TEMPLATE` another. Each template is built once per test run,
 * on first use, by the real start-up path (createAppContext: migrations, demo seed, job queue
 * schema), under a lock so test files never race to build one. Outside a Vitest run with the API
 * globalSetup (tests/setup/api-database-templates.ts) there is no template: callers build from
 * scratch.
 */
import { cpSync } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createAppContext } from '@/server/app';
import { loadEnv } from '@/server/env';
import { withTestPasswordCost } from './password-cost';

export type TemplateKind = 'seeded' | 'empty';

export interface DatabaseTemplate {
  /** A DATA_DIR to copy: the PGlite database (PGlite) and the files the seed stored. */
  dataDir: string;
  /** PostgreSQL: the database to create new ones from. */
  databaseName?: string;
}

function runInfo(): { dir: string; runId: string } | null {
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    return null; // not under Vitest, or a project without the globalSetup
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const exists = (path: string) => stat(path).then(() => true, () => false);

/** Runs `build` once across the run's worker processes: the first to create `lockDir` builds, the rest wait for `ready`. */
async function once(lockDir: string, ready: string, build: () => Promise<void>): Promise<void> {
  for (;;) {
    if (await exists(ready)) return;
    try {
      await mkdir(lockDir);
    } catch {
      await sleep(100);
      continue;
    }
    try {
      await build();
      await writeFile(ready, 'ok');
      return;
    } catch (err) {
      await rm(lockDir, { recursive: true, force: true });
      throw err;
    }
  }
}

/** The run's template of `kind` for `backend`, built on first use; null outside a run. */
export async function databaseTemplate(
  backend: 'pglite' | 'postgres',
  kind: TemplateKind,
  adminUrl: string,
): Promise<DatabaseTemplate | null> {
  const run = runInfo();
  if (!run) return null;
  const key = `${backend}-${kind}`;
  const dataDir = join(run.dir, key);
  const databaseName = backend === 'postgres' ? `knowly_tpl_${run.runId}_${kind}` : undefined;
  await once(join(run.dir, `${key}.lock`), join(run.dir, `${key}.ready`), async () => {
    await rm(dataDir, { recursive: true, force: true });
    let databaseUrl: string | undefined;
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${databaseName}`);
      } finally {
        await admin.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
    }
    const env = loadEnv({ APP_ENV: 'local', LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ...withTestPasswordCost({ SEED_DEMO_DATA: String(kind === 'seeded') }) });
    const app = await createAppContext(env);
    await app.close();
  });
  return { dataDir, databaseName };
}

/**
 * Copies a template's DATA_DIR into `target`, without lock files (the copy is nobody's yet).
 * cpSync copies in native code: fs.promises.cp walks the tree in JavaScript, a promise per file,
 * at about 1 ms of CPU per file here (the template has about 2,800).
 */
export async function copyTemplateFiles(template: DatabaseTemplate, target: string): Promise<void> {
  if (await exists(template.dataDir)) {
    cpSync(template.dataDir, target, { recursive: true, filter: (src) => !src.endsWith('.lock') });
  }
}
