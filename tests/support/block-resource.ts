/**
 * A resource of a describe block (a server, a fake endpoint): started before the block's tests,
 * in the order of the block's hooks, and closed after them. The getter it returns reads it and
 * throws if it is read before the start, so the block can hand out a stand-in at once.
 */
import { afterAll, beforeAll } from 'vitest';

export function blockResource<T extends { close(): Promise<void> }>(what: string, start: () => Promise<T>, startTimeoutMs?: number): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);
  afterAll(async () => started?.close());
  return () => {
    if (!started) throw new Error(`${what} of this block has not started`);
    return started;
  };
}
