/**
 * Tracked requests (spec §4): a button shows its loading state while a request tracked under
 * its area runs, e.g.
 *
 *   const saving = useTrackedRequest('profile.save');
 *   <Button loading={saving} delayLoader onClick={() => trackRequest('profile.save', updateUser(...))}>
 */
import { useCallback, useSyncExternalStore } from 'react';

const running = new Map<string, number>();
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isRequestTracked(area: string): boolean {
  return (running.get(area) ?? 0) > 0;
}

/** Marks `area` busy until `promise` settles; resolves or rejects like `promise`. */
export async function trackRequest<T>(area: string, promise: Promise<T>): Promise<T> {
  running.set(area, (running.get(area) ?? 0) + 1);
  emit();
  try {
    return await promise;
  } finally {
    const left = (running.get(area) ?? 1) - 1;
    if (left > 0) running.set(area, left);
    else running.delete(area);
    emit();
  }
}

/** True while a tracked request of `area` runs (false during server render). */
export function useTrackedRequest(area: string): boolean {
  const get = useCallback(() => isRequestTracked(area), [area]);
  return useSyncExternalStore(subscribe, get, () => false);
}
