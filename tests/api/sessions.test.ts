/**
 * The session list (issue 10 §7, decision 0022): active sign-ins with device, country, created
 * and last used, "this device"; signing one out ends its refresh and access tokens at once;
 * signing out everywhere ends the others (or all, this one too).
 */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(BACKENDS)('sessions on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false', TRUSTED_COUNTRY_HEADER: 'cf-ipcountry' });
  const c = client(s);

  const signIn = async (email: string, password: string, userAgent: string, country: string) => {
    const r = await c.post('/api/auth/oauth/token', { grantType: 'password', username: email, password }, {
      headers: { 'User-Agent': userAgent, 'cf-ipcountry': country },
    });
    expect(r.status, r.text).toBe(200);
    return r.body as { accessToken: string; refreshToken: string };
  };
  const list = (token: string) => c.get('/api/auth/sessions', { token });
  const refresh = (refreshToken: string) => c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken });
  const me = (token: string) => c.get('/api/v1/users/me', { token });

  async function user() {
    const { input } = await c.signUp();
    return input;
  }

  it('lists the active sessions with device, country, times and this device', async () => {
    const u = await user();
    const laptop = await signIn(u.email, u.password, FIREFOX_WINDOWS, 'DE');
    const phone = await signIn(u.email, u.password, SAFARI_IPHONE, 'AT');
    const r = await list(laptop.accessToken);
    expect(r.status, r.text).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const sessions = r.body.sessions as { id: string; browser: string; os: string; country: string; createdAt: string; lastUsedAt: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((x) => x.current)!;
    expect(mine).toMatchObject({ browser: 'Firefox', os: 'Windows', country: 'DE' });
    expect(sessions.find((x) => !x.current)).toMatchObject({ browser: 'Safari', os: 'iOS', country: 'AT' });
    for (const x of sessions) expect(Date.parse(x.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(x.createdAt));
    // From the phone, the phone is "this device".
    const fromPhone = (await list(phone.accessToken)).body.sessions as { id: string; current: boolean }[];
    expect(fromPhone.find((x) => x.current)!.id).not.toBe(mine.id);
    // A refresh moves "last used" and keeps the session (same id).
    const before = mine.lastUsedAt;
    await new Promise((r) => setTimeout(r, 20));
    const next = await refresh(laptop.refreshToken);
    expect(next.status).toBe(200);
    const after = ((await list(next.body.accessToken)).body.sessions as typeof sessions).find((x) => x.current)!;
    expect(after.id).toBe(mine.id);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThan(Date.parse(before));
  });

  it('signs one session out: its refresh and access tokens stop working, the others go on', async () => {
    const u = await user();
    const a = await signIn(u.email, u.password, CHROME_MAC, 'FR');
    const b = await signIn(u.email, u.password, SAFARI_IPHONE, 'FR');
    const other = ((await list(a.accessToken)).body.sessions as { id: string; current: boolean }[]).find((x) => !x.current)!;
    const r = await c.call('DELETE', `/api/auth/sessions/${other.id}`, { token: a.accessToken });
    expect(r.status, r.text).toBe(204);
    expectError(await refresh(b.refreshToken), 401, 'AuthorizationError');
    expectError(await me(b.accessToken), 401, 'AuthorizationError');
    expect((await me(a.accessToken)).status).toBe(200);
    expect((await list(a.accessToken)).body.sessions).toHaveLength(1);
    // Already ended, unknown, or someone else's: 404, nothing changes.
    expectError(await c.call('DELETE', `/api/auth/sessions/${other.id}`, { token: a.accessToken }), 404, 'NotFoundError');
    const stranger = await user();
    const s2 = await signIn(stranger.email, stranger.password, CHROME_MAC, 'FR');
    const mineId = ((await list(a.accessToken)).body.sessions as { id: string }[])[0]!.id;
    expectError(await c.call('DELETE', `/api/auth/sessions/${mineId}`, { token: s2.accessToken }), 404, 'NotFoundError');
    expect((await me(a.accessToken)).status).toBe(200);
    expectError(await c.call('DELETE', '/api/auth/sessions/not-a-uuid', { token: a.accessToken }), 404, 'NotFoundError');
  });

  it('signs out everywhere else and keeps this device', async () => {
    const u = await user();
    const here = await signIn(u.email, u.password, CHROME_MAC, 'PL');
    const others = [await signIn(u.email, u.password, FIREFOX_WINDOWS, 'PL'), await signIn(u.email, u.password, SAFARI_IPHONE, 'PL')];
    const r = await c.post('/api/auth/sessions/sign-out-everywhere', {}, { token: here.accessToken });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toEqual({ revoked: 2 });
    for (const o of others) {
      expectError(await refresh(o.refreshToken), 401, 'AuthorizationError');
      expectError(await me(o.accessToken), 401, 'AuthorizationError');
    }
    expect((await me(here.accessToken)).status).toBe(200);
    expect((await refresh(here.refreshToken)).status).toBe(200);
  });

  it('signs out everywhere including this device when asked', async () => {
    const u = await user();
    const here = await signIn(u.email, u.password, CHROME_MAC, 'IT');
    const other = await signIn(u.email, u.password, FIREFOX_WINDOWS, 'IT');
    const r = await c.post('/api/auth/sessions/sign-out-everywhere', { keepCurrent: false }, { token: here.accessToken });
    expect(r.body).toEqual({ revoked: 2 });
    expectError(await me(here.accessToken), 401, 'AuthorizationError');
    expectError(await refresh(here.refreshToken), 401, 'AuthorizationError');
    expectError(await refresh(other.refreshToken), 401, 'AuthorizationError');
  });

  it('needs a signed-in caller and a valid body', async () => {
    expectError(await c.get('/api/auth/sessions'), 401, 'AuthorizationError');
    expectError(await c.post('/api/auth/sessions/sign-out-everywhere', {}), 401, 'AuthorizationError');
    const u = await user();
    const t = await signIn(u.email, u.password, CHROME_MAC, 'ES');
    expectError(await c.post('/api/auth/sessions/sign-out-everywhere', { keepCurrent: 'yes' }, { token: t.accessToken }), 400, 'FormValidationError');
    expect((await me(t.accessToken)).status).toBe(200);
  });
});
