/**
 * The file storage a backup reads and a restore writes: the one the settings choose.
 * TEMPORARY: the local layout (DATA_DIR/uploads) until FileStorage gains list() and
 * createStorage(env) (object storage, decision 0018); then this module only re-exports those.
 */
import { readdir, readFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ServerEnv } from '../env';

export interface BackupStorage {
  readonly location: string;
  list(): AsyncIterable<{ key: string; size: number }>;
  get(key: string): Promise<Buffer | null>;
  put(key: string, data: Buffer): Promise<void>;
}

/** Relative paths of plain segments (letters, digits, `_-.`, never starting with `.`). */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
export const isValidKey = (key: string) => key.length <= 512 && KEY_PATTERN.test(key);

export async function openBackupStorage(env: ServerEnv): Promise<BackupStorage> {
  const root = resolve(env.DATA_DIR, 'uploads');
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
    return join(root, key);
  };
  async function* walk(dir: string, prefix: string): AsyncGenerator<{ key: string; size: number }> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const key = `${prefix}${e.name}`;
      if (!isValidKey(key)) continue;
      if (e.isDirectory()) yield* walk(join(dir, e.name), `${key}/`);
      else if (e.isFile()) yield { key, size: 0 };
    }
  }
  return {
    location: root,
    list: () => walk(root, ''),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async put(key, data) {
      const p = pathOf(key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
  };
}
