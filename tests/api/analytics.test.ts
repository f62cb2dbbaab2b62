/** Analytics ingest and ad-conversion relays (issue 3 §7). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomUuid } from '@/lib/uuid';
import { adEvents, analyticsEvents } from '@/server/db/schema';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const event = (over: Record<string, unknown> = {}) => ({
  name: 'know_viewed',
  uuid: randomUuid(),
  value: 'abc',
  valueId: 3,
  referrerScreen: 'header',
  deviceSnippet: { formFactor: 'desktop', uuid: 'device-1', os: 'Linux', osVersion: null, screenSize: 1500 },
  deviceTimeZoneOffset: -60,
  platform: 'web',
  appVersion: '1.0.0',
  appBuildNumber: null,
  activeExperiments: { aTest: 1 },
  know: { uuid: randomUuid(), knowerUuid: null, subjectIds: [1], subjectNames: ['Mathe'], gradeIds: null, gradeLevels: null, publishedOn: null, format: 'PDF' },
  user: { uuid: null, createdOn: null, country: 'DE', interfaceLanguage: 'de', contentLanguage: null, region: null, schoolType: null, grade: null, streak: null, premiumStatus: null, knowerUuid: null, source: null, sourceCampaign: null, isKnower: false },
  session: { uuid: randomUuid(), source: 'seo', sourceCampaign: null },
  web: { domain: 'de.localhost:3000', referrer: null, userAgent: 'vitest' },
  ...over,
});

describe.each(BACKENDS)('analytics on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  const stored = async (uuid: string) => (await s.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, uuid)))[0];

  it('stores a valid event (no client headers needed) and links a valid bearer', async () => {
    const e = event();
    const r = await c.post('/api/analytics/events', e, { bare: true });
    expect(r.status, r.text).toBe(202);
    expect((await stored(e.uuid))?.name).toBe('know_viewed');
    const t = await c.signIn('learner1.pl@example.com');
    const e2 = event();
    expect((await c.post('/api/analytics/events', e2, { token: t.accessToken })).status).toBe(202);
    const me = await c.get('/api/v1/users/me', { token: t.accessToken });
    expect((await stored(e2.uuid))?.userId).toBe(me.body.uuid);
    // An expired or bad bearer does not lose the event.
    const e3 = event();
    expect((await c.post('/api/analytics/events', e3, { token: 'bad' })).status).toBe(202);
    expect((await stored(e3.uuid))?.userId).toBeNull();
  });

  it('accepts navigator.sendBeacon bodies (text/plain) and only name + uuid are required', async () => {
    const e = { name: 'page_closed', uuid: randomUuid() };
    const r = await c.call('POST', '/api/analytics/events', { bare: true, raw: JSON.stringify(e), headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });
    expect(r.status, r.text).toBe(202);
    expect(await stored(e.uuid)).toBeTruthy();
    // A retried beacon is stored once; the repeat is a DuplicateError.
    expectError(await c.post('/api/analytics/events', e, { bare: true }), 409, 'DuplicateError');
    expect(await s.app.db.select().from(analyticsEvents).where(eq(analyticsEvents.uuid, e.uuid))).toHaveLength(1);
  });

  it('rejects malformed events with 400', async () => {
    const noUuid = expectError(await c.post('/api/analytics/events', { name: 'x' }, { bare: true }), 400, 'FormValidationError');
    expect(noUuid.data.fields).toHaveProperty('uuid');
    expectError(await c.post('/api/analytics/events', { uuid: randomUuid() }, { bare: true }), 400, 'FormValidationError');
    const unknownField = expectError(await c.post('/api/analytics/events', event({ nmae: 'typo' }), { bare: true }), 400, 'FormValidationError');
    expect(unknownField.data.fields).toHaveProperty('body');
    const badNested = await c.post('/api/analytics/events', event({ chatMessage: { contentType: 'VIDEO' } }), { bare: true });
    expect(expectError(badNested, 400, 'FormValidationError').data.fields).toHaveProperty('chatMessage.contentType');
    expectError(await c.call('POST', '/api/analytics/events', { bare: true, raw: 'not json', headers: { 'Content-Type': 'text/plain' } }), 400, 'BadRequestError');
    expectError(await c.call('POST', '/api/analytics/events', { bare: true, raw: '{}', headers: { 'Content-Type': 'application/xml' } }), 415, 'InvalidMIMETypeError');
  });

  it('stores ad-conversion events when no relay endpoint is configured', async () => {
    const fb = await c.post('/api/fb-events', { eventName: 'Purchase', fbc: 'fb.1.123.abc', testCode: 'TEST1' }, { bare: true });
    expect(fb.body).toEqual({ success: true, relayed: false });
    const tt = await c.post('/api/tiktok-events', { eventName: 'CompletePayment', callback: 'ttclid-1' }, { bare: true });
    expect(tt.body).toEqual({ success: true, relayed: false });
    const rows = await s.app.db.select().from(adEvents);
    expect(rows.map((r) => [r.network, r.relayStatus])).toEqual([['facebook', 'stored'], ['tiktok', 'stored']]);
    expect(expectError(await c.post('/api/fb-events', { eventName: 'Purchase' }, { bare: true }), 400, 'FormValidationError').data.fields).toHaveProperty('fbc');
    expectError(await c.post('/api/tiktok-events', { callback: 'x' }, { bare: true }), 400, 'FormValidationError');
    expectError(await c.get('/api/fb-events'), 405, 'BadRequestError');
  });
});

describe.each(BACKENDS)('ad relays to configured endpoints on %s', (backend) => {
  let upstream: Server;
  let received: { url: string; body: Record<string, unknown> }[] = [];
  let s: TestServer;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res) => {
      let text = '';
      req.on('data', (d: Buffer) => (text += d.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', body: JSON.parse(text) as Record<string, unknown> });
        res.writeHead(req.url === '/fail' ? 500 : 200).end('{}');
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    s = await startServer(backend, { FB_EVENTS_URL: `${base}/fb`, TIKTOK_EVENTS_URL: `${base}/fail`, SEED_DEMO_DATA: 'false' });
    c = client(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await new Promise((r) => upstream.close(r));
  });

  it('relays a valid event and reports upstream failures', async () => {
    received = [];
    const fb = await c.post('/api/fb-events', { eventName: 'Lead', fbc: 'fb.1.1.x', testCode: 'T9' }, { bare: true });
    expect(fb.body).toEqual({ success: true, relayed: true });
    expect(received[0]).toMatchObject({ url: '/fb', body: { test_event_code: 'T9', data: [{ event_name: 'Lead', user_data: { fbc: 'fb.1.1.x' } }] } });
    const tt = await c.post('/api/tiktok-events', { eventName: 'Lead', callback: 'ttclid' }, { bare: true });
    expect(expectError(tt, 502, 'NoErrorType').message).toContain('Lead (500)');
  });
});
