import type { CountryCode } from '../countries';

/** Subject colours of the brand palette (spec §9). */
export type SubjectColor = 'violet' | 'pink' | 'yellow' | 'green' | 'blue';

export interface Topic {
  /** Stable forever: knows and URLs reference it. */
  uuid: string;
  name: string;
  /** lowercase, hyphens, ascii only (see lib/links/slug.ts) */
  slug: string;
}

export interface Subject {
  /** Globally unique across all catalogues; knows reference it. */
  id: number;
  name: string;
  /** Shown after the name in the subject URL and headings, e.g. "study notes". */
  secondLabel: string;
  /** One or two sentences in the catalogue's language, shown on the subject page. */
  description: string;
  /** Icon key: a symbol id in public/icons/subjects.svg (components/ui/subject-icon.tsx) */
  icon: string;
  color: SubjectColor;
  /** Only where the country has study guides (US). */
  studyGuideSlug: string | null;
  topics: Topic[];
}

export interface SubjectCatalogue {
  countryId: number;
  countryCode: CountryCode;
  subjects: Subject[] | null;
}
