/**
 * Multiple-choice options for a card: its answer and up to three other answers of the set
 * (issue 24 §1). Answers that read the same (case, accents, spacing) are offered once, so a
 * question never has two right options.
 */
import { foldText } from '@/lib/study/answer-text';

export const CHOICES = 4;

export type Random = () => number;

interface Card {
  uuid: string;
  back: string;
}

const keyOf = (back: string) => foldText(back).replace(/\s+/g, ' ').trim();

export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** Other answers of the set, each once and never one that reads as this card's. */
export function distractorsFor(card: Card, cards: readonly Card[], random: Random, count = CHOICES - 1): string[] {
  const own = keyOf(card.back);
  const seen = new Set([own]);
  const others: string[] = [];
  for (const c of cards) {
    const key = keyOf(c.back);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    others.push(c.back);
  }
  return shuffle(others, random).slice(0, count);
}

export function choiceOptions(card: Card, cards: readonly Card[], random: Random, count = CHOICES): string[] {
  return shuffle([card.back, ...distractorsFor(card, cards, random, count - 1)], random);
}

/** Options make sense once the set has two answers that differ. */
export function canOfferChoices(cards: readonly Card[]): boolean {
  return new Set(cards.map((c) => keyOf(c.back)).filter(Boolean)).size >= 2;
}
