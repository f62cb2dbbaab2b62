/** SHA-256 of a buffer or a file (streamed: a database dump can be large). */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const sha256Of = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

export async function sha256OfFile(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
