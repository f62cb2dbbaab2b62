/**
 * STRIPE_PRICES (decision 0033): an operator may charge Prices kept in the Stripe dashboard
 * (`EUR_MONTHLY=price_...`); every currency and plan not listed is charged the amount of
 * lib/config/pro-prices.ts as inline price_data, so Stripe works without any dashboard setup.
 */
import { PRO_PLANS, PRO_PRICES, type ProPlan } from '@/lib/config/pro-prices';

const PAIR = /^([A-Z]{3})_([A-Z]+)=(price_[A-Za-z0-9]+)$/;

/** `EUR_MONTHLY` -> Stripe Price id. */
export type StripePriceIds = Partial<Record<string, string>>;

export const stripePriceKey = (currency: string, plan: ProPlan) => `${currency}_${plan}`;

/** What is wrong with a STRIPE_PRICES value, or null. */
export function stripePricesProblem(value: string): string | null {
  const seen = new Set<string>();
  for (const part of value.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = PAIR.exec(part);
    if (!m) return `"${part}" is not CURRENCY_PLAN=price_id`;
    const [, currency, plan] = m as unknown as [string, string, string];
    if (!(currency in PRO_PRICES)) return `${currency} is not a currency the Pro plan is sold in (${Object.keys(PRO_PRICES).join(', ')})`;
    if (!(PRO_PLANS as readonly string[]).includes(plan)) return `${plan} is not a plan (${PRO_PLANS.join(', ')})`;
    if (seen.has(`${currency}_${plan}`)) return `${currency}_${plan} is listed twice`;
    seen.add(`${currency}_${plan}`);
  }
  return null;
}

/** The configured Price ids (the value was checked at start by stripePricesProblem). */
export function parseStripePrices(value: string | undefined): StripePriceIds {
  const ids: StripePriceIds = {};
  for (const part of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [key, id] = part.split('=') as [string, string];
    ids[key] = id;
  }
  return ids;
}
