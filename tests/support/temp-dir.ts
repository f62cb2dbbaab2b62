/**
 * Temporary directories for tests (a DATA_DIR, files a script reads): made under the OS temp
 * directory and removed afterwards, whether the test passed or not.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockResource } from './block-resource';

/** Runs `fn` with a new directory named from `prefix`, removed once `fn` settles. */
export async function withTempDir<T>(prefix: string, fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A directory for a describe block: made before its tests, removed after them; the getter throws before. */
export function blockTempDir(prefix: string): () => string {
  const made = blockResource(`the ${prefix} directory`, async () => {
    const path = await mkdtemp(join(tmpdir(), prefix));
    return { path, close: () => rm(path, { recursive: true, force: true }) };
  });
  return () => made().path;
}
