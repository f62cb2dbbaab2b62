/**
 * Rendered seed PDFs kept in the OS temp directory, addressed by a hash of their content and of
 * the writer: every test process seeds a fresh database, and rendering ~250 PDFs costs seconds of
 * CPU each time, while reading them back costs milliseconds. Files are written under a temporary
 * name and renamed, so a reader never sees half a file; anything unreadable is rendered again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StudyNote } from './content/types';
import type { RenderedNote } from './pdf-writer';

/** Bump when pdf-writer.ts changes what it draws. */
const WRITER_VERSION = 3;
const DIR = join(tmpdir(), 'knowly-seed-pdfs');

function keyOf(note: StudyNote): string {
  return createHash('sha256').update(`${WRITER_VERSION}\n${JSON.stringify(note)}`).digest('hex');
}

async function read(key: string): Promise<RenderedNote | null> {
  try {
    const [pdf, meta] = await Promise.all([readFile(join(DIR, `${key}.pdf`)), readFile(join(DIR, `${key}.json`), 'utf8')]);
    const { pages, sha256 } = JSON.parse(meta) as { pages: unknown; sha256: unknown };
    const intact = createHash('sha256').update(pdf).digest('hex') === sha256;
    if (!intact || !Array.isArray(pages) || !pages.every((p) => typeof p === 'string')) return null;
    return { pdf, pages };
  } catch {
    return null;
  }
}

async function write(key: string, note: RenderedNote): Promise<void> {
  const tag = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  await mkdir(DIR, { recursive: true });
  const sha256 = createHash('sha256').update(note.pdf).digest('hex');
  // The PDF first: the JSON (with the PDF's hash) is what makes an entry count.
  await writeFile(join(DIR, `${key}.pdf.${tag}`), note.pdf);
  await rename(join(DIR, `${key}.pdf.${tag}`), join(DIR, `${key}.pdf`));
  await writeFile(join(DIR, `${key}.json.${tag}`), JSON.stringify({ pages: note.pages, sha256 }));
  await rename(join(DIR, `${key}.json.${tag}`), join(DIR, `${key}.json`));
}

export async function cachedRender(note: StudyNote, render: (note: StudyNote) => Promise<RenderedNote>): Promise<RenderedNote> {
  const key = keyOf(note);
  const hit = await read(key);
  if (hit) return hit;
  const fresh = await render(note);
  await write(key, fresh).catch(() => {}); // a read-only or full temp dir only costs speed
  return fresh;
}
