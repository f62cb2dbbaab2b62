/**
 * Real material for the landing page (issue 22, decision 0054): the edition's most popular public
 * knows (popularity, then the newest: an edition without likes or a catalogue still shows its
 * recent knows) and how many public knows each of its subjects has. Read when the page is
 * (re)generated, never per request: the landing stays a cached static page (decisions 0043, 0040).
 */
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { ContentLanguageCode } from '@/lib/config/locales';
import type { Know } from '@/lib/contract/knows';
import type { LandingKnow } from '@/lib/pages/landing-data';
import { getAppContext } from '../http';
import { knows } from '../db/schema';
import { processLogger } from '../log/process-logger';
import { getFeed } from './service';
import { isPublicKnow } from './visibility';

/** Two rows of four on a desktop, a short scroll on a phone. */
const LANDING_KNOWS_SHOWN = 8;
/** New popular knows reach the landing within five minutes; without the database, retry soon. */
const LANDING_REVALIDATE_SECONDS = 300;
const RETRY_REVALIDATE_SECONDS = 10;

interface LandingMaterial {
  knows: LandingKnow[];
  /** Public knows per subject id (subjects without any are absent). */
  knowCounts: Record<number, number>;
  revalidate: number;
}

function toLandingKnow(k: Know): LandingKnow {
  return {
    uuid: k.uuid,
    title: k.title,
    format: k.format,
    thumbnailUrl: k.thumbnailUrl,
    subjectName: k.subject?.name ?? null,
    knowerName: k.knower.user.name,
    likesCount: k.likesCount,
    pageCount: k.pageCount,
    flashcardCount: k.flashcardCount,
  };
}

/** At build time the database is not opened (the page is regenerated on its first request). */
export async function landingMaterial(language: ContentLanguageCode, subjectIds: number[]): Promise<LandingMaterial> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { knows: [], knowCounts: {}, revalidate: RETRY_REVALIDATE_SECONDS };
  try {
    const app = await getAppContext();
    const popular = await getFeed(app, 'popular', { contentLanguageCode: language, limit: LANDING_KNOWS_SHOWN }, null);
    const knowCounts: Record<number, number> = {};
    if (subjectIds.length > 0) {
      const where: SQL = and(isPublicKnow, inArray(knows.subjectId, subjectIds))!;
      const rows = await app.db.select({ subjectId: knows.subjectId, n: count() }).from(knows).where(where).groupBy(knows.subjectId);
      for (const r of rows) if (r.subjectId !== null) knowCounts[r.subjectId] = r.n;
    }
    return { knows: popular.content.map(toLandingKnow), knowCounts, revalidate: LANDING_REVALIDATE_SECONDS };
  } catch (err) {
    processLogger().error({ err }, 'Landing page: the popular knows could not be loaded');
    return { knows: [], knowCounts: {}, revalidate: RETRY_REVALIDATE_SECONDS };
  }
}
