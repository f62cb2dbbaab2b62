/**
 * A test from a set (issue 24 §3): `count` cards drawn at random, the chosen question types taken
 * in turn, grouped by type (typed, matching, multiple choice, true or false). Matching asks in
 * groups of up to MATCH_GROUP cards with different answers; a card left alone, or whose answer a
 * group already has, becomes multiple choice. A set whose answers are all the same can only be
 * asked typed. True or false shows the card's own answer half the time, another card's otherwise.
 */
import { TEST_QUESTION_TYPES, type TestQuestionType } from '@/lib/contract/study';
import { STUDY_MODE_LIMITS } from '@/lib/contract/limits';
import { foldText } from '@/lib/study/answer-text';
import { canOfferChoices, choiceOptions, distractorsFor, shuffle, type Random } from '../choice-options';

export const MATCH_GROUP = 5;

export interface TestCard {
  uuid: string;
  front: string;
  back: string;
}

export interface TestQuestion {
  card: TestCard;
  type: TestQuestionType;
  /** Multiple choice: the options in the order shown. */
  options?: string[];
  /** True or false: the answer the statement pairs with the front. */
  shown?: string;
  /** Matching: the group's number and its answers in the order shown. */
  group?: number;
  groupOptions?: string[];
}

export interface TestSettings {
  count: number;
  types: TestQuestionType[];
}

const keyOf = (s: string) => foldText(s).replace(/\s+/g, ' ').trim();

export function maxQuestions(cards: readonly TestCard[]): number {
  return Math.min(cards.length, STUDY_MODE_LIMITS.testQuestionsMax);
}

/** `pool`: the cards options and statements draw other answers from (the whole set when retaking a few). */
export function buildTest(
  cards: readonly TestCard[],
  settings: TestSettings,
  random: Random = Math.random,
  pool: readonly TestCard[] = cards,
): TestQuestion[] {
  const choices = canOfferChoices(pool);
  const wanted = TEST_QUESTION_TYPES.filter((t) => settings.types.includes(t) && (choices || t === 'written'));
  const types: TestQuestionType[] = wanted.length > 0 ? wanted : ['written'];
  const count = Math.max(1, Math.min(settings.count, maxQuestions(cards)));
  const picked = shuffle(cards, random).slice(0, count);
  const assigned = picked.map((card, i) => ({ card, type: types[i % types.length]! }));

  // Matching groups: different answers within a group, never a group of one.
  const groups: TestCard[][] = [];
  for (const q of assigned.filter((a) => a.type === 'matching')) {
    const open = groups.find((g) => g.length < MATCH_GROUP && !g.some((c) => keyOf(c.back) === keyOf(q.card.back)));
    if (open) open.push(q.card);
    else groups.push([q.card]);
  }
  const lone = new Set(groups.filter((g) => g.length < 2).flatMap((g) => g.map((c) => c.uuid)));
  const matchGroups = groups.filter((g) => g.length >= 2);

  const questions: TestQuestion[] = assigned.map(({ card, type }) => {
    const t: TestQuestionType = type === 'matching' && lone.has(card.uuid) ? 'choice' : type;
    if (t === 'choice') return { card, type: t, options: choiceOptions(card, pool, random) };
    if (t === 'trueFalse') {
      const other = distractorsFor(card, pool, random, 1)[0];
      return { card, type: t, shown: random() < 0.5 || !other ? card.back : other };
    }
    if (t === 'matching') {
      const group = matchGroups.findIndex((g) => g.some((c) => c.uuid === card.uuid));
      return { card, type: t, group, groupOptions: [] };
    }
    return { card, type: t };
  });
  matchGroups.forEach((g, i) => {
    const options = shuffle(g.map((c) => c.back), random);
    for (const q of questions) if (q.type === 'matching' && q.group === i) q.groupOptions = options;
  });
  const order = (q: TestQuestion) => TEST_QUESTION_TYPES.indexOf(q.type) * 1000 + (q.group ?? 0);
  return questions.map((q, i) => ({ q, i })).sort((a, b) => order(a.q) - order(b.q) || a.i - b.i).map(({ q }) => q);
}
