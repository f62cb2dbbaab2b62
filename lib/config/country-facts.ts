/**
 * Rules read from one country's record alone (no table import), so the browser can apply them
 * to its page's edition record (decision 0013); lib/config/countries.ts applies them by code.
 */
import type { CountryConfig } from './countries';

/** §9: payouts are hidden where the yearly limit is 0. */
export function payoutsHidden(country: Pick<CountryConfig, 'payoutLimit'>): boolean {
  return country.payoutLimit === 0;
}
