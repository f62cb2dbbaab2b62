/**
 * Servers under test hash passwords at argon2's floor (PASSWORD_HASH_COST=test-minimum, decision
 * 0075): API tests sign up and in hundreds of times, and the standard cost made that a large part
 * of the run. The server refuses it outside APP_ENV=local, so only local servers get it; a test of
 * the hash itself sets PASSWORD_HASH_COST=standard.
 */
export function withTestPasswordCost(env: Record<string, string>): Record<string, string> {
  return (env.APP_ENV ?? 'local') === 'local' ? { PASSWORD_HASH_COST: 'test-minimum', ...env } : env;
}
