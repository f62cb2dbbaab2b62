/**
 * Single-letter shortcuts of the reviewer queues (listed on each page), listened for on the
 * whole document. Keys typed into form fields or with a modifier are left alone, so writing a
 * rejection reason never publishes anything.
 */
import { useDocumentKeys } from '@/components/shared/use-document-keys';

/** `keys` maps a lower-case key (e.g. 'j') to its action; the latest map is used. */
export function useReviewKeys(keys: Record<string, (() => void) | undefined>) {
  useDocumentKeys((e) => {
    const action = keys[e.key.toLowerCase()];
    if (!action) return;
    e.preventDefault();
    action();
  });
}
