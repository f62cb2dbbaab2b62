// @vitest-environment jsdom
// Session store (spec §3, §4), device id, session loader, tracked requests and toasts (§8, §9),
// in a browser-like environment. The API answers through an emulated transport (an axios adapter
// that replies like the server); everything above the transport is the real code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, authClient } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { trackRequest, useTrackedRequest } from '@/lib/api/tracked-requests';
import { DEVICE_ID_STORAGE_KEY, getDeviceId } from '@/lib/device-id';
import { CARRIED_TOASTS_KEY, errorToastText, notifyError, notifySuccess } from '@/lib/notifications/toast';
import { SessionLoader } from '@/components/session/session-loader';
import { ToastHost } from '@/components/session/toast-host';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';
import type { OauthToken } from '@/lib/session/session-store';

type Reply = { status: number; body?: unknown };

/** Replies like the API: JSON text bodies, rejections for non-2xx. Records "METHOD url". */
function transport(seen: string[], answer: (method: string, url: string) => Reply): AxiosAdapter {
  return async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    seen.push(`${method} ${url}`);
    const reply = answer(method, url);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: '',
      data: reply.body === undefined ? '' : JSON.stringify(reply.body),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (reply.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${reply.status}`, 'ERR_BAD_REQUEST', config, {}, response);
  };
}

const TOKEN: OauthToken = { accessToken: 'access-1', refreshToken: 'refresh-1' };
const KNOWER_UUID = '22222222-2222-4222-8222-222222222222';
const learner = { uuid: '11111111-1111-4111-8111-111111111111', name: 'Lena', username: 'lena', knowerUuid: null };
const knowerUser = { ...learner, name: 'Kai', knowerUuid: KNOWER_UUID };
const knower = { uuid: KNOWER_UUID, user: knowerUser, createdOn: '2026-01-01T00:00:00.000Z', publishedKnowsCount: 3 };
const notFound = { status: 404, body: { error: { type: 'NotFoundError', message: 'Not found.', data: {} } } };

const defaults = { api: apiClient.defaults.adapter, auth: authClient.defaults.adapter };
const stored = () => (JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: unknown } | null)?.state;

beforeEach(() => {
  useSessionStore.getState().clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  apiClient.defaults.adapter = defaults.api;
  authClient.defaults.adapter = defaults.auth;
});

describe('session store', () => {
  it('persists token, user and knower on every change; clear empties all three', () => {
    const s = useSessionStore.getState();
    s.setTokens(TOKEN);
    expect(stored()).toEqual({ token: TOKEN, user: null, knower: null });
    s.setSession({ user: knowerUser, knower });
    expect(stored()).toEqual({ token: TOKEN, user: knowerUser, knower });
    s.clear();
    expect(stored()).toEqual({ token: null, user: null, knower: null });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, knower: null });
  });

  it('restores the stored session (e.g. written by another tab)', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: TOKEN, user: learner, knower: null }, version: 0 }));
    await useSessionStore.persist.rehydrate();
    expect(useSessionStore.getState()).toMatchObject({ token: TOKEN, user: learner, knower: null });
  });

  it('loadSession asks for knowers/me only when the user has a knowerUuid', async () => {
    const seen: string[] = [];
    let me: typeof learner | typeof knowerUser = learner;
    apiClient.defaults.adapter = transport(seen, (_, url) => (url === '/users/me' ? { status: 200, body: me } : { status: 200, body: knower }));
    useSessionStore.getState().setTokens(TOKEN);

    await useSessionStore.getState().loadSession();
    expect(seen).toEqual(['GET /users/me']);
    expect(useSessionStore.getState()).toMatchObject({ user: learner, knower: null });

    seen.length = 0;
    me = knowerUser;
    await useSessionStore.getState().loadSession();
    expect(seen).toEqual(['GET /users/me', 'GET /knowers/me']);
    expect(useSessionStore.getState()).toMatchObject({ user: knowerUser, knower });
    expect(stored()).toMatchObject({ user: knowerUser, knower });
  });

  it('loadSession does nothing when signed out and keeps no knower the API does not know', async () => {
    const seen: string[] = [];
    apiClient.defaults.adapter = transport(seen, (_, url) => (url === '/users/me' ? { status: 200, body: knowerUser } : notFound));
    await expect(useSessionStore.getState().loadSession()).resolves.toBeNull();
    expect(seen).toEqual([]);
    useSessionStore.getState().setSession({ token: TOKEN, knower });
    await useSessionStore.getState().loadSession();
    expect(useSessionStore.getState()).toMatchObject({ user: knowerUser, knower: null });
  });

  it('signInWithPassword stores the token and loads the session', async () => {
    const seenAuth: string[] = [];
    authClient.defaults.adapter = transport(seenAuth, () => ({ status: 200, body: { ...TOKEN, tokenType: 'Bearer', expiresIn: 900 } }));
    apiClient.defaults.adapter = transport([], () => ({ status: 200, body: learner }));
    await expect(useSessionStore.getState().signInWithPassword('lena', 'pw')).resolves.toMatchObject({ uuid: learner.uuid });
    expect(seenAuth).toEqual(['POST /oauth/token']);
    expect(stored()).toEqual({ token: TOKEN, user: learner, knower: null });
  });

  it('signOut posts the refresh token to oauth/logout and clears the session', async () => {
    const bodies: unknown[] = [];
    authClient.defaults.adapter = async (config) => {
      bodies.push(JSON.parse(String(config.data)));
      return transport([], () => ({ status: 204 }))(config);
    };
    useSessionStore.getState().setSession({ token: TOKEN, user: knowerUser, knower });
    await useSessionStore.getState().signOut();
    expect(bodies).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(stored()).toEqual({ token: null, user: null, knower: null });
  });

  it('signOut clears the session and reports an API failure instead of throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    authClient.defaults.adapter = transport([], () => ({ status: 500, body: { error: { type: 'NoErrorType', message: 'x', data: {} } } }));
    useSessionStore.getState().setSession({ token: TOKEN, user: learner });
    await expect(useSessionStore.getState().signOut()).resolves.toBeUndefined();
    expect(useSessionStore.getState().token).toBeNull();
    expect(warn).toHaveBeenCalledWith('Unexpected error in auth.logout', expect.any(ApiError));
    warn.mockRestore();
  });
});

describe('session loader', () => {
  it('loads the session once for a signed-in visitor', async () => {
    const seen: string[] = [];
    apiClient.defaults.adapter = transport(seen, () => ({ status: 200, body: learner }));
    useSessionStore.getState().setTokens(TOKEN);
    const first = render(createElement(SessionLoader));
    await waitFor(() => expect(useSessionStore.getState().user).toMatchObject(learner));
    first.unmount();
    render(createElement(SessionLoader));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(['GET /users/me']);
  });
});

describe('device id', () => {
  it('is a random uuid kept in localStorage', () => {
    const id = getDeviceId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(getDeviceId()).toBe(id);
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'stored-device-id-1');
    expect(getDeviceId()).toBe('stored-device-id-1');
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'bad id!');
    expect(getDeviceId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('tracked requests', () => {
  it('marks an area busy while its request runs', async () => {
    const { result } = renderHook(() => useTrackedRequest('profile.save'));
    expect(result.current).toBe(false);
    let finish!: () => void;
    let tracked!: Promise<void>;
    act(() => {
      tracked = trackRequest('profile.save', new Promise<void>((r) => (finish = r)));
    });
    expect(result.current).toBe(true);
    await act(async () => {
      finish();
      await tracked;
    });
    expect(result.current).toBe(false);
    await expect(trackRequest('profile.save', Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(result.current).toBe(false);
  });
});

describe('toasts', () => {
  const en = JSON.parse(readFileSync(join(__dirname, '..', '..', 'locales', 'en', 'errors.json'), 'utf8')) as Record<string, string>;

  async function i18n() {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({
      lng: 'en',
      defaultNS: 'common',
      resources: { en: { common: {}, errors: en } },
      interpolation: { escapeValue: false },
    });
    return instance;
  }

  it('formats handled errors with their type and others as unknown error (type)', async () => {
    const { t } = await i18n();
    expect(errorToastText(new ApiError({ handled: true, messageKey: 'errors:internetConnection' }), t)).toBe(
      `${en.internetConnection} (NoErrorType)`,
    );
    expect(errorToastText(new ApiError({ status: 409, type: 'EmailInUseError' }), t)).toBe('Unknown error (EmailInUseError)');
    expect(errorToastText(new ApiError({ canceled: true }), t)).toBeNull();
  });

  it('mounts the container on the first toast, top-right and light, and shows the messages', async () => {
    const instance = await i18n();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n: instance }, children);
    const { container } = render(createElement(ToastHost), { wrapper });
    expect(container.innerHTML).toBe('');
    notifyError(new ApiError({ status: 502, handled: true, messageKey: 'errors:serverNotReachable' }), instance.t);
    notifySuccess('Saved.');
    await waitFor(() => expect(screen.getByText(`${en.serverNotReachable} (NoErrorType)`)).toBeTruthy());
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy());
    expect(screen.getByRole('region', { name: en.notifications }).querySelector('.Toastify__toast-container--top-right')).toBeTruthy();
    expect(document.querySelector('.Toastify__toast-theme--light')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: en.closeNotification }).length).toBeGreaterThan(0);
    const bar = document.querySelector<HTMLElement>('.Toastify__progress-bar--animated');
    expect(bar?.style.animationDuration).toBe('5000ms');
  });

  it('shows the toasts a previous page handed over, once', async () => {
    sessionStorage.setItem(CARRIED_TOASTS_KEY, JSON.stringify([{ kind: 'error', text: 'Unknown error (NoErrorType)' }]));
    const instance = await i18n();
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n: instance }, children);
    render(createElement(ToastHost), { wrapper });
    await waitFor(() => expect(screen.getByText('Unknown error (NoErrorType)')).toBeTruthy());
    expect(sessionStorage.getItem(CARRIED_TOASTS_KEY)).toBeNull();
  });
});
