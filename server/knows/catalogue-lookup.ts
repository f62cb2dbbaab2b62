/**
 * Subject and topic names by id, from the embedded catalogues (lib/config). Subject ids are
 * globally unique, so one map serves every edition; built once per process.
 */
import { COUNTRY_CODES } from '@/lib/config/countries';
import { getSubjects, subjectSlug } from '@/lib/config/catalogue';
import type { Subject } from '@/lib/config/catalogues';

let subjectsById: Map<number, Subject> | undefined;

function subjectMap(): Map<number, Subject> {
  if (!subjectsById) {
    subjectsById = new Map();
    for (const code of COUNTRY_CODES) for (const s of getSubjects(code)) subjectsById.set(s.id, s);
  }
  return subjectsById;
}

/** The subject's name and the slug of its page, or null for an id no catalogue has. */
export function subjectLabel(subjectId: number): { id: number; name: string; slug: string } | null {
  const subject = subjectMap().get(subjectId);
  return subject ? { id: subject.id, name: subject.name, slug: subjectSlug(subject) } : null;
}

export function topicName(subjectId: number, topicUuid: string): string | null {
  const uuid = topicUuid.toLowerCase();
  return subjectMap().get(subjectId)?.topics.find((t) => t.uuid.toLowerCase() === uuid)?.name ?? null;
}
