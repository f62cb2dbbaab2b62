/**
 * Deleting one's own account (decision 0023), step one, in the request: the password confirms
 * it (under the sign-in limits, decision 0014), then ONE transaction closes the account at once:
 * every sign-in ends (access tokens die with their family), the row becomes a tombstone without
 * address, username, name, password or other profile data (the address is free for a new
 * sign-up at once), the knows leave every public place, outstanding e-mailed links die. With
 * two-factor sign-in on, a current code is needed too (else a stolen password plus an open
 * session could erase the account the second factor protects). The
 * confirmation mail is queued to the address captured before. The deletion job
 * (server/jobs/delete-accounts.ts, finish-deletion.ts) then removes the files and every row.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { limitedPasswordCheck } from '../auth/attempts';
import { randomToken } from '../auth/crypto';
import { verifyPassword } from '../auth/passwords';
import { revokeAllSessions } from '../auth/tokens';
import { twoFactorEnabled, verifySecondFactor } from '../auth/two-factor/service';
import { emailTokens, knows, rateLimits, users } from '../db/schema';
import { formError, invalidCredentials } from '../errors';
import { accountDeletedMail } from '../mail/account-mails';
import { queueMail } from '../mail/queue-mail';

/** The tombstone's stand-ins: unique, never an address anyone can receive mail at (RFC 2606). */
const tombstoneEmail = (userId: string) => `${userId}@deleted.invalid`;
const tombstoneUsername = (userId: string) => `deleted.${userId}`;

export async function closeAccount(app: AppContext, auth: AuthUser, password: string, code: string | undefined, ip: string): Promise<void> {
  const { user } = auth;
  const ok = await limitedPasswordCheck(app, user.id, ip, () => verifyPassword(user.passwordHash, password), 'Too many failed attempts. Try again later.');
  if (!ok) throw invalidCredentials('The password is wrong.');
  if (await twoFactorEnabled(app.db, user.id)) {
    if (!code) throw formError({ code: 'Enter the code from your authenticator app.' });
    // The sign-in's check: the per-account code limit, Invalid2FATokenError when wrong.
    await verifySecondFactor(app, user.id, code);
  }
  const now = new Date();
  await app.db.transaction(async (tx) => {
    await revokeAllSessions(tx, user.id, 'account-deleted');
    await tx
      .update(users)
      .set({
        active: false,
        deletedAt: now,
        updatedAt: now,
        email: tombstoneEmail(user.id),
        emailConfirmedAt: null,
        username: tombstoneUsername(user.id),
        name: '',
        // Not a hash any password verifies against.
        passwordHash: '!deleted',
        birthDate: null,
        regionId: null,
        schoolType: null,
        grade: null,
        schoolId: null,
        source: null,
        sourceCampaign: null,
        newsletter: false,
        emailPreferencesToken: randomToken(32),
        timezoneOffset: null,
        lookupCountry: null,
        roles: [],
      })
      .where(eq(users.id, user.id));
    // Out of search, feeds, sitemaps and other users' libraries now, not when the job runs.
    if (auth.knowerId) await tx.update(knows).set({ isPrivate: true }).where(eq(knows.knowerId, auth.knowerId));
    await tx.delete(emailTokens).where(eq(emailTokens.userId, user.id));
    // Counters keyed by the address (forgot-password) name it: the job no longer knows it.
    await tx.delete(rateLimits).where(sql`strpos(lower(${rateLimits.key}), lower(${user.email})) > 0`);
  });
  try {
    // Queued sealed (decision 0017): the address is not readable in the queue's tables.
    await queueMail(app, accountDeletedMail(user));
  } catch (err) {
    // The account is closed either way; a lost goodbye mail must not make the request fail.
    app.log.error({ err }, 'The account-deleted mail could not be queued');
  }
}
