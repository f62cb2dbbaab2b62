// Hostile documents (issue 9, decision 0015): a million pages in 6 MB, deflate bombs (also
// deflated twice, or hidden behind ASCIIHex and escaped names), RunLength bombs, and images that
// declare a huge size. All built here (pdf-hostile-files.ts); refused with a 400 that names the
// limit, cheaply: the page count as pdf.js reads it, the decoded size by a scan before pdf.js.
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts } from '@pdfme/pdf-lib';
import { inspectDocument, inspectPdf } from '@/server/files/pdf';
import { DEFAULT_MAX_DECOMPRESSED_BYTES, DEFAULT_MAX_DOCUMENT_PAGES, MAX_IMAGE_PIXELS } from '@/server/files/document-limits';
import { DecodedTooLarge, measureDecodedStreams, UnreadableFilter } from '@/server/files/pdf-stream-scan.mjs';
import { ApiError } from '@/server/errors';
import {
  deflateBombPdf, deflatedZeros, lyingCountPdf, manyPagesPdf, nestedPagesPdf, rawPdf, streamObject,
} from './pdf-hostile-files';

const MiB = 1024 * 1024;

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ status: 400, type: 'BadRequestError' });
  return err as ApiError;
}

/** One page whose content stream is `data` under `dict` (e.g. '/Filter /FlateDecode'). */
function onePage(dict: string, data: Buffer, extra: string[] = []): Buffer {
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    streamObject(dict, data),
    ...extra,
  ]);
}

async function textPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([200, 200]).drawText(`page ${i}`, { x: 10, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/** Peak growth of this process's RSS (workers included) while `fn` runs, in MiB. */
async function peakGrowth(fn: () => Promise<unknown>): Promise<number> {
  const idle = process.memoryUsage.rss();
  let peak = idle;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    await fn();
  } finally {
    clearInterval(timer);
  }
  return (Math.max(peak, process.memoryUsage.rss()) - idle) / MiB;
}

describe('measureDecodedStreams (the scan before pdf.js)', () => {
  let zeros8: Buffer; // 8 MiB of zeros, deflated (~8 KB)
  beforeAll(async () => {
    zeros8 = await deflatedZeros(8 * MiB);
  });

  it('counts what an ordinary PDF’s streams decode to (object streams included)', async () => {
    const pdf = await textPdf(20);
    const { streams, decodedBytes } = await measureDecodedStreams(pdf, DEFAULT_MAX_DECOMPRESSED_BYTES);
    expect(streams).toBeGreaterThanOrEqual(20);
    expect(decodedBytes).toBeGreaterThan(pdf.length);
    expect(decodedBytes).toBeLessThan(100_000);
  });

  it('stops a deflate bomb at the budget, deflated once or twice or behind ASCIIHex', async () => {
    for (const wrap of ['none', 'double', 'hex'] as const) {
      const bomb = await deflateBombPdf(64 * MiB, wrap);
      await expect(measureDecodedStreams(bomb, 32 * MiB), wrap).rejects.toBeInstanceOf(DecodedTooLarge);
      expect((await measureDecodedStreams(bomb, 256 * MiB)).decodedBytes, wrap).toBeGreaterThanOrEqual(64 * MiB);
    }
  });

  it('reads names as pdf.js does: escaped (#xx) and abbreviated, top-level keys only', async () => {
    await expect(measureDecodedStreams(onePage('/F#69lter /Fl', zeros8), 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    // A /Filter inside a nested dictionary is not the stream's.
    const nested = onePage('/Foo << /Filter /DCTDecode >> /Filter [ /FlateDecode ]', zeros8);
    await expect(measureDecodedStreams(nested, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
  });

  it('finds the stream’s own dictionary past fake `obj <<` in strings and comments, and junk after `stream`', async () => {
    const inString = onePage('/Filter /FlateDecode /X (2 0 obj <<) /Y (obj << /Filter /DCTDecode)', zeros8);
    await expect(measureDecodedStreams(inString, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    const inComment = onePage('/Filter /FlateDecode % 9 0 obj <<\n/Z 1', zeros8);
    await expect(measureDecodedStreams(inComment, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    // pdf.js skips the rest of the keyword's line: so must the scan.
    const junk = Buffer.from(onePage('/Filter /FlateDecode', zeros8).toString('latin1').replace('stream\n', 'stream junk\n'), 'latin1');
    await expect(measureDecodedStreams(junk, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
  });

  it('follows an indirect /Filter, and refuses one it cannot find', async () => {
    const indirect = onePage('/Filter 5 0 R', zeros8, ['[/FlateDecode]']);
    await expect(measureDecodedStreams(indirect, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    const missing = onePage('/Filter 9 0 R', zeros8);
    await expect(measureDecodedStreams(missing, 4 * MiB)).rejects.toBeInstanceOf(UnreadableFilter);
  });

  it('does not trust a /Length that cuts the stream short', async () => {
    // /Length 10 and no endstream there: pdf.js would look for endstream, so the scan reads on.
    const short = Buffer.concat([Buffer.from('<< /Filter /FlateDecode /Length 10 >>\nstream\n'), zeros8, Buffer.from('\nendstream')]);
    const pdf = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>', short]);
    await expect(measureDecodedStreams(pdf, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
  });

  it('counts RunLength and other expanding filters too', async () => {
    // Each [129, 0] pair repeats a zero 128 times: 100 KB decode to 6.4 MB.
    const runs = Buffer.concat([Buffer.from(new Uint8Array(100_000).map((_, i) => (i % 2 === 0 ? 129 : 0))), Buffer.from([128])]);
    await expect(measureDecodedStreams(onePage('/Filter /RunLengthDecode', runs), 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    const chained = onePage('/Filter [/FlateDecode /RL]', deflateSync(runs));
    await expect(measureDecodedStreams(chained, 4 * MiB)).rejects.toBeInstanceOf(DecodedTooLarge);
    expect((await measureDecodedStreams(chained, 16 * MiB)).decodedBytes).toBe(runs.length + 6_400_000);
  });
});

describe('inspectPdf refuses hostile PDFs before reading their pages', () => {
  beforeAll(async () => {
    await inspectPdf(await textPdf(1)); // a warm worker: its start is not measured below
  });

  it(`refuses a PDF of 1,000,000 pages (6 MB) with 400 too-many-pages (default cap ${DEFAULT_MAX_DOCUMENT_PAGES})`, async () => {
    const pdf = manyPagesPdf(1_000_000);
    expect(pdf.length).toBeLessThan(7 * MiB);
    const err = await refusal(inspectPdf(pdf));
    expect(err.data).toEqual({ reason: 'too-many-pages', pageCount: 1_000_000, maxPages: DEFAULT_MAX_DOCUMENT_PAGES });
    expect(err.message).toBe('The PDF has 1000000 pages; at most 500 are accepted.');
  }, 60_000);

  it('refuses a nested page tree of 10^9 pages at once, and corrects a lying /Count', async () => {
    const started = Date.now();
    const err = await refusal(inspectPdf(nestedPagesPdf(1000, 3)));
    expect(err.data).toMatchObject({ reason: 'too-many-pages', pageCount: 1_000_000_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    // /Count 10^9 over one real page: pdf.js finds the last page missing and counts the tree.
    const lying = await inspectPdf(lyingCountPdf(1_000_000_000), { thumbnail: false });
    expect(lying).toMatchObject({ pageCount: 1, pages: [''] });
  });

  it('accepts exactly the cap and refuses one page more (MAX_DOCUMENT_PAGES)', async () => {
    const pdf = await textPdf(4);
    expect((await inspectPdf(pdf, { thumbnail: false, documentLimits: { maxPages: 4 } })).pageCount).toBe(4);
    const err = await refusal(inspectPdf(pdf, { thumbnail: false, documentLimits: { maxPages: 3 } }));
    expect(err.data).toEqual({ reason: 'too-many-pages', pageCount: 4, maxPages: 3 });
  });

  it('refuses a 400 KB deflate bomb (400 MiB) with 400 too-large-when-decompressed, using little memory', async () => {
    const bomb = await deflateBombPdf(400 * MiB);
    expect(bomb.length).toBeLessThan(500_000);
    let err: ApiError | undefined;
    // pdf.js alone held ~800 MB for this file (its buffer doubles as it inflates).
    const growth = await peakGrowth(async () => {
      err = await refusal(inspectPdf(bomb));
    });
    expect(err!.data).toEqual({ reason: 'too-large-when-decompressed', maxBytes: DEFAULT_MAX_DECOMPRESSED_BYTES });
    expect(growth).toBeLessThan(150);
  }, 60_000);

  it('applies the decompressed-size cap given (MAX_DOCUMENT_DECOMPRESSED_BYTES)', async () => {
    const pdf = onePage('/Filter /FlateDecode', await deflatedZeros(3 * MiB));
    expect((await inspectPdf(pdf, { thumbnail: false, documentLimits: { maxDecompressedBytes: 4 * MiB } })).pageCount).toBe(1);
    const err = await refusal(inspectPdf(pdf, { thumbnail: false, documentLimits: { maxDecompressedBytes: 2 * MiB } }));
    expect(err.data).toEqual({ reason: 'too-large-when-decompressed', maxBytes: 2 * MiB });
  });
});

describe('JPEG images inside a PDF are refused by their own header’s size', () => {
  async function jpegPdf(jpeg: Buffer): Promise<Buffer> {
    const doc = await PDFDocument.create();
    const image = await doc.embedJpg(new Uint8Array(jpeg)); // a copy: pdf-lib ignores a Buffer’s byteOffset
    doc.addPage([200, 200]).drawImage(image, { x: 0, y: 0, width: 200, height: 200 });
    return Buffer.from(await doc.save());
  }

  it('accepts an ordinary photo and refuses one whose frame declares 60000 × 60000 pixels', async () => {
    const jpeg = Buffer.from(await createCanvas(64, 48).encode('jpeg'));
    const ok = await inspectPdf(await jpegPdf(jpeg));
    expect(ok.pageCount).toBe(1);
    // pdf-lib writes /Width 64 /Height 48 from the header; the frame then claims 3.6 billion
    // pixels, which pdf.js would allocate when drawing the page (its maxImageSize checks /Width).
    const pdf = await jpegPdf(jpeg);
    const sof = pdf.indexOf(Buffer.from([0xff, 0xc0]));
    expect(sof).toBeGreaterThan(0);
    pdf.writeUInt16BE(60_000, sof + 5);
    pdf.writeUInt16BE(60_000, sof + 7);
    const err = await refusal(inspectPdf(pdf));
    expect(err.data).toEqual({ reason: 'too-large-when-decompressed', maxPixels: MAX_IMAGE_PIXELS });
  });
});

describe('images are refused by their declared size, before decoding', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('%s declaring too many pixels: 400 too-large-when-decompressed, thumbnail or not', async (format) => {
    const data = Buffer.from(await createCanvas(64, 64).encode(format as 'png'));
    if (format === 'png') {
      data.writeUInt32BE(50_000, 16); // IHDR width, height
      data.writeUInt32BE(50_000, 20);
    } else if (format === 'jpeg') {
      // The start-of-frame segment: FF C0 (or C2), length, precision, height, width.
      let sof = data.indexOf(Buffer.from([0xff, 0xc0]));
      if (sof < 0) sof = data.indexOf(Buffer.from([0xff, 0xc2]));
      expect(sof).toBeGreaterThan(0);
      data.writeUInt16BE(60_000, sof + 5);
      data.writeUInt16BE(60_000, sof + 7);
    } else {
      // An extended header (VP8X): canvas width and height minus one, 24 bits each.
      expect(data.subarray(12, 16).toString('latin1')).toBe('VP8X');
      data.writeUIntLE(16_000 - 1, 24, 3);
      data.writeUIntLE(16_000 - 1, 27, 3);
    }
    for (const thumbnail of [true, false]) {
      const err = await refusal(inspectDocument(data, `image/${format}`, { thumbnail }));
      expect(err.data).toEqual({ reason: 'too-large-when-decompressed', maxPixels: MAX_IMAGE_PIXELS });
    }
  });
});
