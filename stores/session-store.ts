/**
 * Stored session (spec §3, §4): token, knower and user, persisted on every change and cleared on
 * logout. Signing in stores the token and loads users/me, then knowers/me if the user is a
 * knower; signing out revokes the refresh token on the auth server and clears all three.
 *
 * Client only: the store is a module singleton, so on the server it never leaves its empty
 * initial state (actions are ignored there and nothing is read from or written to storage).
 * Session-dependent UI renders after the first client render (useHasMounted), so no user data
 * reaches a server render or a hydration mismatch. The API modules are imported on demand, so
 * axios loads only when a session is actually used.
 */
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { Knower } from '@/lib/api/knowers';
import type { User } from '@/lib/api/users';

export interface OauthToken {
  accessToken: string;
  refreshToken: string;
}

/** The stored user: the API's User; only uuid, name and knowerUuid are guaranteed. */
export type SessionUser = Pick<User, 'uuid' | 'name' | 'knowerUuid'> & Partial<Omit<User, 'uuid' | 'name' | 'knowerUuid'>>;
export type SessionKnower = Pick<Knower, 'uuid'> & { user: { name: string } } & Partial<Omit<Knower, 'uuid' | 'user'>>;

interface SessionData {
  token: OauthToken | null;
  user: SessionUser | null;
  knower: SessionKnower | null;
}

interface SessionState extends SessionData {
  setSession: (s: Partial<SessionData>) => void;
  setTokens: (token: OauthToken) => void;
  clear: () => void;
  /** Password grant, then loadSession(). Clears the session again if loading fails. */
  signInWithPassword: (username: string, password: string) => Promise<User>;
  /** users/me, then knowers/me if the user has a knowerUuid (else the knower is cleared). */
  loadSession: () => Promise<User | null>;
  /**
   * POST oauth/logout with the refresh token, then clear the local session (always). A failed
   * logout call of the known API-error kind shows the unknown-error toast for 'auth.logout';
   * anything else is rethrown (after clearing). The caller then navigates to /auth/signin.
   */
  signOut: () => Promise<void>;
}

export const SESSION_STORAGE_KEY = 'knowly.session';

const isServer = () => typeof window === 'undefined';

/** localStorage on the client; nothing on the server. Blocked storage keeps the session in memory. */
const clientStorage: StateStorage = {
  getItem: (name) => {
    if (isServer()) return null;
    try {
      return localStorage.getItem(name);
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    if (isServer()) return;
    try {
      localStorage.setItem(name, value);
    } catch {
      // quota or privacy mode: the session lasts for this page
    }
  },
  removeItem: (name) => {
    if (isServer()) return;
    try {
      localStorage.removeItem(name);
    } catch {
      // see setItem
    }
  },
};

const EMPTY: SessionData = { token: null, user: null, knower: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => {
      /** Writes only on the client (see the module comment). */
      const write = (s: Partial<SessionData>) => {
        if (!isServer()) set(s);
      };
      return {
        ...EMPTY,
        setSession: (s) => write(s),
        setTokens: (token) => write({ token }),
        clear: () => write(EMPTY),

        async signInWithPassword(username, password) {
          const { signIn } = await import('@/lib/api/oauth');
          const token = await signIn(username, password);
          write({ ...EMPTY, token });
          try {
            const user = await get().loadSession();
            if (!user) throw new Error('The session could not be loaded.');
            return user;
          } catch (error) {
            write(EMPTY);
            throw error;
          }
        },

        async loadSession() {
          if (!get().token) return null;
          const [{ getMe }, { getMyKnower }] = await Promise.all([import('@/lib/api/users'), import('@/lib/api/knowers')]);
          const user = await getMe();
          if (!get().token) return null; // signed out meanwhile
          let knower: Knower | null = null;
          if (user.knowerUuid) {
            try {
              knower = await getMyKnower();
            } catch (error) {
              const { toApiError } = await import('@/lib/api/errors');
              if (toApiError(error).type !== 'NotFoundError') throw error;
            }
          }
          if (!get().token) return null;
          write({ user, knower });
          return user;
        },

        async signOut() {
          const refreshToken = get().token?.refreshToken;
          try {
            if (refreshToken) {
              const { logout } = await import('@/lib/api/oauth');
              await logout(refreshToken);
            }
          } catch (error) {
            const { ApiError } = await import('@/lib/api/errors');
            if (!(error instanceof ApiError)) throw error;
            const { notifyUnknownError } = await import('@/lib/notifications/toast');
            notifyUnknownError(error, 'auth.logout');
          } finally {
            write(EMPTY);
          }
        },
      };
    },
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => clientStorage),
      partialize: (s): SessionData => ({ token: s.token, user: s.user, knower: s.knower }),
    },
  ),
);

/** The current access token, or null (for callers outside React). */
export function accessToken(): string | null {
  return useSessionStore.getState().token?.accessToken ?? null;
}
