/** GET /api/v1/search/knows: full-text search, stemming, typo tolerance, filters, privacy (issue 5 §5). */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { knows } from '@/server/db/schema';
import type { HighlightSegment, SearchResponse } from '@/lib/api/know-types';
import type { SearchHit } from '@/lib/contract/search';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { searchableKnow, type SearchableKnow } from './support/knows';

const DE_MATHS = 1001;
const DE_GERMAN = 1002;
const DE_BIOLOGY = 1007;
const US_BIOLOGY = 7003;

const joined = (segments: HighlightSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: HighlightSegment[]) => segments.filter((s) => s.match).map((s) => s.text.toLowerCase());


describe.each(BACKENDS)('know search on %s', (backend) => {
  let token: string;

  const know = (spec: SearchableKnow) => searchableKnow(c, token, spec, (language) => (language === 'en' ? US_BIOLOGY : DE_BIOLOGY));

  /** What no API does yet (review status, an older publication date): straight in the database. */
  const setRow = (id: string, values: Partial<typeof knows.$inferInsert>) =>
    s.app.db.update(knows).set(values).where(eq(knows.id, id));

  async function search(params: Record<string, string | number | undefined>, o: { token?: string } = {}) {
    const qs = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
    const r = await c.get<SearchResponse>(`/api/v1/search/knows?${qs}`, o);
    expect(r.status, r.text).toBe(200);
    return r.body;
  }
  const uuids = (r: SearchResponse) => r.content.map((h) => h.know.uuid);

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
  });

  it('finds a know by a word that exists only inside its document text', async () => {
    const id = await know({
      title: 'Revision notes',
      pages: ['Page one is about cells.', 'Page two mentions the quarkwobble experiment in detail.'],
    });
    // A visitor finds it but is quoted page 1 only (US blurs visitors, decision 0048); a member reads on.
    const visitor = await search({ query: 'quarkwobble' });
    expect(uuids(visitor)).toEqual([id]);
    expect(joined(visitor.content[0]!.highlights.snippet)).toContain('Page one is about cells.');
    expect(joined(visitor.content[0]!.highlights.snippet)).not.toContain('quarkwobble');
    const r = await search({ query: 'quarkwobble' }, { token });
    expect(uuids(r)).toEqual([id]);
    expect(r.numberOfResults).toBe(1);
    expect(r.numberOfExactResults).toBe(1);
    expect(r.requestUuid).toMatch(/^[0-9a-f-]{36}$/);
    const hit = r.content[0]!;
    expect(hit.know).toMatchObject({ uuid: id, title: 'Revision notes', status: 'PUBLISHED', isPrivate: false, format: 'PDF', pageCount: 2 });
    expect(hit.score).toBeGreaterThan(1);
    expect(marked(hit.highlights.snippet)).toEqual(['quarkwobble']);
    expect(hit.highlights.title).toEqual([{ text: 'Revision notes', match: false }]);
  });

  it('ranks a title hit above a hit in the document text', async () => {
    const inText = await know({ title: 'Assorted notes', pages: ['A short aside on zorblax theory.'] });
    const inTitle = await know({ title: 'Zorblax theory explained' });
    const r = await search({ query: 'zorblax' });
    expect(uuids(r)).toEqual([inTitle, inText]);
    expect(r.content[0]!.score).toBeGreaterThan(r.content[1]!.score);
  });

  it('stems German words: "Zellen" finds "Zelle"', async () => {
    const id = await know({ title: 'Die Zelle', description: 'Aufbau der tierischen Zelle mit Zellkern', contentLanguageCode: 'de' });
    for (const params of [{ query: 'Zellen' }, { query: 'Zellen', contentLanguageCode: 'de' }]) {
      const r = await search(params);
      expect(uuids(r)).toContain(id);
      const hit = r.content.find((h) => h.know.uuid === id)!;
      expect(marked(hit.highlights.title)).toEqual(['zelle']);
      expect(joined(hit.highlights.title)).toBe('Die Zelle');
    }
    // The English configuration does not stem German, and the language filter excludes it.
    expect(uuids(await search({ query: 'Zellen', contentLanguageCode: 'en' }))).not.toContain(id);
  });

  it('tolerates typos in title words, ranked below exact hits', async () => {
    const en = await know({ title: 'Photosynthesis basics', subjectId: US_BIOLOGY, description: 'Light and chlorophyll.' });
    for (const query of ['photosynthsis', 'Fotosyntese']) {
      const r = await search({ query });
      expect(uuids(r), query).toContain(en);
      expect(r.numberOfExactResults, query).toBe(0);
      const hit = r.content.find((h) => h.know.uuid === en)!;
      expect(hit.score).toBeLessThan(1);
      expect(marked(hit.highlights.title)).toEqual(['photosynthesis']);
    }
    // "Photosynthese" is an exact (German) hit for one know and only a typo hit for the other.
    const de = await know({ title: 'Photosynthese der Pflanzen', contentLanguageCode: 'de' });
    const r = await search({ query: 'Photosynthese' });
    expect(uuids(r)).toEqual([de, en]);
    expect(r.numberOfResults).toBe(2);
    expect(r.numberOfExactResults).toBe(1);
    expect(r.content[0]!.score).toBeGreaterThanOrEqual(1);
    expect(r.content[1]!.score).toBeLessThan(1);
    // Too short to tell a typo from noise; four letters already match as a prefix.
    expect((await search({ query: 'pho' })).content).toEqual([]);
    expect(uuids(await search({ query: 'phot' }))).toContain(en);
  });

  it('filters by subject, topic, language and format', async () => {
    const topic = '7080a7a1-b32d-5324-a45b-cea5db7a253e';
    const maths = await know({ title: 'Vektorrechnung Grundlagen', contentLanguageCode: 'de', subjectId: DE_MATHS, topicUuid: topic, pages: ['Vektoren'] });
    const german = await know({ title: 'Vektorrechnung im Deutschunterricht?', contentLanguageCode: 'de', subjectId: DE_GERMAN, pages: ['Texte'] });
    const cards = await know({ title: 'Vektorrechnung Karteikarten', contentLanguageCode: 'de', subjectId: DE_MATHS });
    const english = await know({ title: 'Vektorrechnung in English', contentLanguageCode: 'en' });
    expect(new Set(uuids(await search({ query: 'vektorrechnung' })))).toEqual(new Set([maths, german, cards, english]));
    expect(new Set(uuids(await search({ query: 'vektorrechnung', subjectId: DE_MATHS })))).toEqual(new Set([maths, cards]));
    expect(uuids(await search({ query: 'vektorrechnung', topicUuid: topic }))).toEqual([maths]);
    expect(uuids(await search({ query: 'vektorrechnung', subjectId: DE_MATHS, knowFormat: 'FLASHCARDS' }))).toEqual([cards]);
    expect(new Set(uuids(await search({ query: 'vektorrechnung', contentLanguageCode: 'de' })))).toEqual(new Set([maths, german, cards]));
    expect(uuids(await search({ query: 'vektorrechnung', contentLanguageCode: 'en' }))).toEqual([english]);
    // Filters apply to typo hits too.
    expect(uuids(await search({ query: 'vektorrechnug', subjectId: DE_GERMAN }))).toEqual([german]);
  });

  it('lists the newest public knows of a subject for an empty query', async () => {
    const subject = 1010;
    const older = await know({ title: 'Ältere Mitschrift', contentLanguageCode: 'de', subjectId: subject });
    await setRow(older, { publishedAt: new Date(Date.now() - 60_000) });
    const newer = await know({ title: 'Neuere Mitschrift', contentLanguageCode: 'de', subjectId: subject, description: 'Kurz und knapp.' });
    await know({ title: 'Privat', contentLanguageCode: 'de', subjectId: subject, isPrivate: true });
    for (const query of [undefined, '', '   ']) {
      const r = await search(query === undefined ? { subjectId: subject } : { subjectId: subject, query });
      expect(uuids(r)).toEqual([newer, older]);
      expect(r.numberOfResults).toBe(2);
      expect(r.numberOfExactResults).toBe(0);
      // Nothing to highlight: the title, and the description followed by the text, unmarked.
      const { title, snippet } = r.content[0]!.highlights;
      expect(title).toEqual([{ text: 'Neuere Mitschrift', match: false }]);
      expect(snippet).toEqual([{ text: expect.stringMatching(/^Kurz und knapp\./), match: false }]);
    }
  });

  it('never finds private or unpublished knows, not even for their owner', async () => {
    const visible = await know({ title: 'Glimmerquark visible' });
    await know({ title: 'Glimmerquark private', isPrivate: true });
    for (const status of ['DRAFT', 'IN_REVIEW', 'REJECTED']) await setRow(await know({ title: `Glimmerquark ${status}` }), { status });
    for (const o of [{}, { token }]) {
      const r = await search({ query: 'glimmerquark' }, o);
      expect(uuids(r)).toEqual([visible]);
      expect(r.numberOfResults).toBe(1);
      // Nor through typo tolerance.
      expect(uuids(await search({ query: 'glimerquark' }, o))).toEqual([visible]);
    }
    const mine = await search({ query: 'glimmerquark' }, { token });
    expect(mine.content[0]!.know.isOwn).toBe(true);
  });

  it('pages through results with a stable total', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await know({ title: `Flumbus chapter ${i + 1}` }));
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const r = await search({ query: 'flumbus', limit: 2, offset });
      expect(r.numberOfResults).toBe(5);
      pages.push(...uuids(r));
    }
    expect(pages).toHaveLength(5);
    expect(new Set(pages)).toEqual(new Set(ids));
    const past = await search({ query: 'flumbus', limit: 2, offset: 10 });
    expect(past.content).toEqual([]);
    expect(past.numberOfResults).toBe(5);
    expect((await search({ query: 'flumbus' })).content).toHaveLength(5);
  });

  it('returns highlights as segments of plain text, never markup', async () => {
    const title = 'Ions & <b>bonds</b>: Blorptide "salts"';
    const id = await know({ title, description: 'Why <script>alert(1)</script> blorptide crystals dissolve.' });
    const r = await search({ query: 'blorptide' });
    const hit: SearchHit = r.content.find((h) => h.know.uuid === id)!;
    expect(joined(hit.highlights.title)).toBe(title);
    expect(marked(hit.highlights.title)).toEqual(['blorptide']);
    expect(marked(hit.highlights.snippet)).toEqual(['blorptide']);
    // ts_headline leaves tags out of snippets; what remains is text.
    expect(joined(hit.highlights.snippet)).toContain('blorptide crystals dissolve');
    for (const seg of [...hit.highlights.title, ...hit.highlights.snippet]) {
      expect(seg.text).not.toMatch(/<\/?mark|<script|[\ue000-\uf8ff]/);
    }
  });

  it('answers queries that are only stop words or punctuation', async () => {
    for (const query of ['the', '"', '-', 'or', '!!!', 'a & b | c', '(((']) {
      const r = await search({ query });
      expect(r.numberOfExactResults).toBe(0);
    }
  });

  it('rejects malformed parameters with 400 FormValidationError', async () => {
    const bad: Record<string, string> = {
      limit: '0', offset: '-1', subjectId: 'abc', topicUuid: 'not-a-uuid', contentLanguageCode: 'xx', knowFormat: 'DOC',
    };
    for (const [key, value] of Object.entries(bad)) {
      const r = await c.get(`/api/v1/search/knows?${key}=${encodeURIComponent(value)}`);
      expect(expectError(r, 400, 'FormValidationError').data.fields, key).toHaveProperty(key);
    }
    for (const qs of ['limit=51', 'offset=1001', 'limit=2.5', `query=${'a'.repeat(201)}`]) {
      expectError(await c.get(`/api/v1/search/knows?${qs}`), 400, 'FormValidationError');
    }
    // 200 characters is still a query.
    expect((await c.get(`/api/v1/search/knows?query=${'a'.repeat(200)}`)).status).toBe(200);
    expectError(await c.get('/api/v1/search/knows', { bare: true }), 400, 'BadRequestError');
  });
});
