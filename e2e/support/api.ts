/**
 * The API as e2e specs call it beside the browser: one edition's host, a device id per spec (the
 * sign-in limits count per device), an optional bearer token, and a failed call that says which
 * request failed and what the server answered.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { viaHost } from '../hosts';

export type Api = <T>(request: APIRequestContext, method: string, path: string, token: string | null, data?: unknown) => Promise<T>;

export function apiClient(edition: string, deviceId: string): Api {
  return async <T>(request: APIRequestContext, method: string, path: string, token: string | null, data?: unknown): Promise<T> => {
    const [url, { headers }] = viaHost(edition, `/api${path}`);
    const res = await request.fetch(url, {
      method,
      headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': deviceId, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      data,
    });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return (res.status() === 204 ? null : await res.json()) as T;
  };
}

/** The password of every seeded demo account (server/db/seed.ts). */
export const DEMO_PASSWORD = 'demo-password-2026';

/** A fresh access token: they live 30 s in e2e, less than a test on a loaded machine. */
export async function accessToken(api: Api, request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  return (await api<{ accessToken: string }>(request, 'POST', '/auth/oauth/token', null, { grantType: 'password', username, password })).accessToken;
}

/** A know of the US edition (country 8), in English under its first subject, with `fields` (title, flashcards, ...). */
export async function newUsKnow<T extends { uuid: string }>(api: Api, request: APIRequestContext, token: string, fields: Record<string, unknown>): Promise<T> {
  const catalogue = await api<{ subjects: { id: number }[] }>(request, 'GET', '/v1/countries/8/subjects', null);
  return api<T>(request, 'POST', '/v1/knows', token, { subjectId: catalogue.subjects[0]!.id, contentLanguageCode: 'en', ...fields });
}
