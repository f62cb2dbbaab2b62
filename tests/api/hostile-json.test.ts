/**
 * Hostile JSON bodies (issue 21 point 6): nesting deep enough to overflow a recursive walk, and
 * text that is not well-formed Unicode (a lone surrogate escape such as `\ud800`). Every JSON
 * route reads its body through one pipeline, so several unrelated routes are asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_DEPTH_MAX } from '@/lib/contract/limits';
import { randomUuid } from '@/lib/uuid';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client, expectError } from './support/client';

/** `{"<key>":[[[ ... ]]]}` with `depth` arrays. */
const nested = (key: string, depth: number) => `{"${key}":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe.each(BACKENDS)('hostile JSON on %s', (backend) => {
  let s: TestServer;
  let c: ReturnType<typeof client>;
  let token: string;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    c = client(s.url);
    const signed = await c.signUp({ country: 'DE' });
    token = (await c.signIn(signed.input.email, signed.input.password)).accessToken;
  });
  afterAll(async () => s?.close());

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
});
