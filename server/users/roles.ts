/**
 * Staff roles per edition (decisions 0028, 0050), granted and revoked from the command line
 * (`npm run user:grant -- EMAIL reviewer DE`, `npm run user:revoke -- EMAIL reviewer DE`). Each
 * edition granted or revoked is one row in the audit trail; granting an edition the user has (or
 * revoking one they lack) changes nothing and records nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { CountryCode } from '@/lib/config/countries';
import { grantOf, type Role } from '@/lib/contract/roles';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { recordAction } from '../review/audit';

export interface RoleChange {
  userId: string;
  email: string;
  /** The user's grants afterwards, as stored ("reviewer:DE"). */
  roles: string[];
  /** The editions that changed; empty when the user already had (grant) or lacked (revoke) them all. */
  editions: CountryCode[];
  changed: boolean;
}

export class UnknownUserError extends Error {}

type UserRow = typeof users.$inferSelect;

/**
 * The live account of this e-mail address (in any case), its row locked until the command's
 * transaction ends: its id, e-mail and the `column` the command changes. UnknownUserError if none.
 */
export async function lockUserByEmail<K extends 'active' | 'roles'>(tx: Tx, email: string, column: K): Promise<Pick<UserRow, 'id' | 'email' | K>> {
  const [user] = await tx
    .select({ id: users.id, email: users.email, value: users[column] })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()}) AND ${users.deletedAt} IS NULL`)
    .for('update');
  if (!user) throw new UnknownUserError(`No account with the e-mail address ${email}.`);
  return { id: user.id, email: user.email, [column]: user.value } as Pick<UserRow, 'id' | 'email' | K>;
}

export async function changeRole(db: Db, email: string, role: Role, editions: readonly CountryCode[], grant: boolean): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const user = await lockUserByEmail(tx, email, 'roles');
    const changes = [...new Set(editions)].filter((e) => user.roles.includes(grantOf(role, e)) !== grant);
    if (changes.length === 0) return { userId: user.id, email: user.email, roles: user.roles, editions: [], changed: false };
    const changed = new Set(changes.map((e) => grantOf(role, e)));
    const roles = grant ? [...user.roles, ...changed] : user.roles.filter((r) => !changed.has(r));
    await tx.update(users).set({ roles }).where(eq(users.id, user.id));
    for (const g of changed) {
      await recordAction(tx, { actorId: null, action: grant ? 'ROLE_GRANTED' : 'ROLE_REVOKED', itemType: 'USER', itemId: user.id, detail: g });
    }
    return { userId: user.id, email: user.email, roles, editions: changes, changed: true };
  });
}
