// The cheap checks before an inspection worker (decision 0049): a PDF must start with `%PDF-`
// and end with its trailer (`startxref`, an offset inside the file, `%%EOF`). Real files made with
// pdf-lib, on disk and in memory; nothing is mocked.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { precheckPdf } from '@/server/files/pdf-precheck';
import { ApiError } from '@/server/errors';

async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i++) doc.addPage([300, 400]).drawText(`Page ${i + 1}`, { x: 20, y: 350, size: 14, font });
  return Buffer.from(await doc.save());
}

/** The 400 corrupt message, or null when the check passes. */
async function refusal(source: Buffer | { path: string }): Promise<string | null> {
  try {
    await precheckPdf(source);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).data).toEqual({ reason: 'corrupt' });
    return (err as ApiError).message;
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'knowly-precheck-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function onDisk(name: string, data: Buffer) {
  const path = join(dir, name);
  await writeFile(path, data);
  return { path };
}

describe('precheckPdf', () => {
  it('passes real PDFs, in memory and on disk, also with padding after %%EOF or an incremental update', async () => {
    const pdf = await textPdf(3);
    expect(await refusal(pdf)).toBeNull();
    expect(await refusal(await onDisk('ok.pdf', pdf))).toBeNull();
    expect(await refusal(Buffer.concat([pdf, Buffer.alloc(4096)]))).toBeNull();
    // An incremental update: a second revision appended, with its own trailer.
    const update = Buffer.from(`\n5 0 obj\n<< >>\nendobj\nstartxref\n${pdf.length - 100}\n%%EOF\n`, 'latin1');
    expect(await refusal(Buffer.concat([pdf, update]))).toBeNull();
  });

  it('refuses random bytes after a PDF header, on disk, reading only its ends', async () => {
    const junk = randomBytes(24 * 1024 * 1024);
    junk.write('%PDF-1.7\n', 0, 'latin1');
    const started = performance.now();
    expect(await refusal(await onDisk('junk.pdf', junk))).toBe('The file cannot be read: the PDF is incomplete (it has no end-of-file trailer)');
    // Two small reads, whatever the size (generous for a loaded machine).
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a truncated PDF, a trailer pointing past the end, and a file that is no PDF', async () => {
    const pdf = await textPdf(2);
    expect(await refusal(pdf.subarray(0, Math.floor(pdf.length * 0.6)))).toMatch(/no end-of-file trailer/);
    const past = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20), Buffer.from('startxref\n999999\n%%EOF\n')]);
    expect(await refusal(past)).toBe('The file cannot be read: the PDF structure is invalid');
    expect(await refusal(Buffer.from('hello, world\nstartxref\n1\n%%EOF\n'))).toBe('The file cannot be read: not a PDF');
  });
});
