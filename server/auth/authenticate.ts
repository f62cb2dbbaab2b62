/** Bearer access tokens -> the signed-in user. A revoked sign-in (family) fails at once. */
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { knowers, tokenFamilies, users, type UserRow } from '../db/schema';
import { reviewerScope, type ReviewerScope } from '../review/editions';
import { verifyAccessToken } from './access-token';

export interface AuthUser {
  user: UserRow;
  familyId: string;
  knowerId: string | null;
  /** Where the user may review (decision 0050); null without a reviewer grant. */
  reviewer: ReviewerScope | null;
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(header?.trim() ?? '');
  return m?.[1] ?? null;
}

export async function authenticate(app: AppContext, token: string): Promise<AuthUser | null> {
  const claims = verifyAccessToken(app.authSecret, token);
  if (!claims) return null;
  const [row] = await app.db
    .select({ user: users, knowerId: knowers.id })
    .from(tokenFamilies)
    .innerJoin(users, eq(users.id, tokenFamilies.userId))
    .leftJoin(knowers, eq(knowers.userId, users.id))
    .where(and(eq(tokenFamilies.id, claims.fam), eq(users.id, claims.sub), isNull(tokenFamilies.revokedAt)));
  if (!row || !row.user.active) return null;
  return { user: row.user, familyId: claims.fam, knowerId: row.knowerId, reviewer: reviewerScope(row.user.roles, app.env) };
}
