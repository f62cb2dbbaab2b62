/**
 * A small fetch client that sends the headers of spec §7. Every exchange is checked against the
 * OpenAPI document (support/openapi-check.ts): a call the document does not describe throws.
 */
import { expect } from 'vitest';
import { openApiProblems } from './openapi-check';

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

/** `server` may be one that starts later (support/block-server.ts): its url is read at each call. */
export function client(server: string | { readonly url: string }) {
  const baseUrl = () => (typeof server === 'string' ? server : server.url);
  async function call<T = any>(method: string, path: string, o: CallOptions = {}): Promise<Res<T>> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const headers: Record<string, string> = o.bare ? {} : { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID };
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    Object.assign(headers, o.headers);
    const body = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
    const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
    const text = await res.text();
    const problems = openApiProblems({
      method: method.toUpperCase(),
      target: path,
      requestType: body === undefined ? null : requestMediaType(headers, body),
      requestBody: body ?? null,
      status: res.status,
      responseType: res.headers.get('content-type'),
      responseText: text,
    });
    if (problems.length > 0) throw new Error(`The OpenAPI document does not describe this exchange:\n${problems.join('\n')}\n${text.slice(0, 500)}`);
    let json: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) json = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: json as T, text };
  }
  return {
    baseUrl,
    call,
    get: <T = any>(path: string, o?: CallOptions) => call<T>('GET', path, o), // eslint-disable-line @typescript-eslint/no-explicit-any
    post: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>('POST', path, { ...o, body }), // eslint-disable-line @typescript-eslint/no-explicit-any
    patch: <T = any>(path: string, body?: unknown, o?: CallOptions) => call<T>('PATCH', path, { ...o, body }), // eslint-disable-line @typescript-eslint/no-explicit-any

    signIn,
    signUp,
    signedInUser,
    /** A signed-in member as tests pass one around: token, uuid, e-mail address and password. */
    async member(over: Record<string, unknown> = {}) {
      const { token, user, input } = await signedInUser(over);
      return { token, uuid: user.uuid as string, email: input.email, password: input.password };
    },
  };

  /**
   * The shared factory of a signed-in user: a new account, signed in (its access token as
   * `token`). A US account gets a date of birth unless `over` has one (US sign-ups need one: minimum age).
   */
  async function signedInUser(over: Record<string, unknown> = {}) {
    const signed = await signUp(over.country === 'US' && !('birthDate' in over) ? { birthDate: '2000-01-01', ...over } : over);
    const tokens = await signIn(signed.input.email, signed.input.password);
    return { ...signed, tokens, token: tokens.accessToken };
  }

  async function signIn(username: string, password = DEMO_PASSWORD) {
    const r = await call('POST', '/api/auth/oauth/token', { body: { grantType: 'password', username, password } });
    expect(r.status, r.text).toBe(200);
    return r.body as { accessToken: string; refreshToken: string; tokenType: string; expiresIn: number };
  }

  async function signUp(over: Record<string, unknown> = {}) {
    const n = Math.random().toString(36).slice(2, 10);
    const input = { email: `user.${n}@example.org`, name: `User ${n}`, password: 'correct horse battery', country: 'DE', ...over };
    const r = await call('POST', '/api/v1/users', { body: input });
    expect(r.status, r.text).toBe(201);
    return { user: r.body, input: input as typeof input & { email: string; password: string } };
  }
}

/** The Content-Type a request goes out with: the one set, else what fetch gives its body. */
function requestMediaType(headers: Record<string, string>, body: BodyInit): string | null {
  const set = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  if (set !== undefined) return set;
  if (typeof body === 'string') return 'text/plain;charset=UTF-8';
  if (body instanceof FormData) return 'multipart/form-data';
  if (body instanceof URLSearchParams) return 'application/x-www-form-urlencoded';
  if (body instanceof Blob) return body.type || null;
  return null;
}

/** Asserts the answer's status (200 unless given) and returns its body. */
export function expectOk<T>(r: Res<T>, status = 200): T {
  expect(r.status, r.text).toBe(status);
  return r.body;
}

/** Asserts the §8 error body and returns it. */
export function expectError(r: Res, status: number, type: string) {
  expect(r.status, r.text).toBe(status);
  expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  expect(r.body).toMatchObject({ error: { type, message: expect.any(String), data: expect.any(Object) } });
  return r.body.error as { type: string; message: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
