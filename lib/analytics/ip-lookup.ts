/**
 * IP-lookup tracking (spec §3, §9): POST users/{id}/lookup, rate-limited on the client with
 * the stored {lastUpdated, updatedCount}: no new call while updatedCount is 10 or below and
 * under 3 hours passed, or while it is above 10 and under 10 days passed. The server applies
 * the same intervals; its answer is stored. Signed-in users only; failure is only logged.
 */
import { useSessionStore } from '@/lib/session/session-store';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const LOOKUP_FEW_UPDATES = 10;
export const LOOKUP_SHORT_WAIT_MS = 3 * 60 * 60 * 1000;
export const LOOKUP_LONG_WAIT_MS = 10 * 24 * 60 * 60 * 1000;

export interface LookupStorage {
  /** ISO time of the last lookup the server made (null: never). */
  lastUpdated: string | null;
  updatedCount: number;
}

/** Whether a new lookup call may be made now. */
export function lookupDue(state: LookupStorage | null, now: number = Date.now()): boolean {
  if (!state || state.lastUpdated === null) return true;
  const last = Date.parse(state.lastUpdated);
  if (!Number.isFinite(last)) return true;
  const wait = state.updatedCount <= LOOKUP_FEW_UPDATES ? LOOKUP_SHORT_WAIT_MS : LOOKUP_LONG_WAIT_MS;
  return now - last >= wait;
}

export function readLookup(): LookupStorage | null {
  const stored = readJson<LookupStorage>(STORAGE_KEYS.lookup);
  return stored && typeof stored.updatedCount === 'number' ? stored : null;
}

let running = false;

export async function trackIpLookupIfDue(now: number = Date.now()): Promise<boolean> {
  const { token, user } = useSessionStore.getState();
  if (!token || !user || running || !lookupDue(readLookup(), now)) return false;
  running = true;
  try {
    const { trackLookup } = await import('../api/users');
    const state = await trackLookup(user.uuid);
    writeJson(STORAGE_KEYS.lookup, { lastUpdated: state.lastUpdated, updatedCount: state.updatedCount } satisfies LookupStorage);
    return true;
  } catch {
    console.warn('The IP lookup could not be tracked.');
    return false;
  } finally {
    running = false;
  }
}
