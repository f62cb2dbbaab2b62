/**
 * Where multipart file parts are written while a request is read (decision 0049): DATA_DIR/spool,
 * on the data volume (never a tmpfs, which would be memory again). Files are the request's and
 * removed after it; a crash can leave some, which the next start removes.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ServerEnv } from '../env';

/** Far longer than any upload's request: several instances may share DATA_DIR. */
const STALE_AFTER_MS = 60 * 60 * 1000;

export const spoolDir = (env: Pick<ServerEnv, 'DATA_DIR'>): string => resolve(env.DATA_DIR, 'spool');

/** Removes spool files older than an hour (left by a crash); returns how many. */
export async function sweepSpool(env: Pick<ServerEnv, 'DATA_DIR'>, now = Date.now()): Promise<number> {
  const dir = spoolDir(env);
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const s = await stat(path).catch(() => null);
    if (s?.isFile() && now - s.mtimeMs > STALE_AFTER_MS) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}
