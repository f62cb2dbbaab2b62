/**
 * Browser storage for analytics state (spec §3 "browser storage"): localStorage, read and
 * written as JSON. Every access is guarded: on the server, in private mode or with blocked
 * storage, reads return null and writes are dropped, so tracking never breaks a page.
 */
export const STORAGE_KEYS = {
  session: 'knowly.analyticsSession',
  attribution: 'knowly.attribution',
  adClickIds: 'knowly.adClickIds',
  lookup: 'knowly.lookup',
  openApp: 'knowly.openAppTracking',
} as const;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string): T | null {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or privacy mode: the value lives for this call only
  }
}

