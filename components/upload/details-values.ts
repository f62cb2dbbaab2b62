/**
 * The details form of a new know (issue 5 §3): its values, the checks made before sending
 * (the contract's limits, lib/contract/limits.ts), the request body, and the
 * server's FormValidationError fields mapped back onto the form's fields.
 */
import type { CreateKnowBody, KnowDocument } from '@/lib/api/know-types';
import type { DetailsDraft } from '@/stores/upload-draft-store';
import { FOLDER_LIMITS, KNOW_LIMITS } from '@/lib/contract/limits';

export const TITLE_MAX = KNOW_LIMITS.titleMax;
export const DESCRIPTION_MAX = KNOW_LIMITS.descriptionMax;
export const FOLDER_NAME_MAX = FOLDER_LIMITS.nameMax;
/** The folder select's value for "create a new folder". */
export const NEW_FOLDER = '__new__';

/** Catalogue as the page gets it (names and ids only). */
export interface CatalogueSubject {
  id: number;
  name: string;
  topics: { uuid: string; name: string }[];
}

export type DetailsField = 'title' | 'description' | 'subjectId' | 'topicUuid' | 'gradeIds' | 'isPrivate' | 'folder' | 'newFolderName';
/** Field name -> message (already translated, or the server's text). */
export type DetailsErrors = Partial<Record<DetailsField | 'documents' | 'flashcards', string>>;
/** Field order on the page: the first invalid one gets the focus. */
export const FIELD_ORDER: readonly DetailsField[] = ['title', 'description', 'subjectId', 'topicUuid', 'gradeIds', 'folder', 'newFolderName'];

/** "Biology notes_final.pdf" -> "Biology notes final". */
export function titleFromFilename(filename: string): string {
  return filename
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TITLE_MAX);
}

export function initialDetails(init: { title?: string | null; isPrivate?: boolean | null; folder?: string | null }): DetailsDraft {
  return {
    title: init.title ?? '',
    description: '',
    subjectId: '',
    topicUuid: '',
    gradeIds: [],
    isPrivate: init.isPrivate ?? false,
    folder: init.folder ?? '',
    newFolderName: '',
  };
}

const length = (s: string) => [...s.trim()].length;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Problems the learner can fix before sending. */
export function validateDetails(values: DetailsDraft, subjects: CatalogueSubject[], t: Translate): DetailsErrors {
  const errors: DetailsErrors = {};
  if (!values.title.trim()) errors.title = t('details.errors.titleRequired');
  else if (length(values.title) > TITLE_MAX) errors.title = t('details.errors.titleTooLong', { max: TITLE_MAX });
  if (length(values.description) > DESCRIPTION_MAX) errors.description = t('details.errors.descriptionTooLong', { max: DESCRIPTION_MAX });
  if (subjects.length > 0 && !values.subjectId) errors.subjectId = t('details.errors.subjectRequired');
  if (values.folder === NEW_FOLDER) {
    if (!values.newFolderName.trim()) errors.newFolderName = t('details.errors.folderNameRequired');
    else if (length(values.newFolderName) > FOLDER_NAME_MAX) errors.newFolderName = t('details.errors.folderNameTooLong', { max: FOLDER_NAME_MAX });
  }
  return errors;
}

/** The POST /knows body for these values (documents or flashcards are added by the caller). */
export function knowBody(
  values: DetailsDraft,
  contentLanguageCode: CreateKnowBody['contentLanguageCode'],
  folderUuid: string | null,
  content: { documents: KnowDocument[] } | { flashcards: { front: string; back: string }[] },
): CreateKnowBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    subjectId: values.subjectId ? Number(values.subjectId) : null,
    topicUuid: values.topicUuid || null,
    gradeIds: values.gradeIds.map(Number),
    contentLanguageCode,
    isPrivate: values.isPrivate,
    folderUuid,
    ...('documents' in content ? { uploadIds: content.documents.map((d) => d.uuid) } : { flashcards: content.flashcards }),
  };
}

/**
 * The server's field errors on the form: "flashcards.3.back" belongs to flashcards,
 * "uploadIds" to the documents, "folderUuid" to the folder, the rest by name.
 */
export function serverFieldErrors(fields: Record<string, string>): DetailsErrors {
  const out: DetailsErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const head = path.split('.')[0]!;
    const field =
      head === 'uploadIds' ? 'documents' : head === 'folderUuid' ? 'folder' : head === 'flashcards' ? 'flashcards' : head;
    if (field in out) continue;
    if (['title', 'description', 'subjectId', 'topicUuid', 'gradeIds', 'isPrivate', 'folder', 'documents', 'flashcards'].includes(field)) {
      out[field as keyof DetailsErrors] = message;
    }
  }
  return out;
}

/** Server messages are English: known fields get the form's own wording. */
export function localizeServerErrors(errors: DetailsErrors, t: Translate): DetailsErrors {
  const wording: Partial<Record<keyof DetailsErrors, (message: string) => string>> = {
    title: () => t('details.errors.titleInvalid', { max: TITLE_MAX }),
    description: () => t('details.errors.descriptionTooLong', { max: DESCRIPTION_MAX }),
    subjectId: () => t('details.errors.subjectInvalid'),
    topicUuid: () => t('details.errors.topicInvalid'),
    gradeIds: () => t('details.errors.gradesInvalid'),
    folder: () => t('details.errors.folderInvalid'),
    documents: (message) => (/not both/i.test(message) ? t('details.errors.documentsMixed') : t('details.errors.documentsInvalid')),
    flashcards: () => t('details.errors.flashcardsInvalid'),
  };
  const out: DetailsErrors = {};
  for (const [field, message] of Object.entries(errors) as [keyof DetailsErrors, string][]) {
    out[field] = wording[field]?.(message) ?? message;
  }
  return out;
}
