// Content-duration milestones (spec §9): 5, 10, 15, 30, 60, 90, 120 s, then every further 60 s,
// counted only while the timer runs (the know page pauses it while the tab is hidden).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContentDurationTimer, nextMilestone } from '@/lib/analytics/content-duration';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('nextMilestone', () => {
  it('walks the listed milestones, then every 60 s after 120', () => {
    expect(nextMilestone(0)).toBe(5);
    expect(nextMilestone(4.9)).toBe(5);
    expect(nextMilestone(5)).toBe(10);
    expect(nextMilestone(15)).toBe(30);
    expect(nextMilestone(90)).toBe(120);
    expect(nextMilestone(120)).toBe(180);
    expect(nextMilestone(150)).toBe(180);
    expect(nextMilestone(180)).toBe(240);
    expect(nextMilestone(599)).toBe(600);
  });
});

describe('content-duration timer', () => {
  /** A timer started now, with the milestones it has reported so far. */
  const startedTimer = () => {
    const seen: number[] = [];
    const timer = createContentDurationTimer((s) => seen.push(s));
    timer.start();
    return { seen, timer };
  };

  it('reports each milestone once, at its second, and keeps going after 120 s', () => {
    const { seen, timer } = startedTimer();
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([5]);
    vi.advanceTimersByTime(25_000);
    expect(seen).toEqual([5, 10, 15, 30]);
    vi.advanceTimersByTime(90_000);
    expect(seen).toEqual([5, 10, 15, 30, 60, 90, 120]);
    vi.advanceTimersByTime(59_999);
    expect(seen).toEqual([5, 10, 15, 30, 60, 90, 120]);
    vi.advanceTimersByTime(1 + 120_000);
    expect(seen).toEqual([5, 10, 15, 30, 60, 90, 120, 180, 240, 300]);
    timer.stop();
  });

  it('does not count paused time (a hidden tab) and resumes where it stopped', () => {
    const { seen, timer } = startedTimer();
    vi.advanceTimersByTime(3000);
    timer.pause();
    expect(timer.running).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([]);
    expect(timer.elapsedSeconds()).toBe(3);
    timer.start();
    vi.advanceTimersByTime(1999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([5]);
    expect(timer.elapsedSeconds()).toBe(5);
    timer.stop();
  });

  it('never reports a milestone twice when paused exactly on it, and start is idempotent', () => {
    const { seen, timer } = startedTimer();
    timer.start();
    vi.advanceTimersByTime(5000);
    timer.pause();
    timer.pause();
    timer.start();
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([5, 10]);
    timer.stop();
  });

  it('stops for good: no reports after stop, start does nothing', () => {
    const { seen, timer } = startedTimer();
    vi.advanceTimersByTime(4000);
    timer.stop();
    timer.start();
    vi.advanceTimersByTime(600_000);
    expect(seen).toEqual([]);
    expect(timer.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('catches up on every milestone passed when the timer callback runs late', () => {
    const seen: number[] = [];
    let now = 0;
    let pending: (() => void) | null = null;
    const timer = createContentDurationTimer((s) => seen.push(s), {
      clock: { now: () => now, setTimeout: (fn) => (pending = fn), clearTimeout: () => (pending = null) },
    });
    timer.start();
    // The browser throttled the page: the 5 s callback runs at 31 s.
    now = 31_000;
    pending!();
    expect(seen).toEqual([5, 10, 15, 30]);
    timer.stop();
  });
});
