/**
 * Carries a pg-boss 10 queue over to pg-boss 12 (decision 0074). pg-boss 11 and 12 do not migrate
 * a pg-boss 10 schema (version 24): their oldest starting version is 25, and upstream's advice is
 * to move the jobs across. So, under the install lock: the old schema is renamed aside, pg-boss 12
 * installs a fresh one, the jobs still waiting or running in the old one are queued again with
 * their ids, data, start time and the retries they have left, and the old schema is dropped.
 * Interrupted anywhere, the next start finishes it: the rename is one statement, re-queueing
 * skips ids already there, and the drop comes last.
 */
import type { Logger } from 'pino';
import type { Db, JobInsert, PgBoss } from 'pg-boss';

/** The first schema version pg-boss 12 migrates from. */
const FIRST_MIGRATABLE_VERSION = 25;

const asideName = (schema: string) => `${schema}_v10`;

async function schemaExists(db: Db, schema: string): Promise<boolean> {
  const { rows } = await db.executeSql('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
  return rows.length > 0;
}

/**
 * Before pg-boss starts: a schema too old for it to migrate is renamed aside. Returns whether
 * there is an old schema to carry over (renamed now or by an earlier, interrupted start).
 */
export async function setAsideOldQueue(db: Db, schema: string): Promise<boolean> {
  if (await schemaExists(db, asideName(schema))) return true;
  const { rows } = await db.executeSql('SELECT to_regclass($1) AS version_table', [`${schema}.version`]);
  if (!rows[0]?.version_table) return false;
  const { rows: versions } = await db.executeSql(`SELECT version::int AS version FROM ${schema}.version`);
  const version = Number(versions[0]?.version);
  if (!(version < FIRST_MIGRATABLE_VERSION)) return false;
  await db.executeSql(`ALTER SCHEMA ${schema} RENAME TO ${asideName(schema)}`);
  return true;
}

interface OldJob {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  singleton_key: string | null;
  expire_seconds: number;
}

/**
 * After pg-boss started and the queues exist: the old schema's waiting, retrying and running
 * jobs are queued again (a running one had lost its worker with the old version, so it starts
 * anew), then the old schema goes. Finished jobs are history pg-boss would delete anyway.
 * Returns how many jobs were carried over.
 */
export async function carryOverOldQueue(boss: PgBoss, db: Db, schema: string, names: readonly string[], log: Logger): Promise<number> {
  const old = asideName(schema);
  const { rows } = await db.executeSql(
    `SELECT id, name, priority, data, retry_limit, retry_count, retry_delay, retry_backoff, start_after, singleton_key,
            extract(epoch FROM expire_in)::int AS expire_seconds
       FROM ${old}.job WHERE state IN ('created', 'retry', 'active') ORDER BY created_on`,
  );
  const byName = new Map<string, JobInsert[]>();
  let carried = 0;
  for (const job of rows as OldJob[]) {
    if (!names.includes(job.name)) {
      log.warn({ job: job.name, jobId: job.id }, 'job queue upgrade: a job of a queue this version no longer has is dropped');
      continue;
    }
    const jobs = byName.get(job.name) ?? [];
    jobs.push({
      id: job.id,
      data: job.data ?? {},
      priority: job.priority,
      retryLimit: Math.max(0, job.retry_limit - job.retry_count),
      retryDelay: job.retry_delay,
      retryBackoff: job.retry_backoff,
      startAfter: new Date(job.start_after),
      expireInSeconds: Math.max(1, job.expire_seconds),
      ...(job.singleton_key !== null && { singletonKey: job.singleton_key }),
    });
    byName.set(job.name, jobs);
    carried++;
  }
  for (const [name, jobs] of byName) await boss.insert(name, jobs);
  await db.executeSql(`DROP SCHEMA ${old} CASCADE`);
  log.info({ jobs: carried }, 'job queue upgraded from pg-boss 10: pending jobs carried over');
  return carried;
}
