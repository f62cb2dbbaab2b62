/**
 * The form in which typed answers are compared (issue 24 §2): what a teacher ignores is taken out.
 * Case, accents and the letters that are accents in all but name (ß, ł, ı, ø, æ, œ, final ς),
 * punctuation and extra spaces, and one leading article of the languages given. Numbers keep their
 * sign and their separators ("-3", "3,5" = "3.5", "3/4"), since there they change the answer.
 * Browser-safe: no server imports.
 */

const LETTERS: Record<string, string> = { ß: 'ss', ı: 'i', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', đ: 'd', ħ: 'h', ς: 'σ' };
const APOSTROPHES = /[’‘ʼ`´ʹ′]/g;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const DIGIT = /\d/;

/** Lower case without accents: "Ünïcode" → "unicode", "ΆΣΟΣ" → "ασοσ". */
export function foldText(text: string): string {
  // Apostrophes first: NFKD would turn the acute accent "´" into a space and a mark.
  return text
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßıłøæœđħς]/g, (c) => LETTERS[c] ?? c);
}

/**
 * Punctuation and symbols become spaces, except what belongs to a number, and apostrophes, which
 * stay until the article is taken off ("l'eau"). Runs of spaces become one.
 */
function spacePunctuation(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "'" || !PUNCTUATION.test(c)) {
      out += /\s/.test(c) ? ' ' : c;
      continue;
    }
    const prev = text[i - 1] ?? '';
    const next = text[i + 1] ?? '';
    if (DIGIT.test(prev) && DIGIT.test(next) && /[.,/:]/.test(c)) out += c === ',' ? '.' : c;
    else if (/[-−+]/.test(c) && DIGIT.test(next) && (i === 0 || /\s/.test(prev))) out += c === '+' ? '' : '-';
    else out += ' ';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Takes one leading article off, when something follows it. */
function dropArticle(text: string, articles: ReadonlySet<string>): string {
  const space = text.indexOf(' ');
  const first = space < 0 ? text : text.slice(0, space);
  if (space > 0 && articles.has(first)) return text.slice(space + 1);
  // Elided articles are written onto their word: "l'eau", "un'isola".
  const apostrophe = first.indexOf("'");
  if (apostrophe > 0 && apostrophe < text.length - 1 && articles.has(first.slice(0, apostrophe + 1))) return text.slice(apostrophe + 1);
  return text;
}

/** The comparison form of an answer, with `articles` (folded, as in lib/config/leading-articles) ignored at its start. */
export function answerKey(text: string, articles: ReadonlySet<string> = new Set()): string {
  const spaced = spacePunctuation(foldText(text));
  return dropArticle(spaced, articles).replace(/'/g, '').replace(/\s+/g, ' ').trim();
}

/** The first word of an answer's folded form, to see which language's article it starts with. */
export function leadingWords(text: string): { first: string; elided: string | null; more: boolean } {
  const spaced = spacePunctuation(foldText(text));
  const space = spaced.indexOf(' ');
  const first = space < 0 ? spaced : spaced.slice(0, space);
  const apostrophe = first.indexOf("'");
  return {
    first,
    elided: apostrophe > 0 && apostrophe < first.length - 1 ? first.slice(0, apostrophe + 1) : null,
    more: space > 0,
  };
}

/** The digits of a key in order: a typo may never change a number ("1945" is not "1946"). */
export function digitsOf(key: string): string {
  return key.replace(/[^\d]/g, '');
}
