/**
 * Lower case without accents or diacritics, as PostgreSQL's unaccent folds the search index
 * (decision 0060): what the server compares typed text with, and what the search box uses to
 * mark the typed words in its suggestions. Letters unaccent maps that are not combining marks
 * (ß, ł, ø, æ, œ, ı, đ) are folded the same way.
 */
const LETTERS: Record<string, string> = { ß: 'ss', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ı: 'i', đ: 'd' };

export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßłøæœıđ]/g, (c) => LETTERS[c]!);
}
