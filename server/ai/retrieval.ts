/**
 * Retrieval for the assistants (decisions 0034, 0061): only material that answers the question.
 *
 * 1. The question's words that name its subject (no stop words, no request words like "explain"
 *    or "simple": answer/terms.ts) become one text-search query each, stemmed by the material
 *    language's configuration (Polish and Czech, which have none there, also by prefix).
 * 2. Each word is weighted by its idf over the material asked over (document frequencies counted
 *    on know search's GIN index, bounded), so "photosynthesis" outweighs "cell".
 * 3. Candidate knows (bounded sets: every word, or one of the three most telling words) score
 *    by the weighted share of the question they contain, in the text (coverage) and in the
 *    title or topic (a note titled by the subject is about it). A know below half the question's
 *    weight is not used at all; the rest are read best first.
 * 4. Their pages that match are split into sentences and ranked against the question
 *    (answer/rank-sentences.ts); the answer's sentences decide the passages: each cited page, in
 *    the order the answer first uses it, quoted with those sentences (the built-in engine) or
 *    with the page text from there on (a model reads more around them).
 *
 * Readable material only: public knows of the edition's language, the caller's saved public knows
 * and the caller's own knows; a bot or a chosen set narrows that further, never widens it. Of a
 * know, only the pages the caller may read are quoted (decision 0048). Nothing relevant: no
 * passages, and the engines say the material does not cover it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { subjectLists } from '@/lib/config/catalogues';
import type { AppContext } from '../app-context';
import type { Db, Tx } from '../db/client';
import type { AuthUser } from '../auth/authenticate';
import { readablePageSql, readsWholeSql } from '../knows/page-access';
import { CONFIG_SQL } from '../search/search-index';
import { SIMPLE_CONFIG, textSearchConfig } from '../search/text-search-config';
import { citationOf } from './citation';
import { baseLanguage } from './text/segment';
import { cardSentence, pageSentences, type PageSentence } from './answer/page-sentences';
import { chooseAnswer, rankSentences, type CandidateSentence } from './answer/rank-sentences';
import { foldedWords, lightStem, matchesTerm, phrasesOf, questionWords, termOf, UNSTEMMED, type QueryTerm } from './answer/terms';
import type { AnswerPassage } from './answer/types';
import { viewerPathOf } from './sources';

export type RetrievalScope =
  | { kind: 'edition'; contentLanguage: string }
  | { kind: 'subject'; contentLanguage: string; subjectId: number }
  | { kind: 'knows'; contentLanguage: string; knowIds: string[] };

/** How passages are quoted: the answer's own sentences, or the page text from them on (for a model). */
export type QuoteKind = 'answer' | 'context';

const TERMS_MAX = 10;
/** A word written with a capital inside the question (a name, a German noun) weighs this much more. */
const NAMED_WEIGHT = 2;
/** Stems of this many letters or more also match as prefixes. */
const PREFIX_MIN = 5;
/** Knows counted per scope and per word at most: idf needs proportions, not exact counts. */
const SCOPE_COUNT_MAX = 5_000;
const DF_COUNT_MAX = 500;
/** Candidate knows per query at most (all words; each of the most telling words). */
const CANDIDATES_PER_QUERY = 100;
const KEY_TERMS = 3;
/**
 * A know is used only when it contains at least half the weight of the question's words found in
 * the material, and 40 % of all of them: a word found nowhere (a subject the material lacks,
 * or a form the stemmer does not join) counts as much as the rarest word found.
 */
const MIN_COVERAGE = 0.5;
const MIN_COVERAGE_ALL = 0.4;
/**
 * A know's score: the share of the question's weight in its text, in its title or topic, and how
 * often it names the words compared with the other candidates (a note on the subject names it
 * again and again, a glossary of a neighbouring topic once).
 */
const COVERAGE_WEIGHT = 0.55;
const TITLE_WEIGHT = 0.25;
const FREQUENCY_WEIGHT = 0.2;
/** Added for the question's phrases ("sampling distribution", "chiave esterna") found as such. */
const PHRASE_WEIGHT = 0.15;
/** Knows read per question at most, and only those scoring this share of the best. */
const KNOWS_MAX = 5;
const RELATIVE_KNOW = 0.6;
const PAGES_PER_KNOW = 3;
/** A page (or a know's text without pages) is read this far. */
const PAGE_CHARS = 20_000;
/** A context quote (for a model) runs on this far from the first cited sentence. */
const CONTEXT_CHARS = 400;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A PostgreSQL text[] literal (values quoted), passed as one parameter. */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

function scopeFilter(viewer: AuthUser, scope: RetrievalScope): SQL {
  const isPublic = sql`(knows.status = 'PUBLISHED' AND NOT knows.is_private)`;
  const own = viewer.knowerId ? sql`knows.knower_id = ${viewer.knowerId}::uuid` : sql`false`;
  const readable = sql`(${isPublic} OR ${own})`;
  if (scope.kind === 'knows') return sql`(knows.id = ANY(${`{${scope.knowIds.join(',')}}`}::uuid[]) AND ${readable})`;
  if (scope.kind === 'subject') return sql`(${isPublic} AND knows.subject_id = ${scope.subjectId} AND knows.content_language = ${scope.contentLanguage})`;
  const saved = sql`knows.id IN (SELECT know_id FROM know_saves WHERE user_id = ${viewer.user.id}::uuid)`;
  return sql`((${isPublic} AND (knows.content_language = ${scope.contentLanguage} OR ${saved})) OR ${own})`;
}

/**
 * Where the scope's knows are counted (document frequencies, the scope's size), in two parts: the
 * public bulk of an edition or subject in search's narrow table (decision 0072: a count reads a
 * few hundred bytes per know, not the know's row with its text), and what only this learner adds
 * (their own knows, saved ones of another language) in knows; a chosen set is counted as is.
 */
function countParts(viewer: AuthUser, scope: RetrievalScope): { bulk: SQL | null; personal: SQL | null } {
  const isPublic = sql`(knows.status = 'PUBLISHED' AND NOT knows.is_private)`;
  if (scope.kind === 'knows') return { bulk: null, personal: sql`SELECT knows.id, knows.search_vector AS v FROM knows WHERE ${scopeFilter(viewer, scope)}` };
  if (scope.kind === 'subject') {
    return { bulk: sql`know_search.content_language = ${scope.contentLanguage} AND know_search.subject_id = ${scope.subjectId}`, personal: null };
  }
  const bulk = sql`know_search.content_language = ${scope.contentLanguage}`;
  // Own knows (but the public ones of the language: the bulk has them), then saved public knows
  // of other languages (but own ones): two index reads, where one OR would scan every know.
  const saved = sql`SELECT knows.id, knows.search_vector AS v FROM know_saves s JOIN knows ON knows.id = s.know_id
    WHERE s.user_id = ${viewer.user.id}::uuid AND ${isPublic} AND knows.content_language <> ${scope.contentLanguage}`;
  if (!viewer.knowerId) return { bulk, personal: saved };
  const own = sql`SELECT knows.id, knows.search_vector AS v FROM knows
    WHERE knows.knower_id = ${viewer.knowerId}::uuid AND NOT (${isPublic} AND knows.content_language = ${scope.contentLanguage})`;
  return { bulk, personal: sql`${own} UNION ALL (${saved} AND knows.knower_id <> ${viewer.knowerId}::uuid)` };
}

/**
 * The learner's own part of the scope as a CTE `personal (id, v)`, read by their knows (few) and
 * not by the words: a word's GIN matches would visit every know that has it to find their few.
 */
function personalCte(personal: SQL | null): SQL {
  const rows = personal ? sql`SELECT * FROM (${personal}) p LIMIT ${SCOPE_COUNT_MAX}` : sql`SELECT NULL::uuid AS id, NULL::tsvector AS v WHERE false`;
  return sql`personal AS MATERIALIZED (${rows})`;
}

/**
 * The scope's knows matching tsquery text `q`, each part counted up to `max`; without `q`, the
 * scope's size: its bulk (the edition's or subject's public knows), or a chosen set's knows.
 */
function boundedCount(bulk: SQL | null, q: SQL | null, max: number): SQL {
  const inBulk = bulk
    ? sql`(SELECT count(*) FROM (SELECT 1 FROM know_search WHERE ${bulk}${q ? sql` AND know_search.search_vector @@ ${q}::tsquery` : sql``} LIMIT ${max}) c)`
    : sql`0`;
  const inPersonal = sql`(SELECT count(*) FROM (SELECT 1 FROM personal${q ? sql` WHERE v @@ ${q}::tsquery` : sql``} LIMIT ${max}) c)`;
  if (!q) return bulk ? sql`${inBulk}::int` : sql`${inPersonal}::int`;
  return sql`(${inBulk} + ${inPersonal})::int`;
}

interface Term extends QueryTerm {
  /** tsquery text matching the word (stemmed, as written, by prefix where unstemmed). */
  query: string;
  df: number;
}

/** Lexemes of a printed tsquery ('photosynthesi' & 'light'). */
const lexemesOf = (q: string) => [...q.matchAll(/'((?:[^']|'')+)'/gu)].map((m) => m[1]!.replace(/''/g, "'"));

async function termsOf(tx: Db | Tx, question: string, lang: string): Promise<Term[]> {
  const words = questionWords(question, lang, TERMS_MAX);
  if (words.length === 0) return [];
  const config = textSearchConfig(lang);
  const rows = rowsOf<{ word: string; lang: string; simple: string }>(
    await tx.execute(sql`SELECT w.word, plainto_tsquery(${config}::regconfig, w.word)::text AS lang,
        plainto_tsquery(${SIMPLE_CONFIG}::regconfig, w.word)::text AS simple, set_config('enable_seqscan', 'off', true) AS seqscan
      FROM unnest(${textArray(words.map((w) => w.word))}::text[]) WITH ORDINALITY w(word, i) ORDER BY w.i`),
  );
  const unstemmed = UNSTEMMED.has(baseLanguage(lang));
  const out: Term[] = [];
  for (const [i, r] of rows.entries()) {
    // A stop word of the configuration (what, does, le...) is in no search vector.
    if (!r.lang.trim() && config !== SIMPLE_CONFIG) continue;
    // Stems match as prefixes too ("dictat" finds "dictatorship", "oxidation" "Oxidationszahl").
    const prefixed = r.lang.replace(/'((?:[^']|'')+)'/gu, (m: string, lexeme: string) => ([...lexeme].length >= PREFIX_MIN ? `${m}:*` : m));
    const parts = new Set([prefixed, r.simple].filter((p) => p.trim() !== ''));
    if (unstemmed) {
      const stem = lightStem(r.word).replace(/[^\p{L}\p{N}]/gu, '');
      if (stem.length >= 4 && stem !== r.word) parts.add(`'${stem}':*`);
    }
    if (parts.size === 0) continue;
    out.push({ ...termOf(words[i]!, lexemesOf(r.lang), lang), query: [...parts].map((p) => `(${p})`).join(' | '), df: 0 });
  }
  return out;
}

/** Each term's document frequency and idf over the scope, counted up to a bound. */
async function weigh(tx: Db | Tx, viewer: AuthUser, scope: RetrievalScope, terms: Term[]): Promise<void> {
  const { bulk, personal } = countParts(viewer, scope);
  const [row] = rowsOf<{ n: number; df: number[] }>(
    await tx.execute(sql`WITH ${personalCte(personal)}
      SELECT ${boundedCount(bulk, null, SCOPE_COUNT_MAX)} AS n,
        ARRAY(SELECT ${boundedCount(bulk, sql`u.q`, DF_COUNT_MAX)}
          FROM unnest(${textArray(terms.map((t) => t.query))}::text[]) WITH ORDINALITY u(q, i) ORDER BY u.i) AS df`),
  );
  const df = (row?.df ?? []).map(Number);
  const n = Math.max(Number(row?.n ?? 0), ...df, 1);
  terms.forEach((t, i) => {
    t.df = df[i] ?? 0;
    t.idf = Math.max(0.05, Math.log((n + 1) / (t.df + 0.5))) * (t.named ? NAMED_WEIGHT : 1);
  });
}

let topicNames: Map<string, string> | null = null;
/** Catalogue topic uuid -> its name (a know filed under "Photosynthesis" is about it whatever its title). */
function topicName(uuid: string | null): string | null {
  if (!uuid) return null;
  if (!topicNames) {
    topicNames = new Map();
    for (const subjects of Object.values(subjectLists)) for (const s of subjects) for (const t of s.topics) topicNames.set(t.uuid, t.name);
  }
  return topicNames.get(uuid) ?? null;
}

interface KnowHit {
  id: string;
  title: string;
  score: number;
}

/** Knows that answer the question, best first, with their score (0-1); none below the coverage threshold. */
async function relevantKnows(tx: Db | Tx, viewer: AuthUser, scope: RetrievalScope, terms: Term[], lang: string): Promise<KnowHit[]> {
  const known = terms.filter((t) => t.df > 0);
  if (known.length === 0) return [];
  const total = known.reduce((a, t) => a + t.idf, 0);
  const rarest = Math.max(...known.map((t) => t.idf / (t.named ? NAMED_WEIGHT : 1)));
  const totalAll = total + terms.filter((t) => t.df === 0).reduce((a, t) => a + rarest * (t.named ? NAMED_WEIGHT : 1), 0);
  const key = [...known].sort((a, b) => b.idf - a.idf).slice(0, KEY_TERMS);
  const { bulk, personal } = countParts(viewer, scope);
  const pick = (q: string) =>
    sql.join(
      [
        ...(bulk ? [sql`(SELECT know_id AS id FROM know_search WHERE know_search.search_vector @@ ${q}::tsquery AND ${bulk} LIMIT ${CANDIDATES_PER_QUERY})`] : []),
        sql`(SELECT id FROM personal WHERE v @@ ${q}::tsquery LIMIT ${CANDIDATES_PER_QUERY})`,
      ],
      sql` UNION ALL `,
    );
  const all = known.map((t) => `(${t.query})`).join(' & ');
  const queries = textArray(known.map((t) => t.query));
  const phrases = phrasesOf(known).map((p) => `(${p.first.query}) <${p.distance}> (${p.second.query})`);
  const rows = rowsOf<{ id: string; title: string; topic_uuid: string | null; body: boolean[]; head: boolean[]; rank: number[]; phrase: boolean[] }>(
    await tx.execute(sql`WITH ${personalCte(personal)}, cand AS (SELECT DISTINCT id FROM (${sql.join([pick(all), ...(known.length > 1 ? key.map((t) => pick(t.query)) : [])], sql` UNION ALL `)}) x)
      SELECT knows.id, knows.title, knows.topic_uuid,
        ARRAY(SELECT knows.search_vector @@ u.q::tsquery FROM unnest(${queries}::text[]) WITH ORDINALITY u(q, i) ORDER BY u.i) AS body,
        ARRAY(SELECT to_tsvector(${CONFIG_SQL}, knows.title) @@ u.q::tsquery FROM unnest(${queries}::text[]) WITH ORDINALITY u(q, i) ORDER BY u.i) AS head,
        ARRAY(SELECT ts_rank(knows.search_vector, u.q::tsquery) FROM unnest(${queries}::text[]) WITH ORDINALITY u(q, i) ORDER BY u.i) AS rank,
        ARRAY(SELECT knows.search_vector @@ u.q::tsquery FROM unnest(${textArray(phrases)}::text[]) WITH ORDINALITY u(q, i) ORDER BY u.i) AS phrase
      FROM knows JOIN cand ON cand.id = knows.id`),
  );
  const maxRank = known.map((_, i) => Math.max(...rows.map((r) => (asBool(r.body[i]) ? Number(r.rank[i]) : 0)), 1e-9));
  const hits: KnowHit[] = [];
  for (const r of rows) {
    const topic = topicName(r.topic_uuid);
    const topicWords = topic ? foldedWords(topic, lang) : [];
    let body = 0;
    let head = 0;
    let frequency = 0;
    known.forEach((t, i) => {
      if (!asBool(r.body[i])) return;
      body += t.idf;
      frequency += (t.idf * Number(r.rank[i])) / maxRank[i]!;
      if (asBool(r.head[i]) || topicWords.some((w) => matchesTerm(w, t))) head += t.idf;
    });
    if (body / total < MIN_COVERAGE || body / totalAll < MIN_COVERAGE_ALL) continue;
    const phrase = phrases.length ? r.phrase.filter(asBool).length / phrases.length : 0;
    hits.push({ id: r.id, title: r.title, score: (COVERAGE_WEIGHT * body + TITLE_WEIGHT * head + FREQUENCY_WEIGHT * frequency) / total + PHRASE_WEIGHT * phrase });
  }
  hits.sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
  const best = hits[0]?.score ?? 0;
  return hits.filter((h) => h.score >= RELATIVE_KNOW * best).slice(0, KNOWS_MAX);
}

/** Booleans from an array column (PGlite and node-postgres both parse bool[]; a 't'/'f' text is read too). */
const asBool = (v: unknown) => v === true || v === 't';

interface ReadPage {
  knowId: string;
  page: number | null;
  sentences: PageSentence[];
}

/** The matching pages of those knows the caller may read (best few per know), or a know's cards or text when it has no pages. */
async function readPages(app: AppContext, viewer: AuthUser, knowIds: string[], terms: Term[], lang: string): Promise<ReadPage[]> {
  const ids = `{${knowIds.join(',')}}`;
  const any = terms.filter((t) => t.df > 0).map((t) => `(${t.query})`).join(' | ');
  const rows = rowsOf<{ know_id: string; page: number | null; text: string | null; cards: [string, string][] | string | null }>(
    await app.db.execute(sql`WITH docs AS (
        SELECT id, know_id, coalesce(sum(page_count) OVER (PARTITION BY know_id ORDER BY position, id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS first
        FROM uploads WHERE know_id = ANY(${ids}::uuid[])
      ), pages AS (
        SELECT docs.know_id, (docs.first + p.page_number)::int AS page, left(p.text, ${PAGE_CHARS}) AS text, ${CONFIG_SQL} AS cfg
        FROM upload_pages p JOIN docs ON docs.id = p.upload_id JOIN knows ON knows.id = docs.know_id
        WHERE ${readablePageSql(viewer, sql`docs.first + p.page_number`)}
      ), ranked AS (
        SELECT know_id, page, text, row_number() OVER (PARTITION BY know_id ORDER BY ts_rank_cd(to_tsvector(cfg, text), ${any}::tsquery) DESC, page) AS r
        FROM pages WHERE to_tsvector(cfg, text) @@ ${any}::tsquery
      )
      SELECT know_id, page, text, NULL AS cards FROM ranked WHERE r <= ${PAGES_PER_KNOW}
      UNION ALL
      SELECT knows.id, NULL, CASE WHEN knows.format = 'FLASHCARDS' THEN NULL ELSE left(knows.document_text, ${PAGE_CHARS}) END,
        (SELECT json_agg(json_build_array(f.front, f.back) ORDER BY f.position) FROM flashcards f WHERE f.know_id = knows.id)::text
      FROM knows WHERE knows.id = ANY(${ids}::uuid[]) AND (${readsWholeSql(viewer)} OR knows.format = 'FLASHCARDS')
        AND NOT EXISTS (SELECT 1 FROM uploads u JOIN upload_pages up ON up.upload_id = u.id WHERE u.know_id = knows.id)`),
  );
  return rows.map((r) => {
    const cards = typeof r.cards === 'string' ? (JSON.parse(r.cards) as [string, string][]) : r.cards;
    const sentences = cards?.length ? cards.map(([front, back], i) => cardSentence(front, back, lang, i)) : pageSentences(r.text ?? '', lang);
    return { knowId: r.know_id, page: r.page === null ? null : Number(r.page), sentences };
  });
}

export async function retrievePassages(
  app: AppContext,
  viewer: AuthUser,
  question: string,
  scope: RetrievalScope,
  quotes: QuoteKind = 'answer',
): Promise<AnswerPassage[]> {
  const lang = scope.contentLanguage;
  // Sequential scans off for this transaction (as know search does): the planner prices
  // `search_vector @@ q` with a LIMIT as cheap on a full scan, which reads every know's vector.
  const found = await app.db.transaction(async (tx) => {
    const terms = await termsOf(tx, question, lang);
    if (terms.length === 0) return null;
    await weigh(tx, viewer, scope, terms);
    return { terms, knows: await relevantKnows(tx, viewer, scope, terms, lang) };
  });
  if (!found || found.knows.length === 0) return [];
  const { terms, knows } = found;
  const pages = await readPages(app, viewer, knows.map((k) => k.id), terms, lang);
  const knowById = new Map(knows.map((k, i) => [k.id, { ...k, rank: i }]));
  // Pages in the knows' order, so ties between sentences go to the better know.
  pages.sort((a, b) => knowById.get(a.knowId)!.rank - knowById.get(b.knowId)!.rank || (a.page ?? 0) - (b.page ?? 0));
  const best = knows[0]!.score;
  const candidates: CandidateSentence[] = pages.flatMap((p, page) =>
    p.sentences.flatMap((s, position) => (s.usable ? [{ text: s.text, page, position, knowScore: knowById.get(p.knowId)!.score / best }] : [])),
  );
  const known = terms.filter((t) => t.df > 0);
  const ranked = rankSentences(question, known, candidates, lang);
  const next = (s: CandidateSentence) => {
    const here = pages[s.page]!.sentences;
    const after = here[s.position + 1];
    return after?.usable && after.block === here[s.position]!.block ? { ...s, text: after.text, position: s.position + 1 } : null;
  };
  const chosen = chooseAnswer(ranked, known, lang, next);

  // One passage per cited page, in the order the answer first cites it.
  const cited = [...new Set(chosen.map((s) => s.page))];
  return cited.map((page) => {
    const p = pages[page]!;
    const know = knowById.get(p.knowId)!;
    const mine = chosen.map((s, order) => ({ ...s, order })).filter((s) => s.page === page);
    const inReadingOrder = [...mine].sort((a, b) => a.position - b.position);
    const quote = quotes === 'answer' ? inReadingOrder.map((s) => s.text).join(' ') : contextFrom(p.sentences, inReadingOrder[0]!.position);
    return {
      knowId: know.id,
      citation: citationOf({ knowUuid: know.id, uploadUuid: null, title: know.title, viewerPath: viewerPathOf(know) }, p.page, quote),
      sentences: mine.map((s) => ({ text: s.text, order: s.order })),
    };
  });
}

/** The page's sentences from `start` on, as far as a quote goes. */
function contextFrom(sentences: readonly PageSentence[], start: number): string {
  let text = '';
  for (const s of sentences.slice(start)) {
    if (text.length >= CONTEXT_CHARS) break;
    text = text ? `${text} ${s.text}` : s.text;
  }
  return text;
}
