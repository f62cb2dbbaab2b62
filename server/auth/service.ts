/**
 * Password grant under the sign-in limits per account and client, client IP and account. An
 * account with two-factor sign-in gets a challenge instead of tokens (Requires2FAError), which
 * the two-factor grant exchanges together with a code (decision 0021).
 */
import type { AppContext } from '../app-context';
import { invalidCredentials, requires2fa } from '../errors';
import { findUserByEmail, findUserByUsername } from '../users/repository';
import { limitedPasswordCheck } from './attempts';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { startSession, type SessionOrigin, type TokenResponse } from './tokens';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';
import { issueChallenge, readChallenge } from './two-factor/challenge';
import { twoFactorEnabled, verifySecondFactor } from './two-factor/service';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';

export interface PasswordGrantClient extends SessionOrigin {
  ip: string;
  /** The captcha widget's payload, when the client solved one (decision 0022). */
  captcha?: string;
}

export async function passwordGrant(app: AppContext, username: string, password: string, client: PasswordGrantClient): Promise<TokenResponse> {
  const { ip } = client;
  const { db } = app;
  const identifier = username.trim();
  const user = identifier.includes('@') ? await findUserByEmail(db, identifier) : await findUserByUsername(db, identifier);
  const accountKey = user?.id ?? `unknown:${identifier.toLowerCase()}`;
  const ok = await limitedPasswordCheck(
    app,
    accountKey,
    ip,
    async () => (user ? user.active && (await verifyPassword(user.passwordHash, password)) : (await burnPasswordCheck(password, app.env.PASSWORD_HASH_COST), false)),
    undefined,
    { payload: client.captcha },
  );
  if (!ok || !user) throw invalidCredentials();
  if (await twoFactorEnabled(db, user.id)) {
    throw requires2fa({ challengeToken: issueChallenge(app.authSecret, user.id, user.passwordHash), expiresIn: TWO_FACTOR.challengeTtlSeconds });
  }
  return startSession(app, user.id, client);
}

/**
 * Second step of a two-factor sign-in: a valid challenge (right password, not expired, password
 * unchanged since) and a right code (or recovery code), checked under the per-account code limit.
 */
export async function twoFactorGrant(app: AppContext, challengeToken: string, code: string, origin?: SessionOrigin): Promise<TokenResponse> {
  const userId = await readChallenge(app.authSecret, challengeToken, async (id) => {
    const [row] = await app.db.select({ hash: users.passwordHash, active: users.active }).from(users).where(eq(users.id, id));
    return row?.active ? row.hash : null;
  });
  if (!userId) throw invalidCredentials('The sign-in has expired. Enter your password again.');
  await verifySecondFactor(app, userId, code);
  return startSession(app, userId, origin);
}
