// The search box's suggestions (decision 0060): an ARIA combobox with a listbox, keyboard and pointer.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_DEBOUNCE_MS } from '@/components/search/search-combobox';
import { SearchForm } from '@/components/search/search-form';
import type { SearchState } from '@/components/search/search-query';
import type { SuggestionsResponse } from '@/lib/contract/search';
import { buildShellData } from '@/lib/pages/shell-data';
import { renderWithShell } from './render';

const subjects = buildShellData('US', { topics: true }).subjects;
const biology = subjects.find((s) => s.name === 'Biology')!;
const topic = biology.topics[0]!;
const state: SearchState = { query: '', subjectId: null, topicUuid: null, gradeId: null, knowFormat: null, page: 1, utmContent: null };

const SUGGESTIONS: SuggestionsResponse['content'] = [
  { suggestion: { kind: 'subject', text: 'Biology', subjectId: biology.id }, highlight: [{ text: 'Biology', match: true }] },
  { suggestion: { kind: 'topic', text: topic.name, subjectId: biology.id, topicUuid: topic.uuid }, highlight: [{ text: topic.name, match: false }] },
  {
    suggestion: { kind: 'title', text: 'Biochemistry basics', knowUuid: '00000000-0000-4000-8000-000000000001' },
    highlight: [
      { text: 'Biochemistry', match: true },
      { text: ' basics', match: false },
    ],
  },
];

async function setup() {
  vi.useFakeTimers();
  const onSearch = vi.fn();
  const load = vi.fn(async () => SUGGESTIONS);
  await renderWithShell(
    <SearchForm action="/knows/search" state={state} subjects={subjects} formats={['PDF']} loading={false} onSearch={onSearch} removeTopicHref="/knows/search" loadSuggestions={load} />,
    { locale: 'en', asPath: '/knows/search' },
  );
  const input = screen.getByRole('combobox', { name: 'Search for knows' });
  const type = async (value: string) => {
    fireEvent.change(input, { target: { value } });
    await act(async () => {
      vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
  };
  return { input, onSearch, load, type };
}

afterEach(() => vi.useRealTimers());

describe('search box suggestions', () => {
  it('opens a labelled listbox of suggestions once typing pauses, kinds named', async () => {
    const { input, load, type } = await setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await type('b');
    expect(load).not.toHaveBeenCalled();
    await type('bio');
    expect(load).toHaveBeenCalledWith('bio', expect.any(AbortSignal));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['BiologySubject', `${topic.name}Topic`, 'Biochemistry basics']);
    expect(within(options[2]!).getByText('Biochemistry').tagName).toBe('MARK');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with the arrow keys (the focus stays in the input), wraps to the text, and Escape closes', async () => {
    const { input, type } = await setup();
    await type('bio');
    const options = screen.getAllByRole('option');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    // The arrow key opens the list again.
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement === input || document.activeElement === document.body).toBe(true);
  });

  it('keeps the learner on their option when the answer to the last letters arrives after they moved', async () => {
    const { input, load, type } = await setup();
    await type('bio');
    load.mockImplementation(async () => [...SUGGESTIONS].reverse());
    // The last letter is typed; before its answer comes, the arrow keys move to the title.
    fireEvent.change(input, { target: { value: 'bioc' } });
    for (let i = 0; i < 3; i++) fireEvent.keyDown(input, { key: 'ArrowDown' });
    const list = () => screen.getByRole('listbox', { name: 'Suggestions' });
    expect(within(list()).getByRole('option', { selected: true })).toHaveTextContent('Biochemistry basics');
    await act(async () => {
      vi.advanceTimersByTime(SUGGEST_DEBOUNCE_MS);
    });
    const selected = within(list()).getByRole('option', { selected: true });
    expect(selected).toHaveTextContent('Biochemistry basics');
    expect(within(list()).getAllByRole('option')[0]).toBe(selected);
    expect(input).toHaveAttribute('aria-activedescendant', selected.id);
  });

  it('Enter on a subject filters by it; Enter without an active option searches the text', async () => {
    const { input, onSearch, type } = await setup();
    await type('bio');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith({ ...state, subjectId: biology.id, topicUuid: null, query: '' }, { replace: false });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await type('bioc');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenLastCalledWith({ ...state, query: 'bioc' }, { replace: false });
  });

  it('a click or tap on a topic or a title picks it', async () => {
    const { input, onSearch, type } = await setup();
    await type('bio');
    fireEvent.click(screen.getAllByRole('option')[1]!);
    expect(onSearch).toHaveBeenLastCalledWith({ ...state, subjectId: biology.id, topicUuid: topic.uuid, query: '' }, { replace: false });
    await type('bioch');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getAllByRole('option')[2]!);
    expect(onSearch).toHaveBeenLastCalledWith({ ...state, query: 'Biochemistry basics' }, { replace: false });
    expect(input).toHaveValue('Biochemistry basics');
  });
});
