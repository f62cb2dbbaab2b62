/**
 * The document's one inline script (decision 0040), run while the <head> is parsed: a visitor
 * whose cookie consent is stored and complete gets `data-consent="complete"` on <html> before
 * the first paint, so the server-rendered cookie banner preview
 * (components/shell/cookie-banner-preview.tsx) never shows for them. A click on one of that
 * preview's buttons is recorded the moment it happens, before the page's code has run (a slow
 * phone hydrates seconds later): accept and reject are stored and the preview hides at once, and
 * the banner, loaded then, carries the choice into its store or opens its settings
 * (components/shell/cookie-banner-intent.ts).
 *
 * The source is fixed, so the Content-Security-Policy allows it by its hash and still allows no
 * other inline script.
 */
import { createHash } from 'node:crypto';
// Relative: next.config.ts loads this file (through lib/security-headers.ts) without path aliases.
import { CONSENT_STORAGE_KEY } from '../analytics/consent-storage-key';
import { CONSENT_ATTRIBUTE, COOKIE_ACTION_ATTRIBUTE, COOKIE_EARLY_ATTRIBUTE, COOKIE_EARLY_EVENT } from './boot-script-shared';

// The same test as isConsentComplete (lib/analytics/consent-store.ts) on the persisted state.
export const BOOT_SCRIPT_SOURCE =
  `try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');c=c&&c.state&&c.state.consent;` +
  `if(c&&c.required===true&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean')` +
  `document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}','complete')}catch(e){}` +
  `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('[data-cookie-banner=preview] [${COOKIE_ACTION_ATTRIBUTE}]');` +
  `if(!b)return;var h=document.documentElement,a=b.getAttribute('${COOKIE_ACTION_ATTRIBUTE}'),y=a==='accept';h.setAttribute('${COOKIE_EARLY_ATTRIBUTE}',a);` +
  // Accept and reject are stored at once, as the consent store persists them: a visitor who
  // goes on before the page's code has run keeps the choice.
  `if(a!=='settings'){try{localStorage.setItem('${CONSENT_STORAGE_KEY}',JSON.stringify({state:{consent:{required:true,statistics:y,marketing:y}},version:0}))}catch(e){}` +
  `h.setAttribute('${CONSENT_ATTRIBUTE}','complete')}` +
  `document.dispatchEvent(new Event('${COOKIE_EARLY_EVENT}'))},true);`;

/** The CSP source expression that allows exactly the boot script. */
export function bootScriptCspHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT_SOURCE).digest('base64')}'`;
}
