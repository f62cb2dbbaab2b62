/**
 * Followed topics (issue 13 §4, decision 0039): a learner follows catalogue topics of an edition
 * (lib/config catalogues); the edition is kept with the follow because a topic's quiz is built
 * from the knows of that edition. Following twice is one row; the list names topics from the
 * catalogue, leaving out any the catalogue no longer has.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { findTopic } from '@/lib/config/catalogue';
import { isCountryCode, type CountryCode } from '@/lib/config/countries';
import { QUIZ_LIMITS } from '@/lib/contract/limits';
import type { FollowedTopic } from '@/lib/contract/topic-quiz';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { topicFollows } from '../db/schema';
import { ApiError, notFound } from '../errors';

type FollowRow = typeof topicFollows.$inferSelect;

function named(row: FollowRow): FollowedTopic | null {
  const found = isCountryCode(row.country) ? findTopic(row.country, row.topicUuid) : undefined;
  if (!found) return null;
  return {
    topicUuid: row.topicUuid,
    topicName: found.topic.name,
    subjectName: found.subject.name,
    countryCode: row.country,
    followedOn: row.createdAt.toISOString(),
  };
}

/** A topic of an edition's catalogue, or 404. */
export function catalogueTopic(country: CountryCode, topicUuid: string) {
  const found = findTopic(country, topicUuid.toLowerCase());
  if (!found) throw notFound('No such topic in this edition.');
  return found;
}

export async function followTopic(app: AppContext, auth: AuthUser, topicUuid: string, country: CountryCode): Promise<FollowedTopic> {
  const { topic } = catalogueTopic(country, topicUuid);
  const [{ n }] = (await app.db.select({ n: count() }).from(topicFollows).where(eq(topicFollows.userId, auth.user.id))) as [{ n: number }];
  if (Number(n) >= QUIZ_LIMITS.followsMax) {
    throw new ApiError(400, 'BadRequestError', `You follow at most ${QUIZ_LIMITS.followsMax} topics.`, { reason: 'TOO_MANY_FOLLOWS' });
  }
  const [row] = await app.db
    .insert(topicFollows)
    .values({ userId: auth.user.id, topicUuid: topic.uuid.toLowerCase(), country })
    .onConflictDoUpdate({ target: [topicFollows.userId, topicFollows.topicUuid], set: { country } })
    .returning();
  return named(row!)!;
}

export async function unfollowTopic(app: AppContext, auth: AuthUser, topicUuid: string): Promise<void> {
  await app.db.delete(topicFollows).where(and(eq(topicFollows.userId, auth.user.id), eq(topicFollows.topicUuid, topicUuid.toLowerCase())));
}

export async function listFollows(app: AppContext, auth: AuthUser): Promise<FollowedTopic[]> {
  const rows = await app.db.select().from(topicFollows).where(eq(topicFollows.userId, auth.user.id)).orderBy(asc(topicFollows.createdAt));
  return rows.map(named).filter((t): t is FollowedTopic => t !== null);
}

/** The caller's follow of a topic, with its names; 404 when they do not follow it. */
export async function followOf(app: AppContext, auth: AuthUser, topicUuid: string): Promise<FollowedTopic> {
  const [row] = await app.db
    .select()
    .from(topicFollows)
    .where(and(eq(topicFollows.userId, auth.user.id), eq(topicFollows.topicUuid, topicUuid.toLowerCase())));
  const topic = row ? named(row) : null;
  if (!topic) throw new ApiError(404, 'NotFoundError', 'Follow this topic to take its quiz.', { reason: 'NOT_FOLLOWED' });
  return topic;
}
