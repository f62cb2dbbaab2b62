import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { CookieBannerPreview } from '@/components/shell/cookie-banner-preview';
import { useConsentStore } from '@/lib/analytics/consent-store';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage-key';
import { BOOT_SCRIPT_SOURCE } from '@/lib/document/boot-script';
import { CONSENT_ATTRIBUTE, COOKIE_EARLY_ATTRIBUTE, COOKIE_EARLY_EVENT } from '@/lib/document/boot-script-shared';
import { renderWithShell } from './render';

function stored() {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').state?.consent;
}

/**
 * A press on the server-rendered preview, which has no React handlers: the document's boot
 * script (run once, as the browser runs it while parsing <head>) records it. Then the preview is
 * gone, as when the banner replaces it.
 */
async function pressOnPreview(name: string) {
  const events: string[] = [];
  const listen = () => events.push('choice');
  document.addEventListener(COOKIE_EARLY_EVENT, listen);
  await renderWithShell(<CookieBannerPreview />, { locale: 'de', lang: 'en' });
  fireEvent.click(screen.getByRole('button', { name }));
  document.removeEventListener(COOKIE_EARLY_EVENT, listen);
  cleanup();
  return events;
}

describe('cookie banner', () => {
  beforeAll(() => {
    new Function(BOOT_SCRIPT_SOURCE)();
  });
  beforeEach(async () => {
    localStorage.clear();
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
    document.documentElement.removeAttribute(COOKIE_EARLY_ATTRIBUTE);
    useConsentStore.setState({ consent: null, forceOpen: false });
  });

  it('is shown where the country requires it and no consent is stored; accept all stores everything', async () => {
    await renderWithShell(<CookieBanner />, { locale: 'en-GB' });
    const banner = screen.getByRole('region', { name: 'We value your privacy' });
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/legal/privacy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toEqual({ required: true, statistics: true, marketing: true });
  });

  it('reject all stores only the required category', async () => {
    await renderWithShell(<CookieBanner />, { locale: 'de', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toEqual({ required: true, statistics: false, marketing: false });
  });

  it('settings reveal required (on, disabled), statistics and marketing; confirm stores the selection', async () => {
    await renderWithShell(<CookieBanner />, { locale: 'fr', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const required = screen.getByRole('checkbox', { name: /Required/ });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm selection' }));
    expect(stored()).toEqual({ required: true, statistics: false, marketing: true });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
  });

  it('stays closed when a complete consent is stored, and can be forced open', async () => {
    useConsentStore.getState().rejectAll();
    await renderWithShell(<CookieBanner />, { locale: 'it', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    act(() => useConsentStore.getState().openSettings());
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('carries out a choice made on the server-rendered preview before its code arrived', async () => {
    expect(await pressOnPreview('Reject all')).toEqual(['choice']);
    expect(document.documentElement.getAttribute(COOKIE_EARLY_ATTRIBUTE)).toBe('reject');
    await renderWithShell(<CookieBanner />, { locale: 'de', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toEqual({ required: true, statistics: false, marketing: false });
    expect(document.documentElement.hasAttribute(COOKIE_EARLY_ATTRIBUTE)).toBe(false);
    // The preview of the next page (a client-side navigation) stays hidden.
    expect(document.documentElement.getAttribute(CONSENT_ATTRIBUTE)).toBe('complete');
  });

  it('opens its settings when they were asked for on the preview', async () => {
    await pressOnPreview('Settings');
    await renderWithShell(<CookieBanner />, { locale: 'de', lang: 'en' });
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm selection' })).toBeInTheDocument();
  });

  it('records nothing for a press elsewhere on the page', async () => {
    await renderWithShell(<button type="button">Elsewhere</button>, { locale: 'de', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(document.documentElement.hasAttribute(COOKIE_EARLY_ATTRIBUTE)).toBe(false);
  });

  it('grants everything automatically where no banner is required (MX, decision 0055)', async () => {
    await renderWithShell(<CookieBanner />, { locale: 'es-MX', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toEqual({ required: true, statistics: true, marketing: true });
  });
});
