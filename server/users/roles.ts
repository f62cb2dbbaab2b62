/**
 * Staff roles (decision 0028), granted and revoked from the command line
 * (`npm run user:grant -- EMAIL reviewer`, `npm run user:revoke -- EMAIL reviewer`). A change
 * is recorded in the audit trail; granting a role the user has (or revoking one they lack)
 * changes nothing and records nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@/lib/contract/roles';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { recordAction } from '../review/audit';

export interface RoleChange {
  userId: string;
  email: string;
  roles: string[];
  /** False when the user already had (grant) or lacked (revoke) the role. */
  changed: boolean;
}

export class UnknownUserError extends Error {}

export async function changeRole(db: Db, email: string, role: Role, grant: boolean): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, roles: users.roles })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()}) AND ${users.deletedAt} IS NULL`)
      .for('update');
    if (!user) throw new UnknownUserError(`No account with the e-mail address ${email}.`);
    const has = user.roles.includes(role);
    if (has === grant) return { userId: user.id, email: user.email, roles: user.roles, changed: false };
    const roles = grant ? [...user.roles, role] : user.roles.filter((r) => r !== role);
    await tx.update(users).set({ roles }).where(eq(users.id, user.id));
    await recordAction(tx, { actorId: null, action: grant ? 'ROLE_GRANTED' : 'ROLE_REVOKED', itemType: 'USER', itemId: user.id, detail: role });
    return { userId: user.id, email: user.email, roles, changed: true };
  });
}
