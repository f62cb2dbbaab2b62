/** Sessions resource on the auth server (decision 0022): list, sign one out, sign out everywhere. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session, SessionList, SignedOutSessions } from '@/lib/contract/sessions';
import { authClient } from './client';
import { sessionKeys } from './query-keys';

export type { Session } from '@/lib/contract/sessions';

export async function listSessions(): Promise<Session[]> {
  return (await authClient.get<SessionList>('/sessions')).data.sessions;
}

export async function revokeSession(id: string): Promise<void> {
  await authClient.delete(`/sessions/${encodeURIComponent(id)}`);
}

/** Ends every other session (keepCurrent, the default) or every one. */
export async function signOutEverywhere(keepCurrent = true): Promise<number> {
  return (await authClient.post<SignedOutSessions>('/sessions/sign-out-everywhere', { keepCurrent })).data.revoked;
}

/** The active sessions; `fetch` replaces the API call (component tests). */
export function useSessions({ fetch = listSessions }: { fetch?: () => Promise<Session[]> } = {}) {
  return useQuery({ queryKey: sessionKeys.all, queryFn: () => fetch(), staleTime: 0 });
}

export function useRevokeSession(revoke: (id: string) => Promise<void> = revokeSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revoke(id),
    onSuccess: (_, id) => queryClient.setQueryData<Session[]>(sessionKeys.all, (old) => (old ?? []).filter((s) => s.id !== id)),
  });
}

export function useSignOutEverywhere(signOut: () => Promise<number> = () => signOutEverywhere(true)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(),
    onSuccess: () => queryClient.setQueryData<Session[]>(sessionKeys.all, (old) => (old ?? []).filter((s) => s.current)),
  });
}
