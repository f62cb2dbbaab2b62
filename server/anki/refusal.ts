/** A refused Anki package as the §8 error it is answered with (reasons: lib/contract/anki-constants.ts). */
import type { AnkiRefusal } from '@/lib/contract/anki-constants';
import { ApiError } from '../errors';

const MESSAGES: Record<AnkiRefusal, string> = {
  NotAZip: 'This file is not an Anki package (.apkg).',
  NoCollection: 'This package has no Anki collection in it.',
  TooLarge: 'This package is too large to import.',
  ZipBomb: 'This package unpacks to far more than it holds and is refused.',
  TooManyEntries: 'This package has too many files in it.',
  TooManyCards: 'This deck has more cards than a flashcard set can hold.',
  NoCards: 'This deck has no cards with a front and a back.',
  UnsafeMediaName: 'This package names a media file with a path; it is refused.',
  CorruptCollection: 'The Anki collection in this package cannot be read.',
  Busy: 'Other decks are being imported right now. Try again in a few seconds.',
};

export function ankiRefusal(reason: AnkiRefusal, data: Record<string, unknown> = {}): ApiError {
  if (reason === 'NotAZip') return new ApiError(415, 'InvalidMIMETypeError', MESSAGES[reason], { reason, ...data });
  if (reason === 'Busy') return new ApiError(503, 'NoErrorType', MESSAGES[reason], { reason, retryAfter: 2 }, { 'Retry-After': '2' });
  return new ApiError(400, 'BadRequestError', MESSAGES[reason], { reason, ...data });
}
