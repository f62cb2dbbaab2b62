/**
 * Which §9 payout tier a published-know count falls in (decision 0025). Bounds are
 * [bottomLimit, topLimit): 5 knows is tier "1-5", 6 is "6-15", 49 is "36-50", 50 is "50+".
 * No published know earns nothing, although the lowest tier's bound is 0 (its label says 1-5).
 */
import { getPayoutTiers, type CountryCode } from './countries';

export type PayoutTier = ReturnType<typeof getPayoutTiers>[number];

/** The tier for `publishedKnows` in `country`, or null (no tiers there, or no published know). */
export function pickPayoutTier(country: CountryCode, publishedKnows: number): PayoutTier | null {
  if (publishedKnows < 1) return null;
  return (
    getPayoutTiers(country).find(
      (t) => publishedKnows >= t.bottomLimit && (t.topLimit === null || publishedKnows < t.topLimit),
    ) ?? null
  );
}
