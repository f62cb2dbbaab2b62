/**
 * Open-app tracking (spec §3, §7): POST users/{id}/open-app fires when the open-app button is
 * used and the stored last-tracked timestamp is missing or more than 30 minutes old. The spec
 * leaves the unit open ("more than 30 ago"); minutes match the analytics session timeout.
 * Signed-in users only; failure is only logged.
 */
import { useSessionStore } from '@/lib/session/session-store';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const OPEN_APP_INTERVAL_MS = 30 * 60 * 1000;

export function openAppDue(lastTracked: number | null, now: number = Date.now()): boolean {
  return lastTracked === null || now - lastTracked > OPEN_APP_INTERVAL_MS;
}

export function readOpenAppLastTracked(): number | null {
  const stored = readJson<{ lastTracked?: unknown }>(STORAGE_KEYS.openApp);
  return typeof stored?.lastTracked === 'number' ? stored.lastTracked : null;
}

/** Call from the open-app button's click. Resolves true when the click was recorded. */
export async function trackOpenAppClick(now: number = Date.now()): Promise<boolean> {
  const { token, user } = useSessionStore.getState();
  if (!token || !user || !openAppDue(readOpenAppLastTracked(), now)) return false;
  writeJson(STORAGE_KEYS.openApp, { lastTracked: now });
  try {
    const { trackOpenApp } = await import('../api/users');
    await trackOpenApp(user.uuid);
    return true;
  } catch {
    console.warn('The open-app click could not be tracked.');
    return false;
  }
}
