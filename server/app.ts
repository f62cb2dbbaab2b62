/**
 * One server instance: environment, database (migrated, seeded when empty), token key, mail,
 * file storage and the job queue. Nothing here is shared state between instances; that all
 * lives in the database.
 */
import type { ServerEnv } from './env';
import { migrateDatabase, openDatabase, type Database, type Db } from './db/client';
import { seedIfEmpty } from './db/seed';
import { loadAuthSecret } from './auth/secret';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage, type FileStorage } from './files/storage';
import { sweepSpool } from './http/spool';
import { createLogger, type Logger } from './log/logger';
import { createJobs, type Jobs } from './jobs/queue';
import { startLiveHub, type LiveHub } from './chat/live-hub';

export interface AppContext {
  env: ServerEnv;
  database: Database;
  db: Db;
  authSecret: Buffer;
  mailer: Mailer;
  storage: FileStorage;
  /** The process logger (pino, scrubbed: server/log). Request code logs through it. */
  log: Logger;
  /** Background jobs (server/jobs, decision 0017): `app.jobs.enqueue('send-mail', ...)`. */
  jobs: Jobs;
  /** Live chat fan-out over LISTEN/NOTIFY (server/chat/live-hub.ts, decision 0037). */
  live: LiveHub;
  /** Stops the job workers (running jobs finish, bounded), then closes the database. */
  close(): Promise<void>;
}

export async function createAppContext(env: ServerEnv): Promise<AppContext> {
  // First, so everything started below can log.
  const log = createLogger(env);
  const database = await openDatabase(env);
  const jobs = createJobs(database, env);
  let live: LiveHub | undefined;
  try {
    await migrateDatabase(database);
    const storage = await createStorage(env);
    await sweepSpool(env);
    if (env.seedDemoData) await seedIfEmpty(database, { env, storage });
    const authSecret = await loadAuthSecret(database.db, env.AUTH_SECRET);
    live = await startLiveHub(database, log);
    const liveHub = live;
    const app: AppContext = {
      env,
      database,
      db: database.db,
      authSecret,
      mailer: createMailer(env, log),
      storage,
      log,
      jobs,
      live: liveHub,
      async close() {
        await liveHub.close();
        await jobs.stop();
        await database.close();
      },
    };
    await jobs.start(app);
    return app;
  } catch (err) {
    await live?.close().catch(() => {});
    await jobs.stop().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
}
