/**
 * "What is X?" deserves "X is ..." first. A definitional question is recognised by its opening
 * per language (what is / was ist / qu'est-ce que / czym jest / ¿qué es / cos'è ...); a defining
 * sentence names the question's subject near its start and then a copula or a defining verb
 * (X is / X ist / X est / X to / X es / X è ...), or is a glossary line "X: ...", as the key terms
 * of a note and its flashcards are written.
 */
import { baseLanguage } from '../text/segment';
import { fold, foldedWords, matchesTerm, type QueryTerm } from './terms';

/** Not a letter: the end of a word in any script (\b only knows ASCII). */
const E = String.raw`(?=$|[^\p{L}\p{N}])`;
const DEFINITION_QUESTION: Record<string, RegExp> = {
  en: new RegExp(String.raw`^\s*(?:what\s+(?:is|are|was|were)${E}|what['’]s${E}|what\s+does\s.*\bmean${E}|define${E}|meaning\s+of${E})`, 'iu'),
  de: new RegExp(String.raw`^\s*(?:was\s+(?:ist|sind|war|waren|bedeutet|bezeichnet|versteht\s+man|hei(?:ß|ss)t|meint\s+man)${E}|definiere${E}|bedeutung\s+von${E})`, 'iu'),
  fr: new RegExp(String.raw`^\s*(?:qu['’]est[- ]ce\s+qu|c['’]est\s+quoi${E}|que\s+(?:signifie|veut\s+dire|d[ée]signe)${E}|qu['’]appelle[- ]t[- ]on${E}|d[ée]finis)|c['’]est\s+quoi\s*\??\s*$`, 'iu'),
  pl: new RegExp(String.raw`^\s*(?:czym\s+(?:jest|s[ąa]|by[łl]a?|by[łl]o|by[łl]y)${E}|co\s+to\s+(?:jest|s[ąa]|by[łl]a?|by[łl]o)${E}|co\s+(?:oznacza|znaczy)${E}|zdefiniuj${E})`, 'iu'),
  es: new RegExp(String.raw`^\s*¿?\s*(?:qu[ée]\s+(?:es|son|fue|fueron|era|significa)${E}|define${E}|defina${E})`, 'iu'),
  it: new RegExp(String.raw`^\s*(?:(?:che\s+)?cos['’](?:è|e|era)${E}|(?:che\s+)?cosa\s+(?:è|e|sono|era|significa)${E}|definisci${E})`, 'iu'),
  pt: new RegExp(String.raw`^\s*(?:o\s+)?que\s+(?:é|e|são|sao|foi|era|significa)${E}`, 'iu'),
  ro: new RegExp(String.raw`^\s*ce\s+(?:este|e|sunt|era|a\s+fost|[îi]nseamn[ăa])${E}`, 'iu'),
  cs: new RegExp(String.raw`^\s*co\s+(?:je|jsou|byl|byla|bylo|znamen[áa])${E}`, 'iu'),
  tr: new RegExp(String.raw`(?:nedir|ne\s+demek(?:tir)?|ne\s+anlama\s+gelir)\s*\??\s*$`, 'iu'),
  el: new RegExp(String.raw`^\s*τι\s+(?:είναι|ειναι|σημαίνει|σημαινει|ήταν|ηταν)${E}`, 'iu'),
};

export function isDefinitionQuestion(question: string, lang: string): boolean {
  return DEFINITION_QUESTION[baseLanguage(lang)]?.test(question.trim()) ?? false;
}

/** Copulas and defining verbs, folded. */
const COPULAS: Record<string, readonly string[]> = {
  en: ['is', 'are', 'was', 'were', 'means', 'refers', 'describes', 'denotes', 'represents', 'consists', 'involves', 'occurs'],
  de: ['ist', 'sind', 'war', 'waren', 'bezeichnet', 'bedeutet', 'beschreibt', 'nennt', 'heisst', 'meint', 'umfasst', 'versteht'],
  fr: ['est', 'sont', 'etait', 'designe', 'signifie', 'correspond', 'consiste', 'represente', 'definit'],
  pl: ['jest', 'sa', 'byl', 'byla', 'bylo', 'to', 'oznacza', 'nazywamy', 'polega', 'stanowi'],
  es: ['es', 'son', 'fue', 'era', 'significa', 'consiste', 'designa', 'representa', 'define'],
  it: ['e', 'sono', 'era', 'fu', 'significa', 'indica', 'consiste', 'rappresenta', 'designa'],
  pt: ['e', 'sao', 'foi', 'era', 'significa', 'consiste', 'designa', 'representa'],
  ro: ['este', 'e', 'sunt', 'era', 'inseamna', 'reprezinta', 'consta', 'desemneaza'],
  cs: ['je', 'jsou', 'byl', 'byla', 'bylo', 'znamena', 'oznacuje', 'predstavuje'],
  tr: ['denir', 'demektir', 'olarak'],
  el: ['ειναι', 'ηταν', 'σημαινει', 'ονομαζεται', 'αποτελει'],
};
const copulaSets = new Map<string, ReadonlySet<string>>();
function copulas(base: string): ReadonlySet<string> {
  let set = copulaSets.get(base);
  if (!set) copulaSets.set(base, (set = new Set((COPULAS[base] ?? []).map(fold))));
  return set;
}

/** The subject of a definition is named within this many words of the sentence's start. */
const HEAD_WORDS = 8;
/** ... and the copula follows it within this many words. */
const COPULA_REACH = 6;
/** A glossary line's term ("Sampling distribution: ...") is at most this many words. */
const GLOSSARY_TERM_WORDS = 6;

/**
 * Does the sentence define what the terms name? Most of the terms' weight (idf) must be named in
 * the sentence's head: before the colon of a glossary line, or before a copula that follows them.
 */
export function isDefiningSentence(sentence: string, terms: readonly QueryTerm[], lang: string): boolean {
  const base = baseLanguage(lang);
  const total = terms.reduce((a, t) => a + t.idf, 0);
  if (total <= 0) return false;
  const named = (words: readonly string[]) => terms.filter((t) => words.some((w) => matchesTerm(w, t))).reduce((a, t) => a + t.idf, 0) / total;

  const colon = sentence.search(/:\s/u);
  if (colon > 0) {
    const head = foldedWords(sentence.slice(0, colon), lang);
    if (head.length > 0 && head.length <= GLOSSARY_TERM_WORDS && named(head) >= 0.6) return true;
  }
  const words = foldedWords(sentence, lang);
  const cop = copulas(base);
  const first = words.findIndex((w, i) => i < HEAD_WORDS && terms.some((t) => matchesTerm(w, t)));
  if (first < 0) return false;
  for (let i = first + 1; i < Math.min(words.length, first + 1 + COPULA_REACH); i++) {
    if (cop.has(words[i]!)) return named(words.slice(0, i)) >= 0.6;
  }
  return false;
}
