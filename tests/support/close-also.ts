/**
 * A test resource that needs something else set up first (a database, a relay, process env):
 * closing the resource also takes that down, and so does a failed start.
 */

/** `start()`'s resource with a close() that also runs `cleanup`; `cleanup` runs at once if `start` throws. */
export async function closeAlso<T extends { close(): Promise<void> }>(start: () => Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  let resource: T;
  try {
    resource = await start();
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    ...resource,
    async close() {
      await resource.close();
      await cleanup();
    },
  };
}
