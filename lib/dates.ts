/**
 * The one place dates are turned into text, for every screen and e-mail (issue 22 §6, decision
 * 0056). Everything goes through Intl.DateTimeFormat in the edition's locale, so order,
 * separators, 12/24-hour clock and month names follow the edition, and month names come in the
 * grammatical case their place needs: inside a date the "format" form (Greek "28 Νοεμβρίου",
 * Polish "28 listopada", Czech "28. listopadu": genitive), alone the "standalone" form
 * ("Νοέμβριος 2026", "listopad 2026": nominative). Local habits Intl lacks ("Uhr") come from
 * lib/config/date-conventions.ts. The spec's "dd.mm.yyyy, hh:mm Uhr" (§5) is what German gets.
 */
import { dateConventions } from './config/date-conventions';

export interface DateTextOptions {
  /** A calendar day stored as midnight UTC (an ISO day) must be read in UTC. */
  timeZone?: string;
}

type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  // A bare ISO day ("2026-11-28") is that calendar day, whatever the reader's zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`);
  return new Date(value);
}

/** The UTC calendar day of an instant as YYYY-MM-DD ('' for none): days compared without Intl. */
export function utcCalendarDay(value: DateInput): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10);
}

function zone(options?: DateTextOptions): Intl.DateTimeFormatOptions {
  return options?.timeZone ? { timeZone: options.timeZone } : {};
}

/** Digits only, in the edition's order: 28.11.2026 (de), 28/11/2026 (fr, el), 11/28/2026 (en). */
export function formatDate(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return formatter(locale, { day: '2-digit', month: '2-digit', year: 'numeric', ...zone(options) }).format(toDate(value));
}

/** A clock time: 14:05 Uhr (de), 14:05 (fr), 2:05 PM (en). */
export function formatTime(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return formatter(locale, { timeStyle: 'short', ...zone(options) }).format(toDate(value)) + dateConventions(locale).clockSuffix;
}

/** Date and time: 28.11.2026, 14:05 Uhr (de), 28 nov. 2026, 14:05 (fr), Nov 28, 2026, 2:05 PM (en). */
export function formatDateTime(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return (
    formatter(locale, { dateStyle: 'medium', timeStyle: 'short', ...zone(options) }).format(toDate(value)) +
    dateConventions(locale).clockSuffix
  );
}

/** A short written date: 28.11.2026 (de), 28 nov. 2026 (fr), 28 Νοε 2026 (el). */
export function formatMediumDate(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return formatter(locale, { dateStyle: 'medium', ...zone(options) }).format(toDate(value));
}

/** Day and short month for chart axes: 28. Nov. (de), 28 nov. (fr), Nov 28 (en). */
export function formatDayMonth(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return formatter(locale, { day: 'numeric', month: 'short', ...zone(options) }).format(toDate(value));
}

/** The month written out, in the form a date takes: 28. November 2026, 28 Νοεμβρίου 2026. */
export function formatLongDate(value: DateInput, locale = 'de', options?: DateTextOptions): string {
  return formatter(locale, { day: 'numeric', month: 'long', year: 'numeric', ...zone(options) }).format(toDate(value));
}

/** A YYYY-MM period or a date, as a month on its own (standalone, nominative): Νοέμβριος 2026. */
export function formatMonthYear(value: DateInput, locale = 'de'): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
  return formatter(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(toDate(date));
}

/**
 * A month in the form it takes inside a date (genitive where the language inflects: Νοεμβρίου
 * 2026, listopada 2026, listopadu 2026), for phrases such as Greek "Κέρδη Νοεμβρίου 2026". Intl
 * has no option for it: the month and year parts of a full date are kept, the day dropped.
 */
export function formatMonthYearInDate(value: DateInput, locale = 'de'): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}$/.test(value) ? `${value}-01` : value;
  const parts = formatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatToParts(toDate(date));
  const month = parts.find((p) => p.type === 'month')?.value ?? '';
  const year = parts.find((p) => p.type === 'year')?.value ?? '';
  const monthIndex = parts.findIndex((p) => p.type === 'month');
  const yearIndex = parts.findIndex((p) => p.type === 'year');
  // Keep what joins month and year in a date ("de" in Spanish and Portuguese, a space elsewhere).
  const gap = monthIndex < yearIndex ? parts.slice(monthIndex + 1, yearIndex) : [];
  const between = gap.length > 0 && gap.every((p) => p.type === 'literal') ? gap.map((p) => p.value).join('') : ' ';
  return monthIndex < yearIndex ? `${month}${between}${year}`.trim() : `${year} ${month}`;
}
