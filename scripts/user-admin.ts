/**
 * The operator's account commands (decision 0076):
 *   npm run user:lock -- EMAIL        locks the account and signs it out everywhere
 *   npm run user:unlock -- EMAIL      lets it sign in again
 *   npm run user:reset-2fa -- EMAIL   turns its two-step verification off (recovery codes too)
 *                                     and signs it out everywhere, for a user who lost both
 * Each change is one row in the audit trail. Settings as `npm start` reads them (.env files,
 * then the environment): DATABASE_URL when set, else PGlite in DATA_DIR (default ./.data), which
 * no server may hold meanwhile.
 */
import { changeAccount, type AccountCommand } from '../server/users/account-admin';
import { changeAccounts } from './account-database';

const COMMANDS: readonly AccountCommand[] = ['lock', 'unlock', 'reset-2fa'];

const DONE: Record<AccountCommand, [string, string]> = {
  lock: ['locked', 'was already locked'],
  unlock: ['unlocked', 'was not locked'],
  'reset-2fa': ['has two-step verification off now', 'had no two-step verification'],
};

async function main(command: string | undefined, email: string | undefined, extra: string[]): Promise<void> {
  if (!COMMANDS.includes(command as AccountCommand) || !email || extra.length > 0) {
    console.log(`usage: npm run user:${COMMANDS.includes(command as AccountCommand) ? command : 'lock'} -- EMAIL   (commands: ${COMMANDS.map((c) => `user:${c}`).join(', ')})`);
    process.exitCode = 2;
    return;
  }
  await changeAccounts(async (db) => {
    const cmd = command as AccountCommand;
    const r = await changeAccount(db, email, cmd);
    const [done, unchanged] = DONE[cmd];
    console.log(r.changed ? `${r.email} ${done}; sessions ended: ${r.sessionsEnded}.` : `${r.email} ${unchanged}: nothing changed.`);
  });
}

main(process.argv[2], process.argv[3], process.argv.slice(4)).catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
