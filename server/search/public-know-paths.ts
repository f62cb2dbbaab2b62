/**
 * The page paths of an edition's public knows, newest first, for its sitemap. Private and
 * unpublished knows never appear (decision 0008). Capped so the sitemap stays one file under
 * the protocol's 50,000 URLs together with the static pages.
 */
import { and, desc, eq } from 'drizzle-orm';
import { knowPath } from '@/lib/knows/know-href';
import type { AppContext } from '../app-context';
import { knows } from '../db/schema';
import { isPublicKnow } from '../knows/visibility';

export const SITEMAP_KNOWS_MAX = 45_000;

export async function publicKnowPaths(
  app: Pick<AppContext, 'db'>,
  country: string,
  max: number = SITEMAP_KNOWS_MAX,
): Promise<string[]> {
  const rows = await app.db
    .select({ uuid: knows.id, title: knows.title })
    .from(knows)
    .where(and(isPublicKnow, eq(knows.country, country)))
    .orderBy(desc(knows.publishedAt), desc(knows.id))
    .limit(max);
  return rows.map(knowPath);
}
