/**
 * What a long study tool (summary, mock exam, flashcard draft) is given to run (decision 0068):
 * where to report its progress, and the signal of a learner who stopped it. Both optional: the
 * plain JSON answer runs without them.
 */
import type { AiProgress } from '@/lib/contract/ai-stream';

export interface WorkOptions {
  onProgress?: (p: AiProgress) => void;
  signal?: AbortSignal;
}

/** Items a model has written so far, counted in its JSON reply as it streams (each item cites a passage once). */
export function itemsWritten(text: string): number {
  return text.match(/"passage"\s*:/g)?.length ?? 0;
}

/** A model writing progress reporter that only reports when the count changes. */
export function writingProgress(o: WorkOptions, total: number): (text: string) => void {
  let last = -1;
  o.onProgress?.({ stage: 'writing', done: 0, total });
  return (text) => {
    const done = Math.min(total, itemsWritten(text));
    if (done === last) return;
    last = done;
    o.onProgress?.({ stage: 'writing', done, total });
  };
}
