/**
 * The search pages read their URL like GET /search/knows reads its query (lib/contract): an
 * integer is plain decimal digits, so `1e3`, `2e0` or `3abc` are no page or subject, and the
 * state they produce always passes the API's own query schema.
 */
import { describe, expect, it } from 'vitest';
import { parseSearchState, SEARCH_PAGE_SIZE } from '@/components/search/search-query';
import { getSubjects } from '@/lib/config/catalogue';
import { COUNTRIES } from '@/lib/config/countries';
import { searchKnowsQuery } from '@/lib/contract/search';

describe('search page state follows the contract', () => {
  const maths = getSubjects('DE')[0]!;

  it('reads integers only from plain digits', () => {
    expect(parseSearchState({ query: 'x', page: '1e1' }, COUNTRIES.DE, getSubjects('DE')).page).toBe(1);
    expect(parseSearchState({ query: 'x', page: '2.0' }, COUNTRIES.DE, getSubjects('DE')).page).toBe(1);
    expect(parseSearchState({ query: 'x', page: '3abc' }, COUNTRIES.DE, getSubjects('DE')).page).toBe(1);
    expect(parseSearchState({ query: 'x', page: '4' }, COUNTRIES.DE, getSubjects('DE')).page).toBe(4);
    expect(parseSearchState({ subjectId: `${maths.id}.0` }, COUNTRIES.DE, getSubjects('DE')).subjectId).toBeNull();
    expect(parseSearchState({ subjectId: ` ${maths.id}` }, COUNTRIES.DE, getSubjects('DE')).subjectId).toBeNull();
    expect(parseSearchState({ subjectId: String(maths.id) }, COUNTRIES.DE, getSubjects('DE')).subjectId).toBe(maths.id);
  });

  it('always yields a query the API accepts', () => {
    for (const raw of [{ page: '99999999999' }, { subjectId: '2147483648', page: '-1' }, { query: '\u0000'.repeat(300), page: '50' }]) {
      const state = parseSearchState({ knowFormat: 'PDF', ...raw }, COUNTRIES.DE, getSubjects('DE'));
      const input = searchKnowsQuery.safeParse({
        query: state.query || undefined, subjectId: state.subjectId ?? undefined, knowFormat: state.knowFormat ?? undefined,
        limit: SEARCH_PAGE_SIZE, offset: (state.page - 1) * SEARCH_PAGE_SIZE,
      });
      expect(input.success, JSON.stringify(raw)).toBe(true);
    }
  });
});
