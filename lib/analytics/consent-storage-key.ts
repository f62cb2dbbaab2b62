/** Where the cookie consent is kept (localStorage, spec §4); read by the store and the document's boot script. */
export const CONSENT_STORAGE_KEY = 'knowly.cookieConsent';
