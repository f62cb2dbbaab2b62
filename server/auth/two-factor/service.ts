/**
 * Two-factor sign-in (decision 0021): enrolment (a pending secret, confirmed by a first code),
 * recovery codes, disabling, and the code check of the sign-in. Every code check counts against
 * the per-account limit BEFORE it runs (atomic, decision 0014) and gives the hit back when right.
 */
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { BRAND } from '@/lib/config/brand';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@/lib/contract/two-factor';
import { TWO_FACTOR } from '@/lib/contract/two-factor-limits';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { twoFactor, twoFactorRecoveryCodes, type UserRow } from '../../db/schema';
import { badRequest, conflict, invalid2fa, invalidCredentials, tooMany } from '../../errors';
import { limitFor } from '../../rate-limit/limits';
import { refund, take } from '../../rate-limit/service';
import { limitedPasswordCheck } from '../attempts';
import { verifyPassword } from '../passwords';
import { hashRecoveryCode, newRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { seal, unsealOrNull } from '../seal';
import { matchTotp, newTotpSecret, otpauthUri, totpCodeOf } from './totp';

type Ctx = Pick<AppContext, 'db' | 'env' | 'authSecret'>;

async function rowOf(db: Db, userId: string) {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

/** True when the user signs in with a second factor. */
export async function twoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return Boolean(row);
}

export async function twoFactorStatus(db: Db, userId: string): Promise<TwoFactorStatus> {
  const row = await rowOf(db, userId);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  const enabled = Boolean(row?.enabledAt);
  return {
    enabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    pending: Boolean(row && !row.enabledAt),
    recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0,
  };
}

/** Starts (or restarts) an enrolment: a new pending secret, stored encrypted. */
export async function startEnrolment(app: Ctx, user: UserRow): Promise<TwoFactorEnrolment> {
  const secret = newTotpSecret();
  const sealed = seal(app.authSecret, 'totp-secret', secret);
  // Replaces a pending secret, never an enabled one (the WHERE keeps it).
  const written = await app.db
    .insert(twoFactor)
    .values({ userId: user.id, secretCiphertext: sealed, createdAt: new Date() })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretCiphertext: sealed, lastStep: null, createdAt: new Date() },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  if (written.length === 0) throw conflict('DuplicateError', 'Two-factor sign-in is already on.');
  return { secret, otpauthUri: otpauthUri(secret, BRAND.name, user.email) };
}

/** Runs one code check under the per-account limit; a right code gives its hit back. */
async function limitedCodeCheck(app: Ctx, userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const limit = limitFor('two-factor-account', userId);
  const wait = await take(app.db, limit);
  if (wait > 0) throw tooMany('TooManyLoginAttemptsError', wait, 'Too many wrong codes. Try again later.');
  const ok = await check();
  if (ok) await refund(app.db, limit);
  return ok;
}

/**
 * Accepts a TOTP code of a step later than the last accepted one and records its step in the
 * same statement that checks it, so two requests with one code cannot both pass.
 */
async function useTotp(app: Ctx, row: typeof twoFactor.$inferSelect, code: string, enable: boolean): Promise<boolean> {
  const secret = unsealOrNull<string>(app.authSecret, 'totp-secret', row.secretCiphertext);
  if (!secret) return false;
  const step = await matchTotp(secret, code, row.lastStep);
  if (step === null) return false;
  const updated = await app.db
    .update(twoFactor)
    .set(enable ? { lastStep: step, enabledAt: new Date() } : { lastStep: step })
    .where(
      and(
        eq(twoFactor.userId, row.userId),
        // The secret the code was checked against (a restarted enrolment replaces it).
        eq(twoFactor.secretCiphertext, row.secretCiphertext),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
        enable ? isNull(twoFactor.enabledAt) : isNotNull(twoFactor.enabledAt),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return updated.length > 0;
}

/** Marks one unused recovery code used; false when there is none with that value. */
async function useRecoveryCode(app: Ctx, userId: string, input: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(input);
  if (!normalised) return false;
  const used = await app.db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(app.authSecret, normalised)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/**
 * The second factor of an enabled account: a TOTP code or a recovery code (told apart by shape).
 * Throws Invalid2FATokenError when wrong, 429 when the account's code limit is used up.
 */
export async function verifySecondFactor(app: Ctx, userId: string, code: string): Promise<void> {
  const ok = await limitedCodeCheck(app, userId, async () => {
    const row = await rowOf(app.db, userId);
    if (!row?.enabledAt) return false;
    const totp = totpCodeOf(code);
    return totp ? useTotp(app, row, totp, false) : useRecoveryCode(app, userId, code);
  });
  if (!ok) throw invalid2fa();
}

async function replaceRecoveryCodes(db: Db, authSecret: Buffer, userId: string): Promise<string[]> {
  const codes = Array.from({ length: TWO_FACTOR.recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(
      codes.map((code) => ({
        id: randomUuid(),
        userId,
        codeHash: hashRecoveryCode(authSecret, normaliseRecoveryCode(code)!),
      })),
    );
  });
  return codes;
}

/** The first code turns the pending enrolment on; the answer is the recovery codes (shown once). */
export async function confirmEnrolment(app: Ctx, user: UserRow, code: string): Promise<string[]> {
  const row = await rowOf(app.db, user.id);
  if (!row) throw badRequest('Start the set-up first.');
  if (row.enabledAt) throw conflict('DuplicateError', 'Two-factor sign-in is already on.');
  const totp = totpCodeOf(code);
  const ok = await limitedCodeCheck(app, user.id, async () => (totp ? useTotp(app, row, totp, true) : false));
  if (!ok) throw invalid2fa();
  return replaceRecoveryCodes(app.db, app.authSecret, user.id);
}

/** New recovery codes (the old ones stop working); needs a current code. */
export async function regenerateRecoveryCodes(app: Ctx, user: UserRow, code: string): Promise<string[]> {
  if (!(await twoFactorEnabled(app.db, user.id))) throw badRequest('Two-factor sign-in is off.');
  await verifySecondFactor(app, user.id, code);
  return replaceRecoveryCodes(app.db, app.authSecret, user.id);
}

/** Turns two-factor sign-in off: the password (under the sign-in limits) and a current code. */
export async function disableTwoFactor(app: Ctx, user: UserRow, password: string, code: string, ip: string): Promise<void> {
  const ok = await limitedPasswordCheck(app, user.id, ip, () => verifyPassword(user.passwordHash, password), 'Too many failed attempts. Try again later.');
  if (!ok) throw invalidCredentials('The password is wrong.');
  if (!(await twoFactorEnabled(app.db, user.id))) throw badRequest('Two-factor sign-in is off.');
  await verifySecondFactor(app, user.id, code);
  await app.db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id));
  });
}
