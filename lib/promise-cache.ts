/**
 * One promise per key, shared by every caller that asks while it runs or after it resolved; a
 * promise that fails is forgotten, so the next caller tries again rather than getting the old
 * failure. For work done once per process (or page) and key: built translations, rendered seed
 * documents, a country's menu topics.
 */
export function sharedPromise<K, T>(cache: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}
