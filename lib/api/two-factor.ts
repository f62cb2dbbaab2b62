/**
 * Two-factor sign-in on the auth server (decision 0021, server/http/routes/two-factor.ts): the
 * state, enrolment, confirmation, new recovery codes, disabling. The code step of the sign-in
 * is in oauth.ts.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorEnrolment, TwoFactorStatus } from '@/lib/contract/two-factor';
import { authClient } from './client';
import { twoFactorKeys } from './query-keys';

const base = (userUuid: string) => `/accounts/${encodeURIComponent(userUuid)}/two-factor`;

export async function getTwoFactorStatus(userUuid: string): Promise<TwoFactorStatus> {
  return (await authClient.get<TwoFactorStatus>(base(userUuid))).data;
}

export function twoFactorStatusQuery(userUuid: string) {
  return queryOptions({ queryKey: twoFactorKeys.status(userUuid), queryFn: () => getTwoFactorStatus(userUuid) });
}

export function useTwoFactorStatus(userUuid: string) {
  return useQuery(twoFactorStatusQuery(userUuid));
}

/** A new pending secret; it works once confirmed with a first code. */
export async function startTwoFactorEnrolment(userUuid: string): Promise<TwoFactorEnrolment> {
  return (await authClient.post<TwoFactorEnrolment>(`${base(userUuid)}/enrolment`)).data;
}

/** Turns two-factor sign-in on; the answer is the recovery codes, shown once. */
export async function confirmTwoFactor(userUuid: string, code: string): Promise<string[]> {
  return (await authClient.post<{ recoveryCodes: string[] }>(`${base(userUuid)}/confirmation`, { code })).data.recoveryCodes;
}

export async function regenerateRecoveryCodes(userUuid: string, code: string): Promise<string[]> {
  return (await authClient.post<{ recoveryCodes: string[] }>(`${base(userUuid)}/recovery-codes`, { code })).data.recoveryCodes;
}

export async function disableTwoFactor(userUuid: string, password: string, code: string): Promise<void> {
  await authClient.post(`${base(userUuid)}/disable`, { password, code });
}
