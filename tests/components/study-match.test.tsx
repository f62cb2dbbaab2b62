// Match by keyboard alone (issue 24 §4): the view gets its pairs as props and reports the
// finished time through a callback (the page sends it to the API), with a clock of the test's.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MatchGame } from '@/components/study/match/match-game';
import { initialMatchState, matchReducer } from '@/components/study/match/match-state';
import type { MatchPair, MatchResult } from '@/lib/contract/match';
import { renderWithShell } from './render';

const pairs: MatchPair[] = [
  { uuid: '00000000-0000-4000-8000-000000000001', term: 'Mitochondrion', definition: 'Makes the cell’s energy' },
  { uuid: '00000000-0000-4000-8000-000000000002', term: 'Ribosome', definition: 'Builds proteins' },
  { uuid: '00000000-0000-4000-8000-000000000003', term: 'Nucleus', definition: 'Holds the DNA' },
];

function fakeClock() {
  let now = 1000;
  return { clock: () => now, advance: (ms: number) => void (now += ms) };
}

async function renderGame(over: Partial<Parameters<typeof MatchGame>[0]> = {}) {
  const time = fakeClock();
  const onFinish = vi.fn(
    async (timeMs: number): Promise<MatchResult> => ({ timeMs, isBest: true, best: { timeMs, achievedOn: '2026-11-28T10:00:00.000Z', rounds: 1 } }),
  );
  const onPlayAgain = vi.fn();
  const user = userEvent.setup();
  // Identity order: term, definition, term, definition…
  await renderWithShell(<MatchGame pairs={pairs} best={null} onFinish={onFinish} onPlayAgain={onPlayAgain} clock={time.clock} order={(x) => x} {...over} />);
  return { ...time, onFinish, onPlayAgain, user };
}

const tile = (text: string) => screen.getByRole('button', { name: new RegExp(text) });
const live = () => document.querySelector('[aria-live="polite"]')!;

describe('Match game', () => {
  it('is played with Tab, arrows, Enter and Space: pairs, a wrong pair with its penalty, and the time at the end', async () => {
    const { user, advance, onFinish } = await renderGame();
    expect(screen.getByText(/3 pairs\. Every wrong pair adds a second\./)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Terms and definitions' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const grid = await screen.findByRole('group', { name: 'Terms and definitions' });
    const tiles = within(grid).getAllByRole('button');
    expect(tiles).toHaveLength(6);
    await waitFor(() => expect(tiles[0]).toHaveFocus());
    expect(tiles[0]).toHaveAccessibleName('Term: Mitochondrion');
    expect(tiles.every((t) => t.getAttribute('aria-pressed') === 'false')).toBe(true);

    // Space selects the term; the arrow moves to the wrong definition; Enter pairs: not a pair.
    await user.keyboard(' ');
    expect(tile('Mitochondrion')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(tile('Builds proteins')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(live()).toHaveTextContent('Not a pair. One second added.');
    expect(screen.getByText('+1 penalty second')).toBeInTheDocument();
    expect(tile('Builds proteins')).toHaveAttribute('data-state', 'wrong');
    expect(tile('Mitochondrion')).toHaveAttribute('aria-pressed', 'false');

    // Back with the arrow to the right definition: a pair, announced, and both tiles leave.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tile('Makes the cell’s energy')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tile('Makes the cell’s energy')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Home}{Enter}');
    expect(live()).toHaveTextContent('Matched: Mitochondrion – Makes the cell’s energy. 2 pairs left.');
    expect(screen.queryByRole('button', { name: /Mitochondrion/ })).toBeNull();
    expect(within(grid).getAllByRole('button')).toHaveLength(4);
    // The focus stays in the grid, on a tile still in play.
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    expect(screen.getByText('2 pairs left')).toBeInTheDocument();

    // Taps work as keys do; two terms in a row move the selection without a penalty.
    await user.click(tile('Ribosome'));
    await user.click(tile('Nucleus'));
    expect(tile('Ribosome')).toHaveAttribute('aria-pressed', 'false');
    expect(tile('Nucleus')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('+1 penalty second')).toBeInTheDocument();
    await user.click(tile('Holds the DNA'));

    advance(8400);
    (tile('Ribosome') as HTMLButtonElement).focus();
    await user.keyboard('{Enter}');
    (tile('Builds proteins') as HTMLButtonElement).focus();
    await user.keyboard(' ');

    // 8.4 s on the clock plus one penalty second.
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(9400));
    const heading = await screen.findByRole('heading', { name: 'All matched!' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The clock stopped at the final time, which the result repeats.
    expect(screen.getByRole('timer', { name: 'Time' })).toHaveTextContent('9.4 sec');
    expect(screen.getAllByText('9.4 sec')).toHaveLength(2);
    await waitFor(() => expect(live()).toHaveTextContent('All pairs matched in 9.4 sec. New best time!'));
    expect(screen.getByRole('status')).toHaveTextContent('New best time!');
    expect(onFinish).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('says when the time could not be saved, and offers another round', async () => {
    const { user, onPlayAgain } = await renderGame({ onFinish: () => Promise.reject(new Error('offline')), best: { timeMs: 5200, achievedOn: '2026-11-01T10:00:00.000Z', rounds: 3 } });
    expect(screen.getByText('Your best: 5.2 sec')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    for (const p of pairs) {
      await user.click(tile(p.term));
      await user.click(tile(p.definition));
    }
    expect(await screen.findByText('Your time could not be saved.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(onPlayAgain).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('puts the focus on Start for a round begun from Play again', async () => {
    await renderGame({ autoFocus: true });
    expect(screen.getByRole('button', { name: 'Start' })).toHaveFocus();
  }, 30_000);

  it('matches by text, so cards sharing a definition pair either way', () => {
    const twins: MatchPair[] = [
      { uuid: '00000000-0000-4000-8000-00000000000a', term: 'big', definition: 'groß' },
      { uuid: '00000000-0000-4000-8000-00000000000b', term: 'large', definition: 'groß' },
    ];
    let s = initialMatchState(twins);
    s = matchReducer(s, { type: 'select', id: `${twins[0]!.uuid}:term` });
    s = matchReducer(s, { type: 'select', id: `${twins[1]!.uuid}:definition` });
    expect(s.matched).toHaveLength(2);
    expect(s.penalties).toBe(0);
    s = matchReducer(s, { type: 'select', id: `${twins[1]!.uuid}:term` });
    s = matchReducer(s, { type: 'select', id: `${twins[0]!.uuid}:definition` });
    expect(s.matched).toHaveLength(4);
  });
});
