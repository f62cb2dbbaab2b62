// @vitest-environment jsdom
// Token refresh (spec §4, §9): the real client and coordinator over an emulated HTTP transport
// (an axios adapter answering like the auth server), with fake timers for the 200 ms polling.
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, authClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { getMe } from '@/lib/api/users';
import { signIn } from '@/lib/api/oauth';
import { createTokenRefresher, REFRESH_POLL_INTERVAL_MS } from '@/lib/api/token-refresh';
import { useSessionStore } from '@/stores/session-store';
import type { OauthToken } from '@/lib/session/session-store';

interface Seen {
  url: string;
  authorization: string | null;
  body: unknown;
}
type Reply = { status: number; body?: unknown };

function errorBody(type: string, message = 'x') {
  return { error: { type, message, data: {} } };
}

/** An axios adapter that answers like HTTP: JSON text bodies, rejections for non-2xx. */
function transport(seen: Seen[], answer: (req: Seen) => Reply | Promise<Reply>): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const auth = headers.get('Authorization');
    const req: Seen = {
      url: config.url ?? '',
      authorization: typeof auth === 'string' ? auth : null,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(req);
    const reply = await answer(req);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: reply.body === undefined ? '' : JSON.stringify(reply.body),
      headers: { 'content-type': 'application/json' },
      config,
      request: {},
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const OLD: OauthToken = { accessToken: 'access-old', refreshToken: 'refresh-old' };
const NEW: OauthToken = { accessToken: 'access-new', refreshToken: 'refresh-new' };
const USER = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Lena', knowerUuid: null };

/** users/me answers the user for the current access token and 401 AuthorizationError otherwise. */
function api(seen: Seen[], valid: () => string) {
  return transport(seen, (req) =>
    req.authorization === `Bearer ${valid()}` ? { status: 200, body: USER } : { status: 401, body: errorBody('AuthorizationError') },
  );
}

const defaultAdapters = { api: apiClient.defaults.adapter, auth: authClient.defaults.adapter };

beforeEach(() => {
  useSessionStore.getState().clear();
  useSessionStore.getState().setTokens(OLD);
});
afterEach(() => {
  apiClient.defaults.adapter = defaultAdapters.api;
  authClient.defaults.adapter = defaultAdapters.auth;
  vi.useRealTimers();
});

describe('token refresh coordinator', () => {
  it('runs one refresh for many callers; the others poll every 200 ms for its outcome', async () => {
    vi.useFakeTimers();
    const pending = deferred<OauthToken>();
    const requestTokens = vi.fn(() => pending.promise);
    const onRefreshed = vi.fn();
    const refresher = createTokenRefresher({
      getRefreshToken: () => 'r1',
      requestTokens,
      onRefreshed,
      onSignedOut: vi.fn(),
      isAuthorizationFailure: () => false,
    });
    const settled: string[] = [];
    const calls = Array.from({ length: 4 }, (_, i) =>
      refresher.refresh().then((o) => {
        settled.push(`${i}:${o.ok ? o.accessToken : 'failed'}`);
        return o;
      }),
    );
    expect(requestTokens).toHaveBeenCalledTimes(1);
    expect(requestTokens).toHaveBeenCalledWith('r1');
    expect(refresher.isRefreshing).toBe(true);
    pending.resolve(NEW);
    await vi.advanceTimersByTimeAsync(0);
    // The refreshing caller is done; the waiters see the result on their next poll.
    expect(settled).toEqual(['0:access-new']);
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS - 1);
    expect(settled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled.sort()).toEqual(['0:access-new', '1:access-new', '2:access-new', '3:access-new']);
    await Promise.all(calls);
    expect(onRefreshed).toHaveBeenCalledTimes(1);
    expect(REFRESH_POLL_INTERVAL_MS).toBe(200);
  });

  it('signs out only when the refresh is refused with an authorization error', async () => {
    const onSignedOut = vi.fn();
    const refused = new Error('refused');
    const offline = new Error('offline');
    const refresher = createTokenRefresher({
      getRefreshToken: () => 'r1',
      requestTokens: vi.fn().mockRejectedValueOnce(offline).mockRejectedValueOnce(refused),
      onRefreshed: vi.fn(),
      onSignedOut,
      isAuthorizationFailure: (e) => e === refused,
    });
    expect(await refresher.refresh()).toEqual({ ok: false, error: offline, signedOut: false });
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(await refresher.refresh()).toEqual({ ok: false, error: refused, signedOut: true });
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });
});

describe('API client refresh on 401', () => {
  it('refreshes exactly once for N parallel 401s and retries all N with the new token', async () => {
    vi.useFakeTimers();
    const seenApi: Seen[] = [];
    const seenAuth: Seen[] = [];
    let valid = 'never-valid-yet';
    const refresh = deferred<Reply>();
    apiClient.defaults.adapter = api(seenApi, () => valid);
    authClient.defaults.adapter = transport(seenAuth, () => refresh.promise);

    const N = 6;
    const results = Promise.all(Array.from({ length: N }, () => getMe()));
    await vi.advanceTimersByTimeAsync(0);
    expect(seenApi).toHaveLength(N);
    expect(seenApi.every((r) => r.authorization === 'Bearer access-old')).toBe(true);
    expect(seenAuth).toHaveLength(1);
    expect(seenAuth[0]).toMatchObject({ url: '/oauth/token', body: { grantType: 'refresh_token', refreshToken: 'refresh-old' } });
    expect(seenAuth[0]?.authorization).toBeNull();

    // Waiting requests keep polling while the refresh runs.
    await vi.advanceTimersByTimeAsync(3 * REFRESH_POLL_INTERVAL_MS);
    expect(seenApi).toHaveLength(N);

    valid = NEW.accessToken;
    refresh.resolve({ status: 200, body: { ...NEW, tokenType: 'Bearer', expiresIn: 900 } });
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS);
    const users = await results;
    expect(users).toHaveLength(N);
    expect(users.every((u) => u.uuid === USER.uuid)).toBe(true);
    expect(seenAuth).toHaveLength(1);
    const retries = seenApi.slice(N);
    expect(retries).toHaveLength(N);
    expect(retries.every((r) => r.authorization === 'Bearer access-new')).toBe(true);
    expect(useSessionStore.getState().token).toEqual(NEW);
  });

  it('retries a late 401 of an old token with the current token, without refreshing again', async () => {
    useSessionStore.getState().setTokens(NEW);
    const seenApi: Seen[] = [];
    const seenAuth: Seen[] = [];
    let first = true;
    apiClient.defaults.adapter = transport(seenApi, (req) => {
      if (first) {
        first = false;
        // The request left with the old token; the session was refreshed meanwhile.
        useSessionStore.getState().setTokens({ accessToken: 'access-newer', refreshToken: 'refresh-newer' });
        return { status: 401, body: errorBody('AuthorizationError') };
      }
      return req.authorization === 'Bearer access-newer' ? { status: 200, body: USER } : { status: 401, body: errorBody('AuthorizationError') };
    });
    authClient.defaults.adapter = transport(seenAuth, () => ({ status: 500 }));
    await expect(getMe()).resolves.toMatchObject({ uuid: USER.uuid });
    expect(seenAuth).toHaveLength(0);
    expect(seenApi.map((r) => r.authorization)).toEqual(['Bearer access-new', 'Bearer access-newer']);
  });

  it('never refreshes for the token call itself', async () => {
    const seenAuth: Seen[] = [];
    authClient.defaults.adapter = transport(seenAuth, () => ({ status: 401, body: errorBody('AuthorizationError') }));
    const error = await signIn('lena', 'wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ type: 'AuthorizationError', status: 401, handled: false });
    expect(seenAuth).toHaveLength(1);
    expect(useSessionStore.getState().token).toEqual(OLD);
  });

  it('does not refresh again when the retried request fails with 401', async () => {
    const seenApi: Seen[] = [];
    const seenAuth: Seen[] = [];
    apiClient.defaults.adapter = api(seenApi, () => 'nothing-is-valid');
    authClient.defaults.adapter = transport(seenAuth, () => ({ status: 200, body: { ...NEW, tokenType: 'Bearer', expiresIn: 900 } }));
    await expect(getMe()).rejects.toMatchObject({ type: 'AuthorizationError', status: 401 });
    expect(seenAuth).toHaveLength(1);
    expect(seenApi.map((r) => r.authorization)).toEqual(['Bearer access-old', 'Bearer access-new']);
  });

  it('does not refresh for other 401 types or other statuses', async () => {
    const seenAuth: Seen[] = [];
    authClient.defaults.adapter = transport(seenAuth, () => ({ status: 500 }));
    apiClient.defaults.adapter = transport([], () => ({ status: 401, body: errorBody('InvalidCredentialsError') }));
    await expect(getMe()).rejects.toMatchObject({ type: 'InvalidCredentialsError' });
    apiClient.defaults.adapter = transport([], () => ({ status: 403, body: errorBody('AuthorizationError') }));
    await expect(getMe()).rejects.toMatchObject({ type: 'AuthorizationError', status: 403 });
    expect(seenAuth).toHaveLength(0);
  });

  it.each([
    [401, 'AuthorizationError'],
    [400, 'InvalidCredentialsError'],
    [400, 'AuthorizationError'],
  ])('logs the user out when the refresh fails with %i %s, for every waiting request', async (status, type) => {
    vi.useFakeTimers();
    useSessionStore.getState().setSession({ user: USER });
    const refresh = deferred<Reply>();
    apiClient.defaults.adapter = api([], () => 'nothing-is-valid');
    authClient.defaults.adapter = transport([], () => refresh.promise);
    const outcomes = Promise.allSettled([getMe(), getMe(), getMe()]);
    await vi.advanceTimersByTimeAsync(0);
    refresh.resolve({ status, body: errorBody(type) });
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS);
    const settled = await outcomes;
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      expect((s as PromiseRejectedResult).reason).toMatchObject({ type: 'AuthorizationError', status: 401 });
    }
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, knower: null });
  });

  it('keeps the session when the refresh fails for another reason (offline)', async () => {
    apiClient.defaults.adapter = api([], () => 'nothing-is-valid');
    authClient.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    };
    await expect(getMe()).rejects.toMatchObject({ handled: true, messageKey: 'errors:internetConnection' });
    expect(useSessionStore.getState().token).toEqual(OLD);
  });
});
