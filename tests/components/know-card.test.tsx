import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { KnowCard } from '@/components/knows/know-card';
import { KnowList } from '@/components/knows/know-list';
import { renderWithShell } from './render';
import { makeKnow } from './search-fixtures';

describe('know card', () => {
  it('shows thumbnail, title link, subject, knower, pages, likes and the format badge', async () => {
    const know = makeKnow({ title: 'Cell biology summary', pageCount: 12, likesCount: 1 });
    const { container } = await renderWithShell(<KnowCard know={know} />, { locale: 'en' });
    const link = screen.getByRole('link', { name: 'Cell biology summary' });
    expect(link).toHaveAttribute('href', `/knows/cell-biology-summary-${know.uuid}`);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', know.thumbnailUrl);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.getByText('Biology')).toBeInTheDocument();
    expect(screen.getByText('by Ada Knower')).toBeInTheDocument();
    expect(screen.getByText('12 pages')).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
    expect(screen.getByText('PDF')).toBeInTheDocument();
  });

  it('uses an icon and the card count for flashcard knows', async () => {
    const know = makeKnow({ format: 'FLASHCARDS', isFlashcardKnow: true, flashcardCount: 25, thumbnailUrl: null, pageCount: 0 });
    const { container } = await renderWithShell(<KnowCard know={know} />, { locale: 'en' });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
    expect(screen.getByText('25 cards')).toBeInTheDocument();
    expect(screen.getByText('Flashcards')).toBeInTheDocument();
  });

  it('renders highlights as <mark> and keeps markup in titles as literal text', async () => {
    const know = makeKnow({ title: '<img src=x onerror=alert(1)> Mitosis' });
    const { container } = await renderWithShell(
      <KnowCard
        know={know}
        titleHighlight={[
          { text: '<img src=x onerror=alert(1)> ', match: false },
          { text: 'Mitosis', match: true },
        ]}
        snippet={[
          { text: 'the phases of ', match: false },
          { text: '<b>mitosis</b>', match: true },
        ]}
      />,
      { locale: 'en' },
    );
    expect(container.querySelectorAll('img')).toHaveLength(1); // only the thumbnail
    expect(container.querySelector('b')).toBeNull();
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['Mitosis', '<b>mitosis</b>']);
    expect(screen.getByRole('link', { name: /Mitosis/ })).toHaveTextContent('<img src=x onerror=alert(1)> Mitosis');
  });

  it('hides a snippet without matches, passes the link query and reports clicks', async () => {
    const onOpen = vi.fn();
    const know = makeKnow({ title: 'Algebra' });
    await renderWithShell(
      <KnowCard know={know} snippet={[{ text: 'unrelated text', match: false }]} linkQuery={{ query: 'algebra', referrer: 'search' }} onOpen={onOpen} />,
      { locale: 'de', lang: 'en' },
    );
    expect(screen.queryByText('unrelated text')).toBeNull();
    const link = screen.getByRole('link', { name: 'Algebra' });
    expect(link).toHaveAttribute('href', `/knows/algebra-${know.uuid}?query=algebra&referrer=search`);
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3 pages')).toBeInTheDocument();
  });
});

describe('know list', () => {
  it('renders one list item per know and the empty slot when there are none', async () => {
    const knows = [makeKnow(), makeKnow(), makeKnow()];
    await renderWithShell(<KnowList knows={knows} label="Latest" empty={<p>Nothing yet</p>} />, { locale: 'en' });
    const list = screen.getByRole('list', { name: 'Latest' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Nothing yet')).toBeNull();
    cleanup();
    await renderWithShell(<KnowList knows={[]} label="Latest" empty={<p>Nothing yet</p>} />, { locale: 'en' });
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });
});
