/**
 * Token refresh coordination (spec §4, §9): the first request that fails with a 401
 * AuthorizationError refreshes the tokens once; requests failing while that refresh runs wait,
 * polling every 200 ms, and then use its outcome. A refresh rejected with an authorization error
 * (401/400 AuthorizationError or InvalidCredentialsError) signs the user out.
 *
 * Kept free of axios and of the session store so it can be tested with fake timers.
 */
import type { OauthToken } from '@/lib/session/session-store';

export const REFRESH_POLL_INTERVAL_MS = 200;

export type RefreshOutcome =
  | { ok: true; accessToken: string }
  /** `signedOut`: the refresh was refused and the session cleared; else e.g. offline. */
  | { ok: false; error: unknown; signedOut: boolean };

export interface TokenRefreshDeps {
  /** The refresh token of the current session, or null when signed out. */
  getRefreshToken(): string | null;
  /** POST /oauth/token with the refresh grant. */
  requestTokens(refreshToken: string): Promise<OauthToken>;
  /** Store the new tokens. */
  onRefreshed(token: OauthToken): void;
  /** Clear the session (the refresh was refused). */
  onSignedOut(): void;
  /** Whether a failed refresh means the session is over (vs. e.g. a network error). */
  isAuthorizationFailure(error: unknown): boolean;
  pollIntervalMs?: number;
}

export interface TokenRefresher {
  /** Refreshes once, or waits for the refresh already running; resolves with its outcome. */
  refresh(): Promise<RefreshOutcome>;
  readonly isRefreshing: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createTokenRefresher(deps: TokenRefreshDeps): TokenRefresher {
  const interval = deps.pollIntervalMs ?? REFRESH_POLL_INTERVAL_MS;
  let running = false;
  let last: RefreshOutcome | null = null;

  async function run(): Promise<RefreshOutcome> {
    const refreshToken = deps.getRefreshToken();
    if (!refreshToken) return { ok: false, error: new Error('No session to refresh.'), signedOut: true };
    running = true;
    try {
      const token = await deps.requestTokens(refreshToken);
      deps.onRefreshed(token);
      last = { ok: true, accessToken: token.accessToken };
    } catch (error) {
      const signedOut = deps.isAuthorizationFailure(error);
      if (signedOut) deps.onSignedOut();
      last = { ok: false, error, signedOut };
    } finally {
      running = false;
    }
    return last;
  }

  return {
    async refresh() {
      if (!running) return run();
      while (running) await sleep(interval);
      return last ?? { ok: false, error: new Error('The refresh ended without an outcome.'), signedOut: false };
    },
    get isRefreshing() {
      return running;
    },
  };
}
