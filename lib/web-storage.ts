/**
 * localStorage or sessionStorage for a persisted zustand store, safe everywhere: on the server it
 * reads nothing and writes nothing, and where the browser blocks storage (quota, privacy mode)
 * the store keeps its state in memory for this page.
 */
import type { StateStorage } from 'zustand/middleware';

export function webStorage(area: 'localStorage' | 'sessionStorage'): StateStorage {
  const storage = (): Storage | null => (typeof window === 'undefined' ? null : window[area]);
  return {
    getItem: (name) => {
      try {
        return storage()?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      try {
        storage()?.setItem(name, value);
      } catch {
        // quota or privacy mode: the state lasts for this page only
      }
    },
    removeItem: (name) => {
      try {
        storage()?.removeItem(name);
      } catch {
        // see setItem
      }
    },
  };
}
