/**
 * Search that finds what a person means (issue 23 §1, decision 0060): accents and case ignored,
 * the last word as a prefix, typos in titles and text corrected with "Did you mean", ranking
 * blended with popularity and recency, facets, and GET /search/suggestions.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { knows } from '@/server/db/schema';
import type { SearchResponse } from '@/lib/api/know-types';
import type { SuggestionsResponse } from '@/lib/contract/search';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { searchableKnow, type SearchableKnow } from './support/knows';

const US_BIOLOGY = 7003;
const US_CHEMISTRY = 7004;
const DE_BIOLOGY = 1004;
const ES_BIOLOGY = 6004;
const SUBJECT_OF: Record<string, number> = { en: US_BIOLOGY, de: DE_BIOLOGY, es: ES_BIOLOGY };

const marked = (segments: { text: string; match: boolean }[]) => segments.filter((s) => s.match).map((s) => s.text);


describe.each(BACKENDS)('search by meaning on %s', (backend) => {
  let token: string;

  const know = (spec: SearchableKnow) => searchableKnow(c, token, spec, (language) => SUBJECT_OF[language]);

  async function search(params: Record<string, string | number | undefined>) {
    const qs = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    const r = await c.get<SearchResponse>(`/api/v1/search/knows?${qs}`);
    expect(r.status, r.text).toBe(200);
    return r.body;
  }
  const uuids = (r: SearchResponse) => r.content.map((h) => h.know.uuid);

  async function suggest(params: Record<string, string>) {
    const r = await c.get<SuggestionsResponse>(`/api/v1/search/suggestions?${new URLSearchParams(params)}`);
    expect(r.status, r.text).toBe(200);
    return r.body.content;
  }

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
  });

  it('ignores accents and case in every direction', async () => {
    const es = await know({ title: 'La fotosíntesis de las plantas', contentLanguageCode: 'es' });
    const de = await know({ title: 'Gedächtnis und Lernen', contentLanguageCode: 'de', pages: ['Das Kurzzeitgedächtnis hält sieben Dinge.'] });
    for (const query of ['fotosintesis', 'FOTOSÍNTESIS', 'Fotosintesis']) {
      const r = await search({ query, contentLanguageCode: 'es' });
      expect(uuids(r), query).toEqual([es]);
      expect(r.numberOfExactResults, query).toBe(1);
      expect(marked(r.content[0]!.highlights.title), query).toEqual(['fotosíntesis']);
    }
    expect(uuids(await search({ query: 'gedachtnis lernen' }))).toEqual([de]);
    // Accented query, text without: the same words.
    const plain = await know({ title: 'Resume of the cafe scene', contentLanguageCode: 'en' });
    expect(uuids(await search({ query: 'résumé café' }))).toEqual([plain]);
  });

  it('matches the last word as the start of a word, the others whole', async () => {
    const id = await know({ title: 'Chromatography explained', description: 'Paper and thin-layer methods.' });
    for (const query of ['chromatog', 'CHROMATOGRA', 'paper chromato']) {
      const r = await search({ query });
      expect(uuids(r), query).toContain(id);
      expect(r.numberOfExactResults, query).toBeGreaterThanOrEqual(1);
      expect(r.didYouMean, query).toBeNull();
    }
    // Only the last word is a prefix: "chromato paper" needs the whole word "chromato".
    expect((await search({ query: 'chromato paper' })).numberOfExactResults).toBe(0);
  });

  it('corrects a misspelled word of the document text and offers "Did you mean"', async () => {
    const id = await know({ title: 'Cell organelles', pages: ['The zymoplastid stores starch in leaves.'] });
    const r = await search({ query: 'zymoplastiid starch' });
    expect(uuids(r)).toEqual([id]);
    expect(r.numberOfExactResults).toBe(0);
    expect(r.numberOfResults).toBe(1);
    expect(r.didYouMean).toBe('zymoplastid starch');
    expect(r.content[0]!.score).toBeLessThan(1);
    // The corrected words are what the snippet marks.
    expect(marked(r.content[0]!.highlights.snippet).map((w) => w.toLowerCase())).toEqual(expect.arrayContaining(['zymoplastid']));
    // Spelled right: no suggestion.
    expect((await search({ query: 'zymoplastid' })).didYouMean).toBeNull();
    // A word of another content language is no correction for this one.
    expect((await search({ query: 'zymoplastiid', contentLanguageCode: 'de' })).didYouMean).toBeNull();
  });

  it('does not take a long made-up word for a short word it starts like', async () => {
    const id = await know({ title: 'Genetic code', pages: ['Three bases code for one amino acid.'] });
    // "codevalamx" resembles "code" (trigram similarity 0.33), but six letters are no misspelling.
    const r = await search({ query: 'codevalamx' });
    expect(r.didYouMean).toBeNull();
    expect(uuids(r)).not.toContain(id);
    expect(r.numberOfResults).toBe(0);
    // A letter or two off is still corrected.
    expect((await search({ query: 'codde' })).didYouMean).toBe('code');
  });

  it('corrects a misspelled title word with an accent-free suggestion spelled as written', async () => {
    const id = await know({ title: 'Föderalismus in Deutschland', contentLanguageCode: 'de' });
    const r = await search({ query: 'foderalismsu', contentLanguageCode: 'de' });
    expect(uuids(r)).toContain(id);
    expect(r.didYouMean).toBe('föderalismus');
  });

  it('ranks the popular and the recent above equally relevant knows', async () => {
    const plain = await know({ title: 'Quillwort spores', pages: ['Quillwort notes.'] });
    const popular = await know({ title: 'Quillwort spores', pages: ['Quillwort notes.'] });
    await s.app.db.update(knows).set({ likesCount: 40, viewsCount: 900 }).where(eq(knows.id, popular));
    const r = await search({ query: 'quillwort' });
    expect(uuids(r)).toEqual([popular, plain]);
    expect(r.content[0]!.score).toBeGreaterThan(r.content[1]!.score);
    // Equal popularity: the one published a year ago ranks below.
    await s.app.db.update(knows).set({ likesCount: 40, viewsCount: 900 }).where(eq(knows.id, plain));
    await s.app.db.update(knows).set({ publishedAt: new Date(Date.now() - 365 * 86_400_000) }).where(eq(knows.id, popular));
    expect(uuids(await search({ query: 'quillwort' }))).toEqual([plain, popular]);
    // Relevance still leads: a title hit of an unpopular know beats a text mention of a popular one.
    const mention = await know({ title: 'Assorted fern notes', pages: ['One line on pipewort.'] });
    await s.app.db.update(knows).set({ likesCount: 40, viewsCount: 900 }).where(eq(knows.id, mention));
    const titled = await know({ title: 'Pipewort', pages: ['Pipewort.'] });
    expect(uuids(await search({ query: 'pipewort' }))).toEqual([titled, mention]);
  });

  it('counts hits per subject, grade and format, and filters by grade', async () => {
    await know({ title: 'Vortexion basics', subjectId: US_BIOLOGY, gradeIds: [10], pages: ['Vortexion.'] });
    await know({ title: 'Vortexion cards', subjectId: US_BIOLOGY, gradeIds: [10] });
    await know({ title: 'Vortexion reactions', subjectId: US_CHEMISTRY, gradeIds: [11], pages: ['Vortexion.'] });
    const r = await search({ query: 'vortexion' });
    expect(r.facets).toEqual({
      subjects: [
        { subjectId: US_BIOLOGY, count: 2 },
        { subjectId: US_CHEMISTRY, count: 1 },
      ],
      grades: [
        { gradeId: 10, count: 2 },
        { gradeId: 11, count: 1 },
      ],
      formats: [
        { knowFormat: 'PDF', count: 2 },
        { knowFormat: 'FLASHCARDS', count: 1 },
      ],
    });
    const graded = await search({ query: 'vortexion', gradeId: 10 });
    expect(graded.numberOfResults).toBe(2);
    expect(graded.facets.subjects).toEqual([{ subjectId: US_BIOLOGY, count: 2 }]);
    // An empty query counts nothing (a subject listing).
    expect((await search({ subjectId: US_CHEMISTRY })).facets).toEqual({ subjects: [], grades: [], formats: [] });
    expectError(await c.get('/api/v1/search/knows?query=x&gradeId=14'), 400, 'FormValidationError');
  });

  it('suggests subjects, topics and titles while typing, accents and case ignored', async () => {
    const id = await know({ title: 'Glykolyse und Gärung', contentLanguageCode: 'de', pages: ['Glykolyse.'] });
    await know({ title: 'Glykolyse privat', contentLanguageCode: 'de', pages: ['Glykolyse.'] }).then((k) =>
      s.app.db.update(knows).set({ isPrivate: true }).where(eq(knows.id, k)),
    );
    const titles = await suggest({ query: 'glykol', countryCode: 'DE' });
    expect(titles.map((x) => x.suggestion)).toEqual([{ kind: 'title', text: 'Glykolyse und Gärung', knowUuid: id }]);
    expect(titles[0]!.highlight).toEqual([
      { text: 'Glykolyse', match: true },
      { text: ' und Gärung', match: false },
    ]);
    expect((await suggest({ query: 'GLYKOLYSE GARU', countryCode: 'DE' })).map((x) => x.suggestion.text)).toEqual(['Glykolyse und Gärung']);
    const bio = await suggest({ query: 'bio', countryCode: 'US' });
    expect(bio[0]!.suggestion).toEqual({ kind: 'subject', text: 'Biology', subjectId: US_BIOLOGY });
    const topic = await suggest({ query: 'biodivers', countryCode: 'US' });
    expect(topic.map((x) => x.suggestion)).toContainEqual(expect.objectContaining({ kind: 'topic', text: 'Biodiversity', topicUuid: expect.any(String) }));
    // Accent-free: "bioetica" suggests the Spanish topic Bioética.
    expect((await suggest({ query: 'bioetica', countryCode: 'ES' })).map((x) => x.suggestion.text)).toContain('Bioética');
    expect(await suggest({ query: '  ', countryCode: 'US' })).toEqual([]);
    expect((await suggest({ query: 'bio', countryCode: 'US', limit: '2' })).length).toBeLessThanOrEqual(2);
    for (const qs of ['query=bio', 'query=bio&countryCode=XX', 'query=bio&countryCode=US&limit=11']) {
      expectError(await c.get(`/api/v1/search/suggestions?${qs}`), 400, 'FormValidationError');
    }
  });
});
