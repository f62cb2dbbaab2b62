/**
 * A choice made on the cookie banner's preview before the banner's code arrived (accept, reject,
 * settings): the banner carries it out when it mounts, so no early click is lost.
 */
export type CookieBannerAction = 'accept' | 'reject' | 'settings';

let pending: CookieBannerAction | null = null;

export function rememberCookieBannerAction(action: CookieBannerAction): void {
  pending = action;
}

export function pendingCookieBannerAction(): CookieBannerAction | null {
  return pending;
}

export function clearCookieBannerAction(): void {
  pending = null;
}
