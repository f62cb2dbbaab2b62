/**
 * Copying a text to the clipboard with the outcome to show: `copied` is null before the first
 * try, then whether the last one worked (the clipboard can refuse). `copy` also resolves to that,
 * for callers that record a successful copy.
 */
import { useState } from 'react';

export function useCopy() {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      return true;
    } catch {
      setCopied(false);
      return false;
    }
  };
  return { copied, copy };
}
