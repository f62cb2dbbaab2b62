/**
 * Session loader (spec §4), mounted once in _app: for a signed-in visitor it refreshes the stored
 * user (users/me) and knower (knowers/me when the user has a knowerUuid) once per page load,
 * and keeps tabs in step: a sign-in, refresh or logout in another tab is picked up from storage.
 * Renders nothing.
 */
import { useEffect } from 'react';
import { SESSION_STORAGE_KEY, useSessionStore } from '@/stores/session-store';

/** Once per page load, also under React's strict-mode double effects. */
let loaded = false;

export function SessionLoader() {
  useEffect(() => {
    if (!loaded && useSessionStore.getState().token) {
      loaded = true;
      // A failure keeps the stored session (offline) or has already cleared it (refresh refused).
      useSessionStore.getState().loadSession().catch(() => undefined);
    }
    const onStorage = (e: StorageEvent) => {
      if (e.key === SESSION_STORAGE_KEY || e.key === null) void useSessionStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return null;
}
