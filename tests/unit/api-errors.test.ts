// Error mapping (spec §8) over real HTTP: an in-process server answers each status, and the
// client's errors are mapped by toApiError (also what the API client rejects with).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api/client';
import { ApiError, fieldErrors, toApiError } from '@/lib/api/errors';

let server: Server;
let base: string;

const json = (type: string, data: Record<string, unknown> = {}) => JSON.stringify({ error: { type, message: `${type} message`, data } });

beforeAll(async () => {
  server = createServer((req, res) => {
    const [, kind, code] = (req.url ?? '').split('/');
    const status = Number(code);
    if (kind === 'drop') {
      req.socket.destroy();
      return;
    }
    if (kind === 'html') {
      res.writeHead(status, { 'Content-Type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
      return;
    }
    res.writeHead(status, { 'Content-Type': 'application/json' });
    if (status === 500) res.end(json('NoErrorType'));
    else if (status === 400) res.end(json('FormValidationError', { fields: { email: 'Enter a valid e-mail address.', name: 'Enter a name.' } }));
    else if (status === 409) res.end(json('EmailInUseError', { email: 'a@b.c' }));
    else if (status === 429) res.end(json('TooManyLoginAttemptsError', { retryAfter: 60 }));
    else if (status === 401 || status === 404) res.end(json(status === 401 ? 'AuthorizationError' : 'NotFoundError'));
    else if (status === 503) res.end(json('NoErrorType', { reason: kind === 'busy' ? 'busy' : 'unreachable', retryAfter: 2 }));
    else res.end('{"unexpected":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function failure(path: string, responseType?: 'blob'): Promise<unknown> {
  try {
    await axios.get(`${base}${path}`, { responseType });
  } catch (error) {
    return error;
  }
  throw new Error(`${path} did not fail`);
}

async function closedPort(): Promise<string> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('toApiError', () => {
  it('maps no response (connection refused, dropped) to a handled internet-connection error', async () => {
    const refused = toApiError(await axios.get(`${await closedPort()}/x`).catch((e: unknown) => e));
    expect(refused).toMatchObject({ handled: true, messageKey: 'errors:internetConnection', type: 'NoErrorType', status: null });
    const dropped = toApiError(await failure('/drop/0'));
    expect(dropped).toMatchObject({ handled: true, messageKey: 'errors:internetConnection', type: 'NoErrorType', status: null });
  });

  it.each([
    ['/json/500', 500, 'errors:serverError'],
    ['/html/502', 502, 'errors:serverNotReachable'],
    ['/html/504', 504, 'errors:timeout'],
  ])('maps %s to a handled error', async (path, status, messageKey) => {
    const e = toApiError(await failure(path));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status, messageKey, handled: true, type: 'NoErrorType' });
  });

  it('maps a 503 that names its reason: busy (refused under load) and unreachable', async () => {
    expect(toApiError(await failure('/busy/503'))).toMatchObject({ status: 503, type: 'NoErrorType', handled: true, messageKey: 'errors:busy', data: { reason: 'busy', retryAfter: 2 } });
    expect(toApiError(await failure('/json/503'))).toMatchObject({ status: 503, handled: true, messageKey: 'errors:serverNotReachable', data: { reason: 'unreachable' } });
  });

  it('passes other statuses on with the type and data of the error body', async () => {
    expect(toApiError(await failure('/json/409'))).toMatchObject({
      status: 409,
      type: 'EmailInUseError',
      data: { email: 'a@b.c' },
      handled: false,
      messageKey: 'errors:unknown',
      message: 'EmailInUseError message',
    });
    expect(toApiError(await failure('/json/429'))).toMatchObject({ status: 429, type: 'TooManyLoginAttemptsError', data: { retryAfter: 60 } });
    expect(toApiError(await failure('/json/401'))).toMatchObject({ status: 401, type: 'AuthorizationError', handled: false });
  });

  it('uses NoErrorType when the body has no error object', async () => {
    expect(toApiError(await failure('/json/418'))).toMatchObject({ status: 418, type: 'NoErrorType', handled: false, data: null });
    expect(toApiError(await failure('/html/503'))).toMatchObject({ status: 503, type: 'NoErrorType', handled: false });
  });

  it('maps blob responses: 401 to AuthorizationError, 404 to NotFoundError', async () => {
    expect(toApiError(await failure('/json/401', 'blob'))).toMatchObject({ status: 401, type: 'AuthorizationError', handled: false });
    expect(toApiError(await failure('/json/404', 'blob'))).toMatchObject({ status: 404, type: 'NotFoundError', handled: false });
  });

  it('wraps non-HTTP errors as unhandled and keeps ApiErrors as they are', () => {
    const e = toApiError(new TypeError('boom'));
    expect(e).toMatchObject({ type: 'NoErrorType', handled: false, status: null, message: 'boom' });
    expect(toApiError(e)).toBe(e);
  });

  it('marks cancelled requests', async () => {
    const controller = new AbortController();
    controller.abort();
    const e = toApiError(await axios.get(`${base}/json/500`, { signal: controller.signal }).catch((x: unknown) => x));
    expect(e.canceled).toBe(true);
  });
});

describe('fieldErrors', () => {
  it('returns data.fields of a FormValidationError, else {}', async () => {
    expect(fieldErrors(await failure('/json/400'))).toEqual({ email: 'Enter a valid e-mail address.', name: 'Enter a name.' });
    expect(fieldErrors(await failure('/json/409'))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('API client', () => {
  it('rejects with ApiError and sends the client headers', async () => {
    const original = apiClient.defaults.baseURL;
    apiClient.defaults.baseURL = `${base}/json`;
    try {
      const e = await apiClient.get('/409').catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ type: 'EmailInUseError', status: 409 });
      expect(await apiClient.get('/500').catch((x: unknown) => x)).toMatchObject({ handled: true, messageKey: 'errors:serverError' });
    } finally {
      apiClient.defaults.baseURL = original;
    }
  });
});
