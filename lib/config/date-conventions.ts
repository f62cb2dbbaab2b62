/**
 * How each edition writes dates and times beyond what Intl knows (decision 0056). Intl already
 * gives every locale its own order, separators and month names; the one local habit it lacks is
 * the German "Uhr" after a clock time (spec §5: "dd.mm.yyyy, hh:mm Uhr" is the German format,
 * not every edition's).
 */
import type { Locale } from './locale-list';

export interface DateConventions {
  /** Appended to a clock time, e.g. " Uhr". */
  clockSuffix: string;
}

const NONE: DateConventions = { clockSuffix: '' };

const CONVENTIONS: Partial<Record<Locale, DateConventions>> = {
  de: { clockSuffix: ' Uhr' },
};

export function dateConventions(locale: string): DateConventions {
  return CONVENTIONS[locale as Locale] ?? NONE;
}
