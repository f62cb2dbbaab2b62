/**
 * Where a reviewer may act (decision 0050): the editions of their grants, and the countries whose
 * items belong to those editions. An item (a know, the account behind a payout request or a
 * report) belongs to the edition of its country as the rest of the product maps it: AT and CH to
 * DE, a country without an edition (CL, AR, PE) to the default edition. Worked out once when the
 * request is authenticated, so every queue, decision and know read asks the same sets.
 */
import { COUNTRY_CODES, type CountryCode } from '@/lib/config/countries';
import { EDITION_CODES, editionOf, type OriginSettings } from '@/lib/config/editions';
import { editionsOfGrants } from '@/lib/contract/roles';

export interface ReviewerScope {
  /** The editions the reviewer grants name (country codes of editions). */
  editions: readonly CountryCode[];
  /** Every country whose items belong to one of those editions (DE -> DE, AT, CH). */
  countries: readonly string[];
}

/** The edition an item of `country` belongs to (a know's country, an account's country). */
export function reviewEditionOf(country: string, settings: OriginSettings): CountryCode {
  return editionOf(country, settings).country.code;
}

/** The reviewer's scope from their stored grants; null without a reviewer grant in any edition. */
export function reviewerScope(grants: readonly string[], settings: OriginSettings): ReviewerScope | null {
  const editions = EDITION_CODES.filter((e) => editionsOfGrants(grants, 'reviewer').includes(e));
  if (editions.length === 0) return null;
  const countries = COUNTRY_CODES.filter((c) => editions.includes(reviewEditionOf(c, settings)));
  return { editions, countries };
}

/** Whether the scope covers an item of `country`. */
export function inScope(scope: ReviewerScope | null | undefined, country: string): boolean {
  return !!scope && scope.countries.includes(country);
}
