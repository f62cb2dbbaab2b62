import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuPanel } from '@/components/shell/menu-panel';
import { buildShellData } from '@/lib/pages/shell-data';
import { BRAND } from '@/lib/config/brand';
import { renderWithShell } from './render';

describe('menu panel', () => {
  it('selects the first subject by default and shows its topics with "show all topics"', async () => {
    const { subjects } = buildShellData('DE', { topics: true });
    await renderWithShell(<MenuPanel id="m" subjects={subjects} signedIn={false} onClose={() => {}} />, { locale: 'de', lang: 'en' });
    const first = subjects[0]!;
    expect(screen.getByRole('button', { name: first.name })).toHaveAttribute('aria-pressed', 'true');
    const topics = screen.getByRole('navigation', { name: first.name });
    expect(within(topics).getAllByRole('link').length).toBe(first.topics.length + 1);
    expect(within(topics).getByRole('link', { name: 'Show all topics' })).toHaveAttribute('href', `/subjects/${first.slug}`);
    const second = subjects[1]!;
    fireEvent.click(screen.getByRole('button', { name: second.name }));
    expect(screen.getByRole('button', { name: second.name })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: second.topics[0]!.name })).toHaveAttribute('href', `/topics/${second.topics[0]!.uuid}`);
  });

  it('shows fixed entries by their conditions', async () => {
    const de = buildShellData('DE', { topics: true }).subjects;
    await renderWithShell(<MenuPanel id="m" subjects={de} signedIn={false} onClose={() => {}} />, { locale: 'de', lang: 'en' });
    expect(screen.getByRole('link', { name: 'All subjects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For parents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
    // Live (issue 11 §7): the plan page itself, no longer the unavailable-feature page.
    expect(screen.getByRole('link', { name: BRAND.proPlanName })).toHaveAttribute('href', '/pro-abo');
    expect(screen.queryByRole('link', { name: 'Home feed' })).toBeNull();
  });

  it('hides parents and Pro where the country has neither; shows the home feed to signed-in users', async () => {
    await renderWithShell(<MenuPanel id="m" subjects={buildShellData('US', { topics: true }).subjects} signedIn onClose={() => {}} />, { locale: 'en' });
    expect(screen.queryByRole('link', { name: 'For parents' })).toBeNull();
    expect(screen.queryByRole('link', { name: BRAND.proPlanName })).toBeNull();
    expect(screen.getByRole('link', { name: 'Home feed' })).toBeInTheDocument();
  });

  it('shows the library and flashcards to signed-in users only', async () => {
    const { unmount } = await renderWithShell(<MenuPanel id="m" subjects={buildShellData('DE', { topics: true }).subjects} signedIn onClose={() => {}} />, {
      locale: 'de',
      lang: 'en',
    });
    expect(screen.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/app/library');
    expect(screen.getByRole('link', { name: 'Flashcards' })).toHaveAttribute('href', '/app/flashcards');
    unmount();

    await renderWithShell(<MenuPanel id="m" subjects={buildShellData('DE', { topics: true }).subjects} signedIn={false} onClose={() => {}} />, {
      locale: 'de',
      lang: 'en',
    });
    expect(screen.queryByRole('link', { name: 'Library' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Flashcards' })).toBeNull();
  });

  // Every edition, with or without the §9 library menu flag (decision 0059).
  it.each([
    ['fr', 'FR', true],
    ['pl', 'PL', true],
    ['en', 'US', true],
    ['it', 'IT', true],
    ['tr', 'TR', true],
    ['el', 'GR', true],
  ] as const)('library menu item on %s (%s): %s', async (locale, code, shown) => {
    await renderWithShell(<MenuPanel id="m" subjects={buildShellData(code).subjects} signedIn onClose={() => {}} />, { locale, lang: 'en' });
    expect(!!screen.queryByRole('link', { name: 'Library' })).toBe(shown);
    expect(screen.getByRole('link', { name: 'Flashcards' })).toBeInTheDocument();
  });

  it('says so gracefully when the country has no subjects', async () => {
    await renderWithShell(<MenuPanel id="m" subjects={buildShellData('TR').subjects} signedIn={false} onClose={() => {}} />, {
      locale: 'tr',
      lang: 'en',
    });
    expect(screen.getByText('Subjects for this country are coming soon.')).toBeInTheDocument();
  });

  it('closes on the close button and 250 ms after a link click', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    await renderWithShell(<MenuPanel id="m" subjects={buildShellData('GB').subjects} signedIn={false} onClose={onClose} />, {
      locale: 'en-GB',
    });
    const link = screen.getByRole('link', { name: 'All subjects' });
    link.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(link);
    vi.advanceTimersByTime(249);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
