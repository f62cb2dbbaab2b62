import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/**
 * False during the server render and hydration, true on the client afterwards (and at once in a
 * component that mounts after hydration, e.g. after a client-side navigation).
 *
 * Right after hydration React re-renders every component that reads this, synchronously: call it
 * in small components (AfterHydration), not above a page's HydrationSlices, where the re-render
 * would make every slice hydrate at once (decision 0040).
 */
export function useHasMounted(): boolean {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
