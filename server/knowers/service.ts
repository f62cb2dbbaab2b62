import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { knowers, knows, users } from '../db/schema';
import { forbidden, notFound } from '../errors';
import type { AuthUser } from '../auth/authenticate';
import { toPublicUser } from '../users/serialize';
import type { Knower, KnowerProfile, KnowStatusStats } from '@/lib/contract/knowers';
import { isPublicKnow } from '../knows/visibility';
import type { KnowStatus } from '@/lib/contract/knows';

export async function getKnower(app: AppContext, id: string): Promise<Knower> {
  const [row] = await app.db
    .select({ knower: knowers, user: users })
    .from(knowers)
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(eq(knowers.id, id));
  if (!row || !row.user.active) throw notFound('Knower not found.');
  const stats = await statusCounts(app, id);
  return {
    uuid: row.knower.id,
    user: toPublicUser({ user: row.user, knowerId: row.knower.id }),
    createdOn: row.knower.createdAt.toISOString(),
    publishedKnowsCount: stats.published,
  };
}

export async function myKnowerId(app: AppContext, auth: AuthUser): Promise<string> {
  const [row] = await app.db.select({ id: knowers.id }).from(knowers).where(eq(knowers.userId, auth.user.id));
  if (!row) throw notFound('You are not a knower.');
  return row.id;
}

async function statusCounts(app: AppContext, knowerId: string) {
  const rows = await app.db
    .select({ status: knows.status, n: count() })
    .from(knows)
    .where(eq(knows.knowerId, knowerId))
    .groupBy(knows.status);
  const by = (s: KnowStatus) => rows.find((r) => r.status === s)?.n ?? 0;
  return {
    total: rows.reduce((a, r) => a + r.n, 0),
    draft: by('DRAFT'),
    inReview: by('IN_REVIEW'),
    published: by('PUBLISHED'),
    rejected: by('REJECTED'),
  };
}

/** Counts of the knower's knows per review status: only for the knower themself. */
export async function getStatusStats(app: AppContext, auth: AuthUser, knowerId: string): Promise<KnowStatusStats> {
  const [row] = await app.db.select({ userId: knowers.userId }).from(knowers).where(eq(knowers.id, knowerId));
  if (!row) throw notFound('Knower not found.');
  if (row.userId !== auth.user.id) throw forbidden('Only the knower can see these statistics.');
  return statusCounts(app, knowerId);
}

/**
 * The public profile (spec §2.1): the knower and totals over their public knows only, so a
 * private or unpublished know never shows, not even as a number.
 */
export async function getKnowerProfile(app: AppContext, id: string): Promise<KnowerProfile> {
  const knower = await getKnower(app, id);
  const [totals] = await app.db
    .select({
      publishedKnows: count(),
      likes: sql<string>`coalesce(sum(${knows.likesCount}), 0)`,
      saves: sql<string>`coalesce(sum(${knows.savesCount}), 0)`,
      views: sql<string>`coalesce(sum(${knows.viewsCount}), 0)`,
    })
    .from(knows)
    .where(and(eq(knows.knowerId, id), isPublicKnow));
  // sum() of integers is a bigint, which the drivers hand back as a string.
  return {
    knower,
    counts: {
      publishedKnows: Number(totals?.publishedKnows ?? 0),
      likes: Number(totals?.likes ?? 0),
      saves: Number(totals?.saves ?? 0),
      views: Number(totals?.views ?? 0),
    },
  };
}
