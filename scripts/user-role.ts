/**
 * Staff roles per edition from the command line (decisions 0028, 0050):
 *   npm run user:grant -- EMAIL reviewer DE [PT ...]   (or `all` for every edition)
 *   npm run user:revoke -- EMAIL reviewer DE [PT ...]  (or `all`)
 * Settings as `npm start` reads them (.env files, then the environment): DATABASE_URL when set,
 * else PGlite in DATA_DIR (default ./.data), which no server may hold meanwhile.
 */
import { editionsOfGrants, isRole, ROLES, rolesOfGrants } from '@/lib/contract/roles';
import { parseEditionArgs } from '../server/users/role-editions';
import { changeRole } from '../server/users/roles';
import { changeAccounts } from './account-database';

/** "reviewer (DE, PT)" for each role the grants give. */
function describe(grants: string[]): string {
  const roles = rolesOfGrants(grants);
  return roles.length > 0 ? roles.map((r) => `${r} (${editionsOfGrants(grants, r).join(', ')})`).join('; ') : '(none)';
}

async function main(command: string | undefined, email: string | undefined, role: string | undefined, editionArgs: string[]): Promise<void> {
  if ((command !== 'grant' && command !== 'revoke') || !email || !role) {
    console.log(`usage: npm run user:${command === 'revoke' ? 'revoke' : 'grant'} -- EMAIL ROLE EDITION... | all   (roles: ${ROLES.join(', ')})`);
    process.exitCode = 2;
    return;
  }
  if (!isRole(role)) {
    console.error(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const parsed = parseEditionArgs(editionArgs);
  if ('error' in parsed) {
    console.error(parsed.error);
    process.exitCode = 2;
    return;
  }
  // The roles column comes with a migration: changeAccounts migrates first.
  await changeAccounts(async (db) => {
    const grant = command === 'grant';
    const r = await changeRole(db, email, role, parsed.editions, grant);
    const unchanged = parsed.editions.filter((e) => !r.editions.includes(e));
    if (r.changed) console.log(`Role ${role} ${grant ? 'granted to' : 'revoked from'} ${r.email} in ${r.editions.join(', ')}.`);
    if (unchanged.length > 0) {
      console.log(`${r.email} ${grant ? 'already has' : 'does not have'} the role ${role} in ${unchanged.join(', ')}: nothing changed there.`);
    }
    console.log(`Roles of ${r.email}: ${describe(r.roles)}.`);
  });
}

main(process.argv[2], process.argv[3], process.argv[4], process.argv.slice(5)).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
