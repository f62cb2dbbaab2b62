/**
 * Hostile input at the edge of the pipeline (issue 9 point 1): NUL characters in any text field,
 * oversize chunked bodies, malformed percent-encoding, a database outage. Real HTTP, real
 * database; raw `http.request` where fetch would hide the wire format.
 */
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUuid } from '@/lib/uuid';
import { BACKENDS } from './support/server';
import { blockServer, blockServerBehindRelay } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** POSTs `total` bytes as `Transfer-Encoding: chunked` (no Content-Length) and reads the answer. */
function postChunked(base: string, path: string, total: number, contentType: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked', 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    // The server may close the socket while we are still sending: only an error before any
    // answer counts.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    req.write('{"name":"');
    pump();
  });
}

function rawGet(base: string, target: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: url.hostname, port: url.port, path: target, headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe.each(BACKENDS)('request edge on %s', (backend) => {
  let token: string;
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
  });

  const nul = (field: string) => `a\u0000${field}`;

  it('refuses a NUL in any JSON text field with 400 naming the field', async () => {
    const signIn = expectError(
      await c.post('/api/auth/oauth/token', { grantType: 'password', username: nul('user'), password: 'whatever-123' }),
      400, 'FormValidationError',
    );
    expect(signIn.data.fields).toHaveProperty('username');

    const signUp = expectError(
      await c.post('/api/v1/users', { email: 'nul@example.org', name: nul('name'), password: 'correct horse battery', country: 'DE' }),
      400, 'FormValidationError',
    );
    expect(Object.keys(signUp.data.fields)).toEqual(['name']);

    const folder = expectError(await c.post('/api/v1/folders', { name: nul('folder') }, { token }), 400, 'FormValidationError');
    expect(folder.data.fields).toHaveProperty('name');

    // Nested values and keys of a beacon (analytics fields reach a jsonb column).
    const event = {
      name: 'know_viewed', uuid: randomUuid(), platform: 'web', value: 'x',
      session: { uuid: randomUuid(), source: nul('seo'), sourceCampaign: null },
      activeExperiments: { ['exp\u0000']: 1 },
    };
    const beacon = expectError(await c.post('/api/analytics/events', event, { bare: true }), 400, 'FormValidationError');
    expect(Object.keys(beacon.data.fields).sort()).toEqual(['activeExperiments.exp\\u0000', 'session.source']);
  });

  it('refuses a NUL in query strings and path parameters with 400 naming the field', async () => {
    const search = expectError(await c.get('/api/v1/search/knows?q=ab%00c', { token }), 400, 'FormValidationError');
    expect(search.data.fields).toHaveProperty('q');
    const username = expectError(await c.get('/api/v1/users/usernames/ab%00c'), 400, 'FormValidationError');
    expect(username.data.fields).toHaveProperty('username');
  });

  it('answers an oversize chunked JSON body with 413 JSON and closes the connection', async () => {
    const limit = s.app.env.MAX_JSON_BODY_BYTES;
    const r = await postChunked(s.url, '/api/v1/users', limit * 4, 'application/json');
    expect(r.status, r.text).toBe(413);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(r.text)).toMatchObject({ error: { type: 'BadRequestError', data: { maxBytes: limit } } });
    expect(r.headers.connection).toBe('close');
    // The server is still fine afterwards.
    expect((await c.get('/api/v1/countries')).status).toBe(200);
  });

  it('answers an oversize chunked multipart body with 413 JSON', async () => {
    const me = await c.get('/api/v1/users/me', { token });
    const path = `/api/v1/users/${me.body.uuid}/profilepicture`;
    const r = await new Promise<RawAnswer>((resolve, reject) => {
      const req = request(`${s.url}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=xyz', 'Transfer-Encoding': 'chunked',
          'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`,
        },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.write('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n');
      const big = Buffer.alloc(s.app.env.MAX_UPLOAD_BYTES + 128 * 1024, 1);
      req.end(big);
    });
    expect(r.status, r.text).toBe(413);
    expect(JSON.parse(r.text)).toMatchObject({ error: { type: 'BadRequestError' } });
  });

  it('answers 413 JSON for a declared Content-Length over the limit too', async () => {
    const body = JSON.stringify({ name: 'x'.repeat(s.app.env.MAX_JSON_BODY_BYTES) });
    expectError(await c.call('POST', '/api/v1/users', { raw: body, headers: { 'Content-Type': 'application/json' } }), 413, 'BadRequestError');
  });

  it('answers malformed percent-encoding in the path with 400 JSON', async () => {
    const r = await rawGet(s.url, '/api/v1/knows/%ZZ');
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text)).toMatchObject({ error: { type: 'BadRequestError' } });
  });
});

describe.runIf(BACKENDS.includes('postgres'))('database outage on postgres', () => {
  const { server, relay } = blockServerBehindRelay();
  const c = client(server);

  it('answers 503 with Retry-After while PostgreSQL is unreachable, and recovers', async () => {
    const signed = await c.signUp({ country: 'DE' });
    const signIn = () => c.post('/api/auth/oauth/token', { grantType: 'password', username: signed.input.email, password: signed.input.password });
    expect((await signIn()).status).toBe(200);

    // Open connections are cut and new ones refused (nothing listens on the port).
    await relay().close();
    for (const r of [await signIn(), await c.get('/api/v1/knows'), await signIn()]) {
      const e = expectError(r, 503, 'NoErrorType');
      expect(e.message).toMatch(/unavailable/i);
      // An outage, not load (decision 0045).
      expect(e.data.reason).toBe('unreachable');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }

    await relay().listen();
    expect((await signIn()).status).toBe(200);
  });
});
