/** A small fetch client that sends the headers of spec §7. */
import { expect } from 'vitest';

export const DEVICE_ID = 'test-device-0001';
export const DEMO_PASSWORD = 'demo-password-2026';

export interface Res<T = any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** Send this exact body (string or bytes) instead of JSON. */
  raw?: BodyInit;
  /** Omit the X-Platform / X-Device-Id headers. */
  bare?: boolean;
}

export function client(baseUrl: string) {
  async function call<T = any>(method: string, path: string, o: CallOptions = {}): Promise<Res<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = o.bare ? {} : { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    Object.assign(headers, o.headers);
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
    });
    const text = await res.text();
    let body: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: body as T, text };
  }
  return {
    call,
    get: <T = any>(path: string, o?: CallOptions) => call<T>('GET', path, o), // eslint-disable-line @typescript-eslint/no-explicit-any
    post: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>('POST', path, { ...o, body }), // eslint-disable-line @typescript-eslint/no-explicit-any
    patch: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>('PATCH', path, { ...o, body }), // eslint-disable-line @typescript-eslint/no-explicit-any

    async signIn(username: string, password = DEMO_PASSWORD) {
      const r = await call('POST', '/api/auth/oauth/token', { body: { grantType: 'password', username, password } });
      expect(r.status, r.text).toBe(200);
      return r.body as { accessToken: string; refreshToken: string; tokenType: string; expiresIn: number };
    },

    async signUp(over: Record<string, unknown> = {}) {
      const n = Math.random().toString(36).slice(2, 10);
      const input = { email: `user.${n}@example.org`, name: `User ${n}`, password: 'correct horse battery', country: 'DE', ...over };
      const r = await call('POST', '/api/v1/users', { body: input });
      expect(r.status, r.text).toBe(201);
      return { user: r.body, input: input as typeof input & { email: string; password: string } };
    },
  };
}

/** Asserts the §8 error body and returns it. */
export function expectError(r: Res, status: number, type: string) {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.body).toMatchObject({ error: { type, message: expect.any(String), data: expect.any(Object) } });
  return r.body.error as { type: string; message: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
