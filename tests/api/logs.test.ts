/**
 * The request log (issue 10, point 2): one JSON line per request with method, route pattern,
 * status, duration and the request id that the response carries as X-Request-Id; an unhandled
 * error is logged with its stack and the request id; and no password, token, cookie,
 * Authorization header or e-mail address of a real sign-up / sign-in / refresh / confirmation /
 * reset round through the API reaches a log line.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/server/log/logger';
import { client, expectError } from './support/client';
import { BACKENDS, mailedToken, startServer, type TestServer } from './support/server';

type Entry = Record<string, unknown>;

describe.each(BACKENDS)('request log (%s)', (backend) => {
  let s: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    s = await startServer(backend);
    api = client(s.url);
  });
  afterAll(() => s?.close());

  const requestLines = () => s.logs.entries().filter((e) => e.msg === 'request');

  it('writes one line per request with route pattern, status, duration and the X-Request-Id', async () => {
    const before = requestLines().length;
    const r = await api.get('/api/v1/users/00000000-0000-4000-8000-000000000000/public');
    expect(r.status).toBe(404);
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = requestLines().slice(before);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: id,
      method: 'GET',
      route: '/api/v1/users/{id}/public',
      status: 404,
      durationMs: expect.any(Number),
    });
    // The pattern, not the path with its parameters.
    expect(JSON.stringify(lines[0])).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('keeps a sane request id from a proxy and replaces an unsafe one', async () => {
    const kept = await api.get('/api/v1/users/me', { headers: { 'X-Request-Id': 'edge-4f2a.77:1' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-4f2a.77:1');
    expect(requestLines().at(-1)).toMatchObject({ reqId: 'edge-4f2a.77:1', route: '/api/v1/users/me', status: 401 });
    const replaced = await api.get('/api/v1/users/me', { headers: { 'X-Request-Id': 'a b<script>@x' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs a password, token, cookie, Authorization header or e-mail address', async () => {
    const start = s.logs.lines.length;
    const secrets: string[] = [];
    const cookie = 'session=Zr8fQ2kLp9xW4mTn7VbC3yHd';
    const { input } = await api.signUp({ email: 'Log.Secret+tag@example.org' });
    secrets.push(input.email, input.email.toLowerCase(), input.password, cookie);

    const signIn = await api.signIn(input.email, input.password);
    secrets.push(signIn.accessToken, signIn.refreshToken);
    // A wrong password too: the failure is logged as a request, never with what was typed.
    const wrong = await api.post('/api/auth/oauth/token', { grantType: 'password', username: input.email, password: 'wrong horse battery' });
    expectError(wrong, 401, 'InvalidCredentialsError');
    secrets.push('wrong horse battery');

    const me = await api.get('/api/v1/users/me', { token: signIn.accessToken, headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const refreshed = await api.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken: signIn.refreshToken });
    expect(refreshed.status, refreshed.text).toBe(200);
    secrets.push(refreshed.body.accessToken, refreshed.body.refreshToken);

    const confirmationToken = await mailedToken(s.db.dataDir, input.email, 'Confirmation');
    secrets.push(confirmationToken);
    expect((await api.post('/api/auth/accounts/confirm-email', { confirmationToken })).status).toBe(200);

    expect((await api.post('/api/auth/accounts/forgot-password', { email: input.email })).status).toBe(202);
    const resetToken = await mailedToken(s.db.dataDir, input.email, 'Reset');
    secrets.push(resetToken, 'a brand new passphrase');
    const reset = await api.post('/api/auth/accounts/reset-password', { token: resetToken, newPassword: 'a brand new passphrase' });
    expect(reset.status, reset.text).toBeLessThan(300);

    // An address in a path no route knows is logged as the path: scrubbed.
    expect((await api.get(`/api/v1/nowhere/${encodeURIComponent(input.email)}`)).status).toBe(404);
    expect((await api.get(`/api/v1/nowhere/${input.email}`)).status).toBe(404);

    const written = s.logs.lines.slice(start).join('');
    // Every request of the round was logged...
    expect(requestLines().filter((e) => e.route === '/api/auth/oauth/token').length).toBeGreaterThanOrEqual(3);
    // ...and none of its secrets.
    for (const secret of secrets) expect(written.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    expect(written).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]{2,}/i);
  });

  it('scrubs what a logger is handed directly: keys, messages, errors and their causes', () => {
    const lines: string[] = [];
    const log = createLogger({ ...s.app.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { write: (l: string) => void lines.push(l) });
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXZhbHVl';
    log.info({ body: { password: 'hunter22', newPassword: 'x', email: 'a@b.co' }, headers: { authorization: 'Bearer abc', cookie: 'c=1' } }, 'sign-in of %s', 'someone@example.org');
    log.error({ err: new Error(`Failed query: select 1\nparams: someone@example.org,secret`, { cause: new Error(`token ${jwt}`) }) }, 'boom');
    log.child({ reqId: 'r1' }).child({ email: 'child@example.org' }).info(`Authorization: Bearer ${jwt}`);
    const text = lines.join('');
    for (const secret of ['hunter22', 'a@b.co', 'Bearer abc', 'c=1', 'someone@example.org', 'child@example.org', jwt, 'params: someone']) {
      expect(text).not.toContain(secret);
    }
    const error = JSON.parse(lines[1]!) as { err: { stack: string; message: string; cause: { message: string } } };
    expect(error.err.stack).toContain('logs.test.ts');
    expect(error.err.message).toContain('params: [redacted]');
    expect(error.err.cause.message).toBe('token [redacted]');
    expect(JSON.parse(lines[2]!)).toMatchObject({ reqId: 'r1', email: '[redacted]', msg: 'Authorization: Bearer [redacted]' });
  });

  it('logs an unhandled error with its stack and the request id, without the data of the query', async () => {
    // A real failure: the table the sign-up reads is gone (an operator's mistake, a bad restore).
    // The driver's error quotes the query's parameters: the e-mail address of the sign-up.
    const quiet: string[] = [];
    const keep = s.app.log;
    s.app.log = createLogger({ ...s.app.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { write: (l: string) => void quiet.push(l) });
    await s.app.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
    try {
      const r = await api.post('/api/v1/users', { email: 'broken.table@example.org', name: 'Broken', password: 'correct horse battery', country: 'DE' });
      expectError(r, 500, 'NoErrorType');
      const id = r.headers.get('x-request-id');
      const entries = quiet.map((l) => JSON.parse(l) as Entry);
      const error = entries.find((e) => e.msg === 'Unhandled API error') as { reqId: string; level: string; err: { stack: string } } | undefined;
      expect(error).toMatchObject({ level: 'error', reqId: id });
      expect(error!.err.stack).toMatch(/\n\s+at /);
      expect(entries.find((e) => e.msg === 'request')).toMatchObject({ reqId: id, route: '/api/v1/users', status: 500 });
      expect(quiet.join('')).not.toContain('broken.table');
      expect(quiet.join('')).not.toContain('correct horse battery');
    } finally {
      await s.app.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
      s.app.log = keep;
    }
  });
});
