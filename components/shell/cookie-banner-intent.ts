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

/**
 * Which of the preview's controls had the keyboard focus when the banner replaced it (the Tab
 * press that reached the preview is what loads the banner): the banner focuses the same one,
 * so the focus is not dropped to the page's start.
 */
let focusIndex = -1;
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

export function rememberPreviewFocus(): void {
  const preview = document.querySelector('[data-cookie-banner="preview"]');
  const active = document.activeElement;
  focusIndex = preview && active && preview.contains(active) ? [...preview.querySelectorAll(FOCUSABLE)].indexOf(active) : -1;
}

export function restorePreviewFocus(banner: Element | null | undefined): void {
  const index = focusIndex;
  focusIndex = -1;
  if (!banner || index < 0) return;
  const target = banner.querySelectorAll<HTMLElement>(FOCUSABLE)[index];
  target?.focus();
}
