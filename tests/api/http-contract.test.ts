/** The error contract, client headers, body limits and the request signature (issue 3 §2, §3). */
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { signRequest } from '@/server/http/signature';

describe.each(BACKENDS)('HTTP contract on %s', (backend) => {
  const s = blockServer(backend, { MAX_JSON_BODY_BYTES: '2048' });
  const c = client(s);

  it('answers unknown API routes with a JSON NotFoundError', async () => {
    for (const path of ['/api/v1/nope', '/api/auth/nope/deeper', '/api/analytics/x', '/api/v1']) {
      const e = expectError(await c.get(path), 404, 'NotFoundError');
      expect(e.message).not.toMatch(/at .*\.ts/);
    }
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const r = await c.call('DELETE', '/api/v1/users/me');
    expectError(r, 405, 'BadRequestError');
    expect(r.headers.get('allow')).toContain('GET');
    const o = await c.call('OPTIONS', '/api/auth/oauth/token');
    expect(o.status).toBe(204);
    expect(o.headers.get('allow')).toContain('POST');
  });

  it('rejects malformed JSON with BadRequestError and a non-object body too', async () => {
    const r = await c.call('POST', '/api/auth/oauth/token', { raw: '{"grantType":', headers: { 'Content-Type': 'application/json' } });
    expectError(r, 400, 'BadRequestError');
    const arr = await c.call('POST', '/api/auth/oauth/token', { raw: '[1,2]', headers: { 'Content-Type': 'application/json' } });
    expectError(arr, 400, 'BadRequestError');
  });

  it('names invalid fields in FormValidationError.data.fields', async () => {
    const e = expectError(await c.post('/api/v1/users', { email: 'not-an-email', name: '', password: 'short' }), 400, 'FormValidationError');
    expect(Object.keys(e.data.fields).sort()).toEqual(['email', 'name', 'password']);
    const g = expectError(await c.post('/api/auth/oauth/token', { grantType: 'magic' }), 400, 'FormValidationError');
    expect(g.data.fields).toHaveProperty('grantType');
  });

  it('requires X-Platform and X-Device-Id', async () => {
    const none = await c.call('GET', '/api/v1/users/me', { bare: true });
    expect(expectError(none, 400, 'BadRequestError').data.header).toBe('X-Platform');
    const noDevice = await c.call('GET', '/api/v1/users/me', { bare: true, headers: { 'X-Platform': 'web' } });
    expect(expectError(noDevice, 400, 'BadRequestError').data.header).toBe('X-Device-Id');
    const badPlatform = await c.call('GET', '/api/v1/users/me', { headers: { 'X-Platform': 'toaster' } });
    expectError(badPlatform, 400, 'BadRequestError');
    // Public country lookups need only X-Platform (the visitor's first paint has no device id yet).
    expect((await c.call('GET', '/api/v1/countries', { bare: true, headers: { 'X-Platform': 'web' } })).status).toBe(200);
  });

  it('answers 401 AuthorizationError without or with a bad bearer token', async () => {
    expectError(await c.get('/api/v1/users/me'), 401, 'AuthorizationError');
    expectError(await c.get('/api/v1/users/me', { token: 'abc.def.ghi' }), 401, 'AuthorizationError');
    const t = await c.signIn('learner1.fr@example.com');
    const [h, p] = t.accessToken.split('.');
    const forged = `${h}.${p}.${Buffer.alloc(32).toString('base64url')}`;
    expectError(await c.get('/api/v1/users/me', { token: forged }), 401, 'AuthorizationError');
  });

  it('rejects non-JSON bodies with 415 InvalidMIMETypeError', async () => {
    const r = await c.call('POST', '/api/auth/oauth/token', { raw: 'grantType=password', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expectError(r, 415, 'InvalidMIMETypeError');
  });

  it('answers 413 for bodies over the limit', async () => {
    const big = JSON.stringify({ grantType: 'password', username: 'x', password: 'y'.repeat(4096) });
    const r = await c.call('POST', '/api/auth/oauth/token', { raw: big, headers: { 'Content-Type': 'application/json' } });
    expectError(r, 413, 'BadRequestError');
  });

  it('escapes markup in JSON output while storing names as given', async () => {
    const name = '<img src=x onerror=alert(1)> & Co';
    const { user } = await c.signUp({ name });
    expect(user.name).toBe(name);
    const r = await c.get(`/api/v1/users/${user.uuid}/public`);
    expect(r.text).not.toContain('<img');
    expect(r.text).toContain('\\u003cimg');
    expect(r.body.name).toBe(name);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for malformed ids in paths', async () => {
    expectError(await c.get('/api/v1/users/not-a-uuid/public'), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/users/00000000-0000-4000-8000-000000000000/public'), 404, 'NotFoundError');
  });
});

describe.each(BACKENDS)('request signature on %s', (backend) => {
  const KEY = 'test-signature-key';
  const s = blockServer(backend, { API_SIGNATURE_KEY: KEY, SEED_DEMO_DATA: 'false' });
  const c = client(s);

  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a valid signature and rejects missing, wrong or stale ones', async () => {
    const path = '/api/v1/users/me';
    const ok = await c.get(path, { headers: { 'X-Signature': signRequest(KEY, 'GET', path, DEVICE_ID, now()) } });
    expectError(ok, 401, 'AuthorizationError'); // passed the signature, then needs a token
    expectError(await c.get(path), 400, 'BadRequestError');
    const wrongPath = signRequest(KEY, 'GET', '/api/v1/other', DEVICE_ID, now());
    expectError(await c.get(path, { headers: { 'X-Signature': wrongPath } }), 400, 'BadRequestError');
    const wrongKey = signRequest('other-key', 'GET', path, DEVICE_ID, now());
    expectError(await c.get(path, { headers: { 'X-Signature': wrongKey } }), 400, 'BadRequestError');
    const stale = signRequest(KEY, 'GET', path, DEVICE_ID, now() - 301);
    expect(expectError(await c.get(path, { headers: { 'X-Signature': stale } }), 400, 'BadRequestError').message).toMatch(/expired/);
  });

  it('does not require signatures on beacons and the OpenAPI document', async () => {
    expect((await c.call('GET', '/api/v1/openapi.json', { bare: true })).status).toBe(200);
  });
});
