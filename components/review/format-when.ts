import { formatDateTime } from '@/lib/dates';

/** A moment (ISO) as date and time in the page's locale, for the reviewer queues. */
export function formatWhen(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return formatDateTime(date, locale);
  } catch {
    return date.toISOString().slice(0, 16).replace('T', ' ');
  }
}
