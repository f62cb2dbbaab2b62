/**
 * One server instance: environment, database (migrated, seeded when empty), token key, mail and
 * file storage. Nothing here is shared state between instances; that all lives in the database.
 */
import type { ServerEnv } from './env';
import { migrateDatabase, openDatabase, type Database, type Db } from './db/client';
import { seedIfEmpty } from './db/seed';
import { loadAuthSecret } from './auth/secret';
import { createMailer, type Mailer } from './mail/mailer';
import { createStorage, type FileStorage } from './files/storage';
import { createLogger, type Logger } from './log/logger';

export interface AppContext {
  env: ServerEnv;
  database: Database;
  db: Db;
  authSecret: Buffer;
  mailer: Mailer;
  storage: FileStorage;
  /** The process logger (pino, scrubbed: server/log). Request code logs through it. */
  log: Logger;
  close(): Promise<void>;
}

export async function createAppContext(env: ServerEnv): Promise<AppContext> {
  // First, so everything started below can log.
  const log = createLogger(env);
  const database = await openDatabase(env);
  try {
    await migrateDatabase(database);
    const storage = await createStorage(env);
    if (env.seedDemoData) await seedIfEmpty(database, { env, storage });
    const authSecret = await loadAuthSecret(database.db, env.AUTH_SECRET);
    return {
      env,
      database,
      db: database.db,
      authSecret,
      mailer: createMailer(env),
      storage,
      log,
      close: () => database.close(),
    };
  } catch (err) {
    await database.close().catch(() => {});
    throw err;
  }
}
