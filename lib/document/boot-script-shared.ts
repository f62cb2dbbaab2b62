/** What the boot script (boot-script.ts, server only) shares with the page's code. */

/** On <html>: "complete" when a complete cookie consent is stored (isConsentComplete). */
export const CONSENT_ATTRIBUTE = 'data-consent';

/**
 * On the cookie sheet: `preview` for the server-rendered preview, `open` for the banner. The boot
 * script lifts focused controls clear of the one that shows.
 */
export const COOKIE_BANNER_ATTRIBUTE = 'data-cookie-banner';

/** On a panel with its own scrolling (the phone menu): a control focused under the cookie sheet scrolls it, not the page. */
export const SCROLL_LIFT_ATTRIBUTE = 'data-scroll-lift';

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

/**
 * Dispatched on the window when the page's room for the cookie sheet changed (its height was
 * measured, the settings opened): the boot script lifts the focused control clear of it again.
 */
export const COOKIE_SHEET_RESIZED_EVENT = 'knowly:cookie-sheet-resized';

/**
 * On <html>, where the page's code waits for the visitor's first interaction (decision 0089):
 * `intent` from the server, `loading` once the boot script has started the code, `ready` once the
 * page has hydrated. Absent on pages that load their code at once.
 */
export const APP_LOAD_ATTRIBUTE = 'data-app-load';

/** Its values, in the order a page goes through them. */
export const APP_LOAD = { waiting: 'intent', loading: 'loading', ready: 'ready' } as const;

/**
 * The type of the page's <script> elements while their code waits (with `data-src` and
 * `data-nomodule`): a data block the browser neither fetches nor runs; the boot script starts
 * them as real scripts, in order.
 */
export const WAITING_SCRIPT_TYPE = 'text/x-knowly-waiting';

/** On a control clicked before the page's code ran: the page clicks it again once hydrated. */
export const REPLAY_CLICK_ATTRIBUTE = 'data-replay-click';

/** On <html> of such a page: the visitor used it (scrolled, pressed, typed) before its code ran. */
export const PAGE_USED_ATTRIBUTE = 'data-page-used';
