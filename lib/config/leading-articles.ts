/**
 * Leading articles per language, which a typed answer may carry or leave out (issue 24 §2): a
 * teacher accepts "Hund" for "der Hund". Written as the grader compares them: lower case, accents
 * removed (see lib/study/answer-text.ts), elided forms with their apostrophe. Polish, Czech and
 * Turkish have no articles. Romanian's definite article is a suffix; only the free-standing
 * indefinite ones are listed. English also lists the infinitive "to" ("to run" for "run"), which
 * teachers treat the same way.
 */
export const LEADING_ARTICLES: Readonly<Record<string, readonly string[]>> = {
  de: ['der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines'],
  fr: ['le', 'la', 'les', "l'", 'un', 'une', 'des', 'du'],
  es: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas'],
  it: ['il', 'lo', 'la', 'i', 'gli', 'le', "l'", 'un', 'uno', 'una', "un'"],
  pt: ['o', 'a', 'os', 'as', 'um', 'uma', 'uns', 'umas'],
  en: ['the', 'a', 'an', 'to'],
  ro: ['un', 'o', 'niste'],
  el: ['ο', 'η', 'το', 'οι', 'τα', 'τον', 'την', 'του', 'της', 'των', 'ενας', 'μια', 'ενα'],
  pl: [],
  cs: [],
  tr: [],
};

/** The base language of a content-language code ("es-419" and "pt-BR" read as "es" and "pt"). */
export function baseLanguage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code.toLowerCase().split('-')[0] ?? null;
}

/**
 * Words of a language that read as another language's article ("a" is "but" in Polish, "o" is
 * "that" in Turkish): a card in that language never has them taken off as a foreign article.
 */
export const ARTICLE_LOOKALIKES: Readonly<Record<string, readonly string[]>> = {
  de: ['an', 'um', 'o'],
  fr: ['a', 'o'],
  es: ['a', 'o'],
  it: ['a', 'o'],
  pt: ['la', 'el'],
  en: ['die', 'des', 'o'],
  ro: ['a', 'al', 'la', 'i'],
  pl: ['a', 'i', 'o', 'to', 'na'],
  cs: ['a', 'i', 'o', 'to', 'na'],
  tr: ['o', 'a'],
  el: [],
};
