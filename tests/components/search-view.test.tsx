import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchView, type SearchOutcome } from '@/components/search/search-view';
import { buildShellData } from '@/lib/pages/shell-data';
import type { SearchResponse } from '@/lib/api/know-types';
import type { SearchState } from '@/components/search/search-query';
import { renderWithShell } from './render';
import { makeHit, NO_FACETS } from './search-fixtures';

const US = buildShellData('US', { topics: true }).subjects;
const TR = buildShellData('TR', { topics: true }).subjects;
const base: SearchState = { query: '', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 1, utmContent: null };

function response(hits: ReturnType<typeof makeHit>[], numberOfResults = hits.length): SearchResponse {
  return { content: hits, numberOfResults, numberOfExactResults: numberOfResults, moreResults: false, didYouMean: null, facets: NO_FACETS, requestUuid: '30000000-0000-4000-8000-000000000001' };
}

function view(state: Partial<SearchState>, outcome: SearchOutcome, { subjects = US, locale = 'en' } = {}) {
  return renderWithShell(
    <SearchView basePath="/knows/search" origin="search_page" subjects={subjects} formats={['PDF', 'FLASHCARDS']} state={{ ...base, ...state }} outcome={outcome} />,
    { locale, asPath: '/knows/search' },
  );
}

describe('search page view', () => {
  it('is a GET search form with the query, subject and format fields that works without JavaScript', async () => {
    await view({ query: 'cells', subjectId: US[2]!.id, knowFormat: 'PDF' }, { kind: 'results', response: response([makeHit()]) });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/knows/search');
    expect(screen.getByRole('combobox', { name: 'Search for knows' })).toHaveAttribute('name', 'query');
    expect(screen.getByRole('combobox', { name: 'Search for knows' })).toHaveValue('cells');
    const subject = screen.getByRole('combobox', { name: 'Subject' });
    expect(subject).toHaveAttribute('name', 'subjectId');
    expect(subject).toHaveValue(String(US[2]!.id));
    expect(within(subject).getAllByRole('option')).toHaveLength(US.length + 1);
    const format = screen.getByRole('combobox', { name: 'Format' });
    expect(format).toHaveAttribute('name', 'knowFormat');
    expect(within(format).getAllByRole('option').map((o) => o.textContent)).toEqual(['All formats', 'Documents', 'Flashcards']);
  });

  it('shows suggestions before anything was searched, without a subject filter where the edition has no subjects', async () => {
    await view({}, { kind: 'idle' });
    expect(screen.getByRole('heading', { name: 'What do you want to learn today?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: US[0]!.name })).toHaveAttribute('href', `/knows/search?subjectId=${US[0]!.id}`);
    const topic = US[0]!.topics[0]!;
    expect(screen.getByRole('link', { name: topic.name })).toHaveAttribute(
      'href',
      `/knows/search?query=${encodeURIComponent(topic.name).replace(/%20/g, '+')}&subjectId=${US[0]!.id}`,
    );
  });

  it('hides the subject filter where the edition has no catalogue', async () => {
    await view({}, { kind: 'idle' }, { subjects: TR, locale: 'tr' });
    expect(screen.queryByRole('combobox', { name: 'Subject' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Format' })).toBeInTheDocument();
  });

  it('announces the result count and renders hits with their highlights and analytics link parameters', async () => {
    const hit = makeHit(
      { title: 'Photosynthesis & <light> reactions' },
      {
        title: [
          { text: 'Photosynthesis', match: true },
          { text: ' & <light> reactions', match: false },
        ],
        snippet: [
          { text: 'inside the ', match: false },
          { text: 'chloroplast', match: true },
        ],
      },
    );
    const { container } = await view({ query: 'photosynthesis chloroplast' }, { kind: 'results', response: response([hit], 1) });
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('1 result for “photosynthesis chloroplast”');
    const link = screen.getByRole('link', { name: /Photosynthesis/ });
    expect(link).toHaveTextContent('Photosynthesis & <light> reactions');
    expect(link.getAttribute('href')).toBe(`/knows/photosynthesis-light-reactions-${hit.know.uuid}?query=photosynthesis+chloroplast&referrer=search`);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Photosynthesis', 'chloroplast']);
    expect(container.querySelector('light')).toBeNull();
  });

  it('shows the no-result state with spelling tips and a link without the filters', async () => {
    await view({ query: 'photosynthesys', subjectId: US[0]!.id, knowFormat: 'FLASHCARDS' }, { kind: 'results', response: response([], 0) });
    expect(screen.getByRole('heading', { name: 'No knows found for “photosynthesys”' })).toBeInTheDocument();
    expect(screen.getByText('check the spelling')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'remove the filters' })).toHaveAttribute('href', '/knows/search?query=photosynthesys');
    expect(screen.getByRole('status')).toHaveTextContent('0 results for “photosynthesys”');
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).toBeNull();
  });

  it('offers no filter removal when there are no filters', async () => {
    await view({ query: 'zzzz' }, { kind: 'results', response: response([], 0) });
    expect(screen.queryByRole('link', { name: 'remove the filters' })).toBeNull();
  });

  it('paginates with real links, the current page marked', async () => {
    const hits = Array.from({ length: 20 }, () => makeHit());
    await view({ query: 'algebra', page: 3, utmContent: 'mail' }, { kind: 'results', response: response(hits, 400) });
    const nav = screen.getByRole('navigation', { name: 'Result pages' });
    const current = within(nav).getByText('3');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/knows/search?query=algebra&page=2&utm_content=mail');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/knows/search?query=algebra&page=4&utm_content=mail');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/knows/search?query=algebra&utm_content=mail');
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/knows/search?query=algebra&page=5&utm_content=mail');
    expect(within(nav).getByRole('link', { name: 'Page 20' })).toHaveAttribute('href', '/knows/search?query=algebra&page=20&utm_content=mail');
    expect(within(nav).queryByRole('link', { name: 'Page 6' })).toBeNull();
    expect(within(nav).getByText('…')).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers "Did you mean" and result counts per subject, grade and format as links that narrow the search', async () => {
    const bio = US.find((x) => x.name === 'Biology')!;
    const hits = [makeHit(), makeHit()];
    const facets = {
      subjects: [{ subjectId: bio.id, count: 2 }],
      grades: [{ gradeId: 10, count: 1 }],
      formats: [{ knowFormat: 'PDF' as const, count: 2 }],
    };
    await view({ query: 'photosythesis', gradeId: 10 }, { kind: 'results', response: { ...response(hits, 2), didYouMean: 'photosynthesis', facets } });
    expect(screen.getByText('Did you mean:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'photosynthesis' })).toHaveAttribute('href', '/knows/search?query=photosynthesis&gradeId=10');
    const nav = screen.getByRole('navigation', { name: 'Narrow the results' });
    expect(within(nav).getByRole('link', { name: 'Biology: 2 results' })).toHaveAttribute('href', `/knows/search?query=photosythesis&subjectId=${bio.id}&gradeId=10`);
    expect(within(nav).getByRole('link', { name: 'Documents: 2 results' })).toHaveAttribute('href', '/knows/search?query=photosythesis&gradeId=10&knowFormat=PDF');
    // The chosen grade is marked and links back without it.
    const grade = within(nav).getByRole('link', { name: '10th grade (Sophomore): remove this filter' });
    expect(grade).toHaveAttribute('aria-current', 'true');
    expect(grade).toHaveAttribute('href', '/knows/search?query=photosythesis');
  });

  it('offers alternatives when nothing is found: the correction, subjects and popular knows', async () => {
    const popular = [makeHit({ title: 'Cell biology basics' }).know];
    await view(
      { query: 'photosythesis', knowFormat: 'IMAGE' },
      { kind: 'results', response: { ...response([], 0), didYouMean: 'photosynthesis' }, popular },
    );
    expect(screen.getByRole('link', { name: 'photosynthesis' })).toHaveAttribute('href', '/knows/search?query=photosynthesis&knowFormat=IMAGE');
    expect(screen.getByRole('heading', { name: 'Browse a subject' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: US[0]!.name })).toHaveAttribute('href', `/knows/search?subjectId=${US[0]!.id}`);
    expect(screen.getByRole('list', { name: 'Popular knows' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Cell biology basics/ })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Narrow the results' })).toBeNull();
  });

  it('says so when the search failed, with a retry link to the same search', async () => {
    await view({ query: 'cells' }, { kind: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('The search is not available right now.');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/knows/search?query=cells');
  });
});
