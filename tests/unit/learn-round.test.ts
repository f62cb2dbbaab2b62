/** Learn's rounds (decision 0067): order, options before typing, missed cards back later, the round's end. */
import { describe, expect, it } from 'vitest';
import { currentQuestion, initialLearn, learnReducer, MAX_MISSES, ROUND_SIZE, roundOutcome, type LearnState } from '@/components/study/learn/learn-round';
import type { StudyCard } from '@/lib/contract/flashcards';

const NOW = Date.parse('2026-11-28T12:00:00Z');

function card(n: number, state: StudyCard['state'] = 0, due = '2026-11-28T11:00:00Z'): StudyCard {
  return { uuid: `c${n}`, knowUuid: 'k', front: `F${n}`, back: `B${n}`, state, due, reps: state ? 1 : 0, lapses: 0 };
}

const answer = (s: LearnState, verdict: 'correct' | 'typo' | 'incorrect') => learnReducer(learnReducer(s, { type: 'answered' }), { type: 'continue', verdict });
const asked = (s: LearnState) => `${currentQuestion(s)!.cardUuid}:${currentQuestion(s)!.stage}`;

describe('Learn rounds', () => {
  it('takes cards in progress first, then new, then due, then the rest; known cards start typed', () => {
    const s = initialLearn([card(1, 2, '2026-12-30T00:00:00Z'), card(2), card(3, 1), card(4, 2)], true, NOW);
    expect(s.roundCards).toEqual(['c3', 'c2', 'c4', 'c1']);
    expect(s.queue.map((q) => `${q.cardUuid}:${q.stage}`)).toEqual(['c3:choice', 'c2:choice', 'c4:written', 'c1:written']);
  });

  it('asks at most a round of cards, and typed only where no options can be offered', () => {
    const cards = Array.from({ length: ROUND_SIZE + 3 }, (_, i) => card(i + 1));
    expect(initialLearn(cards, true, NOW).roundCards).toHaveLength(ROUND_SIZE);
    expect(initialLearn(cards, false, NOW).queue.every((q) => q.stage === 'written')).toBe(true);
  });

  it('moves a right option to a typed question at the end, and a missed card two questions on', () => {
    let s = initialLearn([card(1), card(2), card(3), card(4)], true, NOW);
    s = answer(s, 'correct');
    expect(s.queue.map((q) => `${q.cardUuid}:${q.stage}`)).toEqual(['c2:choice', 'c3:choice', 'c4:choice', 'c1:written']);
    s = answer(s, 'incorrect');
    expect(s.queue.map((q) => `${q.cardUuid}:${q.stage}`)).toEqual(['c3:choice', 'c4:choice', 'c2:choice', 'c1:written']);
    expect(asked(s)).toBe('c3:choice');
  });

  it('masters a card on a right or misspelt typed answer and ends the session when all are mastered', () => {
    let s = initialLearn([card(1), card(2)], false, NOW);
    s = answer(s, 'typo');
    s = answer(s, 'correct');
    expect(s.phase).toBe('finished');
    expect(roundOutcome(s)).toEqual({ mastered: ['c1', 'c2'], needsWork: [] });
  });

  it(`lets a card missed ${MAX_MISSES} times wait for the next round`, () => {
    let s = initialLearn([card(1), card(2)], false, NOW);
    s = answer(s, 'correct');
    for (let i = 0; i < MAX_MISSES; i++) s = answer(s, 'incorrect');
    expect(s.phase).toBe('roundDone');
    expect(roundOutcome(s)).toEqual({ mastered: ['c1'], needsWork: ['c2'] });
    s = learnReducer(s, { type: 'nextRound' });
    expect(s.round).toBe(2);
    expect(s.roundCards).toEqual(['c2']);
    expect(asked(s)).toBe('c2:written');
  });
});
