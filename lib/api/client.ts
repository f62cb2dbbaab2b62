/**
 * The one API client (DESIGN "lib/api", spec §7): an axios instance per base (API, auth server,
 * analytics). Every request carries X-Platform: web, the device id, the request signature when
 * NEXT_PUBLIC_API_SIGNATURE_KEY is set, and the bearer access token while signed in. A 401
 * AuthorizationError refreshes the tokens once and retries (spec §4, lib/api/token-refresh.ts);
 * failures reach callers as ApiError (spec §8, lib/api/errors.ts).
 *
 * Components never import this module: they call the resource modules next to it.
 */
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getDeviceId } from '@/lib/device-id';
import { useSessionStore, type OauthToken } from '@/lib/session/session-store';
import { ANALYTICS_BASE_URL, API_BASE_URL, AUTH_BASE_URL } from './base-urls';
import { ApiError, apiErrorForStatus, toApiError } from './errors';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { createTokenRefresher } from './token-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never refresh-and-retry this request on a 401 (the token calls themselves). */
    skipAuthRefresh?: boolean;
    /** Send no bearer token (sign-in, refresh, logout). */
    anonymous?: boolean;
    /** Set on the retry after a refresh: a second 401 is final. */
    retried?: boolean;
  }
}

/** The token endpoint on the auth server (its own 401s are never refreshed). */
export const TOKEN_PATH = '/oauth/token';

function origin(): string {
  return typeof window !== 'undefined' && window.location?.origin ? window.location.origin : 'http://localhost';
}

/** The path the server sees (no query), for the signature. */
function requestPath(instance: AxiosInstance, config: InternalAxiosRequestConfig): string {
  return new URL(instance.getUri(config), origin()).pathname;
}

function addClientHeaders(instance: AxiosInstance) {
  instance.interceptors.request.use(async (config) => {
    const deviceId = getDeviceId();
    config.headers.set('X-Platform', 'web');
    config.headers.set('X-Device-Id', deviceId);
    const key = process.env.NEXT_PUBLIC_API_SIGNATURE_KEY;
    if (key) {
      const signature = await signatureHeader(key, config.method ?? 'get', requestPath(instance, config), deviceId);
      if (signature) config.headers.set(SIGNATURE_HEADER, signature);
    }
    const token = config.anonymous ? null : useSessionStore.getState().token;
    if (token) config.headers.set('Authorization', `Bearer ${token.accessToken}`);
    else config.headers.delete('Authorization');
    return config;
  });
}

function create(baseURL: string): AxiosInstance {
  const instance = axios.create({ baseURL });
  addClientHeaders(instance);
  return instance;
}

export const apiClient = create(API_BASE_URL);
export const authClient = create(AUTH_BASE_URL);
export const analyticsClient = create(ANALYTICS_BASE_URL);

interface TokenResponse extends OauthToken {
  tokenType: string;
  expiresIn: number;
}

/** POST /oauth/token with the refresh grant (also used by lib/api/oauth.ts). */
export async function postRefreshGrant(refreshToken: string): Promise<OauthToken> {
  const { data } = await authClient.post<TokenResponse>(
    TOKEN_PATH,
    { grantType: 'refresh_token', refreshToken },
    { skipAuthRefresh: true, anonymous: true },
  );
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

function errorType(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const inner = (data as { error?: { type?: unknown } }).error;
  return typeof inner?.type === 'string' ? inner.type : null;
}

const SESSION_ENDING_TYPES = new Set(['AuthorizationError', 'InvalidCredentialsError']);

/** A refresh refused by the auth server: 401/400 with AuthorizationError or InvalidCredentialsError. */
export function isAuthorizationFailure(error: unknown): boolean {
  const e = toApiError(error);
  return (e.status === 401 || e.status === 400) && SESSION_ENDING_TYPES.has(e.type);
}

export const tokenRefresher = createTokenRefresher({
  getRefreshToken: () => useSessionStore.getState().token?.refreshToken ?? null,
  requestTokens: (refreshToken) => postRefreshGrant(refreshToken),
  onRefreshed: (token) => useSessionStore.getState().setTokens(token),
  onSignedOut: () => {
    useSessionStore.getState().clear();
    // The session was refused: the offline copy (decision 0071) goes with it.
    void import('@/lib/offline/clear-offline').then((m) => m.clearOfflineStudy()).catch(() => undefined);
  },
  isAuthorizationFailure,
});

function isTokenCall(instance: AxiosInstance, config: InternalAxiosRequestConfig): boolean {
  return instance === authClient && requestPath(instance, config).endsWith(TOKEN_PATH);
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const value = config.headers.get('Authorization');
  return typeof value === 'string' && value.startsWith('Bearer ') ? value.slice(7) : null;
}

function addTokenRefresh(instance: AxiosInstance) {
  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    const { config, response } = error as AxiosError;
    if (!config || !response || response.status !== 401 || errorType(response.data) !== 'AuthorizationError') throw error;
    if (config.skipAuthRefresh || config.retried || config.anonymous || isTokenCall(instance, config)) throw error;
    const sent = bearerOf(config);
    const current = useSessionStore.getState().token?.accessToken ?? null;
    if (!sent || !current) throw error;
    // Another request refreshed while this one was on the way: just retry with the new token.
    if (sent === current) {
      const outcome = await tokenRefresher.refresh();
      if (!outcome.ok) throw outcome.signedOut ? error : outcome.error;
    }
    config.retried = true;
    return instance.request(config);
  });
}

/** Callers receive ApiError (lib/api/errors.ts), never raw axios errors. */
function mapErrors(instance: AxiosInstance) {
  instance.interceptors.response.use(undefined, (error: unknown) => {
    throw toApiError(error);
  });
}

for (const instance of [apiClient, authClient, analyticsClient]) {
  addTokenRefresh(instance);
  mapErrors(instance);
}

// --- Streamed answers

async function streamHeaders(url: string, accept: string | undefined): Promise<{ headers: Record<string, string>; sent: string | null }> {
  const deviceId = getDeviceId();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Platform': 'web', 'X-Device-Id': deviceId };
  if (accept) headers.Accept = accept;
  const key = process.env.NEXT_PUBLIC_API_SIGNATURE_KEY;
  if (key) {
    const signature = await signatureHeader(key, 'post', new URL(url, origin()).pathname, deviceId);
    if (signature) headers[SIGNATURE_HEADER] = signature;
  }
  const sent = useSessionStore.getState().token?.accessToken ?? null;
  if (sent) headers.Authorization = `Bearer ${sent}`;
  return { headers, sent };
}

async function failedResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return apiErrorForStatus(response.status, text, `Request failed with status code ${response.status}`);
}

/**
 * POST to the API whose answer is a stream (the AI chat's NDJSON, a streamed study tool's with
 * `accept`): fetch, because XHR hands a
 * browser the body only once it is complete. The same headers as every API request, the same
 * one refresh and retry on a 401 AuthorizationError, failures as the same ApiError; aborting
 * `signal` rejects with a cancelled ApiError (before the answer) or ends the stream (during it).
 */
export async function postForStream(path: string, body: unknown, signal?: AbortSignal, accept?: string): Promise<ReadableStream<Uint8Array>> {
  const url = `${API_BASE_URL}${path}`;
  for (let attempt = 0; ; attempt++) {
    const { headers, sent } = await streamHeaders(url, accept);
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal });
    } catch (error) {
      if (signal?.aborted) throw new ApiError({ canceled: true, message: 'canceled', cause: error });
      throw new ApiError({ handled: true, messageKey: 'errors:internetConnection', message: String(error), cause: error });
    }
    if (response.ok && response.body) return response.body;
    const error = await failedResponse(response);
    if (attempt === 0 && response.status === 401 && error.type === 'AuthorizationError' && sent) {
      // Another request refreshed meanwhile: just retry with the new token.
      if (sent === useSessionStore.getState().token?.accessToken) {
        const outcome = await tokenRefresher.refresh();
        if (!outcome.ok) throw outcome.signedOut ? error : outcome.error;
      }
      continue;
    }
    throw error;
  }
}
