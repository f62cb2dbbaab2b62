/**
 * The newest public knows of a subject or topic for the statically generated catalogue pages
 * (subjects, topics), with the revalidation time that goes with the answer.
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { Know } from '@/lib/contract/knows';
import { getAppContext } from '../http';
import { processLogger } from '../log/process-logger';
import { listKnows } from './service';

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
