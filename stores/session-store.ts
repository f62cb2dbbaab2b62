/**
 * Stored session (spec §3, §4): token, knower and user, persisted on every change and
 * cleared on logout. Loading users/me and knowers/me arrives with the API client.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface OauthToken {
  accessToken: string;
  refreshToken: string;
}
export interface SessionUser {
  uuid: string;
  name: string;
  knowerUuid: string | null;
  active?: boolean;
  profilePictureUrl?: string | null;
  [key: string]: unknown;
}
export interface SessionKnower {
  uuid: string;
  user: { name: string };
  [key: string]: unknown;
}

interface SessionState {
  token: OauthToken | null;
  user: SessionUser | null;
  knower: SessionKnower | null;
  setSession: (s: { token?: OauthToken | null; user?: SessionUser | null; knower?: SessionKnower | null }) => void;
  clear: () => void;
}

export const SESSION_STORAGE_KEY = 'knowly.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      knower: null,
      setSession: (s) => set(s),
      clear: () => set({ token: null, user: null, knower: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ token: s.token, user: s.user, knower: s.knower }),
    },
  ),
);
