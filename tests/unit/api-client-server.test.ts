// The browser API client and session store against the real API (in-process, PGlite, seeded demo
// data, request signatures required): headers, signature, sign-in and session loading, refresh
// and retry, logout, and the request modules' paths and field names. Node has no localStorage
// (provided before anything is imported) and no window (set once PGlite, which takes a window
// for a browser, has started: the session store only writes where there is a window).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const KEY = vi.hoisted(() => {
  class MemoryStorage implements Storage {
    private items = new Map<string, string>();
    get length() {
      return this.items.size;
    }
    clear() {
      this.items.clear();
    }
    getItem(key: string) {
      return this.items.get(key) ?? null;
    }
    key(index: number) {
      return [...this.items.keys()][index] ?? null;
    }
    removeItem(key: string) {
      this.items.delete(key);
    }
    setItem(key: string, value: string) {
      this.items.set(key, String(value));
    }
  }
  (globalThis as Record<string, unknown>).localStorage = new MemoryStorage();
  const key = 'test-signature-key-0123456789';
  process.env.NEXT_PUBLIC_API_SIGNATURE_KEY = key;
  return key;
});

import { vi } from 'vitest';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { apiClient, authClient } from '@/lib/api/client';
import { ApiError, fieldErrors } from '@/lib/api/errors';
import { changePassword, forgotPassword } from '@/lib/api/accounts';
import { getKnower } from '@/lib/api/knowers';
import { logout, refreshToken, signIn } from '@/lib/api/oauth';
import {
  changeUsername, createUser, getMe, getProfilePicture, isUsernameAvailable, trackLookup, trackOpenApp, updateTimezone,
  updateUser, uploadProfilePicture,
} from '@/lib/api/users';
import { DEVICE_ID_STORAGE_KEY } from '@/lib/device-id';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import { verifySignature } from '@/server/http/signature';
import { startServer, type TestServer } from '../api/support/server';
import { DEMO_PASSWORD } from '../api/support/client';

let s: TestServer;
const requests: { base: string; method: string; url: string; headers: Record<string, unknown> }[] = [];

/**
 * Node's own transports, recording each request as it leaves (after all interceptors). Blobs go
 * through fetch: node's http transport has no Blob responses.
 */
function recordingTransport(base: string): AxiosAdapter {
  const http = axios.getAdapter('http');
  const fetchAdapter = axios.getAdapter('fetch');
  return (config: InternalAxiosRequestConfig) => {
    requests.push({ base, method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', headers: config.headers.toJSON() });
    return config.responseType === 'blob' ? fetchAdapter(config) : http(config);
  };
}

beforeAll(async () => {
  s = await startServer('pglite', { API_SIGNATURE_KEY: KEY });
  (globalThis as Record<string, unknown>).window = globalThis;
  apiClient.defaults.baseURL = `${s.url}/api/v1`;
  authClient.defaults.baseURL = `${s.url}/api/auth`;
  apiClient.defaults.adapter = recordingTransport('api');
  authClient.defaults.adapter = recordingTransport('auth');
}, 120_000);
afterAll(async () => {
  delete (globalThis as Record<string, unknown>).window;
  await s?.close();
});
beforeEach(() => {
  useSessionStore.getState().clear();
  requests.length = 0;
});

const paths = (base?: string) => requests.filter((r) => !base || r.base === base).map((r) => `${r.method} ${r.url}`);

describe('client headers', () => {
  it('sends X-Platform, a persisted device id and a signature the server verifies', async () => {
    await expect(isUsernameAvailable('knower1_de')).resolves.toBe(false);
    const sent = requests[0]!;
    const deviceId = localStorage.getItem(DEVICE_ID_STORAGE_KEY);
    expect(deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers).toMatchObject({ 'X-Platform': 'web', 'X-Device-Id': deviceId });
    expect(sent.headers.Authorization).toBeUndefined();
    const signature = String(sent.headers['X-Signature']);
    expect(signature).toMatch(/^t=\d+,s=[0-9a-f]{64}$/);
    expect(() => verifySignature(KEY, signature, 'GET', '/api/v1/users/usernames/knower1_de', deviceId!)).not.toThrow();
    expect(() => verifySignature(KEY, signature, 'POST', '/api/v1/users/usernames/knower1_de', deviceId!)).toThrow();
    // The same id on the next call.
    await isUsernameAvailable('nobody_has_this_name');
    expect(requests[1]?.headers['X-Device-Id']).toBe(deviceId);
  });

  it('is refused by the server with a wrong signature key', async () => {
    process.env.NEXT_PUBLIC_API_SIGNATURE_KEY = 'a-different-key';
    try {
      const e = await isUsernameAvailable('knower1_de').catch((x: unknown) => x);
      expect(e).toBeInstanceOf(ApiError);
      expect(e).toMatchObject({ status: 400, type: 'BadRequestError', message: 'The request signature is invalid.' });
    } finally {
      process.env.NEXT_PUBLIC_API_SIGNATURE_KEY = KEY;
    }
  });
});

describe('session', () => {
  it('signs in a knower: token, users/me, then knowers/me; persisted', async () => {
    const user = await useSessionStore.getState().signInWithPassword('knower1_de', DEMO_PASSWORD);
    expect(user).toMatchObject({ username: 'knower1_de', isKnower: true });
    const state = useSessionStore.getState();
    expect(state.token?.accessToken).toBeTruthy();
    expect(state.user?.uuid).toBe(user.uuid);
    expect(state.knower?.uuid).toBe(user.knowerUuid);
    expect(paths()).toEqual(['POST /oauth/token', 'GET /users/me', 'GET /knowers/me']);
    expect(requests.find((r) => r.url === '/oauth/token')?.headers.Authorization).toBeUndefined();
    expect(requests.find((r) => r.url === '/users/me')?.headers.Authorization).toBe(`Bearer ${state.token?.accessToken}`);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!) as { state: Record<string, unknown> };
    expect(stored.state).toEqual({ token: state.token, user: state.user, knower: state.knower });
  });

  it('signs in a learner without asking for a knower', async () => {
    await useSessionStore.getState().signInWithPassword('learner1_de', DEMO_PASSWORD);
    expect(useSessionStore.getState().knower).toBeNull();
    expect(paths()).toEqual(['POST /oauth/token', 'GET /users/me']);
  });

  it('rejects wrong credentials with InvalidCredentialsError and stores nothing', async () => {
    const e = await useSessionStore.getState().signInWithPassword('learner1_de', 'wrong password').catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 401, type: 'InvalidCredentialsError' });
    expect(useSessionStore.getState().token).toBeNull();
    expect(paths('auth')).toEqual(['POST /oauth/token']);
  });

  it('refreshes an expired access token once and retries', async () => {
    await useSessionStore.getState().signInWithPassword('learner2_de', DEMO_PASSWORD);
    const before = useSessionStore.getState().token!;
    useSessionStore.getState().setTokens({ ...before, accessToken: 'expired.or.forged' });
    requests.length = 0;
    const me = await getMe();
    expect(me.username).toBe('learner2_de');
    expect(paths()).toEqual(['GET /users/me', 'POST /oauth/token', 'GET /users/me']);
    const after = useSessionStore.getState().token!;
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(requests[2]?.headers.Authorization).toBe(`Bearer ${after.accessToken}`);
  });

  it('signs out: the refresh token is revoked and the session cleared', async () => {
    await useSessionStore.getState().signInWithPassword('learner3_de', DEMO_PASSWORD);
    const token = useSessionStore.getState().token!;
    await useSessionStore.getState().signOut();
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, knower: null });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ state: { token: null, user: null, knower: null } });
    await expect(refreshToken(token.refreshToken)).rejects.toMatchObject({ status: 401, type: 'AuthorizationError' });
  });

  it('logs the user out when the server refuses the refresh', async () => {
    await useSessionStore.getState().signInWithPassword('learner1_de', DEMO_PASSWORD);
    const token = useSessionStore.getState().token!;
    await logout(token.refreshToken); // e.g. signed out on another device
    useSessionStore.getState().setTokens({ ...token, accessToken: 'expired.or.forged' });
    await expect(getMe()).rejects.toMatchObject({ status: 401, type: 'AuthorizationError' });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, knower: null });
  });
});

describe('request modules against the real routes', () => {
  it('sign-up form errors come back as field errors', async () => {
    const e = await createUser({ email: 'not-an-email', name: ' ', password: 'short' }).catch((x: unknown) => x);
    expect(e).toMatchObject({ status: 400, type: 'FormValidationError' });
    expect(Object.keys(fieldErrors(e)).sort()).toEqual(['email', 'name', 'password']);
  });

  it('signs up, edits the profile, username, picture, timezone and tracking', async () => {
    const n = Math.random().toString(36).slice(2, 8);
    const email = `client.${n}@example.org`;
    const created = await createUser({ email, name: 'Client Test', password: 'correct horse battery', newsletter: false, country: 'DE' });
    expect(created).toMatchObject({ email, name: 'Client Test', knowerUuid: null, newsletter: false });
    useSessionStore.getState().setTokens(await signIn(email, 'correct horse battery'));

    const updated = await updateUser(created.uuid, { name: 'Client Renamed', grade: '10', schoolType: 'GYMNASIUM', region: null });
    expect(updated).toMatchObject({ name: 'Client Renamed', grade: '10', schoolType: 'GYMNASIUM', regionId: null });

    const username = `client_${n}`;
    await expect(isUsernameAvailable(username)).resolves.toBe(true);
    await expect(changeUsername(created.uuid, username)).resolves.toMatchObject({ username });
    await expect(isUsernameAvailable(username)).resolves.toBe(false);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const progress: number[] = [];
    const withPicture = await uploadProfilePicture(created.uuid, new File([png], 'me.png', { type: 'image/png' }), (f) => progress.push(f));
    expect(withPicture.profilePictureUrl).toMatch(new RegExp(`/users/${created.uuid}/profilepicture`));
    expect(progress.at(-1)).toBe(1);
    const blob = await getProfilePicture(created.uuid, 'v1');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/png');
    expect(Buffer.from(await blob.arrayBuffer()).equals(png)).toBe(true);
    expect(requests.at(-1)?.url).toBe(`/users/${created.uuid}/profilepicture`);

    await expect(updateTimezone(created.uuid, -120)).resolves.toMatchObject({ timezoneOffset: -120 });
    await expect(trackOpenApp(created.uuid)).resolves.toMatchObject({ lastTrackedOn: expect.any(String) });
    await expect(trackLookup(created.uuid)).resolves.toMatchObject({ updatedCount: expect.any(Number) });

    const wrong = await changePassword(created.uuid, 'not my password', 'another good password').catch((x: unknown) => x);
    expect(wrong).toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).not.toBeNull(); // a wrong old password is no reason to sign out
    // Every sign-in ends; the answer is a new one for this device (decision 0014).
    const renewed = await changePassword(created.uuid, 'correct horse battery', 'another good password');
    expect(renewed).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    useSessionStore.getState().setTokens(renewed);
    await expect(forgotPassword(email)).resolves.toBeUndefined();
  });

  it('reads a knower by id', async () => {
    const me = await useSessionStore.getState().signInWithPassword('knower2_de', DEMO_PASSWORD);
    await expect(getKnower(me.knowerUuid!)).resolves.toMatchObject({ uuid: me.knowerUuid, user: { uuid: me.uuid } });
  });
});
