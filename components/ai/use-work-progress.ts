/**
 * The progress of one streamed study tool (decision 0068) and the learner's stop: `start` gives
 * the request its progress callback and a fresh abort signal; `stop` aborts it (the server then
 * stores nothing and gives the minutes back). Leaving the page stops the work too.
 */
import { useEffect, useRef, useState } from 'react';
import type { AiProgress } from '@/lib/contract/ai-stream';

export function useWorkProgress() {
  const [progress, setProgress] = useState<AiProgress | null>(null);
  const [stopped, setStopped] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return {
    progress,
    stopped,
    start() {
      controller.current?.abort();
      const next = new AbortController();
      controller.current = next;
      setProgress(null);
      setStopped(false);
      return { signal: next.signal, onProgress: (p: AiProgress) => !next.signal.aborted && setProgress(p) };
    },
    stop() {
      controller.current?.abort();
      controller.current = null;
      setStopped(true);
    },
  };
}
