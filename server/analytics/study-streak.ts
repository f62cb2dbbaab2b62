/**
 * The user snapshot's `streak` (spec §3; decision 0069): the learner's daily study streak, filled
 * in by the server, which holds the review log, for events of the signed-in user they describe.
 * The browser sends null: its copy of the user would be stale after a first review of the day.
 */
import type { AnalyticsEvent } from '@/lib/contract/analytics';
import type { AppContext } from '../app-context';
import type { UserRow } from '../db/schema';
import { currentStreak } from '../flashcards/progress';

export async function withStudyStreak(app: AppContext, event: AnalyticsEvent, user: UserRow | null): Promise<AnalyticsEvent> {
  if (!user || !event.user || event.user.uuid?.toLowerCase() !== user.id) return event;
  return { ...event, user: { ...event.user, streak: await currentStreak(app.db, user) } };
}
