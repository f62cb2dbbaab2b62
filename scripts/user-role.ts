/**
 * Staff roles from the command line (decision 0028):
 *   npm run user:grant -- EMAIL reviewer
 *   npm run user:revoke -- EMAIL reviewer
 * Settings as `npm start` reads them (.env files, then the environment): DATABASE_URL when set,
 * else PGlite in DATA_DIR (default ./.data), which no server may hold meanwhile.
 */
import { loadEnvConfig } from '@next/env';
import { isRole, ROLES } from '@/lib/contract/roles';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { serverEnv } from '../server/env';
import { changeRole, UnknownUserError } from '../server/users/roles';

async function main(command: string | undefined, email: string | undefined, role: string | undefined): Promise<void> {
  if ((command !== 'grant' && command !== 'revoke') || !email || !role) {
    console.log(`usage: npm run user:${command === 'revoke' ? 'revoke' : 'grant'} -- EMAIL ROLE   (roles: ${ROLES.join(', ')})`);
    process.exitCode = 2;
    return;
  }
  if (!isRole(role)) {
    console.error(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const database = await openDatabase(serverEnv(), { lockWaitMs: 0 });
  try {
    // The roles column comes with a migration: a database the server has not started on yet gets it here.
    await migrateDatabase(database);
    const r = await changeRole(database.db, email, role, command === 'grant');
    const verb = command === 'grant' ? 'granted to' : 'revoked from';
    console.log(r.changed ? `Role ${role} ${verb} ${r.email}.` : `${r.email} ${command === 'grant' ? 'already has' : 'does not have'} the role ${role}: nothing changed.`);
    console.log(`Roles of ${r.email}: ${r.roles.length > 0 ? r.roles.join(', ') : '(none)'}.`);
  } catch (err) {
    if (!(err instanceof UnknownUserError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main(process.argv[2], process.argv[3], process.argv[4]).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
