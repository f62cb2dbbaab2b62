/**
 * The files half of a backup: every stored file copied to files/<key> with its size and SHA-256,
 * checked again before a restore touches anything, written back through the storage and read
 * back to prove it arrived. Files come through the storage interface, so a bucket works as the
 * local disk does. One file in memory at a time (documents are at most MAX_DOCUMENT_BYTES).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sha256Of, sha256OfFile } from './checksum';
import { BackupError } from './errors';
import { FILES_DIR, type FileEntry } from './manifest';
import { isValidKey, type FileStorage } from '../files/file-storage';

const fileOf = (dir: string, key: string) => join(dir, FILES_DIR, ...key.split('/'));

export async function copyFilesOut(storage: FileStorage, dir: string): Promise<FileEntry[]> {
  const entries: FileEntry[] = [];
  for await (const { key } of storage.list()) {
    const data = await storage.get(key);
    if (!data) continue; // removed since it was listed (a know deleted meanwhile)
    const path = fileOf(dir, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    entries.push({ key, bytes: data.length, sha256: sha256Of(data) });
  }
  return entries;
}

/** Every file of the manifest is in the backup, intact, under a key storage accepts. */
export async function checkBackupFiles(dir: string, entries: FileEntry[]): Promise<void> {
  const bad: string[] = [];
  for (const e of entries) {
    if (!isValidKey(e.key)) {
      bad.push(`${JSON.stringify(e.key.slice(0, 80))} is not a valid storage key`);
      continue;
    }
    const got = await sha256OfFile(fileOf(dir, e.key)).catch(() => null);
    if (!got) bad.push(`${e.key} is missing`);
    else if (got.sha256 !== e.sha256 || got.bytes !== e.bytes) bad.push(`${e.key} differs from the manifest (checksum)`);
    if (bad.length >= 10) break;
  }
  if (bad.length > 0) throw new BackupError('backup-invalid', `The backup's files are damaged:\n  - ${bad.join('\n  - ')}`);
}

export async function isStorageEmpty(storage: FileStorage): Promise<boolean> {
  for await (const file of storage.list()) {
    void file;
    return false;
  }
  return true;
}

/** Writes every file to storage, then reads each back and compares its checksum. */
export async function restoreFiles(storage: FileStorage, dir: string, entries: FileEntry[], onProgress?: (done: number) => void): Promise<void> {
  let done = 0;
  for (const e of entries) {
    await storage.put(e.key, await readFile(fileOf(dir, e.key)));
    onProgress?.(++done);
  }
  const wrong: string[] = [];
  for (const e of entries) {
    const back = await storage.get(e.key);
    if (!back || back.length !== e.bytes || sha256Of(back) !== e.sha256) wrong.push(e.key);
  }
  if (wrong.length > 0) {
    throw new BackupError('verify-failed', `${wrong.length} file(s) read back from ${storage.location} differ from the backup: ${wrong.slice(0, 5).join(', ')}`);
  }
}
