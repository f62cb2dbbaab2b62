/**
 * The signed-in user for the page shell, without the session store in the first-load
 * JavaScript (decision 0013): null during the server render and hydration (session UI renders
 * after the first client render anyway, spec §2.4), then the store is loaded and followed.
 */
import { useEffect, useState } from 'react';
import type { SessionUser } from './session-store';

export function useSessionUser(): SessionUser | null {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    let alive = true;
    let unsubscribe: (() => void) | undefined;
    void import('./session-store').then(({ useSessionStore }) => {
      if (!alive) return;
      setUser(useSessionStore.getState().user);
      unsubscribe = useSessionStore.subscribe((s) => setUser(s.user));
    });
    return () => {
      alive = false;
      unsubscribe?.();
    };
  }, []);
  return user;
}
