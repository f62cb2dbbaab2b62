/**
 * The start of every analytics storage test (session, attribution): empty localStorage and a fake
 * clock set to one fixed moment, so timeouts and lifetimes are counted from a known `Date.now()`.
 * Real timers come back after each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function emptyStorageAt(now: string): void {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => vi.useRealTimers());
}
