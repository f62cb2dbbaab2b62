/**
 * Earnings per engaged reader (decision 0058): where §9 has no payout tiers but payouts show,
 * a knower earns this much, in minor units of the country's currency, for each reader who stayed
 * on one of their public knows for ENGAGED_READ_SECONDS, counted once per reader, know and
 * month. Credited on the monthly accrual with the tiers (server/earnings/accrue.ts). About five
 * euro cents a reader, rounded to what reads naturally in each currency.
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries';
import { payoutsAvailable } from './payout-access';

/** Seconds a signed-in reader stays on a know (tab visible) before they count as engaged. */
export const ENGAGED_READ_SECONDS = 30;

export const ENGAGED_READER_RATES_MINOR: Partial<Record<CountryCode, number>> = {
  DE: 5, // 0.05 EUR
  AT: 5, // 0.05 EUR
  CH: 5, // 0.05 CHF
  FR: 5, // 0.05 EUR
  IT: 5, // 0.05 EUR
  ES: 5, // 0.05 EUR
  PL: 20, // 0.20 PLN
  GB: 4, // 0.04 GBP
  US: 5, // 0.05 USD
  CO: 200, // 200 COP (ICU: no minor digits)
  TR: 150, // 1.50 TRY
};

/** The per-reader rate of `country` in minor units of its currency, or null (tiers, or no payouts). */
export function engagedReaderRate(country: CountryCode): number | null {
  return ENGAGED_READER_RATES_MINOR[country] ?? null;
}

/** Countries whose knowers earn per engaged reader. */
export const READER_RATE_COUNTRIES: readonly CountryCode[] = COUNTRY_CODES.filter(
  (c) => engagedReaderRate(c) !== null && payoutsAvailable(c) && COUNTRIES[c].payoutTiers === null,
);

/** How a country's knowers earn: by §9 tier, per engaged reader, or not at all (payouts hidden). @internal tests and tools only (knip --production) */
export function earningsRule(country: CountryCode): 'tiers' | 'readers' | 'none' {
  if (!payoutsAvailable(country)) return 'none';
  if (COUNTRIES[country].payoutTiers !== null) return 'tiers';
  return engagedReaderRate(country) !== null ? 'readers' : 'none';
}
