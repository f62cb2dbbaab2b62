/**
 * Content-duration milestones (spec §9): how long a know was actually looked at. The timer counts
 * only while it runs (the page pauses it while the tab is hidden) and calls `onMilestone` with
 * the seconds of each milestone reached: 5, 10, 15, 30, 60, 90, 120, then every further 60 s.
 *
 * Pure apart from the clock: `now`, `setTimeout` and `clearTimeout` are injectable, and the
 * defaults are the globals read at call time, so fake timers in tests drive it.
 */
import { CONTENT_DURATION_MILESTONES } from './event-names';

/** After the last listed milestone, one more every this many seconds ("120 and more"). */
export const CONTENT_DURATION_REPEAT_SECONDS = 60;

export interface ContentDurationClock {
  now: () => number;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalClock: ContentDurationClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The first milestone strictly after `seconds`. */
export function nextMilestone(
  seconds: number,
  milestones: readonly number[] = CONTENT_DURATION_MILESTONES,
  repeatSeconds = CONTENT_DURATION_REPEAT_SECONDS,
): number {
  const listed = milestones.find((m) => m > seconds);
  if (listed !== undefined) return listed;
  const last = milestones[milestones.length - 1] ?? 0;
  return last + (Math.floor((seconds - last) / repeatSeconds) + 1) * repeatSeconds;
}

export interface ContentDurationTimer {
  /** Starts or resumes counting (no effect while running or after stop). */
  start(): void;
  /** Pauses counting; the time counted so far is kept. */
  pause(): void;
  /** Ends the timer for good (page left). */
  stop(): void;
  /** Seconds counted so far (fractional). */
  elapsedSeconds(): number;
  readonly running: boolean;
}

export function createContentDurationTimer(
  onMilestone: (seconds: number) => void,
  options: { milestones?: readonly number[]; repeatSeconds?: number; clock?: Partial<ContentDurationClock> } = {},
): ContentDurationTimer {
  const milestones = options.milestones ?? CONTENT_DURATION_MILESTONES;
  const repeatSeconds = options.repeatSeconds ?? CONTENT_DURATION_REPEAT_SECONDS;
  const clock = { ...globalClock, ...options.clock };
  let countedMs = 0;
  let since: number | null = null;
  let handle: unknown = null;
  let stopped = false;
  // The last milestone reported, so a pause exactly on a milestone never reports it twice.
  let reported = 0;

  const elapsedMs = () => countedMs + (since === null ? 0 : clock.now() - since);

  function schedule() {
    const target = nextMilestone(reported, milestones, repeatSeconds);
    const wait = Math.max(0, target * 1000 - elapsedMs());
    handle = clock.setTimeout(() => {
      handle = null;
      // A timer may fire a little early or late: report every milestone reached by now.
      while (nextMilestone(reported, milestones, repeatSeconds) * 1000 <= elapsedMs() + 1) {
        reported = nextMilestone(reported, milestones, repeatSeconds);
        onMilestone(reported);
      }
      if (since !== null) schedule();
    }, wait);
  }

  function clear() {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  }

  return {
    start() {
      if (stopped || since !== null) return;
      since = clock.now();
      schedule();
    },
    pause() {
      if (since === null) return;
      countedMs += clock.now() - since;
      since = null;
      clear();
    },
    stop() {
      this.pause();
      stopped = true;
    },
    elapsedSeconds: () => elapsedMs() / 1000,
    get running() {
      return since !== null;
    },
  };
}
