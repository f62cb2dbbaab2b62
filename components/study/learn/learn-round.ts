/**
 * Learn's rounds, as a reducer (no network, no DOM; decision 0067). A round takes up to
 * ROUND_SIZE cards that are not mastered yet: the last round's leftovers, then those in progress
 * (FSRS learning), new, due, the rest. A card is asked as multiple choice first, then typed; a
 * typed answer that is right (or a typo) masters it. A wrong answer brings the card back later in
 * the round, REASK_GAP questions on, until it was missed MAX_MISSES times in the round, when it
 * waits for the next one. A round ends when its questions run out, with what was mastered and
 * what still needs work; Learn ends when every card of the set is mastered. Cards the learner
 * already knows (FSRS review state) start typed.
 */
import type { StudyCard } from '@/lib/contract/flashcards';
import type { AnswerVerdict } from '@/lib/contract/study';

export const ROUND_SIZE = 7;
export const REASK_GAP = 2;
export const MAX_MISSES = 3;

export type LearnStage = 'choice' | 'written';

export interface LearnQuestion {
  /** Unique per question asked, so a card asked again is a new question (its options reshuffle). */
  id: number;
  cardUuid: string;
  stage: LearnStage;
}

export interface LearnState {
  /** Where each card of the set stands, for the whole session. */
  progress: Record<string, LearnStage | 'mastered'>;
  /** The set's cards in the order rounds take them. */
  order: string[];
  round: number;
  roundCards: string[];
  misses: Record<string, number>;
  queue: LearnQuestion[];
  nextId: number;
  phase: 'question' | 'feedback' | 'roundDone' | 'finished';
}

/** Cards in progress first (learning, relearning), then new ones, then those due, then the rest. */
function studyOrder(cards: readonly StudyCard[], now: number): string[] {
  const rank = (c: StudyCard) => {
    if (c.state === 1 || c.state === 3) return 0;
    if (c.state === 0) return 1;
    return Date.parse(c.due) <= now ? 2 : 3;
  };
  return cards
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c.uuid);
}

function startRound(state: LearnState): LearnState {
  const open = state.order.filter((id) => state.progress[id] !== 'mastered');
  if (open.length === 0) return { ...state, phase: 'finished', queue: [], roundCards: [] };
  // The last round's cards that still need work come first: finish what was started.
  const left = state.roundCards.filter((id) => open.includes(id));
  const roundCards = [...left, ...open.filter((id) => !left.includes(id))].slice(0, ROUND_SIZE);
  let nextId = state.nextId;
  const queue = roundCards.map((cardUuid) => ({ id: nextId++, cardUuid, stage: state.progress[cardUuid] as LearnStage }));
  return { ...state, round: state.round + 1, roundCards, misses: {}, queue, nextId, phase: 'question' };
}

/** `canChoose`: the set has at least two different answers, so options can be offered. */
export function initialLearn(cards: readonly StudyCard[], canChoose: boolean, now = Date.now()): LearnState {
  const progress: LearnState['progress'] = {};
  for (const c of cards) progress[c.uuid] = canChoose && c.state !== 2 ? 'choice' : 'written';
  return startRound({ progress, order: studyOrder(cards, now), round: 0, roundCards: [], misses: {}, queue: [], nextId: 1, phase: 'question' });
}

export function currentQuestion(state: LearnState): LearnQuestion | null {
  return state.phase === 'question' || state.phase === 'feedback' ? (state.queue[0] ?? null) : null;
}

export type LearnAction =
  | { type: 'answered' }
  /** After the feedback: the verdict as it finally stands ("I was right" makes it correct). */
  | { type: 'continue'; verdict: AnswerVerdict }
  | { type: 'nextRound' }
  /** Learn the set again from the start (after it was all mastered). */
  | { type: 'restart'; state: LearnState };

export function learnReducer(state: LearnState, action: LearnAction): LearnState {
  switch (action.type) {
    case 'answered':
      return state.phase === 'question' && state.queue.length > 0 ? { ...state, phase: 'feedback' } : state;
    case 'continue': {
      const question = currentQuestion(state);
      if (state.phase !== 'feedback' || !question) return state;
      const rest = state.queue.slice(1);
      const { cardUuid, stage } = question;
      let progress = state.progress;
      let misses = state.misses;
      let queue = rest;
      let nextId = state.nextId;
      if (action.verdict !== 'incorrect') {
        if (stage === 'choice') {
          progress = { ...progress, [cardUuid]: 'written' };
          queue = [...rest, { id: nextId++, cardUuid, stage: 'written' }];
        } else progress = { ...progress, [cardUuid]: 'mastered' };
      } else {
        const missed = (misses[cardUuid] ?? 0) + 1;
        misses = { ...misses, [cardUuid]: missed };
        if (missed < MAX_MISSES) {
          const at = Math.min(REASK_GAP, rest.length);
          queue = [...rest.slice(0, at), { id: nextId++, cardUuid, stage }, ...rest.slice(at)];
        }
      }
      const next = { ...state, progress, misses, queue, nextId };
      if (queue.length > 0) return { ...next, phase: 'question' };
      const allMastered = next.order.every((id) => progress[id] === 'mastered');
      return { ...next, phase: allMastered ? 'finished' : 'roundDone' };
    }
    case 'nextRound':
      return state.phase === 'roundDone' ? startRound(state) : state;
    case 'restart':
      return action.state;
  }
}

/** The round's cards, split by how they ended it. */
export function roundOutcome(state: LearnState): { mastered: string[]; needsWork: string[] } {
  const mastered = state.roundCards.filter((id) => state.progress[id] === 'mastered');
  return { mastered, needsWork: state.roundCards.filter((id) => state.progress[id] !== 'mastered') };
}

export function masteredCount(state: LearnState): number {
  return state.order.filter((id) => state.progress[id] === 'mastered').length;
}
