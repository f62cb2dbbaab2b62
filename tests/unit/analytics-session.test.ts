// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { getSessionId, SESSION_TIMEOUT_MS } from '@/lib/analytics/session';
import { STORAGE_KEYS } from '@/lib/analytics/storage';
import { emptyStorageAt } from '../support/analytics-storage';

const MINUTE = 60_000;

describe('analytics session (spec §4: 30-minute timeout)', () => {
  emptyStorageAt('2025-03-01T10:00:00Z');

  it('starts a session and stores its id with the timestamp', () => {
    const id = getSessionId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({ uuid: id, timestamp: Date.now() });
  });

  it('reuses the session 29 minutes after the last event', () => {
    const first = getSessionId();
    vi.advanceTimersByTime(29 * MINUTE);
    expect(getSessionId()).toBe(first);
  });

  it('starts a new session 31 minutes after the last event', () => {
    const first = getSessionId();
    vi.advanceTimersByTime(31 * MINUTE);
    const second = getSessionId();
    expect(second).not.toBe(first);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!)).toEqual({ uuid: second, timestamp: Date.now() });
  });

  it('measures the timeout from the last event, not the first', () => {
    const first = getSessionId();
    vi.advanceTimersByTime(20 * MINUTE);
    getSessionId();
    vi.advanceTimersByTime(20 * MINUTE);
    expect(getSessionId()).toBe(first);
  });

  it('treats exactly 30 minutes as expired and ignores a broken stored value', () => {
    const first = getSessionId();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS);
    expect(getSessionId()).not.toBe(first);
    localStorage.setItem(STORAGE_KEYS.session, '{not json');
    expect(getSessionId()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
