/**
 * Stored session (spec §3, §4): token, knower and user, persisted on every change and cleared on
 * logout.
 *
 * The state lives in lib/ because the API client (lib/api/client.ts) and analytics read the
 * token and user; lib/ never imports stores/ and nothing may import in a cycle (DESIGN "Layers").
 * The actions that call the API (sign in, load, sign out) need lib/api, so they are written in
 * stores/session-store.ts and plugged in here with connectSessionActions() when that module
 * loads; every caller of an action imports the store from there.
 *
 * Client only: the store is a module singleton, so on the server it never leaves its empty
 * initial state (writes are ignored there and nothing is read from or written to storage).
 * Session-dependent UI renders after the first client render (useHasMounted), so no user data
 * reaches a server render or a hydration mismatch.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Knower } from '@/lib/contract/knowers';
import type { User } from '@/lib/contract/users';
import { webStorage } from '@/lib/web-storage';
import { SESSION_STORAGE_KEY } from './session-storage-key';

export interface OauthToken {
  accessToken: string;
  refreshToken: string;
}

/** The stored user: the API's User; only uuid, name and knowerUuid are guaranteed. */
export type SessionUser = Pick<User, 'uuid' | 'name' | 'knowerUuid'> & Partial<Omit<User, 'uuid' | 'name' | 'knowerUuid'>>;
export type SessionKnower = Pick<Knower, 'uuid'> & { user: { name: string } } & Partial<Omit<Knower, 'uuid' | 'user'>>;

export interface SessionData {
  token: OauthToken | null;
  user: SessionUser | null;
  knower: SessionKnower | null;
}

/** What a password sign-in may carry besides the credentials. */
export interface SignInExtras {
  /** The captcha widget's payload after a RequiresCaptchaError (decision 0022). */
  captcha?: string;
}

/** The actions that call the API (implemented in stores/session-store.ts). */
export interface SessionActions {
  /** Password grant, then loadSession(). Clears the session again if loading fails. */
  signInWithPassword: (username: string, password: string, extras?: SignInExtras) => Promise<User>;
  /** Two-factor grant (the challenge of a Requires2FAError and a code), then loadSession(). */
  signInWithCode: (challengeToken: string, code: string) => Promise<User>;
  /** users/me, then knowers/me if the user has a knowerUuid (else the knower is cleared). */
  loadSession: () => Promise<User | null>;
  /**
   * POST oauth/logout with the refresh token, then clear the local session (always). A failed
   * logout call of the known API-error kind shows the unknown-error toast for 'auth.logout';
   * anything else is rethrown (after clearing). The caller then navigates to /auth/signin.
   */
  signOut: () => Promise<void>;
}

export interface SessionState extends SessionData, SessionActions {
  setSession: (s: Partial<SessionData>) => void;
  setTokens: (token: OauthToken) => void;
  clear: () => void;
}

let actions: SessionActions | null = null;

/** Called once by stores/session-store.ts; the store's actions delegate to these. */
export function connectSessionActions(implementation: SessionActions): void {
  actions = implementation;
}

function connected(): SessionActions {
  if (!actions) throw new Error('Session actions are not connected: import the store from @/stores/session-store.');
  return actions;
}

export { SESSION_STORAGE_KEY };

const isServer = () => typeof window === 'undefined';

const EMPTY: SessionData = { token: null, user: null, knower: null };

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => {
      /** Writes only on the client (see the module comment). */
      const write = (s: Partial<SessionData>) => {
        if (!isServer()) set(s);
      };
      return {
        ...EMPTY,
        setSession: (s) => write(s),
        setTokens: (token) => write({ token }),
        clear: () => write(EMPTY),

        signInWithPassword: (username, password, extras) => connected().signInWithPassword(username, password, extras),
        signInWithCode: (challengeToken, code) => connected().signInWithCode(challengeToken, code),
        loadSession: () => connected().loadSession(),
        signOut: () => connected().signOut(),
      };
    },
    {
      name: SESSION_STORAGE_KEY,
      // Nothing on the server; blocked storage keeps the session in memory.
      storage: createJSONStorage(() => webStorage('localStorage')),
      partialize: (s): SessionData => ({ token: s.token, user: s.user, knower: s.knower }),
    },
  ),
);
