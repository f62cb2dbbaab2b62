/**
 * Knows made through the API as a member makes them (POST /api/v1/knows), for tests that need one
 * to read, study, save or search: German maths (subject 1001) unless `body` says otherwise.
 */
import { expect } from 'vitest';
import type { KnowDetail } from '@/lib/api/know-types';
import type { client } from './client';
import { uploadId } from './uploads';
import { makePdf } from '../../support/documents';

type Client = ReturnType<typeof client>;

export async function newKnow(c: Client, token: string, body: Record<string, unknown>): Promise<KnowDetail> {
  const r = await c.post<KnowDetail>('/api/v1/knows', { contentLanguageCode: 'de', subjectId: 1001, ...body }, { token });
  expect(r.status, r.text).toBe(201);
  return r.body;
}

/** `count` flashcards whose sides `sides` words for each number from 1. */
export const numberedCards = (count: number, sides: (n: number) => [string, string]) =>
  Array.from({ length: count }, (_, i) => {
    const [front, back] = sides(i + 1);
    return { front, back };
  });

/** A flashcard know titled `title` with `cards` numbered cards ("<title> Begriff n" / "<title> Bedeutung n"). */
export const newDeck = (c: Client, token: string, title: string, cards: number, over: Record<string, unknown> = {}) =>
  newKnow(c, token, { title, flashcards: numberedCards(cards, (n) => [`${title} Begriff ${n}`, `${title} Bedeutung ${n}`]), ...over });

export interface SearchableKnow {
  title: string;
  description?: string;
  /** English unless set. */
  contentLanguageCode?: string;
  subjectId?: number;
  topicUuid?: string;
  gradeIds?: number[];
  isPrivate?: boolean;
  /** Page texts of a PDF know; without them, a flashcard know (cards without searchable words). */
  pages?: string[];
}

/**
 * A know made through the API (POST /uploads + POST /knows) to search for, in the subject
 * `subjectOf` gives its language unless the spec names one: searchable when the call returns.
 */
export async function searchableKnow(c: Client, token: string, spec: SearchableKnow, subjectOf: (language: string) => number | undefined): Promise<string> {
  const { pages, ...fields } = spec;
  const language = spec.contentLanguageCode ?? 'en';
  const content = pages
    ? { uploadIds: [await uploadId(c.baseUrl(), token, await makePdf(pages, { size: [400, 400], fontSize: 12 }))] }
    : { flashcards: [{ front: '?', back: '!' }] };
  return (await newKnow(c, token, { contentLanguageCode: language, subjectId: subjectOf(language), ...fields, ...content })).uuid;
}
