/** Two app instances on one PostgreSQL behave as one: rate limits, revocations, rotation (issue 3 §9). */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockInstancePair } from './support/block-server';
import { client, expectError } from './support/client';

describe.runIf(BACKENDS.includes('postgres'))('two instances on one PostgreSQL', () => {
  const [a, b] = blockInstancePair({ REFRESH_REUSE_GRACE_SECONDS: '1' });
  const ca = client(a);
  const cb = client(b);

  it('agree on the generated token key: a token from A works on B', async () => {
    const t = await ca.signIn('learner1.gr@example.com');
    expect((await cb.get('/api/v1/users/me', { token: t.accessToken })).status).toBe(200);
  });

  it('share the failed sign-in count: the captcha is asked for after 3 failures from one client, on either instance', async () => {
    const bad = { grantType: 'password', username: 'learner2.gr@example.com', password: 'wrong-wrong' };
    for (let i = 0; i < 3; i++) expectError(await (i % 2 ? ca : cb).post('/api/auth/oauth/token', bad), 401, 'InvalidCredentialsError');
    expectError(await ca.post('/api/auth/oauth/token', bad), 401, 'RequiresCaptchaError');
    expectError(await cb.post('/api/auth/oauth/token', { ...bad, password: 'demo-password-2026' }), 401, 'RequiresCaptchaError');
  });

  it('count parallel wrong passwords on both instances exactly once', async () => {
    const bad = { grantType: 'password', username: 'learner1.fr@example.com', password: 'wrong-wrong' };
    const rs = await Promise.all(Array.from({ length: 80 }, (_, i) => (i % 2 ? ca : cb).post('/api/auth/oauth/token', bad)));
    const types = rs.map((r) => `${r.status} ${(r.body as { error?: { type?: string } }).error?.type}`);
    expect(types.filter((t) => t === '401 InvalidCredentialsError').length).toBe(3);
    expect(types.filter((t) => t === '401 RequiresCaptchaError').length).toBe(77);
  });

  it('share revocations: logout on A ends the session on B', async () => {
    const t = await ca.signIn('learner3.gr@example.com');
    expect((await cb.get('/api/v1/users/me', { token: t.accessToken })).status).toBe(200);
    expect((await cb.post('/api/auth/oauth/logout', { refreshToken: t.refreshToken })).status).toBe(204);
    expectError(await ca.get('/api/v1/users/me', { token: t.accessToken }), 401, 'AuthorizationError');
    expectError(await ca.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken: t.refreshToken }), 401, 'AuthorizationError');
  });

  it('detect a refresh-token replay across instances and serialise concurrent refreshes', async () => {
    const t = await ca.signIn('knower1.gr@example.com');
    const refresh = (c: ReturnType<typeof client>, refreshToken: string) => c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken });
    const [r1, r2] = await Promise.all([refresh(ca, t.refreshToken), refresh(cb, t.refreshToken)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    // One successor, handed to both racing instances: no second branch.
    expect(r1.body.refreshToken).toBe(r2.body.refreshToken);
    await new Promise((r) => setTimeout(r, 1200));
    expectError(await refresh(cb, t.refreshToken), 401, 'AuthorizationError');
    expectError(await refresh(ca, r1.body.refreshToken), 401, 'AuthorizationError');
    expectError(await cb.get('/api/v1/users/me', { token: r2.body.accessToken }), 401, 'AuthorizationError');
  });
});
