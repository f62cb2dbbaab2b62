/**
 * The surveys Knowly's ads lead to (spec §2.1, decisions 0039 and 0051), per edition: the only
 * places /ads-survey-redirect sends anyone, besides the operator's ADS_SURVEY_URL. A host list
 * was not enough: anyone can make a form on docs.google.com, and docs.google.com/url?q=... sends
 * on to any site. An ad's link names its survey with `?to=`, which must be one of these exactly;
 * without `?to=` the visitor goes to the edition's first survey. No survey runs at the moment:
 * list its links here when one starts.
 */
import type { CountryCode } from './countries';

export const ADS_SURVEYS: Partial<Record<CountryCode, readonly string[]>> = {};

/** The surveys of one edition, the first being where a link without `?to=` leads. */
export function editionSurveys(edition: CountryCode | null | undefined): readonly string[] {
  return (edition && ADS_SURVEYS[edition]) || [];
}

/** Every survey an ad link may name, of any edition (an ad may be shown beyond its edition). */
export function allSurveys(): readonly string[] {
  return Object.values(ADS_SURVEYS).flat();
}
