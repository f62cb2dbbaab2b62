/**
 * The state of one Match round, as a reducer (no clock, no DOM): the tiles, the one selected,
 * the pairs found, and the wrong pair flashing. Two tiles match when some pair of the round has
 * exactly their texts, so cards with the same term or the same definition match either way.
 * Picking a second tile of the same kind moves the selection (no penalty); a term and a
 * definition that do not belong together cost a penalty.
 */
import type { MatchPair } from '@/lib/contract/match';

export type TileKind = 'term' | 'definition';

export interface MatchTile {
  id: string;
  kind: TileKind;
  text: string;
}

export interface MatchState {
  pairs: readonly MatchPair[];
  tiles: readonly MatchTile[];
  selected: string | null;
  matched: readonly string[];
  /** The two tiles of the last wrong pair while they flash. */
  wrong: readonly [string, string] | null;
  penalties: number;
  /** What just happened, for the live region. */
  last: { kind: 'matched'; term: string; definition: string } | { kind: 'mismatch' } | null;
}

export type MatchAction = { type: 'select'; id: string } | { type: 'clearWrong' };

/** Term and definition tiles of the pairs, in the order `order` puts them (a shuffle in play). */
export function initialMatchState(pairs: readonly MatchPair[], order: <T>(items: T[]) => T[] = (x) => x): MatchState {
  const tiles = order(
    pairs.flatMap((p): MatchTile[] => [
      { id: `${p.uuid}:term`, kind: 'term', text: p.term },
      { id: `${p.uuid}:definition`, kind: 'definition', text: p.definition },
    ]),
  );
  return { pairs, tiles, selected: null, matched: [], wrong: null, penalties: 0, last: null };
}

export function isComplete(state: MatchState): boolean {
  return state.tiles.length > 0 && state.matched.length === state.tiles.length;
}

export function pairsLeft(state: MatchState): number {
  return (state.tiles.length - state.matched.length) / 2;
}

function belongTogether(pairs: readonly MatchPair[], a: MatchTile, b: MatchTile): boolean {
  const term = a.kind === 'term' ? a : b;
  const definition = a.kind === 'term' ? b : a;
  return pairs.some((p) => p.term === term.text && p.definition === definition.text);
}

export function matchReducer(state: MatchState, action: MatchAction): MatchState {
  if (action.type === 'clearWrong') return state.wrong ? { ...state, wrong: null } : state;
  const tile = state.tiles.find((t) => t.id === action.id);
  if (!tile || state.matched.includes(tile.id) || isComplete(state)) return state;
  // The same tile again: unselect it.
  if (state.selected === tile.id) return { ...state, selected: null, last: null };
  const first = state.tiles.find((t) => t.id === state.selected);
  if (!first || first.kind === tile.kind) return { ...state, selected: tile.id, wrong: null, last: null };
  if (belongTogether(state.pairs, first, tile)) {
    const term = first.kind === 'term' ? first : tile;
    const definition = first.kind === 'term' ? tile : first;
    return {
      ...state,
      selected: null,
      wrong: null,
      matched: [...state.matched, first.id, tile.id],
      last: { kind: 'matched', term: term.text, definition: definition.text },
    };
  }
  return { ...state, selected: null, wrong: [first.id, tile.id], penalties: state.penalties + 1, last: { kind: 'mismatch' } };
}

/** Fisher–Yates with the given source of randomness. */
export function shuffled<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
