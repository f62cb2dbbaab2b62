/**
 * The zip around an Anki package, opened with every size checked twice (decision 0070): the
 * central directory's declared sizes before anything is inflated (entry count, total, ratio per
 * entry), and the real bytes while inflating (yauzl stops an entry that inflates past its
 * declared size; a running total stops the package). Nothing is written to disk.
 */
import yauzl from 'yauzl';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { ankiRefusal } from './refusal';

export interface PackageZip {
  names(): string[];
  has(name: string): boolean;
  /** The entry inflated, refused when it is larger than `maxBytes`. */
  read(name: string, maxBytes: number): Promise<Buffer>;
  close(): void;
}

const openZip = (source: string | Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true };
    const done = (err: Error | null, zip?: yauzl.ZipFile) => (err || !zip ? reject(err) : resolve(zip));
    if (Buffer.isBuffer(source)) yauzl.fromBuffer(source, options, done);
    else yauzl.open(source, options, done);
  });

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    let declared = 0;
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entries.size >= ANKI_LIMITS.entriesMax) return reject(ankiRefusal('TooManyEntries', { entriesMax: ANKI_LIMITS.entriesMax }));
      declared += entry.uncompressedSize;
      if (declared > ANKI_LIMITS.uncompressedBytesMax) {
        return reject(ankiRefusal('TooLarge', { uncompressedBytesMax: ANKI_LIMITS.uncompressedBytesMax }));
      }
      if (isBomb(entry.uncompressedSize, entry.compressedSize)) {
        return reject(ankiRefusal('ZipBomb', { compressionRatioMax: ANKI_LIMITS.compressionRatioMax }));
      }
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/** Small entries may compress as well as they like (an empty SQLite page is all zeros). */
function isBomb(uncompressed: number, compressed: number): boolean {
  if (uncompressed <= ANKI_LIMITS.ratioFloorBytes) return false;
  return uncompressed / Math.max(compressed, 1) > ANKI_LIMITS.compressionRatioMax;
}

export async function openPackageZip(source: string | Buffer): Promise<PackageZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(source);
  } catch {
    throw ankiRefusal('NotAZip');
  }
  let entries: Map<string, yauzl.Entry>;
  try {
    entries = await listEntries(zip);
  } catch (err) {
    zip.close();
    if (isRefusal(err)) throw err;
    // A broken central directory, or a name yauzl refuses (absolute, "..", backslashes).
    throw ankiRefusal('NotAZip');
  }
  let inflated = 0;
  const read = (name: string, maxBytes: number) =>
    new Promise<Buffer>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(new Error(`no entry ${name}`));
      if (entry.uncompressedSize > maxBytes) return reject(ankiRefusal('TooLarge', { entry: name, maxBytes }));
      zip.openReadStream(entry, (err, stream) => {
        if (err || !stream) return reject(ankiRefusal('NotAZip'));
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          inflated += chunk.length;
          if (size > maxBytes || inflated > ANKI_LIMITS.uncompressedBytesMax) {
            stream.destroy();
            reject(ankiRefusal('ZipBomb', { entry: name }));
            return;
          }
          chunks.push(chunk);
        });
        // A size that differs from the directory's, or a broken deflate stream.
        stream.on('error', () => reject(ankiRefusal('NotAZip', { entry: name })));
        stream.on('end', () => resolve(Buffer.concat(chunks)));
      });
    });
  return {
    names: () => [...entries.keys()],
    has: (name) => entries.has(name),
    read,
    close: () => zip.close(),
  };
}

function isRefusal(err: unknown): boolean {
  return err instanceof Error && 'type' in err && 'status' in err;
}
