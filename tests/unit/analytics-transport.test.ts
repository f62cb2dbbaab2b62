// @vitest-environment jsdom
/**
 * Sending (spec §4, §7): environments, the visitor's fetch, the signed-in analytics client, the
 * page-close beacon, failures only logged; and the payload the ingest accepts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_LOAD_ATTRIBUTE } from '@/lib/document/boot-script-shared';
import { analyticsEventSchema } from '@/lib/contract/analytics';
import { storeFullConsent } from '../support/consent';

const client = vi.hoisted(() => ({ analyticsClient: { post: vi.fn(async () => ({ status: 202, data: {} })) } }));
vi.mock('@/lib/api/client', () => client);

type FetchCall = [string, RequestInit];
const USER = {
  uuid: '66666666-6666-4666-8666-666666666666',
  name: 'Mia',
  knowerUuid: null,
  createdOn: '2025-01-02T00:00:00.000Z',
  country: 'US',
  interfaceLanguage: 'en',
  contentLanguage: 'en',
  regionId: null,
  premiumStatus: 'NONE',
  isKnower: false,
};

async function setup(options: { env?: string; signedIn?: boolean; status?: number } = {}) {
  vi.resetModules();
  localStorage.clear();
  storeFullConsent();
  vi.stubEnv('NEXT_PUBLIC_APP_ENV', options.env ?? 'prod');
  const fetchMock = vi.fn(async () => new Response('{}', { status: options.status ?? 202 }));
  vi.stubGlobal('fetch', fetchMock);
  const sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  const { useSessionStore } = await import('@/stores/session-store');
  useSessionStore.setState(
    options.signedIn ? { token: { accessToken: 'access-1', refreshToken: 'r' }, user: USER, knower: null } : { token: null, user: null, knower: null },
  );
  const context = await import('@/lib/analytics/context');
  context.setAnalyticsLocale('en');
  const pipeline = await import('@/lib/analytics/pipeline');
  const transport = await import('@/lib/analytics/transport');
  return { fetchMock, sendBeacon, pipeline, transport, calls: () => fetchMock.mock.calls as unknown as FetchCall[] };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  client.analyticsClient.post.mockClear();
  document.title = '';
});

describe('environments (spec §4)', () => {
  it('sends nothing in the local environment', async () => {
    const { fetchMock, sendBeacon, pipeline } = await setup({ env: 'local' });
    const ads = await import('@/lib/analytics/ad-conversions');
    await pipeline.track('page_view');
    ads.trackConversion({ eventName: 'CompleteRegistration' });
    const { trackEvent } = await import('@/lib/analytics/track');
    await trackEvent('sign_up');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(client.analyticsClient.post).not.toHaveBeenCalled();
  });

  it.each(['prod', 'staging', 'dev'])('sends in %s', async (env) => {
    const { fetchMock, pipeline } = await setup({ env });
    await pipeline.track('page_view');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('visitors', () => {
  it('POST /events with X-Platform and X-Device-Id, a payload the ingest accepts', async () => {
    document.title = 'Home | Knowly';
    const { calls, pipeline } = await setup();
    await pipeline.track('page_view', { valueId: 1.5, referrerScreen: 'header' });
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/analytics/events');
    expect(init.method).toBe('POST');
    expect(init.keepalive).toBe(true);
    const headers = init.headers as Record<string, string>;
    expect(headers['X-Platform']).toBe('web');
    expect(headers['X-Device-Id']).toMatch(/^[A-Za-z0-9._:-]{8,128}$/);
    expect(headers.Authorization).toBeUndefined();

    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    expect(analyticsEventSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      name: 'page_view',
      valueId: 2,
      referrerScreen: 'header',
      platform: 'web',
      appVersion: '1.0.0',
      appBuildNumber: null,
      page: { path: '/', title: 'Home | Knowly' },
      user: { uuid: null, country: 'US', interfaceLanguage: 'en', isKnower: false },
      deviceSnippet: { uuid: headers['X-Device-Id'] },
      web: { domain: 'localhost' },
    });
    expect(body.deviceTimeZoneOffset).toBe(new Date().getTimezoneOffset());
    expect((body.session as { uuid: string }).uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('only logs a failed send, and counts a duplicate (409) as delivered', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let s = await setup({ status: 500 });
    await s.pipeline.track('page_view');
    expect(warn).toHaveBeenCalledWith('An error occurred while sending event.');
    warn.mockClear();

    s = await setup({ status: 409 });
    await s.pipeline.track('page_view');
    expect(warn).not.toHaveBeenCalled();

    s = await setup();
    s.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await s.pipeline.track('page_view');
    expect(warn).toHaveBeenCalledWith('An error occurred while sending event.');
    warn.mockRestore();
  });
});

describe('signed-in users', () => {
  it('send with the authenticated analytics client and their user snapshot', async () => {
    const { fetchMock, pipeline } = await setup({ signedIn: true });
    await pipeline.track('sign_in');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.analyticsClient.post).toHaveBeenCalledTimes(1);
    const [path, payload] = client.analyticsClient.post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(path).toBe('/events');
    expect(analyticsEventSchema.safeParse(payload).success).toBe(true);
    expect(payload.user).toMatchObject({ uuid: USER.uuid, premiumStatus: null, createdOn: USER.createdOn, isKnower: false });
  });
});

describe('page close', () => {
  it('sends a visitor event by sendBeacon (text body, no headers)', async () => {
    const { fetchMock, sendBeacon, pipeline, transport } = await setup();
    transport.markPageClosing(true);
    await pipeline.track('page_leave', { value: 12.3, valueId: 12.3 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/analytics/events');
    expect(typeof body).toBe('string');
    expect(JSON.parse(body)).toMatchObject({ name: 'page_leave', value: 12.3, valueId: 13 });
  });

  it('keeps the bearer for signed-in users with a keepalive request', async () => {
    const { calls, sendBeacon, pipeline, transport } = await setup({ signedIn: true });
    transport.markPageClosing(true);
    await pipeline.track('page_leave');
    expect(client.analyticsClient.post).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
    const [url, init] = calls()[0]!;
    expect(url).toBe('/api/analytics/events');
    expect(init.keepalive).toBe(true);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer access-1');
  });

  it('hands events still in flight over when the page closes', async () => {
    const { calls, pipeline, transport } = await setup({ signedIn: true });
    let resolve: (v: { status: number; data: object }) => void = () => undefined;
    client.analyticsClient.post.mockImplementationOnce(() => new Promise((r) => (resolve = r)));
    const sending = pipeline.track('sign_in');
    await vi.waitFor(() => expect(client.analyticsClient.post).toHaveBeenCalled());
    transport.markPageClosing(true);
    expect(calls()).toHaveLength(1);
    expect(JSON.parse(String(calls()[0]![1].body))).toMatchObject({ name: 'sign_in' });
    resolve({ status: 202, data: {} });
    await sending;
  });
});

describe('startAnalytics', () => {
  it('tracks the page view once per page load and page_leave on pagehide', async () => {
    document.title = 'Subjects | Knowly';
    const { calls, sendBeacon } = await setup();
    const { startAnalytics } = await import('@/lib/analytics/start');
    startAnalytics({ locale: 'en' });
    startAnalytics({ locale: 'en' });
    const views = calls().map(([, init]) => JSON.parse(String(init.body)) as { name: string; page: unknown });
    expect(views).toEqual([expect.objectContaining({ name: 'page_view', page: { path: '/', title: 'Subjects | Knowly' } })]);

    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const leave = JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1]) as { name: string; valueId: number };
    expect(leave.name).toBe('page_leave');
    expect(Number.isInteger(leave.valueId)).toBe(true);
  });

  it('counts the visible time of a page whose code waited for the visitor from the start of the page', async () => {
    const { sendBeacon } = await setup();
    document.documentElement.setAttribute(APP_LOAD_ATTRIBUTE, 'ready');
    // The visitor read for a while before the code ran.
    vi.spyOn(performance, 'now').mockReturnValue(42_000);
    const { startAnalytics } = await import('@/lib/analytics/start');
    startAnalytics({ locale: 'en' });
    window.dispatchEvent(new Event('pagehide'));
    const leave = JSON.parse((sendBeacon.mock.calls[0] as unknown as [string, string])[1]) as { name: string; value: number };
    expect(leave).toMatchObject({ name: 'page_leave', value: 42 });
    document.documentElement.removeAttribute(APP_LOAD_ATTRIBUTE);
  });
});

describe('trackEvent and reportError', () => {
  it('load the pipeline on demand and send', async () => {
    const { calls } = await setup();
    const { trackEvent } = await import('@/lib/analytics/track');
    const { reportError } = await import('@/lib/analytics/report-error');
    await trackEvent('sign_in', { referrerScreen: 'header' });
    await reportError('x'.repeat(3000));
    const names = calls()
      .filter(([url]) => url === '/api/analytics/events')
      .map(([, init]) => JSON.parse(String(init.body)) as { name: string; value: string | null });
    expect(names.map((n) => n.name)).toEqual(['sign_in', 'error_screen_shown']);
    expect(names[1]!.value).toHaveLength(2000);
  });
});
