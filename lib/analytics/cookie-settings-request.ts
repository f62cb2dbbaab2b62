/**
 * "Cookie settings" asked for (the footer link, the safety page): a tiny signal without the
 * consent store, so the footer adds nothing to every page's first-load JavaScript (decision
 * 0013). The banner's code, loaded on demand, takes the request and opens the settings.
 */
import { listenOnDocument } from '../document/document-listener';

let pending = false;
const listeners = new Set<() => void>();

export function requestCookieSettings(): void {
  pending = true;
  for (const listener of [...listeners]) listener();
}

/** True once per request: whoever takes it opens the settings. */
export function takeCookieSettingsRequest(): boolean {
  const was = pending;
  pending = false;
  return was;
}

export function onCookieSettingsRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The attribute of a "cookie settings" button whose click is taken by a listener on the document
 * (listenForCookieSettingsButtons): the footer stays server HTML, never hydrated (decision 0085).
 */
export const COOKIE_SETTINGS_BUTTON = 'data-cookie-settings';

/** Installs the document's listener for COOKIE_SETTINGS_BUTTON buttons; returns its removal. */
export function listenForCookieSettingsButtons(): () => void {
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.(`[${COOKIE_SETTINGS_BUTTON}]`)) requestCookieSettings();
  };
  return listenOnDocument('click', onClick);
}
