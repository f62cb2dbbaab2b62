/** Subject catalogues per country (spec §3), from the embedded lists. */
import { subjectLists, type Subject, type SubjectCatalogue, type Topic } from './catalogues';
import { COUNTRIES, type CountryCode } from './countries';
import { slugify } from '../links/slugify';

export function getCatalogue(code: CountryCode): SubjectCatalogue {
  const c = COUNTRIES[code];
  return { countryId: c.id, countryCode: code, subjects: c.catalogue ? subjectLists[c.catalogue] : null };
}

export function getSubjects(code: CountryCode): Subject[] {
  return getCatalogue(code).subjects ?? [];
}

/** §2.1: /subjects/{slug of name plus second label}. */
export function subjectSlug(subject: Subject): string {
  return slugify(`${subject.name} ${subject.secondLabel}`);
}

/** Anchor on /subjects: /subjects#{subject-slug}. */
export function subjectAnchor(subject: Subject): string {
  return slugify(subject.name);
}

export function findSubjectBySlug(code: CountryCode, slug: string): Subject | undefined {
  return getSubjects(code).find((s) => subjectSlug(s) === slug);
}

export function findSubjectByStudyGuide(code: CountryCode, slug: string): Subject | undefined {
  return getSubjects(code).find((s) => s.studyGuideSlug === slug);
}

export function findTopic(
  code: CountryCode,
  uuid: string,
): { subject: Subject; topic: Topic } | undefined {
  for (const subject of getSubjects(code)) {
    const topic = subject.topics.find((t) => t.uuid === uuid);
    if (topic) return { subject, topic };
  }
  return undefined;
}
