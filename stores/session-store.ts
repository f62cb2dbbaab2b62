/**
 * The session store with its API actions (spec §4): signing in stores the token and loads
 * users/me, then knowers/me if the user is a knower; signing out revokes the refresh token on
 * the auth server and clears token, user and knower. The state itself is in
 * lib/session/session-store.ts (the API client reads the token there); this module plugs the
 * actions in, so every caller of an action imports the store from here. The API modules are
 * imported on demand, so axios loads only when a session is actually used.
 */
import { connectSessionActions, useSessionStore, type OauthToken, type SessionActions } from '@/lib/session/session-store';
import type { Knower } from '@/lib/contract/knowers';

export { SESSION_STORAGE_KEY, useSessionStore } from '@/lib/session/session-store';
export type { SessionUser } from '@/lib/session/session-store';

const get = () => useSessionStore.getState();

/** Stores a new sign-in's tokens and loads the session; clears them again if loading fails. */
async function startSession(token: OauthToken) {
  get().setSession({ token, user: null, knower: null });
  try {
    const user = await get().loadSession();
    if (!user) throw new Error('The session could not be loaded.');
    return user;
  } catch (error) {
    get().clear();
    throw error;
  }
}

const sessionActions: SessionActions = {
  async signInWithPassword(username, password, extras) {
    const { signIn } = await import('@/lib/api/oauth');
    return startSession(await signIn(username, password, extras));
  },

  async signInWithCode(challengeToken, code) {
    const { signInWithCode } = await import('@/lib/api/oauth');
    return startSession(await signInWithCode(challengeToken, code));
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
    get().setSession({ user, knower });
    return user;
  },

  async signOut() {
    const refreshToken = get().token?.refreshToken;
    // Offline study (decision 0071): send what was rated offline, then forget this learner's copy.
    await import('@/lib/offline/sign-out').then((m) => m.beforeSignOut(get().user?.uuid ?? null)).catch(() => undefined);
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
      get().clear();
    }
  },
};

connectSessionActions(sessionActions);
