/**
 * Where payouts show (spec §6, §9): not in a country whose payout limit is 0 (CL, AR, PE, MX).
 * One rule for the shell's profile menu, the pages and their 404: the edition's country decides
 * whether the pages exist at all, and a knower's account country whether they can use them
 * (the API answers 404 for an account in a hidden country, decision 0026).
 */
import { arePayoutsHidden, isCountryCode, type CountryCode } from './countries';

/** `country` is a country code (edition or account); unknown codes show nothing. */
export function payoutsAvailable(country: CountryCode | string | null | undefined): boolean {
  return !!country && isCountryCode(country) && !arePayoutsHidden(country);
}

/** The profile menu's payouts link: knowers only, where neither the edition nor their account country hides payouts. */
export function showsPayoutsLink(editionCountry: CountryCode, user: { knowerUuid: string | null; country?: string | null }): boolean {
  return !!user.knowerUuid && payoutsAvailable(editionCountry) && (user.country == null || payoutsAvailable(user.country));
}
