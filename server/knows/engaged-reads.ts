/**
 * Engaged reads (decision 0058): a signed-in reader who stayed on a public know for
 * ENGAGED_READ_SECONDS records it once per know and month; the monthly accrual pays its knower
 * per row. The primary key (know, reader, period) makes parallel or repeated calls one row; the
 * knower's own reads and knows that are not public are not counted (404 / no row).
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { knowEngagedReads, knowers, knows } from '../db/schema';
import { notFound } from '../errors';
import { limitFor } from '../rate-limit/limits';
import { consume } from '../rate-limit/service';
import { periodOf } from '../earnings/period';
import { isPublicKnow } from './visibility';

/** Records the read; `true` when this call wrote the month's row. */
export async function recordEngagedRead(app: AppContext, auth: AuthUser, knowUuid: string, now = new Date()): Promise<boolean> {
  const knowId = knowUuid.toLowerCase();
  const [know] = await app.db
    .select({ knowerId: knows.knowerId, ownerUserId: knowers.userId })
    .from(knows)
    .innerJoin(knowers, eq(knowers.id, knows.knowerId))
    .where(and(eq(knows.id, knowId), isPublicKnow));
  if (!know) throw notFound('Know not found.');
  // The knower reading their own know earns nothing.
  if (know.ownerUserId === auth.user.id) return false;
  await consume(app.db, limitFor('engaged-read-user', auth.user.id));
  const written = await app.db
    .insert(knowEngagedReads)
    .values({ knowId, readerId: auth.user.id, knowerId: know.knowerId, period: periodOf(now), createdAt: now })
    .onConflictDoNothing()
    .returning({ knowId: knowEngagedReads.knowId });
  return written.length > 0;
}
