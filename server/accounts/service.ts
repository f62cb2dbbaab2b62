/**
 * Accounts on the auth server: e-mail confirmation, change of e-mail and password, and password
 * reset. E-mailed tokens are random, stored as SHA-256 hashes, single-use and expiring.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { Db } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { emailTokens, users, type UserRow } from '../db/schema';
import { badRequest, conflict, formError, invalidCredentials } from '../errors';
import { confirmationMail, emailChangedMail, passwordChangedMail, resetPasswordMail } from '../mail/account-mails';
import { queueMail } from '../mail/queue-mail';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken, sha256Hex } from '../auth/crypto';
import { limitedPasswordCheck } from '../auth/attempts';
import { revokeAllSessions, startSession, type SessionOrigin, type TokenResponse } from '../auth/tokens';
import { limitFor } from '../rate-limit/limits';
import { clear, consume } from '../rate-limit/service';
import { emailTaken } from '../users/repository';

type Purpose = 'confirm-email' | 'reset-password';
const TTL_SECONDS: Record<Purpose, number> = { 'confirm-email': 7 * 86_400, 'reset-password': 3_600 };

async function createEmailToken(db: Db, userId: string, purpose: Purpose, email: string): Promise<string> {
  const token = randomToken(32);
  const now = new Date();
  await db.insert(emailTokens).values({
    id: randomUuid(),
    userId,
    purpose,
    email,
    tokenHash: sha256Hex(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_SECONDS[purpose] * 1000),
  });
  return token;
}

export async function sendConfirmationMail(
  app: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'country' | 'interfaceLanguage'>,
) {
  const token = await createEmailToken(app.db, user.id, 'confirm-email', user.email);
  await queueMail(app, confirmationMail(app.env, user, token));
}

export async function resendConfirmation(app: AppContext, user: UserRow): Promise<void> {
  if (user.emailConfirmedAt) throw badRequest('The e-mail address is already confirmed.');
  await consume(app.db, limitFor('resend-confirmation', user.id));
  await sendConfirmationMail(app, user);
}

/** Consumes a valid token of the purpose (single use), or null. */
async function consumeEmailToken(db: Db, token: string, purpose: Purpose) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, sha256Hex(token)),
          eq(emailTokens.purpose, purpose),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!row) return null;
    await tx.update(emailTokens).set({ usedAt: new Date() }).where(eq(emailTokens.id, row.id));
    return row;
  });
}

export async function confirmEmail(app: AppContext, token: string): Promise<string> {
  const row = await consumeEmailToken(app.db, token, 'confirm-email');
  const invalid = formError({ confirmationToken: 'The confirmation link is invalid or has expired.' });
  if (!row) throw invalid;
  // The token confirms the address it was sent to, only while that is still the account's address.
  const updated = await app.db
    .update(users)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, row.userId), sql`lower(${users.email}) = lower(${row.email})`))
    .returning({ id: users.id });
  if (updated.length === 0) throw invalid;
  return row.userId;
}

/**
 * Re-checks the password of a signed-in user under the same sign-in limits (per account and
 * client, client IP, account), so these endpoints cannot be used to guess passwords either.
 */
async function checkPassword(app: AppContext, user: UserRow, password: string, ip: string): Promise<void> {
  const ok = await limitedPasswordCheck(app, user.id, ip, () => verifyPassword(user.passwordHash, password), 'Too many failed attempts. Try again later.');
  if (!ok) throw invalidCredentials('The password is wrong.');
}

export async function changeEmail(app: AppContext, user: UserRow, newEmail: string, password: string, ip: string): Promise<void> {
  await checkPassword(app, user, password, ip);
  if (newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw formError({ newEmail: 'This is already your e-mail address.' });
  }
  if (await emailTaken(app.db, newEmail, user.id)) throw conflict('EmailInUseError', 'This e-mail address is already in use.');
  try {
    await app.db
      .update(users)
      .set({ email: newEmail, emailConfirmedAt: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('EmailInUseError', 'This e-mail address is already in use.');
    throw err;
  }
  await sendConfirmationMail(app, { ...user, email: newEmail });
  await queueMail(app, emailChangedMail(user, newEmail));
}

export async function changePassword(
  app: AppContext,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
  ip: string,
  origin?: SessionOrigin,
): Promise<TokenResponse> {
  await checkPassword(app, user, oldPassword, ip);
  const passwordHash = await hashPassword(newPassword, app.env.PASSWORD_HASH_COST);
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Every sign-in ends, this one too (decision 0014): a thief holding any refresh token of the
    // account, even one of the caller's own family, is out. Access tokens die with their family.
    await revokeAllSessions(tx, user.id, 'password-changed');
  });
  await clear(app.db, 'login-account', user.id);
  // The caller stays signed in through a new sign-in that only this answer carries.
  const tokens = await startSession(app, user.id, origin);
  await queueMail(app, passwordChangedMail(user));
  return tokens;
}

/** Always answers the same, whether or not the address has an account. */
/** The per-IP limit is taken before the body is read (the route's limit hook). */
export async function forgotPassword(app: AppContext, email: string): Promise<void> {
  await consume(app.db, limitFor('forgot-password-email', email.toLowerCase()));
  const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  if (!user || !user.active) return;
  const token = await createEmailToken(app.db, user.id, 'reset-password', user.email);
  await queueMail(app, resetPasswordMail(app.env, user, token));
}

export async function resetPassword(app: AppContext, token: string, newPassword: string): Promise<void> {
  const row = await consumeEmailToken(app.db, token, 'reset-password');
  if (!row) throw formError({ token: 'The reset link is invalid or has expired.' });
  const passwordHash = await hashPassword(newPassword, app.env.PASSWORD_HASH_COST);
  const [user] = await app.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw formError({ token: 'The reset link is invalid or has expired.' });
  const mailboxProven = user.email.toLowerCase() === row.email.toLowerCase();
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: new Date(),
        ...(mailboxProven && !user.emailConfirmedAt ? { emailConfirmedAt: new Date() } : {}),
      })
      .where(eq(users.id, user.id));
    // Other outstanding reset links die with this one.
    await tx
      .update(emailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset-password'), isNull(emailTokens.usedAt)));
    await revokeAllSessions(tx, user.id, 'password-reset');
  });
  await clear(app.db, 'login-account', user.id);
}
