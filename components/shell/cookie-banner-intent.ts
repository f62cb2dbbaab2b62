/**
 * A choice made on the cookie banner's preview before the banner's code arrived (accept, reject,
 * settings): the boot script records it on <html> at the click (lib/document/boot-script.ts),
 * even before hydration; the banner carries it out when it mounts, so no early click is lost.
 */
import { COOKIE_EARLY_ATTRIBUTE, COOKIE_EARLY_EVENT } from '@/lib/document/boot-script-shared';

export type CookieBannerAction = 'accept' | 'reject' | 'settings';
const ACTIONS: readonly string[] = ['accept', 'reject', 'settings'] satisfies CookieBannerAction[];

export function pendingCookieBannerAction(): CookieBannerAction | null {
  // The banner also renders on the server (the full-screen viewer has no preview): no choice there.
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.getAttribute(COOKIE_EARLY_ATTRIBUTE);
  return value && ACTIONS.includes(value) ? (value as CookieBannerAction) : null;
}

export function clearCookieBannerAction(): void {
  document.documentElement.removeAttribute(COOKIE_EARLY_ATTRIBUTE);
}

/** Calls `onChoice` once a choice is made on the preview (now, if one already was). */
export function onCookieBannerAction(onChoice: () => void): () => void {
  if (pendingCookieBannerAction()) onChoice();
  document.addEventListener(COOKIE_EARLY_EVENT, onChoice);
  return () => document.removeEventListener(COOKIE_EARLY_EVENT, onChoice);
}
