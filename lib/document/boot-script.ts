/**
 * The document's one inline script (decision 0040), run while the <head> is parsed: a visitor
 * whose cookie consent is stored and complete gets `data-consent="complete"` on <html> before
 * the first paint, so the server-rendered cookie banner preview
 * (components/shell/cookie-banner-preview.tsx) never shows for them. A click on one of that
 * preview's buttons is recorded the moment it happens, before the page's code has run (a slow
 * phone hydrates seconds later): accept and reject are stored and the preview hides at once, and
 * the banner, loaded then, carries the choice into its store or opens its settings
 * (components/shell/cookie-banner-intent.ts). While the sheet shows, a focused control is lifted
 * clear of it (FOCUS_LIFT_SOURCE).
 *
 * The source is fixed, so the Content-Security-Policy allows it by its hash and still allows no
 * other inline script.
 */
import { createHash } from 'node:crypto';
// Relative: next.config.ts loads this file (through lib/security-headers.ts) without path aliases.
import { CONSENT_STORAGE_KEY } from '../analytics/consent-storage-key';
import { SESSION_STORAGE_KEY } from '../session/session-storage-key';
import {
  APP_LOAD,
  APP_LOAD_ATTRIBUTE,
  CONSENT_ATTRIBUTE,
  COOKIE_ACTION_ATTRIBUTE,
  COOKIE_BANNER_ATTRIBUTE,
  COOKIE_EARLY_ATTRIBUTE,
  COOKIE_EARLY_EVENT,
  COOKIE_SHEET_RESIZED_EVENT,
  PAGE_USED_ATTRIBUTE,
  REPLAY_CLICK_ATTRIBUTE,
  SCROLL_LIFT_ATTRIBUTE,
  WAITING_SCRIPT_TYPE,
} from './boot-script-shared';

const COOKIE_PREVIEW_BUTTON = `[${COOKIE_BANNER_ATTRIBUTE}=preview] [${COOKIE_ACTION_ATTRIBUTE}]`;

/** Controls whose click the page's code handles: one made before that code ran is made again after. */
const REPLAYED_CONTROLS = 'button,[role=button],[role=tab],[role=switch],[role=menuitem],input[type=checkbox],input[type=radio]';

/** How far (px, across and down) the mouse travels before the app loader takes it as on its way to a control. */
const MOUSE_TRAVEL_PX = 24;

/**
 * The app loader (decision 0089), for a page whose <html> the server marked `data-app-load=intent`:
 * the page's scripts wait (WAITING_SCRIPT_TYPE) until the visitor first uses the page (presses,
 * touches, types, focuses, scrolls or moves the mouse across it), and start at once for a visitor
 * whose page has work to do without them: a signed-in visitor (the header shows their account) or
 * one whose stored consent allows statistics or marketing (analytics count the page view). A click
 * on a control before the code ran is held and marked; the page clicks it again once hydrated
 * (lib/document/app-ready.ts).
 * Links, <details> and the cookie preview work without the code and are left alone.
 */
const APP_LOADER_SOURCE =
  `(function(){var h=document.documentElement,A='${APP_LOAD_ATTRIBUTE}';if(h.getAttribute(A)!=='${APP_LOAD.waiting}')return;` +
  `var E=['pointerdown','touchstart','keydown','focusin','wheel','scroll'],go=0;` +
  `function run(){var w=document.querySelectorAll('script[type="${WAITING_SCRIPT_TYPE}"]');for(var i=0;i<w.length;i++){` +
  `var s=document.createElement('script');s.src=w[i].getAttribute('data-src');s.noModule=w[i].hasAttribute('data-nomodule');s.async=false;document.head.appendChild(s)}}` +
  `function load(){if(go)return;go=1;h.setAttribute(A,'${APP_LOAD.loading}');if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()}` +
  // The first use is also recorded, so that what waits for the reader (lib/hooks/use-reader-engaged.ts)
  // knows it came before the code; a focus alone (a screen reader's) loads the code but is no reading.
  // Not a mouse movement: the browser sends one of its own when the page moves under a resting
  // pointer, which is no use (and would load a know's document for a visitor who only glances).
  `function use(e){E.forEach(function(n){removeEventListener(n,use,true)});removeEventListener('pointermove',move,true);if(e.type!=='focusin')h.setAttribute('${PAGE_USED_ATTRIBUTE}','');load()}` +
  `E.forEach(function(n){addEventListener(n,use,{capture:true,passive:true})});` +
  // A mouse that travels, though, is on its way to a control: the code starts then (no reading
  // yet, as a focus), and a desktop visitor's first press finds it loaded or nearly. The browser's
  // own moves under a resting pointer stay where the pointer is.
  `var m;function move(e){if(e.pointerType!=='mouse')return;if(!m){m=[e.clientX,e.clientY];return}` +
  `if(Math.abs(e.clientX-m[0])+Math.abs(e.clientY-m[1])<${MOUSE_TRAVEL_PX})return;removeEventListener('pointermove',move,true);load()}` +
  `addEventListener('pointermove',move,{capture:true,passive:true});` +
  `try{var u=JSON.parse(localStorage.getItem('${SESSION_STORAGE_KEY}')||'null'),c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');` +
  `c=c&&c.state&&c.state.consent;if((u&&u.state&&u.state.token)||(c&&(c.statistics===true||c.marketing===true)))load()}catch(e){}` +
  `addEventListener('click',function(e){if(h.getAttribute(A)==='${APP_LOAD.ready}')return;var t=e.target,b=t&&t.closest&&t.closest('${REPLAYED_CONTROLS}');` +
  `if(!b||b.closest('${COOKIE_PREVIEW_BUTTON}'))return;e.preventDefault();e.stopPropagation();` +
  `var o=document.querySelector('[${REPLAY_CLICK_ATTRIBUTE}]');if(o)o.removeAttribute('${REPLAY_CLICK_ATTRIBUTE}');b.setAttribute('${REPLAY_CLICK_ATTRIBUTE}','');load()},true)})();`;

/** The room (px) a focused control keeps above the cookie sheet's top edge. */
const SHEET_CLEARANCE_PX = 8;

/**
 * No focused control stays beneath the cookie sheet (decision 0055, WCAG 2.2 2.4.11). The browser
 * scrolls a focused control into view but leaves it partly under the sheet (it ignores
 * scroll-padding when the control is partly visible): on the next frame it is lifted clear. Here,
 * not in the banner's code, so it holds from the first paint: on a page whose code waits for the
 * visitor (decision 0089) that code, and the banner's after it, arrives seconds after the first
 * Tab on a slow phone, and the page's last links could not be reached clear of the sheet before.
 * On the window in the capture phase, so React never stops it (it does in a part not yet hydrated).
 * Only a focus the browser shows (`:focus-visible`: the keyboard's, a text field's): a press
 * focuses its link or button too, and moving the page between press and release sends the click
 * elsewhere. A sheet not shown (a zero box: the hidden preview of a visitor who already decided)
 * covers nothing. A panel with its own scrolling (the phone menu, SCROLL_LIFT_ATTRIBUTE) moves, not
 * the page. When the sheet's height, and the page's room for it, change (COOKIE_SHEET_RESIZED_EVENT:
 * the settings open, or the banner's code measures the sheet and the page's end moves), the
 * focused control is lifted again.
 */
const FOCUS_LIFT_SOURCE =
  `(function(){function lift(t){if(!t||!t.closest||t===document.body)return;try{if(!t.matches(':focus-visible'))return}catch(x){}` +
  `requestAnimationFrame(function(){var q=document.querySelectorAll('[${COOKIE_BANNER_ATTRIBUTE}]'),s,b;` +
  `for(var i=0;i<q.length;i++){var r=q[i].getBoundingClientRect();if(r.height>0){s=q[i];b=r;break}}` +
  `if(!s||s.contains(t))return;var c=t.getBoundingClientRect();` +
  `if(!(c.height>0&&c.bottom>b.top-${SHEET_CLEARANCE_PX}&&c.top<innerHeight))return;` +
  `(t.closest('[${SCROLL_LIFT_ATTRIBUTE}]')||window).scrollBy({top:c.bottom-b.top+${SHEET_CLEARANCE_PX}})})}` +
  `addEventListener('focusin',function(e){lift(e.target)},true);` +
  `addEventListener('${COOKIE_SHEET_RESIZED_EVENT}',function(){lift(document.activeElement)})})();`;

// The same test as isConsentComplete (lib/analytics/consent-store.ts) on the persisted state.
export const BOOT_SCRIPT_SOURCE =
  `try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');c=c&&c.state&&c.state.consent;` +
  `if(c&&c.required===true&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean')` +
  `document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}','complete')}catch(e){}` +
  `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('${COOKIE_PREVIEW_BUTTON}');` +
  `if(!b)return;var h=document.documentElement,a=b.getAttribute('${COOKIE_ACTION_ATTRIBUTE}'),y=a==='accept';h.setAttribute('${COOKIE_EARLY_ATTRIBUTE}',a);` +
  // Accept and reject are stored at once, as the consent store persists them: a visitor who
  // goes on before the page's code has run keeps the choice.
  `if(a!=='settings'){try{localStorage.setItem('${CONSENT_STORAGE_KEY}',JSON.stringify({state:{consent:{required:true,statistics:y,marketing:y}},version:0}))}catch(e){}` +
  `h.setAttribute('${CONSENT_ATTRIBUTE}','complete')}` +
  `document.dispatchEvent(new Event('${COOKIE_EARLY_EVENT}'))},true);` +
  FOCUS_LIFT_SOURCE +
  APP_LOADER_SOURCE;

/** The CSP source expression that allows exactly the boot script. */
export function bootScriptCspHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT_SOURCE).digest('base64')}'`;
}
