import { useSyncExternalStore } from 'react';

const noopSubscribe = () => () => {};

/** False during the server render and hydration, true on the client afterwards. */
export function useHasMounted(): boolean {
  return useSyncExternalStore(noopSubscribe, () => true, () => false);
}
