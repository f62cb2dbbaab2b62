/**
 * Device id (spec §3, §7): a random uuid sent as X-Device-Id on every API call and kept in
 * localStorage so the same browser keeps its id. Where storage is unavailable (private mode,
 * blocked storage) the id lives for the page's lifetime.
 */
import { DEVICE_ID_PATTERN as VALID } from './contract/limits';
import { randomUuid } from './uuid';

export const DEVICE_ID_STORAGE_KEY = 'knowly.deviceId';

let memoryId: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself can throw when storage is blocked
  }
}

export function getDeviceId(): string {
  const store = storage();
  try {
    const stored = store?.getItem(DEVICE_ID_STORAGE_KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // fall through to a new id
  }
  const id = memoryId ?? randomUuid();
  memoryId = id;
  try {
    store?.setItem(DEVICE_ID_STORAGE_KEY, id);
  } catch {
    // quota or privacy mode: keep the in-memory id
  }
  return id;
}
