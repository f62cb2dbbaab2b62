// @vitest-environment jsdom
/**
 * Consent-driven sending (spec §4): first-party events wait for the cookie choice, ad
 * conversions wait for statistics and marketing consent, Google needs statistics only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FetchCall = [string, RequestInit];

async function setup(locale: 'de' | 'en' | 'es-MX') {
  vi.resetModules();
  localStorage.clear();
  const fetchMock = vi.fn(async () => new Response('{"accepted":true}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  const context = await import('@/lib/analytics/context');
  context.setAnalyticsLocale(locale);
  const { useConsentStore } = await import('@/lib/analytics/consent-store');
  const pipeline = await import('@/lib/analytics/pipeline');
  const ads = await import('@/lib/analytics/ad-conversions');
  const attribution = await import('@/lib/analytics/attribution');
  const calls = () => fetchMock.mock.calls as unknown as FetchCall[];
  const bodies = (path: string) =>
    calls()
      .filter(([url]) => url === path)
      .map(([, init]) => JSON.parse(String(init.body)) as Record<string, unknown>);
  return { fetchMock, useConsentStore, pipeline, ads, attribution, bodies };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { gtag?: unknown }).gtag;
  delete (window as { snaptr?: unknown }).snaptr;
});

describe('first-party events and the cookie choice', () => {
  it('holds events until the visitor chooses, then sends them once', async () => {
    const { fetchMock, useConsentStore, pipeline, bodies } = await setup('de');
    await pipeline.track('page_view');
    await pipeline.track('sign_in');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pipeline.pendingEventCount()).toBe(2);

    useConsentStore.getState().confirmSelection({ statistics: true, marketing: false });
    expect(bodies('/api/analytics/events').map((b) => b.name)).toEqual(['page_view', 'sign_in']);
    expect(pipeline.pendingEventCount()).toBe(0);

    useConsentStore.getState().acceptAll();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops held events when statistics is refused and sends nothing afterwards', async () => {
    const { fetchMock, useConsentStore, pipeline } = await setup('de');
    await pipeline.track('page_view');
    useConsentStore.getState().rejectAll();
    expect(pipeline.pendingEventCount()).toBe(0);
    await pipeline.track('sign_in');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends at once where the country shows no cookie banner (MX, decision 0055)', async () => {
    const { fetchMock, pipeline, bodies } = await setup('es-MX');
    await pipeline.track('page_view');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodies('/api/analytics/events')[0]).toMatchObject({ name: 'page_view', user: { country: 'MX', interfaceLanguage: 'es' } });
  });

  it('waits for the choice in the US too (decision 0055)', async () => {
    const { fetchMock, pipeline } = await setup('en');
    await pipeline.track('page_view');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pipeline.pendingEventCount()).toBe(1);
  });
});

describe('ad conversions', () => {
  const conversion = { eventName: 'CompleteRegistration', snapchatEventType: 'SIGN_UP', googleLabel: 'AbC' };

  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_GOOGLE_ADS_TAG_ID', 'AW-1');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('queue until both statistics and marketing consent are granted, then flush once', async () => {
    const { useConsentStore, ads, attribution, bodies } = await setup('de');
    const gtag = vi.fn();
    const snaptr = vi.fn();
    Object.assign(window, { gtag, snaptr });
    attribution.captureAttribution('https://knowly.de/?fbclid=FB1&ttclid=TT1', '');

    ads.trackConversion(conversion);
    expect(ads.queuedConversionCount()).toBe(1);
    expect(gtag).not.toHaveBeenCalled();

    // Statistics only: Google goes, the ad networks keep waiting.
    useConsentStore.getState().confirmSelection({ statistics: true, marketing: false });
    ads.flushAdConversions();
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-1/AbC' });
    expect(bodies('/api/fb-events')).toHaveLength(0);
    expect(bodies('/api/tiktok-events')).toHaveLength(0);
    expect(snaptr).not.toHaveBeenCalled();
    expect(ads.queuedConversionCount()).toBe(1);

    useConsentStore.getState().acceptAll();
    ads.flushAdConversions();
    expect(bodies('/api/fb-events')).toEqual([
      { eventName: 'CompleteRegistration', testCode: null, fbc: expect.stringMatching(/^fb\.1\.\d+\.FB1$/) },
    ]);
    expect(bodies('/api/tiktok-events')).toEqual([{ eventName: 'CompleteRegistration', testCode: null, callback: 'TT1' }]);
    expect(snaptr).toHaveBeenCalledWith('track', 'SIGN_UP');
    expect(ads.queuedConversionCount()).toBe(0);

    // Flushed once: further consent changes send nothing again.
    ads.flushAdConversions();
    expect(bodies('/api/fb-events')).toHaveLength(1);
    expect(gtag).toHaveBeenCalledTimes(1);
  });

  it('sends the relays only with a click id of their network', async () => {
    const { useConsentStore, ads, attribution, bodies } = await setup('de');
    useConsentStore.getState().acceptAll();
    Object.assign(window, { gtag: vi.fn(), snaptr: vi.fn() });
    ads.trackConversion(conversion);
    expect(bodies('/api/fb-events')).toHaveLength(0);
    expect(bodies('/api/tiktok-events')).toHaveLength(0);

    attribution.captureAttribution('https://knowly.de/?ttclid=TT9', '');
    ads.trackConversion(conversion);
    expect(bodies('/api/fb-events')).toHaveLength(0);
    expect(bodies('/api/tiktok-events')).toHaveLength(1);
  });

  it('only logs when gtag or the Snapchat pixel are missing', async () => {
    const { useConsentStore, ads } = await setup('de');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useConsentStore.getState().acceptAll();
    ads.trackConversion(conversion);
    expect(warn).toHaveBeenCalledWith('gtag is not defined');
    expect(warn).toHaveBeenCalledWith('Unable to track Snapchat event.');
    warn.mockRestore();
  });

  it('logs a failed relay as a server side event', async () => {
    const { useConsentStore, ads, attribution, fetchMock } = await setup('de');
    Object.assign(window, { gtag: vi.fn(), snaptr: vi.fn() });
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useConsentStore.getState().acceptAll();
    attribution.captureAttribution('https://knowly.de/?fbclid=FB1', '');
    ads.trackConversion(conversion);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Server Side Event: CompleteRegistration (502)'));
    warn.mockRestore();
  });

  it('starts statistics tracking once per page load, with Clarity for 10 % where enabled', async () => {
    vi.resetModules();
    const { startStatisticsTracking, clarityEnabled } = await import('@/lib/analytics/statistics');
    const { COUNTRIES } = await import('@/lib/config/countries');
    const clarity = vi.fn();
    Object.assign(window, { clarity });
    expect(clarityEnabled(COUNTRIES.DE, () => 0.0999)).toBe(true);
    expect(clarityEnabled(COUNTRIES.DE, () => 0.1)).toBe(false);
    expect(clarityEnabled(COUNTRIES.US, () => 0)).toBe(false);
    expect(startStatisticsTracking(COUNTRIES.DE, () => 0)).toBe(true);
    expect(startStatisticsTracking(COUNTRIES.DE, () => 0)).toBe(false);
    expect(clarity).toHaveBeenCalledTimes(1);
    expect(clarity).toHaveBeenCalledWith('consent');
    delete (window as { clarity?: unknown }).clarity;
  });
});
