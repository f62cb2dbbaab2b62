/** OAuth resource on the auth server (spec §7): password sign-in, refresh, logout. */
import type { OauthToken, SignInExtras } from '@/lib/session/session-store';
import type { TokenResponse } from '@/lib/contract/accounts';
import { authClient, postRefreshGrant, TOKEN_PATH } from './client';


/** Password grant: `username` is the e-mail address or the username. */
export async function signIn(username: string, password: string, extras: SignInExtras = {}): Promise<OauthToken> {
  const { data } = await authClient.post<TokenResponse>(
    TOKEN_PATH,
    { grantType: 'password', username, password, ...(extras.captcha ? { captcha: extras.captcha } : {}) },
    { skipAuthRefresh: true, anonymous: true },
  );
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** Two-factor grant: the challenge of a Requires2FAError answer and a code or recovery code (decision 0021). */
export async function signInWithCode(challengeToken: string, code: string): Promise<OauthToken> {
  const { data } = await authClient.post<TokenResponse>(
    TOKEN_PATH,
    { grantType: 'two_factor', challengeToken, code },
    { skipAuthRefresh: true, anonymous: true },
  );
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** Refresh grant: a new token pair (the old refresh token is used up). @internal tests and tools only (knip --production) */
export function refreshToken(refreshToken: string): Promise<OauthToken> {
  return postRefreshGrant(refreshToken);
}

/** Revokes the sign-in the refresh token belongs to. */
export async function logout(refreshToken: string): Promise<void> {
  await authClient.post('/oauth/logout', { refreshToken }, { skipAuthRefresh: true, anonymous: true });
}
