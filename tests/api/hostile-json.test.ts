/**
 * Hostile JSON bodies (issue 21 point 6): nesting deep enough to overflow a recursive walk, and
 * text that is not well-formed Unicode (a lone surrogate escape such as `\ud800`). Every JSON
 * route reads its body through one pipeline, so several unrelated routes are asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '@/lib/contract/limits';
import { randomUuid } from '@/lib/uuid';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

/** `{"<key>":[[[ ... ]]]}` with `depth` arrays. */
const nested = (key: string, depth: number) => `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Every field of an analytics event, each with a valid value (spec §3). */
const fullEvent = () => ({
  name: 'know_viewed', uuid: randomUuid(), value: 'v', valueId: 1, referrerScreen: 'home',
  deviceSnippet: { formFactor: 'desktop', uuid: 'dev-1', os: 'Linux', osVersion: '6', screenSize: 1000 },
  deviceTimeZoneOffset: -60, platform: 'web', appVersion: '1.0', appBuildNumber: '100',
  aiChat: { messageUuid: 'm', isBotMessage: false, promptVariant: 'p', sessionUuid: 's' },
  activeExperiments: { exp: 'a' },
  search: { uuid: 's', term: 't', requestUuid: 'r', resultPosition: 1, numberOfResults: 2, numberOfExactResults: 1, type: 'x', origin: 'o' },
  feed: { uuid: 'f', locationPageName: 'n', locationPagePath: '/p', resultPosition: 1, type: 't', contentType: 'c', numberOfResults: 3, position: 1 },
  know: { uuid: 'k', knowerUuid: 'kk', subjectIds: [1], subjectNames: ['Maths'], gradeIds: [5], gradeLevels: ['5'], publishedOn: '2026-01-01', format: 'pdf' },
  chat: { uuid: 'c', partnerUserUuid: 'p' },
  chatMessage: { uuid: 'cm', createdOn: '2026-01-01', senderUserUuid: 's', receiverUserUuid: 'r', contentType: 'TEXT', source: 'MANUAL' },
  page: { path: '/x', nested: { deeper: 'y' } },
  user: {
    uuid: 'u', createdOn: '2026-01-01', country: 'DE', interfaceLanguage: 'de', contentLanguage: 'de', region: 'BY', schoolType: 'g', grade: '5',
    streak: 2, premiumStatus: 'none', knowerUuid: 'k', source: 's', sourceCampaign: 'c', isKnower: false,
  },
  session: { uuid: 'se', source: 'seo', sourceCampaign: 'c' },
  web: { domain: 'knowly.de', referrer: 'https://example.org/', userAgent: 'UA' },
});

type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

/** Copies of `value`, one per string value and object key, with that text made ill-formed; with its dotted path. */
function withLoneSurrogate(value: Json, path: string[] = []): { path: string; body: Json }[] {
  const bad = (s: string) => `${s}\ud800`;
  if (typeof value === 'string') return [{ path: path.join('.'), body: bad(value) }];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      withLoneSurrogate(item, [...path, String(i)]).map((v) => ({ path: v.path, body: value.map((x, j) => (j === i ? v.body : x)) })),
    );
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, item]) => [
      { path: [...path, bad(k)].join('.'), body: Object.fromEntries(Object.entries(value).map(([k2, x]) => [k2 === k ? bad(k) : k2, x])) },
      ...withLoneSurrogate(item, [...path, k]).map((v) => ({ path: v.path, body: { ...value, [k]: v.body } })),
    ]);
  }
  return [];
}


describe.each(BACKENDS)('hostile JSON on %s', (backend) => {
  let token: string;
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 180_000);
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
  }, 180_000);

  const json = { 'Content-Type': 'application/json' };
  const routes: { path: string; key: string; auth?: boolean; bare?: boolean }[] = [
    { path: '/api/auth/oauth/token', key: 'username' },
    { path: '/api/v1/users', key: 'name' },
    { path: '/api/v1/folders', key: 'name', auth: true },
    { path: '/api/analytics/events', key: 'page', bare: true },
    { path: '/api/fb-events', key: 'fbc', bare: true },
  ];

  it('answers JSON nested 5,000 deep with a 400 naming the depth limit, on every route', async () => {
    for (const r of routes) {
      const res = await c.call('POST', r.path, { raw: nested(r.key, 5000), headers: json, bare: r.bare, token: r.auth ? token : undefined });
      const e = expectError(res, 400, 'BadRequestError');
      expect(e.data, r.path).toEqual({ maxDepth: JSON_DEPTH_MAX });
    }
    // Deep inside strings is only text, and brackets in strings do not count.
    const text = await c.call('POST', '/api/v1/folders', { raw: JSON.stringify({ name: '['.repeat(5000) }), headers: json, token });
    expect(text.status).not.toBe(500);
    expect(text.body?.error?.data?.maxDepth).toBeUndefined();
  });

  it('refuses a 3 KB deeply nested body before any walk, from several clients at once', async () => {
    // About 1,500 levels: under the old recursive walk each level copied its whole path.
    const body = nested('page', 1500);
    expect(body.length).toBeGreaterThan(3000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => c.call('POST', '/api/analytics/events', { raw: body, headers: json, bare: true })),
    );
    for (const a of answers) expect(expectError(a, 400, 'BadRequestError').data).toEqual({ maxDepth: JSON_DEPTH_MAX });
    expect((await c.get('/api/health')).status).toBe(200);
  });

  it('accepts nesting at the limit and refuses one level more', async () => {
    // The body object is level 1, `page` level 2: arrays fill the rest.
    const event = (depth: number) =>
      `{"name":"page_viewed","uuid":"${randomUuid()}","page":{"x":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`;
    const ok = await c.call('POST', '/api/analytics/events', { raw: event(JSON_DEPTH_MAX), headers: json, bare: true });
    expect(ok.status, ok.text).toBe(202);
    const over = await c.call('POST', '/api/analytics/events', { raw: event(JSON_DEPTH_MAX + 1), headers: json, bare: true });
    expect(expectError(over, 400, 'BadRequestError').data).toEqual({ maxDepth: JSON_DEPTH_MAX });
  });

  /** JSON.stringify writes a lone surrogate as the escape `\ud800`: what a hostile client sends. */
  const post = (path: string, body: Json) => c.call('POST', path, { raw: JSON.stringify(body), headers: { 'Content-Type': 'application/json' }, bare: true });
  const expectRefused = (r: Awaited<ReturnType<typeof post>>, field: string) => {
    const e = expectError(r, 400, 'FormValidationError');
    expect(Object.keys(e.data.fields), field).toContain(field.replace(/\ud800/g, '\\ud800'));
  };

  it('refuses a lone surrogate in every field and key of an analytics event, and stores nothing', async () => {
    const event = fullEvent() as Json;
    expect((await post('/api/analytics/events', event)).status).toBe(202);
    const variants = withLoneSurrogate(event).filter((v) => v.path !== 'uuid');
    expect(variants.length).toBeGreaterThan(60);
    for (const v of variants) {
      // Each variant is a new event (a fresh uuid), so a stored one would answer 202.
      const body = { ...(v.body as Record<string, Json>), uuid: randomUuid() };
      expectRefused(await post('/api/analytics/events', body), v.path);
    }
  });

  it('refuses a lone surrogate in every field of the ad relays', async () => {
    const relays: [string, Record<string, Json>][] = [
      ['/api/fb-events', { eventName: 'Lead', testCode: 'TEST1', fbc: 'fb.1.1.abc' }],
      ['/api/tiktok-events', { eventName: 'Lead', testCode: 'TEST1', callback: 'ttclid-1' }],
    ];
    for (const [path, body] of relays) {
      expect((await post(path, body)).status, path).toBe(200);
      for (const v of withLoneSurrogate(body)) expectRefused(await post(path, v.body), v.path);
    }
  });

  it('refuses a lone low surrogate and a reversed pair, and keeps a real pair (an emoji)', async () => {
    const event = (term: string) => ({ name: 'search', uuid: randomUuid(), search: { term } });
    expectRefused(await post('/api/analytics/events', event('a\udc00b')), 'search.term');
    expectRefused(await post('/api/analytics/events', event('\udc00\ud800')), 'search.term');
    expect((await post('/api/analytics/events', event('study \ud83d\udcda'))).status).toBe(202);
  });
});
