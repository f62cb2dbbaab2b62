// Search analytics (spec §3 search snapshot) through the real pipeline; only the network is stubbed.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchView } from '@/components/search/search-view';
import { buildShellData } from '@/lib/pages/shell-data';
import { trackEvent } from '@/lib/analytics/track';
import { renderWithShell } from './render';
import { makeHit, NO_FACETS } from './search-fixtures';
import { useConsentStore } from '@/lib/analytics/consent-store';
import { ALL_CONSENT } from '../support/consent';

type Sent = { name: string; value: unknown; search: Record<string, unknown> | null; know: Record<string, unknown> | null };

let fetchMock: ReturnType<typeof vi.fn>;
const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Sent);
const preventNavigation = (e: Event) => e.preventDefault();

beforeEach(() => {
  localStorage.clear();
  useConsentStore.setState({ consent: ALL_CONSENT });
  fetchMock = vi.fn(async () => new Response('{}', { status: 202 }));
  vi.stubGlobal('fetch', fetchMock);
  // jsdom cannot navigate; the click handlers still run.
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation);
  vi.unstubAllGlobals();
});

describe('search analytics', () => {
  it('sends search_performed with the snapshot, then search_result_clicked with the same uuid and the position', async () => {
    const hits = Array.from({ length: 3 }, (_, i) => makeHit({ title: `Cell division ${i}` }));
    await renderWithShell(
      <SearchView
        basePath="/knows/search"
        origin="search_page"
        subjects={buildShellData('US', { topics: true }).subjects}
        formats={['PDF', 'FLASHCARDS']}
        state={{ query: 'cell division', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 3, utmContent: null }}
        outcome={{ kind: 'results', response: { content: hits, numberOfResults: 43, numberOfExactResults: 40, moreResults: false, didYouMean: null, facets: NO_FACETS, requestUuid: '30000000-0000-4000-8000-0000000000aa' } }}
      />,
      { locale: 'en', asPath: '/knows/search?query=cell+division&page=3' },
    );
    await vi.waitFor(() => expect(sent().map((e) => e.name)).toContain('search_performed'));
    const performed = sent().find((e) => e.name === 'search_performed')!;
    expect(performed.search).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      term: 'cell division',
      requestUuid: '30000000-0000-4000-8000-0000000000aa',
      resultPosition: null,
      numberOfResults: 43,
      numberOfExactResults: 40,
      type: 'KNOW',
      origin: 'search_page',
    });

    fireEvent.click(screen.getByRole('link', { name: 'Cell division 1' }));
    await vi.waitFor(() => expect(sent().map((e) => e.name)).toContain('search_result_clicked'));
    const clicked = sent().find((e) => e.name === 'search_result_clicked')!;
    // Page 3 of 20 per page: the second card is result 42.
    expect(clicked.search).toMatchObject({ uuid: performed.search!.uuid, resultPosition: 42, term: 'cell division', type: 'KNOW' });
    expect(clicked.know).toMatchObject({ uuid: hits[1]!.know.uuid, subjectIds: [7], format: 'PDF' });
    expect(sent().filter((e) => e.name === 'search_performed')).toHaveLength(1);
  });

  it('sends nothing before anything was searched', async () => {
    await renderWithShell(
      <SearchView
        basePath="/app/search"
        origin="app_search_page"
        subjects={[]}
        formats={['PDF']}
        state={{ query: '', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 1, utmContent: null }}
        outcome={{ kind: 'idle' }}
      />,
      { locale: 'en' },
    );
    // An event sent after mount has gone out once this one has: nothing about a search came first.
    await trackEvent('test_marker');
    await vi.waitFor(() => expect(sent().map((e) => e.name)).toContain('test_marker'));
    expect(sent().filter((e) => e.name.startsWith('search_'))).toEqual([]);
  });
});
