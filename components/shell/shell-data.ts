/** Data the shell needs from the page's static props (kept small: names and slugs only). */
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import type { CountryCode } from '@/lib/config/countries';

export interface MenuSubject {
  id: number;
  name: string;
  slug: string;
  topics: { uuid: string; name: string }[];
}

export interface ShellData {
  subjects: MenuSubject[];
}

export function buildShellData(country: CountryCode): ShellData {
  return {
    subjects: getSubjects(country).map((s) => ({
      id: s.id,
      name: s.name,
      slug: subjectSlug(s),
      topics: s.topics.map((t) => ({ uuid: t.uuid, name: t.name })),
    })),
  };
}
