/**
 * The learner's calendar day (decision 0069): days are counted in the offset their browser
 * reported (users.timezone_offset, minutes as Date#getTimezoneOffset gives them), else in their
 * edition's time zone. Pure functions on YYYY-MM-DD strings, so streaks need no clock of their own.
 */
import { editionTimeZone } from '@/lib/config/edition-time-zones';

const DAY_MS = 86_400_000;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

export interface DayClock {
  timezoneOffset: number | null;
  country: string;
}

export function studyDayOf(at: Date, clock: DayClock): string {
  if (clock.timezoneOffset !== null) return new Date(at.getTime() - clock.timezoneOffset * 60_000).toISOString().slice(0, 10);
  const zone = editionTimeZone(clock.country);
  let format = zoneFormats.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormats.set(zone, format);
  }
  return format.format(at);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** A run of consecutive study days: how long, and its last day. */
export interface StudyRun {
  length: number;
  lastDay: string;
}

/**
 * The streak from the learner's runs of study days: the run that ends today, or yesterday
 * (today is not over, the streak is not lost yet); 0 otherwise.
 */
export function streakOf(runs: readonly StudyRun[], today: string): { days: number; studiedToday: boolean; longest: number } {
  const yesterday = addDays(today, -1);
  const current = runs.find((r) => r.lastDay === today || r.lastDay === yesterday);
  return {
    days: current?.length ?? 0,
    studiedToday: current?.lastDay === today,
    longest: runs.reduce((m, r) => Math.max(m, r.length), 0),
  };
}
