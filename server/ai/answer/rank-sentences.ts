/**
 * The built-in assistant's answer (issue 23 §3): the sentences of the retrieved pages that answer
 * the question, best first. A sentence scores by the question words it contains, each weighted
 * by its idf (a rare word like "photosynthesis" counts, "cell" little), scaled by how relevant
 * its know was, raised when it defines what a definitional question asks for ("X is ..."), when
 * it opens with the question's subject, and lowered when it only mentions the subject in quotes
 * (a note's boilerplate: 'These notes focus on "Photosynthesis"'). Tasks, questions and headings
 * never count (page-sentences.ts). The answer is the best sentence and up to four more that are
 * nearly as good and say something new.
 */
import { baseLanguage } from '../text/segment';
import { isDefinitionQuestion, isDefiningSentence } from './definitions';
import { foldedWords, hasPhrase, matchesTerm, phrasesOf, type QueryTerm } from './terms';

export interface CandidateSentence {
  text: string;
  /** Which retrieved page it is on (index into the caller's pages). */
  page: number;
  /** Its position on that page. */
  position: number;
  /** Its know's relevance (0-1). */
  knowScore: number;
}

export interface RankedSentence extends CandidateSentence {
  score: number;
  /** Share of the question's weight (idf) the sentence contains, 0-1. */
  coverage: number;
  defining: boolean;
}

/** How much the sentence's know decides (its score relative to the best know's). */
const KNOW_SHARE = 0.75;
/** Definitions first when the question asks for one. */
const DEFINING_BOOST = 1.6;
/** The question's words next to each other as asked ("chiave esterna", not "elettroni esterni"). */
const PHRASE_BOOST = 1.3;
/** A glossary line is the material's own definition of its term. */
const GLOSSARY_BOOST = 1.1;
/** A sentence opening with "It", "This", "Er", "Ce"... leans on the one before it. */
const REFERENCE = 0.85;
const REFERRING: Record<string, ReadonlySet<string>> = Object.fromEntries(
  Object.entries({
    en: 'it its this these those they their them he she his her such',
    de: 'er sie es dies diese dieser dieses diesen ihr ihre sein seine deren dessen',
    fr: 'il elle ils elles ce cet cette ces cela ceci son sa ses leur leurs',
    es: 'el ella ellos ellas este esta estos estas esto eso su sus',
    it: 'esso essa essi esse questo questa questi queste cio suo sua suoi sue',
    pt: 'ele ela eles elas este esta estes estas isto isso seu sua seus suas',
    pl: 'on ona ono oni one ten ta te tego jego jej ich',
    ro: 'el ea ei ele acesta aceasta acestea acestia sau sa sai sale',
    cs: 'on ona ono oni ony tento tato toto tyto jeho jeji jejich',
    tr: 'bu bunlar onlar onun onlarin',
    el: 'αυτο αυτη αυτος αυτα αυτοι του της τους',
  }).map(([lang, words]) => [lang, new Set(words.split(' '))]),
);

function opensWithReference(words: readonly string[], lang: string): boolean {
  const first = words[0];
  return first !== undefined && (REFERRING[baseLanguage(lang)]?.has(first) ?? false);
}

/** The subject named within the first words: the sentence is about it. */
const SUBJECT_BOOST = 1.15;
const SUBJECT_WORDS = 5;
/** Every mention of the question's words is inside quotation marks: talked about, not explained. */
const QUOTED_ONLY = 0.35;
const LONG_WORDS = 45;
const LONG = 0.85;
/** A sentence this short says little ("Anode: oxidation; cathode: reduction."). */
const SHORT_WORDS = 7;
const SHORT = 0.85;
/** A glossary line ("Chloroplast: site of photosynthesis.") is about the term before its colon. */
const GLOSSARY_HEAD = /^([^:]{1,60}):\s/u;

/** The words that name what a sentence is about: a glossary line's term, else its first words. */
function subjectWords(text: string, words: readonly string[], lang: string): readonly string[] {
  const head = GLOSSARY_HEAD.exec(text);
  return head ? foldedWords(head[1]!, lang) : words.slice(0, SUBJECT_WORDS);
}

/** Quoted stretches of a sentence (any of the quotation styles of our languages). */
const QUOTED = /“[^”]*”|„[^“”]*[“”]|«[^»]*»|"[^"]*"|‘[^’]*’|‚[^‘’]*[‘’]|»[^«]*«/gu;

export function coverageOf(words: readonly string[], terms: readonly QueryTerm[]): number {
  const total = terms.reduce((a, t) => a + t.idf, 0);
  if (total <= 0) return 0;
  return terms.filter((t) => words.some((w) => matchesTerm(w, t))).reduce((a, t) => a + t.idf, 0) / total;
}

/** Candidates scored, best first (ties: earlier page, earlier position); those naming no question word are left out. */
export function rankSentences(question: string, terms: readonly QueryTerm[], candidates: readonly CandidateSentence[], lang: string): RankedSentence[] {
  const definitional = isDefinitionQuestion(question, lang);
  const phrases = phrasesOf(terms);
  const out: RankedSentence[] = [];
  for (const c of candidates) {
    const words = foldedWords(c.text, lang);
    const coverage = coverageOf(words, terms);
    if (coverage <= 0) continue;
    const defining = definitional && isDefiningSentence(c.text, terms, lang);
    let score = coverage * (1 - KNOW_SHARE + KNOW_SHARE * c.knowScore);
    if (defining) score *= GLOSSARY_HEAD.test(c.text) ? DEFINING_BOOST * GLOSSARY_BOOST : DEFINING_BOOST;
    if (opensWithReference(words, lang)) score *= REFERENCE;
    if (subjectWords(c.text, words, lang).some((w) => terms.some((t) => matchesTerm(w, t)))) score *= SUBJECT_BOOST;
    if (words.length < SHORT_WORDS) score *= SHORT;
    if (phrases.some((p) => hasPhrase(words, p))) score *= PHRASE_BOOST;
    const unquoted = foldedWords(c.text.replace(QUOTED, ' '), lang);
    if (coverageOf(unquoted, terms) === 0) score *= QUOTED_ONLY;
    if (words.length > LONG_WORDS) score *= LONG;
    out.push({ ...c, score, coverage, defining });
  }
  return out.sort((a, b) => b.score - a.score || a.page - b.page || a.position - b.position);
}

export interface AnswerChoice {
  /** At most this many sentences. */
  max: number;
  /** A sentence must score at least this share of the best one. */
  relative: number;
  /** The best sentence must contain at least this share of the question's weight, else nothing answers. */
  minCoverage: number;
  /** Sentences taken from one page at most. */
  perPage: number;
}

export const ANSWER_CHOICE: AnswerChoice = { max: 5, relative: 0.45, minCoverage: 0.3, perPage: 3 };

/** Share of words two sentences have in common (Jaccard): near-duplicates score close to 1. */
function similarity(a: readonly string[], b: readonly string[]): number {
  const x = new Set(a);
  const y = new Set(b);
  let common = 0;
  for (const w of x) if (y.has(w)) common++;
  return common / (x.size + y.size - common || 1);
}
const DUPLICATE = 0.6;

/**
 * The answer's sentences: the best first, then the others that score within `relative` of it,
 * carry a key word (one of the question's most telling words) and repeat nothing, in reading
 * order per page (the lead's page first). An answer of one sentence gets the sentence after it
 * on its page as context when that one is usable. Empty when nothing covers enough of the question.
 */
export function chooseAnswer(
  ranked: readonly RankedSentence[],
  terms: readonly QueryTerm[],
  lang: string,
  next: (s: RankedSentence) => CandidateSentence | null,
  choice: AnswerChoice = ANSWER_CHOICE,
): CandidateSentence[] {
  const lead = ranked[0];
  if (!lead || lead.coverage < choice.minCoverage) return [];
  const maxIdf = Math.max(...terms.map((t) => t.idf));
  const key = terms.filter((t) => t.idf >= 0.6 * maxIdf);
  const chosen: RankedSentence[] = [lead];
  const wordsOf = new Map<RankedSentence, string[]>([[lead, foldedWords(lead.text, lang)]]);
  for (const s of ranked.slice(1)) {
    if (chosen.length >= choice.max) break;
    if (s.score < choice.relative * lead.score) break;
    if (chosen.filter((c) => c.page === s.page).length >= choice.perPage) continue;
    const words = foldedWords(s.text, lang);
    if (!key.some((t) => words.some((w) => matchesTerm(w, t)))) continue;
    if (chosen.some((c) => c.text === s.text || similarity(wordsOf.get(c)!, words) > DUPLICATE)) continue;
    wordsOf.set(s, words);
    chosen.push(s);
  }
  // The lead's page first, then the pages in the order their best sentence was chosen; reading order within a page.
  const pageOrder = new Map<number, number>();
  for (const c of chosen) if (!pageOrder.has(c.page)) pageOrder.set(c.page, pageOrder.size);
  const rest = chosen.slice(1).sort((a, b) => pageOrder.get(a.page)! - pageOrder.get(b.page)! || a.position - b.position);
  const out: CandidateSentence[] = [lead, ...rest];
  if (out.length === 1) {
    const after = next(lead);
    if (after) out.push(after);
  }
  return out;
}
