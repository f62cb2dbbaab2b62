/**
 * The Anki contract's plain values (decision 0070): paths, refusal reasons and the image-only
 * card text, without the schemas of lib/contract/anki.ts. Pages that show cards import these,
 * so their browser code neither loads zod nor builds the know schemas at start (about 10 ms of
 * the know page's main thread, issue 25 §4).
 */
export const ANKI_IMPORT_PATH = '/flashcard-sets/anki-imports';
export const ankiExportPath = (knowUuid: string) => `/flashcard-sets/${knowUuid}/anki-export`;
export const flashcardImagePath = (imageUuid: string) => `/flashcard-images/${imageUuid}`;

export const ANKI_CONTENT_TYPE = 'application/apkg';

/**
 * Why a package was refused (`error.data.reason`). NotAZip is 415 InvalidMIMETypeError; the
 * others are 400 BadRequestError (413 for a body over ANKI_LIMITS.packageBytesMax).
 */
export const ANKI_REFUSALS = [
  'NotAZip',
  'NoCollection',
  'TooLarge',
  'ZipBomb',
  'TooManyEntries',
  'TooManyCards',
  'NoCards',
  'UnsafeMediaName',
  'CorruptCollection',
  'Busy',
] as const;
export type AnkiRefusal = (typeof ANKI_REFUSALS)[number];

/**
 * The text of a card side that is only an image (an Anki note whose front is just `<img>`): a
 * card's text may not be empty, and this one says "picture" in every language. Clients show
 * the side's images instead of it and name the image by its side (alt text); the export to
 * Anki leaves it out.
 */
export const IMAGE_ONLY_TEXT = '\u{1F5BC}\u{FE0F}';

export const FLASHCARD_IMAGE_SIDES = ['front', 'back'] as const;
export type FlashcardImageSide = (typeof FLASHCARD_IMAGE_SIDES)[number];

export const setImagesPath = (knowUuid: string) => `/flashcard-sets/${knowUuid}/images`;
