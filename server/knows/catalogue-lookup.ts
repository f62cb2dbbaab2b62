/**
 * Subject and topic names by id, from the embedded catalogues (lib/config). Subject ids are
 * globally unique, so one map serves every edition; built once per process.
 */
import { COUNTRY_CODES } from '@/lib/config/countries';
import { getSubjects } from '@/lib/config/catalogue';
import type { Subject } from '@/lib/config/catalogues';

let subjectsById: Map<number, Subject> | undefined;

function subjectMap(): Map<number, Subject> {
  if (!subjectsById) {
    subjectsById = new Map();
    for (const code of COUNTRY_CODES) for (const s of getSubjects(code)) subjectsById.set(s.id, s);
  }
  return subjectsById;
}

export function subjectName(subjectId: number): string | null {
  return subjectMap().get(subjectId)?.name ?? null;
}

export function topicName(subjectId: number, topicUuid: string): string | null {
  const uuid = topicUuid.toLowerCase();
  return subjectMap().get(subjectId)?.topics.find((t) => t.uuid.toLowerCase() === uuid)?.name ?? null;
}
