/**
 * Database tasks: `tsx scripts/db.ts migrate | seed | reset`.
 * Settings as `npm start` reads them (.env files, then the environment): DATABASE_URL when set,
 * else PGlite in DATA_DIR (default ./.data), which no server may hold meanwhile.
 *   migrate  apply pending migrations
 *   seed     migrate, then seed the demo data if the database has no users
 *   reset    drop everything, migrate and seed again
 */
import { loadEnvConfig } from '@next/env';
import { dropEverything, migrateDatabase, openDatabase } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { serverEnv } from '../server/env';
import { createStorage } from '../server/files/storage';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed' && command !== 'reset') {
    console.log('usage: tsx scripts/db.ts migrate|seed|reset');
    process.exitCode = 2;
    return;
  }
  // Without this, DATABASE_URL in .env.local would be ignored and PGlite migrated (or reset) instead.
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const env = serverEnv();
  // A running server holds a PGlite database: say so now rather than wait for it.
  const database = await openDatabase(env, { lockWaitMs: 0 });
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  try {
    if (command === 'reset') {
      if (env.APP_ENV === 'prod' && !process.argv.includes('--force')) {
        throw new Error('Refusing to reset a prod database without --force.');
      }
      await dropEverything(database);
      console.log(`Dropped all tables in ${where}.`);
    }
    await migrateDatabase(database);
    console.log(`Migrations applied to ${where}.`);
    if (command !== 'migrate' && env.APP_ENV === 'prod') {
      console.log('APP_ENV=prod: demo data is never seeded (docs/decisions/0009-server-start-and-edge.md).');
    } else if (command !== 'migrate') {
      const n = await seedIfEmpty(database, { env, storage: await createStorage(env) });
      console.log(n > 0 ? `Seeded ${n} demo users.` : 'The database already has users: nothing seeded.');
    }
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
