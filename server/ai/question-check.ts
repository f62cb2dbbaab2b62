/**
 * A model-written exam question against the passage it cites (issue 23 §5, decision 0064). The
 * answer key has to hold there, or the question is dropped:
 * - GAP / MULTIPLE_CHOICE: one gap; the key occurs in the passage word for word (accents and
 *   case aside); the sentence with the key filled in is supported (grounding.ts); the prompt
 *   does not give the key away; a wrong option is never what the passage says at the gap.
 * - TRUE_FALSE "true": the statement is supported.
 * - TRUE_FALSE "false": a clear alteration: the model's correction is supported, and the
 *   statement is that fact with a word or number the passage does not contain, which the
 *   correction does not contain either (a reworded true statement is not a false one).
 */
import { TRUE_FALSE_OPTIONS, type QuestionKind } from '@/lib/contract/ai';
import { checkAcross } from './cross-language';
import { contentKeys, hasWord, indexPassage, nameKeys, numbersOf, occursIn, support, wordKey, type PassageIndex } from './grounding';
import { GAP } from './mock-exam';
import { wordTokens } from './text/segment';

export interface ModelQuestion {
  kind: QuestionKind;
  prompt: string;
  options: string[];
  answer: string;
  correction: string;
}

export interface CheckedQuestion {
  kind: QuestionKind;
  prompt: string;
  options: string[];
  answer: string;
  /** The true sentence the question rests on (to quote the passage sentence closest to it). */
  basis: string;
}

const ANSWER_MAX_WORDS = 5;
const ANSWER_MAX_CHARS = 80;
const OPTIONS_MIN = 3;
const OPTIONS_MAX = 5;
/** A false statement must still be about the passage: this share of its words is there. */
const ABOUT_SHARE = 0.5;
/** A false statement changes the fact, not the whole sentence. */
const MAX_CHANGED_WORDS = 3;

/** Gaps as models write them (___, ____, [...]) -> the exam's gap. */
const GAP_LIKE = /_{3,}|\[\s*(?:\.{3}|…)\s*\]/;
const GAPS_LIKE = new RegExp(GAP_LIKE.source, 'g');

const phraseKey = (s: string, lang: string) => wordTokens(s, lang).map((t) => wordKey(t.text, lang)).join(' ');

/**
 * A multiple-choice question's options, trimmed and each phrase once, and the one that is the
 * answer; null unless the answer is among them and their count is allowed.
 */
function choiceOptions(written: readonly string[], answer: string, lang: string): { options: string[]; right: string } | null {
  const seen = new Set<string>();
  const options: string[] = [];
  for (const raw of written) {
    const option = raw.trim();
    const key = phraseKey(option, lang);
    if (!option || !key || seen.has(key)) continue;
    seen.add(key);
    options.push(option);
  }
  const right = options.find((o) => phraseKey(o, lang) === phraseKey(answer, lang));
  if (!right || options.length < OPTIONS_MIN || options.length > OPTIONS_MAX) return null;
  return { options, right };
}

function checkGap(index: PassageIndex, q: ModelQuestion): CheckedQuestion | null {
  const lang = index.lang;
  const prompt = q.prompt.replace(GAPS_LIKE, GAP).trim();
  const parts = prompt.split(GAP);
  const answer = q.answer.trim();
  const answerWords = wordTokens(answer, lang).length;
  if (parts.length !== 2 || answerWords === 0 || answerWords > ANSWER_MAX_WORDS || answer.length > ANSWER_MAX_CHARS) return null;
  if (!occursIn(index, answer)) return null;
  // The prompt must not contain the answer it asks for.
  if (occursIn(indexPassage(prompt, lang), answer)) return null;
  const fill = (term: string) => `${parts[0]}${term}${parts[1]}`;
  const basis = fill(answer);
  if (!support(index, basis).supported) return null;
  if (q.kind === 'GAP') return { kind: 'GAP', prompt, options: [], answer, basis };

  const choice = choiceOptions(q.options, answer, lang);
  if (!choice) return null;
  const { options, right } = choice;
  // A wrong option that the passage itself puts at the gap would be right as well.
  const before = wordTokens(parts[0]!, lang).at(-1)?.text ?? '';
  const after = wordTokens(parts[1]!, lang)[0]?.text ?? '';
  for (const o of options) {
    if (o === right) continue;
    if (occursIn(index, `${before} ${o} ${after}`)) return null;
  }
  return { kind: 'MULTIPLE_CHOICE', prompt, options, answer: right, basis };
}

function checkTrueFalse(index: PassageIndex, q: ModelQuestion): CheckedQuestion | null {
  const statement = q.prompt.trim();
  const answer = q.answer.trim().toLowerCase();
  if (!statement || GAP_LIKE.test(statement)) return null;
  const base = { kind: 'TRUE_FALSE' as const, prompt: statement, options: [...TRUE_FALSE_OPTIONS] };
  if (answer === 'true') return support(index, statement).supported ? { ...base, answer: 'true', basis: statement } : null;
  if (answer !== 'false') return null;

  const correction = q.correction.trim();
  if (!correction || !support(index, correction).supported) return null;
  const said = support(index, statement);
  if (said.coverage < ABOUT_SHARE) return null;
  // What the statement brings in that the passage lacks: the alteration.
  const alteredWords = said.missingWords;
  const alteredNumbers = said.missingNumbers.map((n) => numbersOf(n)[0]!);
  if (alteredWords.length + alteredNumbers.length === 0) return null;
  const corrected = indexPassage(correction, index.lang);
  if (alteredWords.some((w) => hasWord(corrected, w))) return null;
  if (alteredNumbers.some((n) => numbersOf(correction).includes(n))) return null;
  const changed = contentKeys(statement, index.lang).filter((w) => !hasWord(corrected, w));
  if (changed.length > MAX_CHANGED_WORDS) return null;
  return { ...base, answer: 'false', basis: correction };
}

export function checkQuestion(index: PassageIndex, q: ModelQuestion): CheckedQuestion | null {
  if (q.kind === 'TRUE_FALSE') return checkTrueFalse(index, q);
  return checkGap(index, q);
}

/**
 * A question in the learner's language over a passage in another (decision 0072), with `source`,
 * the passage's sentence it rests on, in the material's language. The key cannot be found word
 * for word in the passage across languages, so what holds it is the source:
 * - GAP / MULTIPLE_CHOICE: one gap, a key of 1-5 words the prompt does not contain, and the
 *   sentence with the key filled in states the source (checkAcross: its numbers and names are the
 *   source's); no wrong option is a number or name of the source;
 * - TRUE_FALSE "true": the statement states the source;
 * - TRUE_FALSE "false": the correction states the source, and the statement is the correction
 *   with a number or name the source lacks (the one alteration a lexical check can see across
 *   languages; a changed common word is not accepted as false).
 */
export function checkQuestionAcross(index: PassageIndex, q: ModelQuestion, source: string, lang: string): CheckedQuestion | null {
  if (q.kind === 'TRUE_FALSE') {
    const statement = q.prompt.trim();
    const answer = q.answer.trim().toLowerCase();
    if (!statement || GAP_LIKE.test(statement)) return null;
    const base = { kind: 'TRUE_FALSE' as const, prompt: statement, options: [...TRUE_FALSE_OPTIONS] };
    if (answer === 'true') return checkAcross(index, statement, source, lang) ? { ...base, answer: 'true', basis: source } : null;
    const correction = q.correction.trim();
    if (answer !== 'false' || !correction || !checkAcross(index, correction, source, lang)) return null;
    const quote = indexPassage(source, index.lang);
    const altered = [
      ...numbersOf(statement).filter((n) => !quote.numbers.has(n)),
      ...nameKeys(statement, lang).filter((k) => !hasWord(quote, k)),
    ];
    if (altered.length === 0) return null;
    const corrected = indexPassage(correction, lang);
    if (contentKeys(statement, lang).filter((w) => !hasWord(corrected, w)).length > MAX_CHANGED_WORDS) return null;
    return { ...base, answer: 'false', basis: source };
  }
  const prompt = q.prompt.replace(GAPS_LIKE, GAP).trim();
  const parts = prompt.split(GAP);
  const answer = q.answer.trim();
  const answerWords = wordTokens(answer, lang).length;
  if (parts.length !== 2 || answerWords === 0 || answerWords > ANSWER_MAX_WORDS || answer.length > ANSWER_MAX_CHARS) return null;
  if (occursIn(indexPassage(prompt, lang), answer)) return null;
  if (!checkAcross(index, `${parts[0]}${answer}${parts[1]}`, source, lang)) return null;
  if (q.kind === 'GAP') return { kind: 'GAP', prompt, options: [], answer, basis: source };
  const choice = choiceOptions(q.options, answer, lang);
  if (!choice) return null;
  const { options, right } = choice;
  const quote = indexPassage(source, index.lang);
  for (const o of options) {
    if (o === right) continue;
    const its = [...numbersOf(o).filter((n) => quote.numbers.has(n)), ...nameKeys(` ${o}`, lang).filter((k) => hasWord(quote, k))];
    if (its.length > 0) return null;
  }
  return { kind: 'MULTIPLE_CHOICE', prompt, options, answer: right, basis: source };
}
