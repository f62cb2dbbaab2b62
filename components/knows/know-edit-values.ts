/**
 * The edit form's values, their checks (the API's limits of decision 0008, so most mistakes are
 * caught before a request) and the PATCH body. Error values are `knows` translation keys.
 */
import type { KnowDetail, UpdateKnowBody } from '@/lib/api/know-types';
import type { FlashcardImage } from '@/lib/contract/anki';
import { KNOW_LIMITS } from '@/lib/contract/limits';

export const EDIT_LIMITS = {
  titleMax: KNOW_LIMITS.titleMax,
  descriptionMax: KNOW_LIMITS.descriptionMax,
  cardsMax: KNOW_LIMITS.flashcardsMax,
  cardTextMax: KNOW_LIMITS.flashcardTextMax,
} as const;

export interface EditCard {
  /** Stable React key; the API's card uuid for existing cards. */
  key: string;
  front: string;
  back: string;
}

export interface KnowEditValues {
  title: string;
  description: string;
  /** '' = none chosen. */
  subjectId: string;
  topicUuid: string;
  grades: string[];
  isPrivate: boolean;
  cards: EditCard[];
  /** Card images the owner removed in this edit (decision 0070); the others stay. */
  removedImages: string[];
}

export type KnowEditErrors = Partial<Record<string, string>>;

const length = (s: string) => [...s].length;

export function valuesOf(know: KnowDetail): KnowEditValues {
  return {
    title: know.title,
    description: know.description,
    subjectId: know.subject ? String(know.subject.id) : '',
    topicUuid: know.topic?.uuid ?? '',
    grades: know.gradeIds.map(String),
    isPrivate: know.isPrivate,
    cards: know.flashcards.map((c) => ({ key: c.uuid, front: c.front, back: c.back })),
    removedImages: [],
  };
}

export function validateKnowEdit(
  values: KnowEditValues,
  rules: { subjectRequired: boolean; isFlashcardKnow: boolean },
): KnowEditErrors {
  const errors: KnowEditErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'edit.errors.titleRequired';
  else if (length(title) > EDIT_LIMITS.titleMax) errors.title = 'edit.errors.titleTooLong';
  if (length(values.description.trim()) > EDIT_LIMITS.descriptionMax) errors.description = 'edit.errors.descriptionTooLong';
  if (rules.subjectRequired && !values.subjectId) errors.subjectId = 'edit.errors.subjectRequired';
  if (rules.isFlashcardKnow) {
    if (values.cards.length === 0) errors.cards = 'edit.errors.cardsRequired';
    else if (values.cards.length > EDIT_LIMITS.cardsMax) errors.cards = 'edit.errors.tooManyCards';
    values.cards.forEach((card, i) => {
      for (const side of ['front', 'back'] as const) {
        const text = card[side].trim();
        if (!text) errors[`cards.${i}.${side}`] = 'edit.errors.cardTextRequired';
        else if (length(text) > EDIT_LIMITS.cardTextMax) errors[`cards.${i}.${side}`] = 'edit.errors.cardTextTooLong';
      }
    });
  }
  return errors;
}

export function hasErrors(errors: KnowEditErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The PATCH body: every editable field; the cards only when they changed. Cards the set had go
 * with their uuid, so the server keeps their study progress and images wherever they moved; a
 * card that lost an image lists the images it keeps (`images`: the set's, by card uuid).
 */
export function updateBodyOf(values: KnowEditValues, know: KnowDetail, images: Map<string, FlashcardImage[]> = new Map()): UpdateKnowBody {
  const body: UpdateKnowBody = {
    title: values.title.trim(),
    description: values.description.trim(),
    subjectId: values.subjectId ? Number(values.subjectId) : null,
    topicUuid: values.topicUuid || null,
    gradeIds: values.grades.map(Number),
    isPrivate: values.isPrivate,
  };
  if (know.isFlashcardKnow) {
    const existing = new Set(know.flashcards.map((c) => c.uuid));
    const removed = new Set(values.removedImages);
    const cards = values.cards.map((c) => {
      const card: NonNullable<UpdateKnowBody['flashcards']>[number] = { front: c.front.trim(), back: c.back.trim() };
      if (!existing.has(c.key)) return card;
      card.uuid = c.key;
      const own = images.get(c.key) ?? [];
      if (own.some((i) => removed.has(i.uuid))) card.imageUuids = own.filter((i) => !removed.has(i.uuid)).map((i) => i.uuid);
      return card;
    });
    const same =
      removed.size === 0 &&
      cards.length === know.flashcards.length &&
      cards.every((c, i) => c.uuid === know.flashcards[i]?.uuid && c.front === know.flashcards[i]?.front && c.back === know.flashcards[i]?.back);
    if (!same) body.flashcards = cards;
  }
  return body;
}
