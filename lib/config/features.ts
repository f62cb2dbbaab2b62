/**
 * Which product areas are live. The shell never links to a page that is not built yet:
 * a link to a feature that is off points to /app/unavailable-feature instead.
 */
export const LIVE_FEATURES = {
  /** Sign-in, sign-up and the signed-in app shell (issue 4). */
  auth: true,
  /** Knows: upload, viewer, search, library (issue 5). */
  knows: true,
  /** Pro plan: plan page, checkout, activation (issue 11 §6). */
  proPlan: true,
  /** Payouts for knowers. */
  payouts: true,
  /** University AI tools. */
  university: true,
} as const;
export type Feature = keyof typeof LIVE_FEATURES;

export function isFeatureLive(feature: Feature): boolean {
  return LIVE_FEATURES[feature];
}
