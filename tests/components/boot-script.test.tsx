// The document's boot script (lib/document/boot-script.ts) repeats isConsentComplete as inline
// JavaScript; this runs the real script on stored values and holds it to the store's own test.
import { afterEach, describe, expect, it } from 'vitest';
import { isConsentComplete, useConsentStore, type Consent } from '@/lib/analytics/consent-store';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage-key';
import { BOOT_SCRIPT_SOURCE, bootScriptCspHash } from '@/lib/document/boot-script';
import { CONSENT_ATTRIBUTE, COOKIE_EARLY_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import { securityHeaders } from '@/lib/security-headers';

function runBootScript(stored: string | null): boolean {
  document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  if (stored === null) localStorage.removeItem(CONSENT_STORAGE_KEY);
  else localStorage.setItem(CONSENT_STORAGE_KEY, stored);
  new Function(BOOT_SCRIPT_SOURCE)();
  return document.documentElement.getAttribute(CONSENT_ATTRIBUTE) === 'complete';
}

afterEach(() => localStorage.clear());

describe('boot script', () => {
  const consents: unknown[] = [
    { required: true, statistics: true, marketing: false },
    { required: true, statistics: false, marketing: false },
    { required: true, statistics: true },
    { required: false, statistics: true, marketing: true },
    { required: true, statistics: 'yes', marketing: true },
    null,
  ];

  it('marks <html> exactly when the store calls the stored consent complete', () => {
    for (const consent of consents) {
      const stored = JSON.stringify({ state: { consent }, version: 0 });
      expect(runBootScript(stored), JSON.stringify(consent)).toBe(isConsentComplete(consent as Consent | null));
    }
  });

  it('leaves <html> alone with nothing stored or a broken value', () => {
    expect(runBootScript(null)).toBe(false);
    expect(runBootScript('{not json')).toBe(false);
  });

  it('stores accept and reject on the preview as the consent store stores them, before any other code', async () => {
    runBootScript(null);
    for (const [action, store] of [
      ['accept', () => useConsentStore.getState().acceptAll()],
      ['reject', () => useConsentStore.getState().rejectAll()],
    ] as const) {
      localStorage.clear();
      document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
      document.body.innerHTML = `<section data-cookie-banner="preview"><button data-cookie-action="${action}"><span>x</span></button></section>`;
      document.querySelector('span')!.click();
      const written = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
      expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe('complete');
      expect(document.documentElement.getAttribute(COOKIE_EARLY_ATTRIBUTE)).toBe(action);
      // The store reads it back as its own, and writes the very same.
      await useConsentStore.persist.rehydrate();
      expect(isConsentComplete(useConsentStore.getState().consent)).toBe(true);
      localStorage.clear();
      store();
      expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(written);
    }
    // Settings store nothing: the banner opens them.
    localStorage.clear();
    document.body.innerHTML = '<section data-cookie-banner="preview"><button data-cookie-action="settings"></button></section>';
    document.querySelector('button')!.click();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    document.body.innerHTML = '';
  });

  it('is the only inline script the production CSP allows, by its hash', () => {
    const csp = securityHeaders(false).find((h) => h.key === 'Content-Security-Policy')!.value;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim()).toBe(`script-src 'self' ${bootScriptCspHash()}`);
  });
});
