import { formatMediumDate } from '@/lib/dates';

/**
 * "When is the next card due" in words for the study screens: relative while it is near
 * ("in 10 minutes", "tomorrow"), a date once it is a week or more away. Null when it is due now.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatDue(iso: string, locale: string, now: number = Date.now()): string | null {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return null;
  const diff = at - now;
  if (diff <= 0) return null;
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (diff < HOUR) return rtf.format(Math.max(1, Math.round(diff / MINUTE)), 'minute');
  if (diff < DAY) return rtf.format(Math.round(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return rtf.format(Math.round(diff / DAY), 'day');
  return formatMediumDate(at, locale);
}

/** The earliest of some due dates (ISO strings), or null when there are none. */
export function earliestDue(dues: readonly (string | null | undefined)[]): string | null {
  let best: string | null = null;
  for (const due of dues) {
    if (!due || !Number.isFinite(Date.parse(due))) continue;
    if (best === null || Date.parse(due) < Date.parse(best)) best = due;
  }
  return best;
}
