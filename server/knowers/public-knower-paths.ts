/**
 * The profile paths of an edition's knowers for its sitemap: knowers of the edition's countries
 * (AT and CH belong to DE) with at least one public know; a profile with nothing public on it is
 * no page worth indexing. Capped like the knows (the sitemap is one file under 50,000 URLs).
 */
import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import { COUNTRY_CODES, COUNTRIES } from '@/lib/config/countries';
import type { Edition } from '@/lib/config/editions';
import { knowerProfilePath } from '@/lib/knowers/knower-href';
import type { AppContext } from '../app-context';
import { knowers, knows, users } from '../db/schema';
import { isPublicKnow } from '../knows/visibility';

export const SITEMAP_KNOWERS_MAX = 4_000;

export async function publicKnowerPaths(app: Pick<AppContext, 'db'>, edition: Edition, max: number = SITEMAP_KNOWERS_MAX): Promise<string[]> {
  const countries = COUNTRY_CODES.filter((c) => COUNTRIES[c].edition === edition.country.code);
  const rows = await app.db
    .select({ uuid: knowers.id, name: users.name })
    .from(knowers)
    .innerJoin(users, eq(users.id, knowers.userId))
    .where(
      and(
        eq(users.active, true),
        inArray(users.country, countries),
        exists(app.db.select({ one: knows.id }).from(knows).where(and(eq(knows.knowerId, knowers.id), isPublicKnow))),
      ),
    )
    .orderBy(asc(knowers.createdAt), asc(knowers.id))
    .limit(max);
  return rows.map((r) => knowerProfilePath({ uuid: r.uuid, user: { name: r.name } }));
}
