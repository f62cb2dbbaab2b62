/**
 * Analytics session (spec §4, §9): the stored session id is reused while its last timestamp is
 * under 30 minutes old; otherwise a new id and timestamp are stored. Every use refreshes the
 * timestamp, so the session ends after 30 minutes without events.
 */
import { randomUuid } from '../uuid';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

interface StoredSession {
  uuid: string;
  /** Epoch ms of the last event in this session. */
  timestamp: number;
}

function isStoredSession(value: unknown): value is StoredSession {
  const v = value as StoredSession | null;
  return !!v && typeof v.uuid === 'string' && v.uuid.length > 0 && typeof v.timestamp === 'number';
}

/** The current session id (reused or new); stores it with `now` as the last timestamp. */
export function getSessionId(now: number = Date.now()): string {
  const stored = readJson<unknown>(STORAGE_KEYS.session);
  const reuse = isStoredSession(stored) && now - stored.timestamp < SESSION_TIMEOUT_MS && now >= stored.timestamp;
  const uuid = reuse ? stored.uuid : randomUuid();
  writeJson(STORAGE_KEYS.session, { uuid, timestamp: now } satisfies StoredSession);
  return uuid;
}
