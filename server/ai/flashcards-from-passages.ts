/**
 * Flashcards from study material (issue 23 §6, decision 0063), built from the passages' own words
 * so every card is true of the page it cites:
 * 1. glossary lines, "Term: definition" or "Term – definition" (the material's own cards);
 * 2. definitional sentences, "X is a ...", "X ist ein ...", "X est un ...", "Unter X versteht man
 *    ...", "X; ... -dır" in every content language;
 * 3. the key terms of the material (as the mock exam finds them) with the best-ranked sentence
 *    that carries each.
 * Tasks, questions and headings never become cards (decision 0062). The model path wraps this
 * function: it may add model-written cards, checked against the same passages.
 */
import type { AiCitation } from '@/lib/contract/ai';
import { KNOW_LIMITS } from '@/lib/contract/limits';
import { citationOf } from './citation';
import { keyTerms } from './mock-exam';
import { rankedSentences } from './summarize';
import { isTaskText } from './text/instructions';
import { baseLanguage, blocksOf, splitSentences, stopwords, wordTokens } from './text/segment';
import { sentencesOf, type Sentence, type SourcePage } from './text/sentences';
import { stem } from './text/stem';

export type FlashcardSource = 'glossary' | 'definition' | 'key-term';

export interface GeneratedFlashcard {
  front: string;
  back: string;
  /** How the card was found in the material. */
  source: FlashcardSource;
  /** The passage the card comes from: know, page, the quoted line, a link to the page. */
  citation: AiCitation;
}

export interface FlashcardOptions {
  /** Cards at most (glossary and definitions first, key terms fill up). */
  count: number;
}

/** A term is a name, not a clause: this many words at most. */
const TERM_WORDS_MAX = 5;
const TERM_CHARS_MAX = 80;
const DEFINITION_WORDS_MIN = 2;

/** Articles a term may start with ("The mitochondrion is ..."): dropped from the card's front. */
const ARTICLES: Record<string, string> = {
  en: 'the a an', de: 'der die das ein eine', fr: 'le la les l un une', es: 'el la los las un una',
  it: 'il lo la i gli le l un una uno', pt: 'o a os as um uma', el: 'ο η το οι τα', ro: '', pl: '', cs: '', tr: '',
};

/** Verbs that make a glossary "term" a clause ("Wichtig sind drei Dinge: ..."). */
const COPULAS = new Set('is are was were ist sind war waren est sont es son è sono é são jest są je jsou este sunt είναι'.split(' '));

const T = '([\\p{L}\\p{N}][\\p{L}\\p{M}\\p{N}’\'\\- ]{0,78}?)';
const ART = (lang: string) => (ARTICLES[lang] ? `(?:(?:${ARTICLES[lang]!.split(' ').join('|')})(?:\\s+|['’]))?` : '');

/** Definitional sentence patterns per base language: group 1 is the term. */
function definitionPatterns(lang: string): RegExp[] {
  const a = ART(lang);
  const p = (source: string) => new RegExp(source, 'iu');
  switch (lang) {
    case 'en':
      return [p(`^${a}${T}\\s+(?:is|are)\\s+(?:a|an|the|called|defined as|known as)\\s`), p(`^${a}${T}\\s+(?:means|refers to|is defined as)\\s`)];
    case 'de':
      return [
        p(`^${a}${T}\\s+(?:ist|sind)\\s+(?:ein|eine|einer|der|die|das)\\s`),
        p(`^${a}${T}\\s+(?:bezeichnet|bedeutet|heißt|nennt man)\\s`),
        p(`^Unter\\s+(?:dem|der|den|einem|einer)?\\s*${T}\\s+versteht man\\s`),
        p(`^Als\\s+${T}\\s+(?:bezeichnet|versteht)\\s+man\\s`),
      ];
    case 'fr':
      return [p(`^${a}${T}\\s+(?:est|sont)\\s+(?:un|une|le|la|les|l['’]|des|ce qu)`), p(`^${a}${T}\\s+(?:désigne|correspond à)\\s`), p(`^On appelle\\s+${T}\\s`)];
    case 'es':
      return [p(`^${a}${T}\\s+(?:es|son)\\s+(?:un|una|el|la|los|las)\\s`), p(`^${a}${T}\\s+(?:se define como|se denomina|consiste en)\\s`)];
    case 'it':
      return [p(`^${a}${T}\\s+(?:è|sono)\\s+(?:un|una|uno|il|lo|la|i|gli|le|l['’])`), p(`^${a}${T}\\s+(?:si definisce|indica|consiste in)\\s`)];
    case 'pt':
      return [p(`^${a}${T}\\s+(?:é|são)\\s+(?:um|uma|o|a|os|as)\\s`), p(`^${a}${T}\\s+(?:consiste em|designa|define-se como)\\s`)];
    case 'ro':
      return [p(`^${T}\\s+(?:este|sunt|reprezintă)\\s+\\p{L}`)];
    case 'pl':
      return [p(`^${T}\\s+(?:jest|są|to)\\s+\\p{L}`)];
    case 'cs':
      return [p(`^${T}\\s+(?:je|jsou)\\s+\\p{L}`)];
    case 'el':
      return [p(`^${a}${T}\\s+(?:είναι|ονομάζεται|λέγεται)\\s+(?:ο|η|το|οι|τα|ένα|έναν|μια|μία)\\s`)];
    case 'tr':
      // "Fotosentez; bitkilerin ... olaydır." / "Fotosentez, ... sürecidir."
      return [p(`^${T}[;,]\\s+.+(?:d|t)[ıiuü]r[.!]$`)];
    default:
      return [];
  }
}

const upperFirst = (s: string, lang: string) => s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);

/** A term that can stand on a card's front: a few words, not a pronoun or a clause. */
function validTerm(term: string, lang: string): string | null {
  const t = term.trim().replace(/\s+/g, ' ');
  // "Biology · notes by ...": a subtitle or a footer, not a term.
  if (!t || t.length > TERM_CHARS_MAX || /[·|•/]/u.test(t)) return null;
  const words = wordTokens(t, lang).map((w) => w.norm);
  // Turkish puts the verb last: a longer "term" before its comma is a clause.
  if (words.length === 0 || words.length > (lang === 'tr' ? 2 : TERM_WORDS_MAX)) return null;
  const stop = stopwords(lang);
  if (stop.has(words[0]!) || stop.has(words.at(-1)!)) return null;
  if (words.some((w) => COPULAS.has(w))) return null;
  return t;
}

/** The key a front is compared by: its words' stems ("Zelle" and "Zellen" are one card). */
const frontKey = (front: string, lang: string) =>
  wordTokens(front, lang)
    .map((w) => stem(w.norm, lang))
    .join(' ');

interface Candidate {
  front: string;
  back: string;
  source: FlashcardSource;
  quote: string;
  page: SourcePage;
}

const squash = (s: string) => s.toLocaleLowerCase().replace(/[\s\p{P}]+/gu, '');

/** The know's title as its document shows it ("Maths: revision notes"), maybe over two lines. */
function isTitleLine(block: string, title: string): boolean {
  const b = squash(block);
  const t = squash(title);
  return b.length > 0 && t.length > 0 && (t.startsWith(b) || b.startsWith(t));
}

/** "Term: definition" and "Term – definition" lines and blocks; the definition's first sentence. */
function glossaryCards(page: SourcePage, lang: string): Candidate[] {
  const out: Candidate[] = [];
  for (const block of blocksOf(page.text)) {
    // Not "=": a formula ("eᵃ = eᵇ") is no glossary line.
    const m = /^([^:–—=]{1,80}?)\s*(?::|\s[–—-]\s)\s*(.+)$/su.exec(block);
    if (!m || isTaskText(block, lang) || isTitleLine(block, page.ref.title)) continue;
    const term = validTerm(m[1]!, lang);
    if (!term) continue;
    // "a core part of Algebra; learn the definition ..." keeps only what is not a task.
    const definition = (splitSentences(m[2]!, lang)[0] ?? '')
      .split(/;\s+/u)
      .filter((part) => !isTaskText(part, lang))
      .join('; ')
      .trim();
    if (wordTokens(definition, lang).length < DEFINITION_WORDS_MIN && !/[=→≈<>±√π²³]/u.test(definition)) continue;
    out.push({ front: term, back: definition, source: 'glossary', quote: block, page });
  }
  return out;
}

/** Sentences that define their subject. */
function definitionCards(page: SourcePage, lang: string, patterns: readonly RegExp[]): Candidate[] {
  if (patterns.length === 0) return [];
  const out: Candidate[] = [];
  for (const block of blocksOf(page.text)) {
    for (const sentence of splitSentences(block, lang)) {
      if (sentence.length > KNOW_LIMITS.flashcardTextMax || isTaskText(sentence, lang)) continue;
      for (const pattern of patterns) {
        const m = pattern.exec(sentence);
        const term = m && validTerm(m[1]!, lang);
        if (!term) continue;
        out.push({ front: upperFirst(term, lang), back: sentence, source: 'definition', quote: sentence, page });
        break;
      }
    }
  }
  return out;
}

/** Key terms with the best sentence carrying each (its subject, when it has one). */
function keyTermCards(
  sentences: readonly Sentence[], lang: string, taken: ReadonlySet<string>, quoted: readonly string[], want: number,
): Candidate[] {
  if (want <= 0 || sentences.length === 0) return [];
  const base = baseLanguage(lang);
  const ranked = rankedSentences(sentences);
  const scores = new Map(ranked.map((r) => [r.sentence.id, r.score]));
  const out: Candidate[] = [];
  const usedQuotes = new Set(quoted);
  const squashedQuotes = quoted.map(squash);
  for (const term of keyTerms(sentences, scores, lang)) {
    if (out.length >= want) break;
    if (taken.has(term.key)) continue;
    // German nouns are capitalised: a lower-case key term is a verb or an adjective.
    if (base === 'de' && !/^\p{Lu}/u.test(term.surface)) continue;
    let best: { s: Sentence; score: number } | null = null;
    for (const r of ranked) {
      if (!r.sentence.stemSet.has(term.key) || usedQuotes.has(r.sentence.text)) continue;
      if (squashedQuotes.some((q) => q.includes(squash(r.sentence.text)))) continue;
      // Only a sentence about the term, which names it among its first words, explains it.
      if (!wordTokens(r.sentence.text, lang).slice(0, 3).some((t) => stem(t.norm, lang) === term.key)) continue;
      if (!best || r.score > best.score) best = { s: r.sentence, score: r.score };
    }
    if (!best) continue;
    usedQuotes.add(best.s.text);
    const page: SourcePage = { ref: best.s.ref, page: best.s.page, text: '' };
    out.push({ front: upperFirst(term.surface, lang), back: best.s.text, source: 'key-term', quote: best.s.text, page });
  }
  return out;
}

/**
 * Term-definition cards from passages (a know's readable pages, decision 0048), in the language
 * `lang`: glossary lines and definitions in reading order, then key terms, `opts.count` at most.
 */
export function buildFlashcardsFromPassages(passages: readonly SourcePage[], lang: string, opts: FlashcardOptions): GeneratedFlashcard[] {
  const base = baseLanguage(lang);
  const patterns = definitionPatterns(base);
  const cards: Candidate[] = [];
  const taken = new Set<string>();
  const usedQuotes = new Set<string>();
  const add = (c: Candidate) => {
    const key = frontKey(c.front, base);
    if (cards.length >= opts.count || !key || taken.has(key) || usedQuotes.has(c.quote)) return;
    if ([...c.front].length > KNOW_LIMITS.flashcardTextMax || [...c.back].length > KNOW_LIMITS.flashcardTextMax) return;
    taken.add(key);
    usedQuotes.add(c.quote);
    cards.push(c);
  };
  for (const page of passages) {
    for (const c of [...glossaryCards(page, base), ...definitionCards(page, base, patterns)]) add(c);
  }
  // A key term already on a front ("Lady" of "Lady Macbeth") makes no second card.
  const frontWords = new Set(cards.flatMap((c) => frontKey(c.front, base).split(' ')));
  for (const c of keyTermCards(sentencesOf(passages, lang), lang, frontWords, [...usedQuotes], opts.count - cards.length)) add(c);
  return cards.map((c) => ({ front: c.front, back: c.back, source: c.source, citation: citationOf(c.page.ref, c.page.page, c.quote) }));
}
