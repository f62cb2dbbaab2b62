/**
 * Pro plan prices (issue 11 §6) per currency of the countries with `hasPlusPlan`: integer minor
 * units (cents), never a float. A currency is listed here exactly when a Plus country uses it; a
 * test checks that, so a new Plus country cannot go on sale without a price.
 */
import { COUNTRIES, type CountryCode, type Currency } from './countries';

export const PRO_PLANS = ['MONTHLY', 'YEARLY'] as const;
export type ProPlan = (typeof PRO_PLANS)[number];

export interface ProPrice {
  amountMinor: number;
  currency: Currency;
}

/** The yearly price is about ten months: two months free is the usual annual discount. */
export const PRO_PRICES: Partial<Record<Currency, Record<ProPlan, number>>> = {
  EUR: { MONTHLY: 499, YEARLY: 4999 },
  CHF: { MONTHLY: 500, YEARLY: 4990 },
  PLN: { MONTHLY: 1999, YEARLY: 19990 },
};

/** The price in `country`, or null where the Plus plan is not sold (the endpoints answer 404). */
export function proPrice(country: string, plan: ProPlan): ProPrice | null {
  const config = COUNTRIES[country as CountryCode];
  if (!config?.flags.hasPlusPlan) return null;
  const prices = PRO_PRICES[config.currency];
  return prices ? { amountMinor: prices[plan], currency: config.currency } : null;
}
