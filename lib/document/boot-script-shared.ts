/** What the boot script (boot-script.ts, server only) shares with the page's code. */

/** On <html>: "complete" when a complete cookie consent is stored (isConsentComplete). */
export const CONSENT_ATTRIBUTE = 'data-consent';

/** On a cookie banner preview's button: the choice it makes (accept, reject, settings). */
export const COOKIE_ACTION_ATTRIBUTE = 'data-cookie-action';

/**
 * On <html>: a choice made on the server-rendered cookie banner preview before, or while, the
 * banner's code loads. The boot script records it at the click, so a click before hydration is
 * not lost on a slow phone; the banner carries it out when it mounts.
 */
export const COOKIE_EARLY_ATTRIBUTE = 'data-cookie-early';

/** Dispatched on the document once the boot script has recorded such a choice. */
export const COOKIE_EARLY_EVENT = 'knowly:cookie-early';
