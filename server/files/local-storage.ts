/** Uploaded files on local disk under DATA_DIR/uploads: one instance, or a shared volume. */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertKey, assertPrefix, assertRange, isValidKey, type FileStorage, type StoredFile } from './file-storage';

const isMissing = (err: unknown) => {
  const code = (err as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
};

/** Temporary and probe files start with a dot: never a valid key, so list() skips them. */
const tempName = (what: string) => `.${what}-${randomBytes(8).toString('hex')}`;

export function localStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    const p = resolve(root, assertKey(key));
    // The key pattern already rules out `..`; this is the second lock on the same door.
    if (!p.startsWith(root + sep)) throw new Error('invalid storage key');
    return p;
  };

  async function statOf(key: string): Promise<StoredFile | null> {
    try {
      const s = await stat(pathOf(key));
      return s.isFile() ? { key, size: s.size, modified: s.mtime } : null;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  /** Files under `dir` (a path inside root) in key order, depth first. */
  async function* walk(dir: string, keyPrefix: string): AsyncGenerator<StoredFile> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (!isValidKey(key)) continue;
      if (entry.isDirectory()) yield* walk(join(dir, entry.name), `${key}/`);
      else if (entry.isFile()) {
        const file = await statOf(key);
        if (file) yield file; // removed meanwhile: skip
      }
    }
  }

  /** Written beside and renamed over: a reader (or a crash) never sees half a file. */
  async function writeVia(key: string, write: (temp: string) => Promise<void>) {
    const p = pathOf(key);
    await mkdir(dirname(p), { recursive: true });
    const temp = join(dirname(p), tempName('tmp'));
    try {
      await write(temp);
      await rename(temp, p);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => {});
      throw err;
    }
  }

  return {
    kind: 'local',
    location: root,
    put: (key, data) => writeVia(key, (temp) => writeFile(temp, data)),
    putFile: (key, file) => writeVia(key, (temp) => copyFile(file.path, temp)),
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw err;
      }
    },
    async open(key, range) {
      let handle;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      try {
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        if (range) assertRange(range, s.size);
        // The stream reads the handle already opened: a file replaced meanwhile is read whole, old or new.
        const body = createReadStream('', { fd: handle, start: range?.start, end: range?.end, autoClose: true });
        return { body, size: s.size, modified: s.mtime };
      } catch (err) {
        await handle.close().catch(() => {});
        throw err;
      }
    },
    stat: statOf,
    async remove(key) {
      const p = pathOf(key);
      await rm(p, { force: true });
      // Leave no empty directory per upload behind (knows/<id>/); one still in use stays.
      const parent = dirname(p);
      if (parent !== root) await rmdir(parent).catch(() => {});
    },
    async *list(prefix = '') {
      assertPrefix(prefix);
      // Walk from the deepest whole directory of the prefix, then filter by the rest of it.
      const cut = prefix.lastIndexOf('/') + 1;
      const dirKey = prefix.slice(0, cut);
      for await (const file of walk(dirKey ? join(root, dirKey) : root, dirKey)) {
        if (file.key.startsWith(prefix)) yield file;
      }
    },
    async checkWritable() {
      await mkdir(root, { recursive: true });
      const probe = join(root, tempName('ready'));
      const handle = await open(probe, 'wx');
      try {
        await handle.writeFile('ok');
      } finally {
        await handle.close();
        await rm(probe, { force: true });
      }
    },
  };
}
