/**
 * Catalogue rules of a know (decision 0008): the subject must belong to the catalogue of the
 * content language's edition (required where it has subjects), the topic to that subject, and
 * several grades only where the edition allows multiple grade selection.
 */
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { getSubjects } from '@/lib/config/catalogue';
import { LOCALE_CONFIGS, type Locale } from '@/lib/config/locales';
import { formError } from '../errors';

/** The edition a know in this content language belongs to (de -> DE, en-GB -> GB). */
export function editionOfLanguage(language: Locale): CountryCode {
  const country = LOCALE_CONFIGS[language].country;
  return COUNTRIES[country].edition ?? country;
}

export interface Classification {
  subjectId: number | null;
  topicUuid: string | null;
  gradeIds: number[];
}

/** Checks a complete classification for an edition; 400 FormValidationError naming each bad field. */
export function checkClassification(country: CountryCode, c: Classification): Classification {
  const fields: Record<string, string> = {};
  const subjects = getSubjects(country);
  const subject = c.subjectId === null ? undefined : subjects.find((s) => s.id === c.subjectId);
  if (subjects.length > 0 && c.subjectId === null) fields.subjectId = 'Choose a subject.';
  else if (c.subjectId !== null && !subject) fields.subjectId = 'This subject is not offered in this edition.';

  let topicUuid: string | null = null;
  if (c.topicUuid !== null) {
    const topic = subject?.topics.find((t) => t.uuid.toLowerCase() === c.topicUuid!.toLowerCase());
    if (!topic) fields.topicUuid = 'This topic does not belong to the subject.';
    else topicUuid = topic.uuid;
  }

  const gradeIds = [...c.gradeIds].sort((a, b) => a - b);
  if (gradeIds.length > 1 && !COUNTRIES[country].multipleGradeSelection) {
    fields.gradeIds = 'Choose one grade.';
  }
  if (Object.keys(fields).length > 0) throw formError(fields);
  return { subjectId: c.subjectId, topicUuid, gradeIds };
}
