/**
 * One server instance: environment, database (migrated, seeded when empty), token key, mail,
 * file storage and the job queue. Nothing here is shared state between instances; that all
 * lives in the database.
 */
import type { ServerEnv } from './env';
import { migrateDatabase, openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { loadAuthSecret } from './auth/secret';
import { createMailer } from './mail/mailer';
import { createStorage } from './files/storage';
import { sweepSpool } from './http/spool';
import { createLogger } from './log/logger';
import { createJobs } from './jobs/queue';
import { JOBS } from './jobs/registry';
import { startLiveHub, type LiveHub } from './chat/live-hub';
import type { AppContext } from './app-context';

export async function createAppContext(env: ServerEnv): Promise<AppContext> {
  // First, so everything started below can log.
  const log = createLogger(env);
  const database = await openDatabase(env);
  const jobs = createJobs(database, env, JOBS);
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
