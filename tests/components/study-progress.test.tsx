// The study page's view (issue 24 §5): the streak, the charts as named images with a summary,
// their table alternative, and each set's new / learning / mastered counts.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StudyProgressView } from '@/components/study/progress/study-progress-view';
import type { StudyProgressData } from '@/lib/contract/study-progress';
import { renderWithShell } from './render';

function data(): StudyProgressData {
  const days = Array.from({ length: 56 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 0, 7 + i)).toISOString().slice(0, 10);
    return { day, cards: 0, reviews: 0 };
  });
  days[53] = { day: '2026-03-01', cards: 4, reviews: 6 };
  days[55] = { day: '2026-03-03', cards: 12, reviews: 15 };
  const weeks = Array.from({ length: 8 }, (_, i) => ({
    from: new Date(Date.UTC(2026, 0, 7 + i * 7)).toISOString().slice(0, 10),
    to: new Date(Date.UTC(2026, 0, 13 + i * 7)).toISOString().slice(0, 10),
    recalls: 0,
    remembered: 0,
    retention: null as number | null,
  }));
  weeks[7] = { ...weeks[7]!, recalls: 8, remembered: 6, retention: 0.75 };
  return {
    today: '2026-03-03',
    streak: { days: 3, studiedToday: true, longest: 5 },
    days,
    weeks,
    sets: [
      { knowUuid: '7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0001', title: 'Zellbiologie', cardCount: 10, newCount: 5, learningCount: 3, masteredCount: 2, bestMatchMs: 12_340 },
    ],
  };
}

describe('study progress view', () => {
  it('names and describes each chart and offers its numbers as a table', async () => {
    const user = userEvent.setup();
    await renderWithShell(<StudyProgressView data={data()} locale="en" />);
    expect(screen.getByRole('heading', { name: 'Daily streak' })).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText(/Longest: 5 days/)).toBeInTheDocument();

    const daily = screen.getByRole('img', { name: 'Cards studied per day' });
    expect(daily).toHaveAccessibleDescription('Last 56 days. Cards studied: 16. Days with study: 2. Most in one day: 12.');
    expect(daily.querySelectorAll('rect')).toHaveLength(2);
    const figure = daily.closest('figure')!;
    const toggle = within(figure).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(figure).queryByRole('table')).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
    const table = within(figure).getByRole('table', { name: 'Cards studied per day' });
    // It scrolls on its own, so the keyboard can reach and scroll it.
    expect(within(figure).getByRole('region', { name: 'Cards studied per day' })).toHaveAttribute('tabindex', '0');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Day', 'Cards']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(56);
    expect(rows.at(-1)!).toHaveTextContent('Mar 3, 202612');
    expect(within(rows.at(-1)!).getByRole('rowheader')).toHaveTextContent('Mar 3, 2026');
    expect(rows[0]!).toHaveTextContent('Jan 7, 20260');

    const retention = screen.getByRole('img', { name: 'Retention per week' });
    expect(retention).toHaveAccessibleDescription(/Latest: 75%\.$/);
    const retentionFigure = retention.closest('figure')!;
    await user.click(within(retentionFigure).getByRole('button', { name: 'Show as table' }));
    const weekRows = within(within(retentionFigure).getByRole('table')).getAllByRole('row').slice(1);
    expect(weekRows).toHaveLength(8);
    expect(weekRows.at(-1)!).toHaveTextContent('Feb 25, 2026 – Mar 3, 2026' + '75% (6 of 8)');
    expect(weekRows[0]!).toHaveTextContent('no reviews');
  }, 30_000);

  it("lists each set's new, learning and mastered cards with its best Match time", async () => {
    await renderWithShell(<StudyProgressView data={data()} locale="en" />);
    const set = screen.getByRole('heading', { name: 'Zellbiologie' }).closest('li')!;
    expect(set).toHaveTextContent('10 cards');
    expect(set).toHaveTextContent('Mastered: 2');
    expect(set).toHaveTextContent('Learning: 3');
    expect(set).toHaveTextContent('New: 5');
    expect(set).toHaveTextContent('Best Match time: 12.3 sec');
    expect(within(set).getByRole('link', { name: 'Play Match with Zellbiologie' })).toHaveAttribute(
      'href',
      '/app/flashcards/7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0001/match',
    );
  }, 30_000);

  it('writes days in the edition’s language', async () => {
    const user = userEvent.setup();
    await renderWithShell(<StudyProgressView data={data()} locale="de" />, { locale: 'de', lang: 'de' });
    const daily = screen.getByRole('img', { name: 'Gelernte Karten pro Tag' });
    await user.click(within(daily.closest('figure')!).getByRole('button', { name: 'Als Tabelle zeigen' }));
    const rows = within(daily.closest('figure')!).getAllByRole('row');
    expect(rows.at(-1)!).toHaveTextContent('03.03.2026');
  }, 30_000);
});
