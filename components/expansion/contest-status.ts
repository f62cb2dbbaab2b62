/**
 * The knower contest's state for an edition (spec §4), computed on the server at generation
 * time (the page is ISR) with its dates already formatted, so the client renders plain strings.
 */
import { isContestActive, type AppEnvironment, type CountryCode, COUNTRIES } from '@/lib/config/countries';
import { formatLongDate } from '@/lib/dates';

export type ContestPhase = 'active' | 'upcoming' | 'ended' | 'none';

export interface ContestStatus {
  phase: ContestPhase;
  /** Formatted first day, or null when there is no window. */
  start: string | null;
  /** Formatted last day; null for an open end or no window. */
  end: string | null;
}

const dayStart = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function contestStatus(code: CountryCode, now: Date, env: AppEnvironment, dateLocale: string): ContestStatus {
  const window = COUNTRIES[code].expansionContest;
  // A window limited to other environments does not exist here.
  if (!window || (window.environments && !window.environments.includes(env))) {
    return { phase: 'none', start: null, end: null };
  }
  const format = (day: Date) => formatLongDate(day, dateLocale, { timeZone: 'UTC' });
  const start = format(dayStart(window.start));
  const end = window.end === null ? null : format(dayStart(window.end));
  if (isContestActive(code, now, env)) return { phase: 'active', start, end };
  return { phase: now < dayStart(window.start) ? 'upcoming' : 'ended', start, end };
}
