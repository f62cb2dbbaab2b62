/**
 * PostgreSQL text-search configuration per content language (both PGlite and PostgreSQL ship
 * these). Polish and Czech have no stemmer in core PostgreSQL: 'simple' still matches whole words.
 */
export const CONFIG_BY_BASE_LANGUAGE: Record<string, string> = {
  de: 'german',
  fr: 'french',
  en: 'english',
  it: 'italian',
  es: 'spanish',
  pt: 'portuguese',
  tr: 'turkish',
  ro: 'romanian',
  el: 'greek',
  pl: 'simple',
  cs: 'simple',
};

/** A content language code (de, en-GB, es-MX, pt-BR, ...) -> regconfig name. Never user text in SQL. */
export function textSearchConfig(contentLanguage: string): string {
  return CONFIG_BY_BASE_LANGUAGE[contentLanguage.split('-')[0]!.toLowerCase()] ?? 'simple';
}
