import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { useConsentStore } from '@/lib/analytics/consent-store';
import { CONSENT_STORAGE_KEY } from '@/lib/analytics/consent-storage-key';
import { rememberCookieBannerAction } from '@/components/shell/cookie-banner-intent';
import { renderWithShell } from './render';

function stored() {
  return JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '{}').state?.consent;
}

describe('cookie banner', () => {
  beforeEach(async () => {
    localStorage.clear();
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
    rememberCookieBannerAction('reject');
    await renderWithShell(<CookieBanner />, { locale: 'de', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toEqual({ required: true, statistics: false, marketing: false });
  });

  it('opens its settings when they were asked for on the preview', async () => {
    rememberCookieBannerAction('settings');
    await renderWithShell(<CookieBanner />, { locale: 'de', lang: 'en' });
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Confirm selection' })).toBeInTheDocument();
  });

  it('grants everything automatically where no banner is required (MX, decision 0055)', async () => {
    await renderWithShell(<CookieBanner />, { locale: 'es-MX', lang: 'en' });
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).toBeNull();
    expect(stored()).toEqual({ required: true, statistics: true, marketing: true });
  });
});
