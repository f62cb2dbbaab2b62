/**
 * The document's one inline script (decision 0040), run while the <head> is parsed: a visitor
 * whose cookie consent is stored and complete gets `data-consent="complete"` on <html> before
 * the first paint, so the server-rendered cookie banner preview
 * (components/shell/cookie-banner-preview.tsx) never shows for them.
 *
 * The source is fixed, so the Content-Security-Policy allows it by its hash and still allows no
 * other inline script.
 */
import { createHash } from 'node:crypto';
// Relative: next.config.ts loads this file (through lib/security-headers.ts) without path aliases.
import { CONSENT_STORAGE_KEY } from '../analytics/consent-storage-key';
import { CONSENT_ATTRIBUTE } from './boot-script-shared';

// The same test as isConsentComplete (lib/analytics/consent-store.ts) on the persisted state.
export const BOOT_SCRIPT_SOURCE =
  `try{var c=JSON.parse(localStorage.getItem('${CONSENT_STORAGE_KEY}')||'null');c=c&&c.state&&c.state.consent;` +
  `if(c&&c.required===true&&typeof c.statistics==='boolean'&&typeof c.marketing==='boolean')` +
  `document.documentElement.setAttribute('${CONSENT_ATTRIBUTE}','complete')}catch(e){}`;

/** The CSP source expression that allows exactly the boot script. */
export function bootScriptCspHash(): string {
  return `'sha256-${createHash('sha256').update(BOOT_SCRIPT_SOURCE).digest('base64')}'`;
}
