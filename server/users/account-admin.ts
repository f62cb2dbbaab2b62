/**
 * The operator's account commands (issue 25 §3, decision 0076): lock and unlock an account and
 * reset its two-step verification, from the command line (scripts/user-admin.ts). Each signs the
 * user out everywhere (every session's token family revoked: its access tokens stop at once,
 * server/auth/authenticate.ts) and leaves one row in the audit trail, in the same transaction.
 * A lock is the `active` flag a reviewer's suspension sets (server/chat/report-review.ts): a
 * locked account cannot sign in, refresh or use a token, and its public pages are gone.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { tokenFamilies, twoFactor, twoFactorRecoveryCodes, users } from '../db/schema';
import { recordAction } from '../review/audit';
import { lockUserByEmail } from './roles';

export type AccountCommand = 'lock' | 'unlock' | 'reset-2fa';

export interface AccountChange {
  email: string;
  /** False when there was nothing to do (already locked, not locked, no two-step verification). */
  changed: boolean;
  /** Sessions ended. */
  sessionsEnded: number;
}

const AUDIT = { lock: 'ACCOUNT_LOCKED', unlock: 'ACCOUNT_UNLOCKED', 'reset-2fa': 'TWO_FACTOR_RESET' } as const;

async function endSessions(tx: Tx, userId: string, reason: string): Promise<number> {
  const ended = await tx
    .update(tokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(tokenFamilies.userId, userId), isNull(tokenFamilies.revokedAt)))
    .returning({ id: tokenFamilies.id });
  return ended.length;
}

export async function changeAccount(db: Db, email: string, command: AccountCommand): Promise<AccountChange> {
  return db.transaction(async (tx) => {
    const user = await lockUserByEmail(tx, email, 'active');
    let changed: boolean;
    if (command === 'reset-2fa') {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, user.id));
      // A pending enrolment goes too; only an enabled one counts as a reset.
      const removed = await tx.delete(twoFactor).where(eq(twoFactor.userId, user.id)).returning({ enabledAt: twoFactor.enabledAt });
      changed = removed.some((r) => r.enabledAt !== null);
    } else {
      const active = command === 'unlock';
      changed = user.active !== active;
      if (changed) await tx.update(users).set({ active, updatedAt: new Date() }).where(eq(users.id, user.id));
    }
    if (!changed) return { email: user.email, changed, sessionsEnded: 0 };
    // Unlocking ends nothing: a locked account has no session left. Locking or a reset signs out
    // everyone holding the account, whoever they are.
    const sessionsEnded = command === 'unlock' ? 0 : await endSessions(tx, user.id, command === 'lock' ? 'account-locked' : 'two-factor-reset');
    await recordAction(tx, { actorId: null, action: AUDIT[command], itemType: 'USER', itemId: user.id, detail: null });
    return { email: user.email, changed, sessionsEnded };
  });
}
