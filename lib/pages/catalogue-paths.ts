/** Static paths for catalogue pages: every locale whose country has subjects. */
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import { LOCALES, LOCALE_CONFIGS, type Locale } from '@/lib/config/locales';
import type { Subject } from '@/lib/config/catalogues';

export function localesWithSubjects(): Locale[] {
  return LOCALES.filter((l) => getSubjects(LOCALE_CONFIGS[l].country).length > 0);
}

export function subjectPaths(slugOf: (s: Subject) => string | null = subjectSlug) {
  return localesWithSubjects().flatMap((locale) =>
    getSubjects(LOCALE_CONFIGS[locale].country)
      .map((s) => slugOf(s))
      .filter((slug): slug is string => !!slug)
      .map((slug) => ({ params: { slug }, locale })),
  );
}
