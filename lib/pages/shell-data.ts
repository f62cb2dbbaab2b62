/** Data the shell needs from the page's static props (kept small: names and slugs only). */
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import type { CountryCode } from '@/lib/config/countries';

export interface MenuSubject {
  id: number;
  name: string;
  slug: string;
  /** Empty unless the page asked for them; the menu loads them on open (menu-topics.ts). */
  topics: { uuid: string; name: string }[];
}

export interface ShellData {
  subjects: MenuSubject[];
}

/**
 * The menu's subjects. Topics only for a page that uses them itself (`topics: true`, search):
 * every edition's topics are about 17 KB of page props that each page would parse and carry
 * for a menu most visitors never open (decision 0013, issue 9 §8).
 */
export function buildShellData(country: CountryCode, { topics = false }: { topics?: boolean } = {}): ShellData {
  return {
    subjects: getSubjects(country).map((s) => ({
      id: s.id,
      name: s.name,
      slug: subjectSlug(s),
      topics: topics ? s.topics.map((t) => ({ uuid: t.uuid, name: t.name })) : [],
    })),
  };
}
