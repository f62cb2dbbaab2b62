/**
 * Whether a new know waits for review (decision 0028): it does in an edition that has a reviewer
 * (an active reviewer whose account belongs to that edition, e.g. an AT account to DE); in an
 * edition without one it is published at once, so an installation (or a new edition) without
 * reviewers stays usable and nothing waits for a queue no one reads.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from '@/lib/config/countries';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';

/** The account countries an edition's reviewers may come from (the edition and the countries mapped to it). */
function countriesOfEdition(edition: CountryCode): CountryCode[] {
  return COUNTRY_CODES.filter((c) => (COUNTRIES[c].edition ?? c) === edition);
}

export async function editionHasReviewer(db: Db | Tx, edition: CountryCode): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`'reviewer' = ANY(${users.roles})`,
        eq(users.active, true),
        isNull(users.deletedAt),
        inArray(users.country, countriesOfEdition(edition)),
      ),
    )
    .limit(1);
  return !!row;
}

/** The status a know enters (on creation, or when its owner changes a rejected know). */
export async function statusForSubmission(db: Db | Tx, edition: CountryCode): Promise<'IN_REVIEW' | 'PUBLISHED'> {
  return (await editionHasReviewer(db, edition)) ? 'IN_REVIEW' : 'PUBLISHED';
}
