/** Data the shell needs from the page's static props (kept small: names and slugs only). */
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import type { CountryCode } from '@/lib/config/countries';

export interface MenuSubject {
  id: number;
  name: string;
  slug: string;
  /** Empty when the page left them out; the menu then loads them on open (menu-topics.ts). */
  topics: { uuid: string; name: string }[];
}

export interface ShellData {
  subjects: MenuSubject[];
}

/** `topics: false` leaves the topics out of the page's HTML (the landing, decision 0013). */
export function buildShellData(country: CountryCode, { topics = true }: { topics?: boolean } = {}): ShellData {
  return {
    subjects: getSubjects(country).map((s) => ({
      id: s.id,
      name: s.name,
      slug: subjectSlug(s),
      topics: topics ? s.topics.map((t) => ({ uuid: t.uuid, name: t.name })) : [],
    })),
  };
}
