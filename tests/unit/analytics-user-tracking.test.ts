// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  updateTimezone: vi.fn(),
  trackLookup: vi.fn(),
  trackOpenApp: vi.fn(),
}));
vi.mock('@/lib/api/users', () => api);

import { lookupDue, trackIpLookupIfDue } from '@/lib/analytics/ip-lookup';
import { openAppDue, trackOpenAppClick } from '@/lib/analytics/open-app';
import { STORAGE_KEYS } from '@/lib/analytics/storage';
import { reportTimezoneIfChanged, timezoneChanged } from '@/lib/analytics/timezone';
import { useSessionStore } from '@/stores/session-store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2025-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const USER = { uuid: '55555555-5555-4555-8555-555555555555', name: 'Ada', knowerUuid: null, timezoneOffset: -60 };

function signIn() {
  useSessionStore.setState({ token: { accessToken: 'a', refreshToken: 'r' }, user: USER, knower: null });
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  useSessionStore.setState({ token: null, user: null, knower: null });
});
afterEach(() => vi.useRealTimers());

describe('IP-lookup limits (spec §9)', () => {
  it('waits 3 hours while updatedCount is 10 or below', () => {
    expect(lookupDue({ lastUpdated: ago(3 * HOUR - 1), updatedCount: 10 }, NOW)).toBe(false);
    expect(lookupDue({ lastUpdated: ago(3 * HOUR), updatedCount: 10 }, NOW)).toBe(true);
  });

  it('waits 10 days once updatedCount is above 10', () => {
    expect(lookupDue({ lastUpdated: ago(10 * DAY - 1), updatedCount: 11 }, NOW)).toBe(false);
    expect(lookupDue({ lastUpdated: ago(10 * DAY), updatedCount: 11 }, NOW)).toBe(true);
  });

  it('is due when nothing was stored', () => {
    expect(lookupDue(null, NOW)).toBe(true);
    expect(lookupDue({ lastUpdated: null, updatedCount: 0 }, NOW)).toBe(true);
  });

  it('calls POST users/{id}/lookup for a signed-in user when due and stores the answer', async () => {
    expect(await trackIpLookupIfDue(NOW)).toBe(false); // visitor
    signIn();
    api.trackLookup.mockResolvedValue({ lastUpdated: ago(0), updatedCount: 3, country: 'DE', updated: true });
    expect(await trackIpLookupIfDue(NOW)).toBe(true);
    expect(api.trackLookup).toHaveBeenCalledWith(USER.uuid);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lookup)!)).toEqual({ lastUpdated: ago(0), updatedCount: 3 });
    expect(await trackIpLookupIfDue(NOW + HOUR)).toBe(false);
    expect(api.trackLookup).toHaveBeenCalledTimes(1);
  });
});

describe('open-app tracking (30 minutes)', () => {
  it('fires if never tracked or last tracked more than 30 minutes ago', () => {
    expect(openAppDue(null, NOW)).toBe(true);
    expect(openAppDue(NOW - 30 * 60_000, NOW)).toBe(false);
    expect(openAppDue(NOW - 30 * 60_000 - 1, NOW)).toBe(true);
  });

  it('records a signed-in click at most every 30 minutes', async () => {
    signIn();
    api.trackOpenApp.mockResolvedValue({ lastTrackedOn: new Date(NOW).toISOString() });
    expect(await trackOpenAppClick(NOW)).toBe(true);
    expect(await trackOpenAppClick(NOW + 60_000)).toBe(false);
    expect(await trackOpenAppClick(NOW + 31 * 60_000)).toBe(true);
    expect(api.trackOpenApp).toHaveBeenCalledTimes(2);
  });
});

describe('timezone (spec §4)', () => {
  it('reports only when the stored offset differs from the current one', async () => {
    expect(timezoneChanged(-60, -60)).toBe(false);
    expect(timezoneChanged(null, 0)).toBe(true);

    signIn();
    expect(await reportTimezoneIfChanged(-60)).toBe(false);
    expect(api.updateTimezone).not.toHaveBeenCalled();

    api.updateTimezone.mockResolvedValue({ ...USER, timezoneOffset: 300 });
    expect(await reportTimezoneIfChanged(300)).toBe(true);
    expect(api.updateTimezone).toHaveBeenCalledWith(USER.uuid, 300);
    expect(useSessionStore.getState().user?.timezoneOffset).toBe(300);
    expect(await reportTimezoneIfChanged(300)).toBe(false);
  });

  it('only logs a failure', async () => {
    signIn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    api.updateTimezone.mockRejectedValue(new Error('offline'));
    expect(await reportTimezoneIfChanged(120)).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
