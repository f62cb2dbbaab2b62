/**
 * A document to inspect: its bytes in memory, or the file holding them (an upload spooled to disk
 * as it arrived, decision 0049). The checks before the inspection workers read only its ends.
 */
import { open, readFile } from 'node:fs/promises';

export type DocumentSource = Buffer | { path: string };

/** At most `length` bytes from `position` (fewer at the end of the file). */
async function readAt(source: DocumentSource, position: number, length: number): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source.subarray(position, position + length);
  const handle = await open(source.path, 'r');
  try {
    const out = Buffer.alloc(length);
    const { bytesRead } = await handle.read(out, 0, length, position);
    return out.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function sourceSize(source: DocumentSource): Promise<number> {
  if (Buffer.isBuffer(source)) return source.length;
  const handle = await open(source.path, 'r');
  try {
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** The first `length` bytes (all of a shorter document). */
export const readHead = (source: DocumentSource, length: number): Promise<Buffer> => readAt(source, 0, length);

/** The last `length` bytes (all of a shorter document). */
export async function readTail(source: DocumentSource, length: number): Promise<Buffer> {
  const size = await sourceSize(source);
  return readAt(source, Math.max(0, size - length), Math.min(size, length));
}

/** The whole document in memory (for what needs every byte on this thread, e.g. pdf-lib). */
export async function readAll(source: DocumentSource): Promise<Buffer> {
  if (Buffer.isBuffer(source)) return source;
  return readFile(source.path);
}
