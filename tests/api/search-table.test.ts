/**
 * Search's narrow table (decision 0072, migration 0024): the trigger keeps know_search equal to the
 * public knows through every kind of write, and counting stops at SEARCH_LIMITS.countMax
 * ("More than 1,000") with the facets then counted over the hits counted.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { knows, knowSearch } from '@/server/db/schema';
import { SEARCH_LIMITS } from '@/lib/contract/limits';
import { TYPOS_MAX } from '@/server/search/hit-query';
import type { KnowDetail, SearchResponse } from '@/lib/api/know-types';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';
import { newKnow } from './support/knows';

const DE_BIOLOGY = 1007;
const DE_MATHS = 1001;

describe.each(BACKENDS)('know search table on %s', (backend) => {
  let token: string;

  const know = async (title: string) =>
    (await newKnow(c, token, { title, subjectId: DE_BIOLOGY, flashcards: [{ front: 'Zelle', back: 'kleinste Einheit' }] })).uuid;
  const row = async (id: string) => (await s.app.db.select().from(knowSearch).where(eq(knowSearch.knowId, id)))[0];
  const setRow = (id: string, values: Partial<typeof knows.$inferInsert>) => s.app.db.update(knows).set(values).where(eq(knows.id, id));
  async function search(params: Record<string, string | number>) {
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    const r = await c.get<SearchResponse>(`/api/v1/search/knows?${qs}`);
    expect(r.status, r.text).toBe(200);
    return r.body;
  }

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    token = (await c.signedInUser({ country: 'DE' })).token;
  });

  it('holds a public know, follows its changes and lets it go when it stops being public', async () => {
    const id = await know('Quallenbiologie im Watt');
    const first = await row(id);
    expect(first).toMatchObject({ title: 'Quallenbiologie im Watt', contentLanguage: 'de', subjectId: DE_BIOLOGY, format: 'FLASHCARDS', popularity: 0 });
    expect(first!.titleVector).toContain('quallenbiologi');

    await setRow(id, { likesCount: 3, viewsCount: 10 });
    expect((await row(id))!.popularity).toBeCloseTo(7);
    await setRow(id, { subjectId: DE_MATHS, gradeIds: [7, 8] });
    expect(await row(id)).toMatchObject({ subjectId: DE_MATHS, gradeIds: [7, 8] });

    await setRow(id, { isPrivate: true });
    expect(await row(id)).toBeUndefined();
    expect((await search({ query: 'Quallenbiologie' })).numberOfResults).toBe(0);
    await setRow(id, { isPrivate: false });
    expect(await row(id)).toBeDefined();
    expect((await search({ query: 'Quallenbiologie' })).content.map((h) => h.know.uuid)).toEqual([id]);

    await setRow(id, { status: 'IN_REVIEW' });
    expect(await row(id)).toBeUndefined();
    await setRow(id, { status: 'PUBLISHED' });

    // A title edit through the API re-indexes, and the trigger copies the new vector.
    const edited = await c.patch<KnowDetail>(`/api/v1/knows/${id}`, { title: 'Seesterne im Watt' }, { token });
    expect(edited.status, edited.text).toBe(200);
    expect((await row(id))!.title).toBe('Seesterne im Watt');
    expect((await search({ query: 'Seesterne' })).content.map((h) => h.know.uuid)).toEqual([id]);
    expect((await search({ query: 'Quallenbiologie' })).numberOfExactResults).toBe(0);

    await s.app.db.delete(knows).where(eq(knows.id, id));
    expect(await row(id)).toBeUndefined();
  });

  it('counts up to 1,000 hits and says there are more, with facets of the hits counted', async () => {
    const extra = SEARCH_LIMITS.countMax + 5;
    // Many knows at once, as bench/search.mjs makes them: straight in SQL (the trigger still runs).
    await s.app.db.execute(sql`
      INSERT INTO knows (id, knower_id, title, status, format, subject_id, content_language, country, search_vector, published_at)
      SELECT gen_random_uuid(), (SELECT id FROM knowers LIMIT 1), 'Mitose Zusammenfassung ' || g, 'PUBLISHED', 'PDF',
        CASE WHEN g % 2 = 0 THEN ${DE_BIOLOGY}::int ELSE ${DE_MATHS}::int END, 'de', 'DE',
        setweight(to_tsvector('knowly_german', 'Mitose Zusammenfassung ' || g), 'A'), now() - make_interval(mins => g)
      FROM generate_series(1, ${extra}::int) g`);
    const r = await search({ query: 'Mitose' });
    expect(r.numberOfResults).toBe(SEARCH_LIMITS.countMax);
    expect(r.moreResults).toBe(true);
    expect(r.content).toHaveLength(20);
    const counted = r.facets.subjects.reduce((n, f) => n + f.count, 0);
    expect(counted).toBe(SEARCH_LIMITS.countMax);
    // The last page the pages reach is still ranked and full.
    const deep = await search({ query: 'Mitose', offset: SEARCH_LIMITS.countMax - 20 });
    expect(deep.content).toHaveLength(20);
    // A listing (empty query) counts the same way; a narrow search counts exactly.
    const listing = await search({ subjectId: DE_BIOLOGY });
    expect(listing).toMatchObject({ numberOfResults: Math.floor(extra / 2), moreResults: false });
    const all = await search({ contentLanguageCode: 'de' });
    expect(all).toMatchObject({ numberOfResults: SEARCH_LIMITS.countMax, moreResults: true });
    const one = await search({ query: 'Mitose Zusammenfassung 77' });
    expect(one).toMatchObject({ moreResults: false });
    expect(one.content[0]!.know.title).toBe('Mitose Zusammenfassung 77');

  });

  it('skips titles that merely resemble a misspelling when its correction already fills the typo hits', async () => {
    // More knows than TYPOS_MAX hold the corrected word in their text, none in their title; one
    // title resembles the misspelling without holding the word: a look-alike hit, which ranks
    // after every hit of the correction.
    await s.app.db.execute(sql`
      INSERT INTO knows (id, knower_id, title, status, format, subject_id, content_language, country, search_vector, published_at)
      SELECT gen_random_uuid(), (SELECT id FROM knowers LIMIT 1), 'Kapitel ' || g, 'PUBLISHED', 'PDF', ${DE_BIOLOGY}, 'de', 'DE',
        setweight(to_tsvector('knowly_german', 'Kapitel ' || g), 'A') || to_tsvector('knowly_german', 'Photosynthese'), now() - make_interval(mins => g)
      FROM generate_series(1, ${TYPOS_MAX + 5}::int) g`);
    await s.app.db.execute(sql`
      INSERT INTO knows (id, knower_id, title, status, format, subject_id, content_language, country, search_vector, published_at)
      VALUES (gen_random_uuid(), (SELECT id FROM knowers LIMIT 1), 'Photosynthetik', 'PUBLISHED', 'PDF', ${DE_MATHS}, 'de', 'DE',
        setweight(to_tsvector('knowly_german', 'Photosynthetik'), 'A'), now())`);
    await s.app.db.execute(sql`INSERT INTO search_words (language, word, display) VALUES ('de', 'photosynthese', 'Photosynthese') ON CONFLICT DO NOTHING`);
    const typo = await search({ query: 'Photosyntese' });
    expect(typo).toMatchObject({ numberOfResults: TYPOS_MAX, moreResults: false, didYouMean: 'Photosynthese' });
    expect(typo.content).toHaveLength(20);
    expect(typo.content.every((hit) => hit.know.title.startsWith('Kapitel'))).toBe(true);
    // Where the correction has fewer hits (none in maths), the resembling title is found.
    const few = await search({ query: 'Photosyntese', subjectId: DE_MATHS });
    expect(few.content.map((hit) => hit.know.title)).toContain('Photosynthetik');
  });
});
