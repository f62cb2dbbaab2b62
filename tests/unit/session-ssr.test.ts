// On the server the session store is a module singleton shared by every request: it must stay
// empty there, so no user's data can reach another request's server render.
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';

describe('session store on the server', () => {
  it('has no window here', () => {
    expect(typeof window).toBe('undefined');
  });

  it('ignores writes and keeps its empty state', () => {
    const s = useSessionStore.getState();
    s.setTokens({ accessToken: 'a', refreshToken: 'r' });
    s.setSession({ user: { uuid: 'u', name: 'Lena', knowerUuid: null } });
    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null, knower: null });
  });

  it('loads no session without a token', async () => {
    await expect(useSessionStore.getState().loadSession()).resolves.toBeNull();
  });
});
