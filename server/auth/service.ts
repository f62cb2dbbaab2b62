/** Password grant under the sign-in limits per account and client, client IP and account. */
import type { AppContext } from '../app';
import { invalidCredentials } from '../http/errors';
import { findUserByEmail, findUserByUsername } from '../users/repository';
import { limitedPasswordCheck } from './attempts';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { startSession, type TokenResponse } from './tokens';

export async function passwordGrant(app: AppContext, username: string, password: string, ip: string): Promise<TokenResponse> {
  const { db } = app;
  const identifier = username.trim();
  const user = identifier.includes('@') ? await findUserByEmail(db, identifier) : await findUserByUsername(db, identifier);
  const accountKey = user?.id ?? `unknown:${identifier.toLowerCase()}`;
  const ok = await limitedPasswordCheck(app, accountKey, ip, async () =>
    user ? user.active && (await verifyPassword(user.passwordHash, password)) : (await burnPasswordCheck(password), false),
  );
  if (!ok || !user) throw invalidCredentials();
  return startSession(app, user.id);
}
