/**
 * The payout pages' routes for the page's own route (spec §2.1/§2.2): under /app the web-app
 * variants (/app/payouts...), elsewhere the profile ones (/profile/payouts...), so a knower moving
 * between overview, request and history stays on the variant they came in by.
 */
export interface PayoutPaths {
  overview: string;
  request: string;
  history: string;
}

export function payoutPaths(route: string): PayoutPaths {
  const base = route === '/app' || route.startsWith('/app/') ? '/app/payouts' : '/profile/payouts';
  return { overview: base, request: `${base}/request`, history: `${base}/history` };
}
