/**
 * The newest public knows of a subject or topic for the statically generated catalogue pages
 * (subjects, topics), with the revalidation time that goes with the answer.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { ContentLanguageCode } from '@/lib/config/locales';
import type { Know } from '@/lib/contract/knows';
import { knows as knowsTable } from '../db/schema';
import { getAppContext } from '../http';
import { processLogger } from '../log/process-logger';
import { getFeed, listKnows } from './service';
import { isPublicKnow } from './visibility';

/** Newest public knows shown on a page; the search has the rest. */
const KNOWS_SHOWN = 12;
/** New knows appear within a minute; without the database, try again soon. */
const KNOWS_REVALIDATE_SECONDS = 60;
const RETRY_REVALIDATE_SECONDS = 10;

/**
 * At build time the database is not opened at all (the page is regenerated on its first
 * request), and a failing database leaves the page up with an empty list rather than an error.
 */
export async function catalogueKnows(filter: { subjectId: number; topicUuid?: string }): Promise<{ knows: Know[]; revalidate: number }> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { knows: [], revalidate: RETRY_REVALIDATE_SECONDS };
  try {
    const app = await getAppContext();
    const page = await listKnows(app, { ...filter, sort: 'new', limit: KNOWS_SHOWN }, null);
    return { knows: page.content, revalidate: KNOWS_REVALIDATE_SECONDS };
  } catch (err) {
    processLogger().error({ err }, 'Catalogue page: the knows could not be loaded');
    return { knows: [], revalidate: RETRY_REVALIDATE_SECONDS };
  }
}

/** What a topic page without knows offers instead (issue 22 §3): never a dead end. */
export interface NearestContent {
  /** The subject's most popular public knows. */
  subjectKnows: Know[];
  /** Topics of the subject that have public knows. */
  topicsWithKnows: string[];
}

const NEAREST_SHOWN = 6;

export async function nearestToTopic(subjectId: number): Promise<NearestContent> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { subjectKnows: [], topicsWithKnows: [] };
  try {
    const app = await getAppContext();
    const [popular, topics] = await Promise.all([
      listKnows(app, { subjectId, sort: 'popular', limit: NEAREST_SHOWN }, null),
      app.db
        .selectDistinct({ topicUuid: knowsTable.topicUuid })
        .from(knowsTable)
        .where(and(eq(knowsTable.subjectId, subjectId), isNotNull(knowsTable.topicUuid), isPublicKnow)),
    ]);
    return { subjectKnows: popular.content, topicsWithKnows: topics.map((t) => t.topicUuid!) };
  } catch (err) {
    processLogger().error({ err }, 'Topic page: the nearest knows could not be loaded');
    return { subjectKnows: [], topicsWithKnows: [] };
  }
}

/** An edition's material without a catalogue (issue 22 §3): its most popular and newest public knows. */
export async function editionKnows(contentLanguage: ContentLanguageCode, limit = 8): Promise<{ popular: Know[]; recent: Know[]; revalidate: number }> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { popular: [], recent: [], revalidate: RETRY_REVALIDATE_SECONDS };
  try {
    const app = await getAppContext();
    const query = { contentLanguageCode: contentLanguage, limit };
    const [popular, recent] = await Promise.all([getFeed(app, 'popular', query, null), getFeed(app, 'new', query, null)]);
    return { popular: popular.content, recent: recent.content, revalidate: KNOWS_REVALIDATE_SECONDS };
  } catch (err) {
    processLogger().error({ err }, 'Edition knows could not be loaded');
    return { popular: [], recent: [], revalidate: RETRY_REVALIDATE_SECONDS };
  }
}
