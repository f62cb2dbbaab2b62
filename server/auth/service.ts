/** Password grant with per-account and per-IP failure limits counted in the database. */
import type { AppContext } from '../app';
import { tooMany, invalidCredentials } from '../http/errors';
import { clearHits, recordHit, retryAfter, type Limit } from '../rate-limit/service';
import { findUserByEmail, findUserByUsername } from '../users/repository';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { startSession, type TokenResponse } from './tokens';

export async function passwordGrant(app: AppContext, username: string, password: string, ip: string): Promise<TokenResponse> {
  const { env, db } = app;
  const identifier = username.trim();
  const user = identifier.includes('@') ? await findUserByEmail(db, identifier) : await findUserByUsername(db, identifier);
  const window = env.LOGIN_FAILURE_WINDOW_SECONDS;
  const ipLimit: Limit = { bucket: 'login-ip', key: ip, max: env.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: window };
  const accountLimit: Limit = {
    bucket: 'login-account',
    key: user?.id ?? `unknown:${identifier.toLowerCase()}`,
    max: env.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    windowSeconds: window,
  };
  const wait = Math.max(await retryAfter(db, ipLimit), await retryAfter(db, accountLimit));
  if (wait > 0) throw tooMany('TooManyLoginAttemptsError', wait, 'Too many failed sign-in attempts. Try again later.');

  const ok = user ? user.active && (await verifyPassword(user.passwordHash, password)) : (await burnPasswordCheck(password), false);
  if (!ok || !user) {
    await recordHit(db, 'login-ip', ip);
    await recordHit(db, 'login-account', accountLimit.key);
    throw invalidCredentials();
  }
  await clearHits(db, 'login-account', user.id);
  return startSession(app, user.id);
}
