/** What the boot script (boot-script.ts, server only) shares with the page's code. */

/** On <html>: "complete" when a complete cookie consent is stored (isConsentComplete). */
export const CONSENT_ATTRIBUTE = 'data-consent';
