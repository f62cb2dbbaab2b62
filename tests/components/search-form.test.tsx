// Search form with JavaScript: debounced typing, immediate filters, submit without a page load.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm, TYPING_DEBOUNCE_MS } from '@/components/search/search-form';
import type { SearchState } from '@/components/search/search-query';
import { buildShellData } from '@/lib/pages/shell-data';
import { renderWithShell } from './render';

const subjects = buildShellData('DE', { topics: true }).subjects;
const state: SearchState = { query: 'zelle', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 4, utmContent: 'ad' };

async function form(onSearch = vi.fn(), over: Partial<SearchState> = {}) {
  await renderWithShell(
    <SearchForm action="/knows/search" state={{ ...state, ...over }} subjects={subjects} formats={['PDF', 'FLASHCARDS']} loading={false} onSearch={onSearch} removeTopicHref="/knows/search?query=zelle" />,
    { locale: 'de', lang: 'de' },
  );
  return onSearch;
}

afterEach(() => vi.useRealTimers());

describe('search form', () => {
  it('searches once after the typing pause, from page 1, replacing the history entry', async () => {
    vi.useFakeTimers();
    const onSearch = await form();
    const input = screen.getByRole('combobox', { name: 'Nach Knows suchen' });
    fireEvent.change(input, { target: { value: 'zellat' } });
    fireEvent.change(input, { target: { value: 'zellatmung' } });
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith({ ...state, query: 'zellatmung', page: 1 }, { replace: true });
  });

  it('does not search while typing a single character, nor for the query already shown', async () => {
    vi.useFakeTimers();
    const onSearch = await form();
    const input = screen.getByRole('combobox', { name: 'Nach Knows suchen' });
    fireEvent.change(input, { target: { value: 'z' } });
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2));
    fireEvent.change(input, { target: { value: ' zelle ' } });
    act(() => vi.advanceTimersByTime(TYPING_DEBOUNCE_MS * 2));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches at once on submit and on a filter change (a new history entry), dropping a topic with its subject', async () => {
    const topic = subjects[0]!.topics[0]!;
    const onSearch = await form(vi.fn(), { subjectId: subjects[0]!.id, topicUuid: topic.uuid });
    expect(screen.getByText(`Thema: ${topic.name}`)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Fach' }), { target: { value: String(subjects[2]!.id) } });
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ subjectId: subjects[2]!.id, topicUuid: null, page: 1 }), { replace: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), { target: { value: 'FLASHCARDS' } });
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ knowFormat: 'FLASHCARDS', subjectId: subjects[0]!.id }), { replace: false });
    fireEvent.click(screen.getByRole('link', { name: 'Themenfilter entfernen' }));
    expect(onSearch).toHaveBeenLastCalledWith(expect.objectContaining({ topicUuid: null, subjectId: subjects[0]!.id }), { replace: false });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenLastCalledWith({ ...state, subjectId: subjects[0]!.id, topicUuid: topic.uuid, page: 1 }, { replace: false });
    expect(onSearch).toHaveBeenCalledTimes(4);
  });
});
