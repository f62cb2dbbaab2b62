/**
 * GET /search/suggestions (decision 0060): what to suggest under the search box while a person
 * types. The edition's subjects and topics whose names have words starting with every typed word
 * (accents and case ignored; they become filters), then titles of public knows in the edition's
 * content language whose title matches every word, the last as a prefix (most popular first),
 * read from search's narrow table by its title-only vector (decision 0072).
 */
import type { AppContext } from '../app-context';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALE_CONFIGS } from '@/lib/config/locales';
import { searchSuggestionsQuery, type Suggestion, type SuggestionsResponse } from '@/lib/contract/search';
import { foldAccents } from '@/lib/search/fold-accents';
import { markWords, typedWords } from '@/lib/search/mark-words';
import { sql } from 'drizzle-orm';
import { formError } from '../errors';
import { titleTsqueries, tsQueryOf } from './hit-query';

/** Subjects and topics suggested at most (the rest of the limit goes to titles). */
const CATALOGUE_MAX = 4;
/** Title matches read before ordering by popularity: a short prefix matches thousands. */
const TITLE_CANDIDATES = 200;

/** Every typed word starts a word of the name. */
function nameMatches(name: string, typed: string[]): boolean {
  const words = foldAccents(name).match(/[\p{L}\p{N}]+/gu) ?? [];
  return typed.every((t) => words.some((w) => w.startsWith(t)));
}

export async function suggestSearches(app: AppContext, params: unknown): Promise<SuggestionsResponse> {
  const parsed = searchSuggestionsQuery.safeParse(params ?? {});
  if (!parsed.success) {
    throw formError(Object.fromEntries(parsed.error.issues.map((i) => [i.path.map(String).join('.') || 'query', i.message])));
  }
  const { query, countryCode, limit } = parsed.data;
  const typed = typedWords(query);
  if (typed.length === 0) return { content: [] };
  const subjects = getSubjects(countryCode);
  const fromCatalogue: Suggestion[] = [
    ...subjects.filter((s) => nameMatches(s.name, typed)).map((s): Suggestion => ({ kind: 'subject', text: s.name, subjectId: s.id })),
    ...subjects.flatMap((s) =>
      s.topics
        .filter((t) => nameMatches(t.name, typed))
        .map((t): Suggestion => ({ kind: 'topic', text: t.name, subjectId: s.id, topicUuid: t.uuid.toLowerCase() })),
    ),
  ].slice(0, Math.min(CATALOGUE_MAX, limit));
  const contentLanguage = LOCALE_CONFIGS[COUNTRIES[countryCode].locale].contentLanguage;
  const forms = await titleTsqueries(app.db, query, contentLanguage);
  const titles: Suggestion[] = [];
  if (forms.length > 0 && fromCatalogue.length < limit) {
    const rows = (
      (await app.db.execute(sql`
        SELECT id, title FROM (
          SELECT know_id AS id, title, popularity, published_at FROM know_search
          WHERE title_vector @@ ${tsQueryOf(forms)} AND content_language = ${contentLanguage}
          LIMIT ${TITLE_CANDIDATES}
        ) c
        ORDER BY popularity DESC, published_at DESC NULLS LAST, id`)) as unknown as { rows: { id: string; title: string }[] }
    ).rows;
    const seen = new Set(fromCatalogue.map((s) => foldAccents(s.text)));
    for (const r of rows) {
      const key = foldAccents(r.title);
      if (seen.has(key)) continue;
      seen.add(key);
      titles.push({ kind: 'title', text: r.title, knowUuid: r.id });
      if (fromCatalogue.length + titles.length >= limit) break;
    }
  }
  return { content: [...fromCatalogue, ...titles].map((suggestion) => ({ suggestion, highlight: markWords(suggestion.text, typed) })) };
}
