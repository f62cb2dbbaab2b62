/**
 * Accounts resource on the auth server (spec §7, server/http/routes/auth.ts): e-mail
 * confirmation, e-mail and password changes, password reset.
 */
import type { TokenResponse } from '@/lib/contract/accounts';
import type { OauthToken } from '@/lib/session/session-store';
import type { User } from './users';
import { authClient } from './client';

const id = (userUuid: string) => encodeURIComponent(userUuid);

/** POST accounts/{id}/resendconfirmation (signed in, own account). */
export async function resendConfirmation(userUuid: string): Promise<void> {
  await authClient.post(`/accounts/${id(userUuid)}/resendconfirmation`);
}

/** POST accounts/confirm-email: the confirmed user. */
export async function confirmEmail(confirmationToken: string): Promise<User> {
  return (await authClient.post<User>('/accounts/confirm-email', { confirmationToken })).data;
}

/** PATCH accounts/{id}/email: the updated user (new address unconfirmed). */
export async function changeEmail(userUuid: string, newEmail: string, password: string): Promise<User> {
  return (await authClient.patch<User>(`/accounts/${id(userUuid)}/email`, { newEmail, password })).data;
}

/**
 * PATCH accounts/{id}/password: every sign-in ends (decision 0014); the answer is a new one for
 * this device, which the caller stores.
 */
export async function changePassword(userUuid: string, oldPassword: string, newPassword: string): Promise<OauthToken> {
  const { data } = await authClient.patch<TokenResponse>(`/accounts/${id(userUuid)}/password`, { oldPassword, newPassword });
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** POST accounts/forgot-password: accepted whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<void> {
  await authClient.post('/accounts/forgot-password', { email }, { anonymous: true });
}

/** POST accounts/reset-password: every sign-in of the account ends. */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authClient.post('/accounts/reset-password', { token, newPassword }, { anonymous: true });
}
