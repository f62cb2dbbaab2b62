/**
 * Model-written items in the learner's language over material in another (issue 23 §7,
 * decision 0072). The lexical check of decision 0064 cannot compare a French sentence with a
 * German passage, so an item written across languages carries its `source`: the passage's own
 * sentence it states, copied in the material's language. What is checked:
 * - the source is the material's: supported by the cited passage (0064's check) with nearly all
 *   its content words (a copy, not a paraphrase);
 * - the item keeps what a translation keeps unchanged: every number of the item is one of the
 *   source's, and every name (acronym, capitalised word; acronyms only in German) is a word of the
 *   source;
 * - the item is about as long as its source (an added clause is how a model adds a claim).
 * The weak spot: a common word changed in translation ("rises" for "falls") is not seen; the
 * quote under every item, in the material's words, lets the learner see it.
 */
import { contentKeys, hasWord, indexPassage, nameKeys, numbersOf, support, type PassageIndex } from './grounding';
import { baseLanguage } from './text/segment';

/** A copied sentence holds this share of its content words in the passage (0064 asks 0.75 of a paraphrase). */
const COPY_SHARE = 0.9;
/** An item has at most this many content words per content word of its source, plus SLACK. */
const LENGTH_RATIO = 2;
const SLACK = 2;

/** The model writes in the learner's language and is checked across languages. */
export function crossesLanguages(materialLang: string, learnerLang: string): boolean {
  return baseLanguage(materialLang) !== baseLanguage(learnerLang);
}

/**
 * Is `text` (in `textLang`) a faithful statement of `source`, a sentence of the passage? Returns
 * the source (what the citation is looked up by) or null.
 */
export function checkAcross(index: PassageIndex, text: string, source: string, textLang: string): string | null {
  const copied = support(index, source);
  if (!copied.supported || copied.coverage < COPY_SHARE) return null;
  const quote = indexPassage(source, index.lang);
  if (numbersOf(text).some((n) => !quote.numbers.has(n))) return null;
  if (nameKeys(text, textLang).some((k) => !hasWord(quote, k))) return null;
  const words = contentKeys(text, textLang).length;
  if (words === 0 && numbersOf(text).length === 0) return null;
  if (words > LENGTH_RATIO * contentKeys(source, index.lang).length + SLACK) return null;
  return source;
}
