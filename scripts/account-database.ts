/**
 * The database of the operator's account commands (user-admin.ts, user-role.ts): settings as
 * `npm start` reads them (.env files, then the environment), migrated first, so a database the
 * server has not started on yet has the columns a command writes.
 */
import { loadEnvConfig } from '@next/env';
import { migrateDatabase, openDatabase, type Db } from '../server/db/client';
import { serverEnv } from '../server/env';
import { UnknownUserError } from '../server/users/roles';

/** Runs `change` on the database, closed after; an unknown e-mail address is printed and exits 1. */
export async function changeAccounts(change: (db: Db) => Promise<void>): Promise<void> {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const database = await openDatabase(serverEnv(), { lockWaitMs: 0 });
  try {
    await migrateDatabase(database);
    await change(database.db);
  } catch (err) {
    if (!(err instanceof UnknownUserError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
