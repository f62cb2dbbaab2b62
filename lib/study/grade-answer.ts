/**
 * Grades a typed answer against a card's back as a teacher would (issue 24 §2, decision 0067).
 * Case, accents, punctuation and a leading article do not matter (lib/study/answer-text.ts); each
 * alternative the back lists is accepted (answer-alternatives.ts); a small typo counts, with the
 * right spelling shown: Damerau–Levenshtein distance 1 for answers of 4–7 letters, 2 from 8, none
 * below 4, and never in a number. Answers the learner had accepted before ("I was right") are
 * passed in as their keys. Pure and browser-safe: the server grades with it (decision 0067), and
 * an offline client can grade with the same rules.
 */
import levenshtein from 'damerau-levenshtein';
import { ARTICLE_LOOKALIKES, LEADING_ARTICLES, baseLanguage } from '@/lib/config/leading-articles';
import { answerAlternatives } from './answer-alternatives';
import { answerKey, digitsOf, foldText, leadingWords } from './answer-text';

export type AnswerVerdict = 'correct' | 'typo' | 'incorrect';

export interface AnswerGrade {
  verdict: AnswerVerdict;
  /** The alternative the answer matched or came close to, as written on the card; null when wrong. */
  matched: string | null;
  /** True when the answer was right only because the learner had it accepted before. */
  overridden: boolean;
  /** The answer's comparison form: what "I was right" remembers. */
  answerKey: string;
}

export interface GradeOptions {
  /** The card's content language (the know's), whose articles are ignored. */
  language?: string | null;
  /** Keys of answers this learner had accepted for this card before. */
  accepted?: readonly string[];
}

/** Typo allowance by the answer's length in letters (spaces not counted). */
export function typoAllowance(letters: number): number {
  if (letters < 4) return 0;
  return letters <= 7 ? 1 : 2;
}

/** Beyond this many letters a typo is not looked for (the distance is quadratic). */
const TYPO_SEARCH_MAX = 200;

/**
 * The articles ignored for one card: its language's, and those of any language an alternative
 * itself starts with (a German set's French vocabulary: "le chien"), unless that word is a word
 * of the card's own language (ARTICLE_LOOKALIKES).
 */
export function articlesFor(language: string | null | undefined, alternatives: readonly string[]): Set<string> {
  const base = baseLanguage(language) ?? '';
  const set = new Set<string>(LEADING_ARTICLES[base] ?? []);
  const own = new Set(ARTICLE_LOOKALIKES[base] ?? []);
  for (const alt of alternatives) {
    const lead = leadingWords(alt);
    const word = lead.elided ?? (lead.more ? lead.first : null);
    if (!word || own.has(word)) continue;
    for (const list of Object.values(LEADING_ARTICLES)) if (list.includes(word)) list.forEach((a) => set.add(a));
  }
  return set;
}

/** German writes ä, ö, ü as ae, oe, ue without the letters: "Kaese" is "Käse". */
const withoutUmlautSpelling = (key: string) => key.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u');

const letters = (key: string) => [...key.replace(/ /g, '')].length;
function sameKey(a: string, b: string, german: boolean): boolean {
  if (a === b || a.replace(/ /g, '') === b.replace(/ /g, '')) return true;
  return german && withoutUmlautSpelling(a) === withoutUmlautSpelling(b);
}

export function gradeAnswer(answer: string, back: string, options: GradeOptions = {}): AnswerGrade {
  const alternatives = answerAlternatives(back);
  const articles = articlesFor(options.language, alternatives);
  const key = answerKey(answer, articles);
  if (!key) return { verdict: 'incorrect', matched: null, overridden: false, answerKey: key };
  const keyed = alternatives.map((text) => ({ text, key: answerKey(text, articles) })).filter((a) => a.key);

  const german = baseLanguage(options.language) === 'de';
  const exact = keyed.find((a) => sameKey(a.key, key, german));
  if (exact) return { verdict: 'correct', matched: exact.text, overridden: false, answerKey: key };
  if (options.accepted?.includes(key)) return { verdict: 'correct', matched: alternatives[0] ?? back, overridden: true, answerKey: key };

  let best: { text: string; distance: number } | null = null;
  for (const alt of keyed) {
    const allowance = typoAllowance(letters(alt.key));
    if (allowance === 0 || alt.key.length > TYPO_SEARCH_MAX || digitsOf(alt.key) !== digitsOf(key)) continue;
    if (Math.abs(alt.key.length - key.length) > allowance) continue;
    const distance = levenshtein(key, alt.key).steps;
    if (distance <= allowance && (!best || distance < best.distance)) best = { text: alt.text, distance };
  }
  if (best) return { verdict: 'typo', matched: best.text, overridden: false, answerKey: key };
  return { verdict: 'incorrect', matched: null, overridden: false, answerKey: key };
}

/** A chosen option (multiple choice, matching) is right when it reads as the back does. */
export function choiceMatches(chosen: string, back: string): boolean {
  const a = foldText(chosen).replace(/\s+/g, ' ').trim();
  return a.length > 0 && a === foldText(back).replace(/\s+/g, ' ').trim();
}
