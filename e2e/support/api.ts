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
