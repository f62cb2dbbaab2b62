/**
 * The check every test of model-written work (a summary, an exam, a flashcard draft) makes when
 * the model wrote some items and invented others: the work counts as the model's, its note says
 * items were replaced, it is filled up to `total` items (when given), and the items the model
 * wrote are what the test looks at next.
 */
import { expect } from 'vitest';
import type { AiEngineName } from '@/lib/contract/ai';
import type { WrittenWork } from '@/server/ai/work';

export function modelWrittenItems<F extends string, T extends { engine: AiEngineName }>(
  work: WrittenWork<F, T>,
  field: F,
  replacedNote: string,
  total?: number,
): T[] {
  expect(work.engine).toBe('openai-compatible');
  expect(work.note).toBe(replacedNote);
  if (total !== undefined) expect(work[field]).toHaveLength(total);
  return work[field].filter((item) => item.engine === 'openai-compatible');
}
