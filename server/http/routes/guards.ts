import type { AuthUser } from '../../auth/authenticate';
import { forbidden, unauthorized } from '../../errors';
import type { HandlerContext } from '../route';

export function signedIn(c: HandlerContext<unknown, unknown, unknown>): AuthUser {
  if (!c.user) throw unauthorized();
  return c.user;
}

/** The signed-in user acting on their own record; anyone else gets 403. */
export function self(c: HandlerContext<unknown, unknown, unknown>, id: string): AuthUser {
  const auth = signedIn(c);
  if (auth.user.id !== id.toLowerCase()) throw forbidden('You can only change your own account.');
  return auth;
}

/**
 * Route access (RouteSpec.access) for reviewer endpoints (decision 0028): 401 signed out, 403
 * without a reviewer grant in any edition. Which items they reach is the queues' business
 * (decision 0050: another edition's item answers 404).
 */
export function reviewersOnly(user: AuthUser | null): void {
  if (!user) throw unauthorized();
  if (!user.reviewer) throw forbidden('Only reviewers can do this.');
}
