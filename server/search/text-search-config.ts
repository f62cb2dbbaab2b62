/**
 * Text-search configuration per content language: each is the core PostgreSQL configuration of
 * that language with `unaccent` before its stemmer (migration 0019, decision 0060), so accents
 * and case never decide a match ("fotosintesis" finds "fotosíntesis"). Both PGlite and PostgreSQL
 * ship the stemmers and the unaccent extension. Polish and Czech have no stemmer in core
 * PostgreSQL: knowly_simple still matches whole words and prefixes.
 */
export const CONFIG_BY_BASE_LANGUAGE: Record<string, string> = {
  de: 'knowly_german',
  fr: 'knowly_french',
  en: 'knowly_english',
  it: 'knowly_italian',
  es: 'knowly_spanish',
  pt: 'knowly_portuguese',
  tr: 'knowly_turkish',
  ro: 'knowly_romanian',
  el: 'knowly_greek',
  pl: 'knowly_simple',
  cs: 'knowly_simple',
};

/** Words a stemmer leaves alone (names, other languages' words), accent-free too. */
export const SIMPLE_CONFIG = 'knowly_simple';

/** A content language code (de, en-GB, es-MX, pt-BR, ...) -> regconfig name. Never user text in SQL. */
export function textSearchConfig(contentLanguage: string): string {
  return CONFIG_BY_BASE_LANGUAGE[contentLanguage.split('-')[0]!.toLowerCase()] ?? SIMPLE_CONFIG;
}
