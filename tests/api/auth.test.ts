/** Token grants, rotation, replay, concurrency, logout and sign-in limits (issue 3 §4). */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(BACKENDS)('auth server on %s', (backend) => {
  // The hard limits of decision 0014 alone: the captcha thresholds at the limits (the captcha
  // itself: captcha.test.ts).
  const s = blockServer(backend, {
    REFRESH_REUSE_GRACE_SECONDS: '1',
    LOGIN_MAX_FAILURES_PER_IP: '40',
    LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: '40',
    LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT: '10',
    LOGIN_CAPTCHA_AFTER_FAILURES_PER_ACCOUNT: '100',
  });
  const c = client(s);

  const refresh = (refreshToken: string) => c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken });

  it('password grant by e-mail or username answers Bearer tokens', async () => {
    const byEmail = await c.signIn('LEARNER1.DE@example.com');
    expect(byEmail).toMatchObject({ tokenType: 'Bearer', expiresIn: 900 });
    expect(byEmail.refreshToken.length).toBeGreaterThanOrEqual(22); // >= 128 bits base64url
    const byUsername = await c.signIn('learner1_de');
    expect(byUsername.accessToken).not.toBe(byEmail.accessToken);
    const me = await c.get('/api/v1/users/me', { token: byUsername.accessToken });
    expect(me.body.username).toBe('learner1_de');
  });

  it('answers InvalidCredentialsError for a wrong password or unknown user', async () => {
    const wrong = await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'learner2.de@example.com', password: 'nope-nope' });
    expectError(wrong, 401, 'InvalidCredentialsError');
    const unknown = await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'ghost@example.com', password: 'nope-nope' });
    expectError(unknown, 401, 'InvalidCredentialsError');
  });

  it('rotates refresh tokens on every use and revokes the family on replay after the grace window', async () => {
    const t1 = await c.signIn('learner1.it@example.com');
    const r2 = await refresh(t1.refreshToken);
    expect(r2.status, r2.text).toBe(200);
    expect(r2.body.refreshToken).not.toBe(t1.refreshToken);
    const r3 = await refresh(r2.body.refreshToken);
    expect(r3.status).toBe(200);
    expect((await c.get('/api/v1/users/me', { token: r3.body.accessToken })).status).toBe(200);

    await sleep(1200); // past the 1 s grace window of this instance
    expectError(await refresh(t1.refreshToken), 401, 'AuthorizationError');
    // The whole family is gone: the newest refresh token and its access token too.
    expectError(await refresh(r3.body.refreshToken), 401, 'AuthorizationError');
    expectError(await c.get('/api/v1/users/me', { token: r3.body.accessToken }), 401, 'AuthorizationError');
    // Other sign-ins of the same user are untouched.
    const other = await c.signIn('learner1.it@example.com');
    expect((await c.get('/api/v1/users/me', { token: other.accessToken })).status).toBe(200);
  });

  it('gives two racing tabs the same successor inside the grace window, not a second branch', async () => {
    const t = await c.signIn('learner2.it@example.com');
    const results = await Promise.all([refresh(t.refreshToken), refresh(t.refreshToken)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results[0]!.body.refreshToken).toBe(results[1]!.body.refreshToken);
    expect(results[0]!.body.refreshToken).not.toBe(t.refreshToken);
    // The shared successor rotates on as usual; both access tokens work.
    for (const r of results) expect((await c.get('/api/v1/users/me', { token: r.body.accessToken })).status).toBe(200);
    expect((await refresh(results[0]!.body.refreshToken)).status).toBe(200);
  });

  it('logout revokes the family: refresh and access tokens stop working', async () => {
    const t = await c.signIn('learner3.it@example.com');
    const out = await c.post('/api/auth/oauth/logout', { refreshToken: t.refreshToken });
    expect(out.status).toBe(204);
    expectError(await refresh(t.refreshToken), 401, 'AuthorizationError');
    expectError(await c.get('/api/v1/users/me', { token: t.accessToken }), 401, 'AuthorizationError');
    // Idempotent, and no oracle for unknown tokens.
    expect((await c.post('/api/auth/oauth/logout', { refreshToken: t.refreshToken })).status).toBe(204);
    expect((await c.post('/api/auth/oauth/logout', { refreshToken: 'unknown' })).status).toBe(204);
    expectError(await c.post('/api/auth/oauth/logout', {}), 400, 'FormValidationError');
  });

  it('rejects unknown refresh tokens', async () => {
    expectError(await refresh('definitely-not-a-token'), 401, 'AuthorizationError');
  });

  it('limits failed sign-ins per account and client to 10 in the window (429 with Retry-After), even with the right password', async () => {
    const bad = { grantType: 'password', username: 'learner1.es@example.com', password: 'wrong-password' };
    const results = [];
    for (let i = 0; i < 10; i++) results.push((await c.post('/api/auth/oauth/token', bad)).status);
    expect(results.every((x) => x === 401)).toBe(true);
    const locked = await c.post('/api/auth/oauth/token', { ...bad, password: 'demo-password-2026' });
    const e = expectError(locked, 429, 'TooManyLoginAttemptsError');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(900);
    expect(e.data.retryAfter).toBe(Number(locked.headers.get('retry-after')));
    // Other accounts are not affected by this account's lock.
    expect((await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'learner2.es@example.com', password: 'demo-password-2026' })).status).toBe(200);
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    // 11 failures above + this test's: the IP limit here is 40.
    let status = 0;
    for (let i = 0; i < 35 && status !== 429; i++) {
      status = (await c.post('/api/auth/oauth/token', { grantType: 'password', username: `nobody${i}@example.com`, password: 'x'.repeat(8) })).status;
    }
    expect(status).toBe(429);
    const r = await c.post('/api/auth/oauth/token', { grantType: 'password', username: 'learner3.es@example.com', password: 'demo-password-2026' });
    expectError(r, 429, 'TooManyLoginAttemptsError');
  });
});
