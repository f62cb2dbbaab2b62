// Analytics of a know page (spec §3, §9): know_viewed once per page view with the know snapshot,
// the search term and link parameters; the view counter; content-duration milestones only while
// the tab is visible. trackEvent and the view-count call are replaced by spies.
// The view counter waits for the reader (use-reader-engaged.ts, decision 0044).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Know } from '@/lib/api/know-types';

const trackEvent = vi.fn<(name: string, extra?: unknown) => Promise<void>>(async () => undefined);
const countKnowView = vi.fn<(uuid: string) => Promise<void>>(async () => undefined);
vi.mock('@/lib/analytics/track', () => ({ trackEvent: (name: string, extra?: unknown) => trackEvent(name, extra) }));
vi.mock('@/lib/api/knows', () => ({ countKnowView: (uuid: string) => countKnowView(uuid) }));

const { useContentDuration, useKnowViewed } = await import('@/components/knows/use-know-analytics');

const know = {
  uuid: '0b6f4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e',
  title: 'Zellatmung',
  format: 'PDF',
  subject: { id: 1004, name: 'Biologie', slug: 'biologie-lernzettel' },
  gradeIds: [9, 10],
  publishedOn: '2026-01-02T10:00:00.000Z',
  knower: { uuid: 'a1b2c3d4-0000-4000-8000-000000000001', user: { uuid: 'u', name: 'Lena', username: 'lena', profilePictureUrl: null } },
} as unknown as Know;

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  trackEvent.mockClear();
  countKnowView.mockClear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('know_viewed', () => {
  it('fires once per page view with the know, the search term and the link parameters, and counts the view once the reader engages', async () => {
    window.history.replaceState(null, '', '/knows/zellatmung-x?query=zellatmung&utm_content=search_result&referrer=share&sid=camp1');
    const { rerender } = renderHook(({ k, engaged }) => useKnowViewed(k, engaged), { initialProps: { k: null as Know | null, engaged: false } });
    expect(trackEvent).not.toHaveBeenCalled();
    rerender({ k: know, engaged: false });
    rerender({ k: { ...know, isLiked: true } as Know, engaged: false });
    await act(async () => undefined);
    expect(trackEvent).toHaveBeenCalledTimes(1);
    const [name, extra] = trackEvent.mock.calls[0]! as [string, Record<string, unknown>];
    expect(name).toBe('know_viewed');
    expect(extra.know).toEqual({
      uuid: know.uuid,
      knowerUuid: know.knower.uuid,
      subjectIds: [1004],
      subjectNames: ['Biologie'],
      gradeIds: [9, 10],
      gradeLevels: [9, 10],
      publishedOn: '2026-01-02T10:00:00.000Z',
      format: 'PDF',
    });
    expect(extra.search).toMatchObject({ term: 'zellatmung', origin: 'search_result' });
    expect(extra.page).toMatchObject({ path: '/knows/zellatmung-x', utmContent: 'search_result', referrer: 'share', sid: 'camp1' });
    // A glance is not a view for popularity: counted when the reader turns to the page.
    await new Promise((r) => setTimeout(r, 50));
    expect(countKnowView).not.toHaveBeenCalled();
    rerender({ k: know, engaged: true });
    rerender({ k: { ...know, isLiked: false } as Know, engaged: true });
    await vi.waitFor(() => expect(countKnowView).toHaveBeenCalledWith(know.uuid));
    await new Promise((r) => setTimeout(r, 50));
    expect(countKnowView).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledTimes(1);
  });

  it('has no search snapshot without a query', async () => {
    renderHook(() => useKnowViewed(know, true));
    await act(async () => undefined);
    expect((trackEvent.mock.calls[0]![1] as { search: unknown }).search).toBeNull();
  });
});

describe('content_duration', () => {
  const milestones = () =>
    trackEvent.mock.calls.filter(([name]) => name === 'content_duration').map(([, extra]) => (extra as { value: number }).value);

  it('reports the milestones while visible and pauses while the tab is hidden', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useContentDuration(know));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(milestones()).toEqual([5, 10]);
    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(120_000));
    expect(milestones()).toEqual([5, 10]);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(milestones()).toEqual([5, 10, 15]);
    const last = trackEvent.mock.calls.at(-1)![1] as { valueId: number; know: { uuid: string } };
    expect(last.valueId).toBe(15);
    expect(last.know.uuid).toBe(know.uuid);
    unmount();
    act(() => void vi.advanceTimersByTime(600_000));
    expect(milestones()).toEqual([5, 10, 15]);
  });
});
