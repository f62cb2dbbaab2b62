// Uploaded documents: type sniffing, pdf.js text/page count/thumbnail, typed errors for unreadable
// files, image thumbnails, the visitor preview and upload file names. Real files made here with
// pdf-lib (DejaVu Sans for Greek and Polish) and @napi-rs/canvas; nothing is mocked.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import fontkit from '@pdf-lib/fontkit';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDict, PDFDocument, PDFHexString, PDFName, StandardFonts } from '@pdfme/pdf-lib';
import {
  inspectDocument, inspectPdf, joinTextItems, MAX_TEXT_PAGES, normaliseText,
} from '@/server/files/pdf';
import { sniffDocumentType } from '@/server/files/document-type';
import { inspectPoolStats } from '@/server/files/inspect-pool';
import { firstPageOnly } from '@/server/files/pdf-preview';
import { imageDimensions } from '@/server/files/image-dimensions';
import { imageThumbnail, THUMBNAIL_WIDTH } from '@/server/files/thumbnail';
import { MAX_IMAGE_PIXELS } from '@/server/files/document-limits';
import { ApiError } from '@/server/errors';
import { sanitizeFilename } from '@/server/uploads/filename';
import { makePdf as makeTextPdf, pdfHolds } from '../support/documents';

const FONT = readFileSync(join(process.cwd(), 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));

/** A PDF with one line of text per page, in DejaVu Sans (Greek, Polish, ...). */
async function makePdf(pageLines: string[][], size: [number, number] = [595, 842]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(FONT, { subset: true });
  for (const lines of pageLines) {
    const page = doc.addPage(size);
    lines.forEach((line, i) => page.drawText(line, { x: 40, y: size[1] - 60 - i * 20, size: 12, font }));
  }
  return Buffer.from(await doc.save());
}

/** Expects a 400 BadRequestError with data.reason 'corrupt'. */
async function expectCorrupt(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  const api = err as ApiError;
  expect(api.status).toBe(400);
  expect(api.type).toBe('BadRequestError');
  expect(api.data).toEqual({ reason: 'corrupt' });
  return api;
}

/** A thumbnail's size, after checking it is a WebP (decision 0044). */
function thumbnailSize(image: Buffer): { width: number; height: number } {
  expect(image.subarray(0, 4).toString('latin1')).toBe('RIFF');
  expect(image.subarray(8, 12).toString('latin1')).toBe('WEBP');
  const size = imageDimensions(image, 'image/webp');
  expect(size).not.toBeNull();
  return size!;
}

// pdf.js reports oddities through console.log/console.warn unless its verbosity says otherwise:
// our options must keep it quiet (watched, not silenced, here).
let consoleOutput: string[] = [];
let spies: { mockRestore(): void }[] = [];
beforeEach(() => {
  consoleOutput = [];
  spies = (['log', 'warn', 'info'] as const).map((method) => {
    const original = console[method].bind(console);
    return vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map(String).join(' '));
      original(...args);
    });
  });
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  expect(consoleOutput).toEqual([]);
});

describe('sniffDocumentType (magic bytes only)', () => {
  it('recognises PDF, PNG, JPEG and WebP by their first bytes', async () => {
    expect(sniffDocumentType(await makePdf([['x']]))).toBe('application/pdf');
    const canvas = createCanvas(4, 4);
    expect(sniffDocumentType(await canvas.encode('png'))).toBe('image/png');
    expect(sniffDocumentType(await canvas.encode('jpeg'))).toBe('image/jpeg');
    expect(sniffDocumentType(await canvas.encode('webp'))).toBe('image/webp');
  });

  it('rejects forged and other types', () => {
    // Text that merely mentions a PDF, a PDF header not at the start (polyglot), HTML, ZIP, GIF, empty.
    expect(sniffDocumentType(Buffer.from('This is not a PDF, it is text.'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('\n\n%PDF-1.7\n1 0 obj'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('<html><body>%PDF-1.4</body></html>'))).toBeNull();
    expect(sniffDocumentType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]))).toBeNull();
    expect(sniffDocumentType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBeNull();
    expect(sniffDocumentType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffDocumentType(Buffer.alloc(0))).toBeNull();
    // RIFF but not WEBP (a WAV file).
    expect(sniffDocumentType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
  });
});

describe('inspectPdf', () => {
  it('reads the page count and each page’s text (Greek, Polish) and renders a WebP thumbnail', async () => {
    const pdf = await makePdf([
      ['Φωτοσύνθεση στα φυτά', 'Η χλωροφύλλη απορροφά το φως.'],
      ['Zażółć gęślą jaźń', 'Fotosynteza   zachodzi w chloroplastach.'],
      ['Third page'],
    ]);
    const result = await inspectPdf(pdf);
    expect(result.contentType).toBe('application/pdf');
    expect(result.pageCount).toBe(3);
    expect(result.pages).toEqual([
      'Φωτοσύνθεση στα φυτά\nΗ χλωροφύλλη απορροφά το φως.',
      'Zażółć gęślą jaźń\nFotosynteza zachodzi w chloroplastach.',
      'Third page',
    ]);
    const size = thumbnailSize(result.thumbnail!);
    expect(size.width).toBe(THUMBNAIL_WIDTH);
    expect(size.height).toBe(Math.round((842 * THUMBNAIL_WIDTH) / 595));
    // The thumbnail shows the page: white paper with dark text on it, not an empty canvas.
    const image = await loadImage(result.thumbnail!);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height).data;
    let white = 0;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      const sum = pixels[i]! + pixels[i + 1]! + pixels[i + 2]!;
      if (sum > 750) white++;
      else if (sum < 300) dark++;
    }
    expect(white / (pixels.length / 4)).toBeGreaterThan(0.9);
    expect(dark).toBeGreaterThan(20);
  });

  it('leaves the thumbnail or the text out when asked to', async () => {
    const pdf = await makePdf([['Eins'], ['Zwei']]);
    expect(await inspectPdf(pdf, { thumbnail: false })).toEqual({
      contentType: 'application/pdf', pageCount: 2, pages: ['Eins', 'Zwei'], thumbnail: null,
    });
    const noText = await inspectPdf(pdf, { text: false });
    expect(noText.pages).toEqual(['', '']);
    expect(thumbnailSize(noText.thumbnail!).width).toBe(THUMBNAIL_WIDTH);
  });

  it('keeps a very tall page’s thumbnail bounded', async () => {
    const result = await inspectPdf(await makePdf([['tall']], [200, 14_000]));
    const size = thumbnailSize(result.thumbnail!);
    expect(size.height).toBeLessThanOrEqual(THUMBNAIL_WIDTH * 4);
    expect(size.width).toBeLessThan(THUMBNAIL_WIDTH);
  });

  it(`reads text from at most ${MAX_TEXT_PAGES} pages but counts them all`, async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 1; i <= MAX_TEXT_PAGES + 2; i++) doc.addPage([100, 100]).drawText(`p${i}`, { x: 5, y: 50, size: 10, font });
    // Over the default page cap (500): a deployment that raises MAX_DOCUMENT_PAGES.
    const result = await inspectPdf(Buffer.from(await doc.save()), { thumbnail: false, documentLimits: { maxPages: MAX_TEXT_PAGES + 2 } });
    expect(result.pageCount).toBe(MAX_TEXT_PAGES + 2);
    expect(result.pages[MAX_TEXT_PAGES - 1]).toBe(`p${MAX_TEXT_PAGES}`);
    expect(result.pages.slice(MAX_TEXT_PAGES)).toEqual(['', '']);
  }, 60_000);

  it('answers 400 corrupt for garbage after %PDF-', async () => {
    await expectCorrupt(inspectPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'garbage ')])));
  });

  it('answers 400 corrupt for a truncated PDF', async () => {
    const pdf = await makePdf([['one'], ['two']]);
    await expectCorrupt(inspectPdf(pdf.subarray(0, Math.floor(pdf.length * 0.4))));
    await expectCorrupt(inspectPdf(Buffer.from('%PDF-1.4\n')));
  });

  it('answers 400 corrupt for a PDF without pages', async () => {
    const empty = Buffer.from(await (await PDFDocument.create()).save({ addDefaultPage: false }));
    const err = await expectCorrupt(inspectPdf(empty));
    expect(err.message).toMatch(/no pages/);
  });

  it('answers 400 corrupt for a password-protected PDF', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    // A standard security handler whose user password is not empty: no reader can open it without one.
    const ctx = doc.context;
    ctx.trailerInfo.Encrypt = ctx.register(
      ctx.obj({
        Filter: PDFName.of('Standard'), V: 2, R: 3, Length: 128, P: -3904,
        O: PDFHexString.of('7a'.repeat(32)), U: PDFHexString.of('3c'.repeat(32)),
      }),
    );
    ctx.trailerInfo.ID = ctx.obj([PDFHexString.of('ab'.repeat(16)), PDFHexString.of('ab'.repeat(16))]);
    const encrypted = Buffer.from(await doc.save({ useObjectStreams: false }));
    const err = await expectCorrupt(inspectPdf(encrypted));
    expect(err.message).toMatch(/password/);
  });

  it('answers 400 corrupt for an encrypted PDF that opens without a password (owner password only)', async () => {
    // Standard security handler, revision 2 (PDF 1.7 §7.6.3.3): empty user password, owner password
    // "owner". Readers open it, but its streams are encrypted, so no preview could be cut from it.
    const PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');
    const rc4 = (key: Buffer, data: Buffer) => {
      const box = Array.from({ length: 256 }, (_, i) => i);
      for (let i = 0, j = 0; i < 256; i++) {
        j = (j + box[i]! + key[i % key.length]!) & 255;
        [box[i], box[j]] = [box[j]!, box[i]!];
      }
      const out = Buffer.alloc(data.length);
      for (let k = 0, i = 0, j = 0; k < data.length; k++) {
        i = (i + 1) & 255;
        j = (j + box[i]!) & 255;
        [box[i], box[j]] = [box[j]!, box[i]!];
        out[k] = data[k]! ^ box[(box[i]! + box[j]!) & 255]!;
      }
      return out;
    };
    const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest();
    const ownerPadded = Buffer.concat([Buffer.from('owner'), PAD]).subarray(0, 32);
    const O = rc4(md5(ownerPadded).subarray(0, 5), PAD);
    const P = -3904;
    const pBytes = Buffer.alloc(4);
    pBytes.writeInt32LE(P);
    const id = Buffer.alloc(16, 0xab);
    const key = md5(PAD, O, pBytes, id).subarray(0, 5);
    const U = rc4(key, PAD);

    const doc = await PDFDocument.create();
    doc.addPage();
    const ctx = doc.context;
    ctx.trailerInfo.Encrypt = ctx.register(
      ctx.obj({ Filter: PDFName.of('Standard'), V: 1, R: 2, P, O: PDFHexString.of(O.toString('hex')), U: PDFHexString.of(U.toString('hex')) }),
    );
    ctx.trailerInfo.ID = ctx.obj([PDFHexString.of(id.toString('hex')), PDFHexString.of(id.toString('hex'))]);
    const encrypted = Buffer.from(await doc.save({ useObjectStreams: false }));
    const err = await expectCorrupt(inspectPdf(encrypted));
    expect(err.message).toMatch(/encrypted/);
  });

  it('does not detach or change the caller’s buffer', async () => {
    const pdf = await makePdf([['keep me']]);
    const copy = Buffer.from(pdf);
    await inspectPdf(pdf);
    expect(pdf.equals(copy)).toBe(true);
  });
});

describe('inspection in a worker thread (hard time limits)', () => {
  // Short limits, and no grace beyond 100 ms: a stalled worker must be gone within about 0.4 s.
  const limits = { openMs: 300, textMs: 300, renderMs: 300, graceMs: 100 };

  it.each(['open', 'text', 'render'] as const)('terminates a job stuck in "%s", answers 400 corrupt and recovers', async (phase) => {
    const pdf = await makePdf([['stuck'], ['pages']]);
    await inspectPdf(pdf, { thumbnail: false }); // a warm worker: its start is not timed below
    const before = inspectPoolStats();
    // The worker blocks its thread for good (a busy loop, as a hostile PDF would): only the
    // pool's timer on this thread can end it, and this thread keeps running meanwhile.
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 20);
    const startedAt = Date.now();
    const err = await expectCorrupt(inspectPdf(pdf, { limits, stallForTest: phase }));
    const elapsed = Date.now() - startedAt;
    clearInterval(ticker);
    expect(err.message).toMatch(/took longer than 0\.3 s/);
    expect(elapsed).toBeGreaterThanOrEqual(limits[`${phase}Ms`]);
    expect(elapsed).toBeLessThan(limits[`${phase}Ms`] + limits.graceMs + 1_000);
    expect(ticks).toBeGreaterThan(5);
    // The stuck worker left the pool; the next job gets a new one and is answered in full.
    expect(inspectPoolStats().workers).toBe(before.workers - 1);
    const next = await inspectPdf(pdf);
    expect(next.pages).toEqual(['stuck', 'pages']);
    expect(thumbnailSize(next.thumbnail!).width).toBe(THUMBNAIL_WIDTH);
    expect(inspectPoolStats().started).toBe(before.started + 1);
  });

  it('runs jobs side by side and queues the rest', async () => {
    const pdfs = await Promise.all([1, 2, 3, 4, 5].map((n) => makePdf([[`doc ${n}`]])));
    const results = await Promise.all(pdfs.map((pdf) => inspectPdf(pdf)));
    expect(results.map((r) => r.pages[0])).toEqual(['doc 1', 'doc 2', 'doc 3', 'doc 4', 'doc 5']);
    expect(inspectPoolStats().workers).toBeLessThanOrEqual(2);
  });
});

describe('text normalisation', () => {
  it('joins items line by line and collapses whitespace and control characters', () => {
    expect(joinTextItems([{ str: 'Hello', hasEOL: false }, { str: ' ', hasEOL: false }, { str: 'world', hasEOL: true }, {}, { str: 'next\u0000 line  ', hasEOL: false }]))
      .toBe('Hello world\nnext line');
    expect(normaliseText('  a\t\tb \r\n\r\n c\u00a0d ')).toBe('a b\nc d');
  });
});

describe('image thumbnails', () => {
  let photo: Buffer;
  beforeAll(async () => {
    const canvas = createCanvas(1200, 800);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#3366cc';
    ctx.fillRect(0, 0, 1200, 800);
    photo = await canvas.encode('png');
  });

  it.each(['png', 'jpeg', 'webp'] as const)(`makes a %s image into a PNG ${THUMBNAIL_WIDTH} px wide, one page, no text`, async (format) => {
    const canvas = createCanvas(1200, 800);
    const ctx = canvas.getContext('2d');
    const image = await loadImage(photo);
    ctx.drawImage(image, 0, 0);
    const data = format === 'png' ? await canvas.encode('png') : await canvas.encode(format, 90);
    const type = sniffDocumentType(data)!;
    const result = await inspectDocument(data, type);
    expect(result).toMatchObject({ contentType: `image/${format}`, pageCount: 1, pages: [''] });
    expect(thumbnailSize(result.thumbnail!)).toEqual({ width: THUMBNAIL_WIDTH, height: 200 });
  });

  it('never enlarges a small image', async () => {
    const small = await createCanvas(120, 60).encode('png');
    expect(thumbnailSize(await imageThumbnail(small))).toEqual({ width: 120, height: 60 });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const png = Buffer.from(photo);
    // Claim 100000 × 100000 pixels in the header.
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    expect(100_000 * 100_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const err = await imageThumbnail(png).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, type: 'BadRequestError', data: { reason: 'too-large-when-decompressed', maxPixels: MAX_IMAGE_PIXELS } });
    expect((err as ApiError).message).toMatch(/100000 × 100000 pixels/);
  });

  it('answers 400 corrupt for an image that cannot be decoded', async () => {
    const broken = Buffer.concat([photo.subarray(0, 40), Buffer.alloc(200, 7)]);
    await expectCorrupt(imageThumbnail(broken));
    await expectCorrupt(imageThumbnail(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])));
  });
});

describe('firstPageOnly (visitor preview)', () => {
  it('keeps exactly the first page, with its text', async () => {
    const pdf = await makePdf([['Erste Seite: Zażółć'], ['Zweite Seite'], ['Dritte Seite']]);
    const preview = await firstPageOnly(pdf);
    const result = await inspectPdf(preview, { thumbnail: false });
    expect(result.pageCount).toBe(1);
    expect(result.pages).toEqual(['Erste Seite: Zażółć']);
  });

  it('answers 400 corrupt for a file that is no PDF', async () => {
    await expectCorrupt(firstPageOnly(Buffer.from('%PDF-1.7 nonsense')));
  });

  // Decision 0048: whatever page 1 refers to, nothing of a later page may be in the file.
  it('carries nothing of later pages: not through a link, a form field or a shared resource', async () => {
    const source = await PDFDocument.load(await makeTextPdf(['Erste Seite', 'Zweite Seite geheim', 'Dritte Seite geheim']));
    const [one, two, three] = source.getPages();
    const { context } = source;
    // A table of contents: a link on page 1 to page 2.
    const link = context.register(context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], Dest: [two!.ref, 'Fit'] }));
    // A form field with a widget on page 1 and one on page 3 (each widget names its page).
    const field = context.register(context.obj({ FT: 'Tx', T: PDFHexString.fromText('name') }));
    const widget1 = context.register(context.obj({ Type: 'Annot', Subtype: 'Widget', Rect: [0, 0, 10, 10], P: one!.ref, Parent: field }));
    const widget3 = context.register(context.obj({ Type: 'Annot', Subtype: 'Widget', Rect: [0, 0, 10, 10], P: three!.ref, Parent: field }));
    (context.lookup(field) as PDFDict).set(PDFName.of('Kids'), context.obj([widget1, widget3]));
    one!.node.set(PDFName.Annots, context.obj([link, widget1]));
    // A producer that lists every page's drawings in each page's resources.
    const form = context.register(context.stream('BT (Formular Seite zwei geheim) Tj ET', { Type: 'XObject', Subtype: 'Form', BBox: [0, 0, 10, 10] }));
    one!.node.setXObject(PDFName.of('FmTwo'), form);
    const pdf = Buffer.from(await source.save());
    expect(await pdfHolds(pdf, 'Zweite Seite geheim')).toBe(true);

    const preview = await firstPageOnly(pdf);
    const result = await inspectPdf(preview, { thumbnail: false });
    expect(result.pages).toEqual(['Erste Seite']);
    for (const secret of ['Zweite Seite geheim', 'Dritte Seite geheim', 'Formular Seite zwei geheim']) {
      expect(await pdfHolds(preview, secret), secret).toBe(false);
    }
    // The link and the widget stay (their targets gone); the page still has its annotations.
    expect((await PDFDocument.load(preview)).getPage(0).node.Annots()?.size()).toBe(2);
  });
});

describe('sanitizeFilename', () => {
  it('keeps the base name only, without control or direction characters', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\me\\Lernzettel Mathe.pdf')).toBe('Lernzettel Mathe.pdf');
    expect(sanitizeFilename('bad\u0000name\r\n.pdf')).toBe('badname.pdf');
    expect(sanitizeFilename('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFilename('  Φωτοσύνθεση.pdf  ')).toBe('Φωτοσύνθεση.pdf');
  });

  it('falls back to a default name and caps the length at 200, keeping the extension', () => {
    expect(sanitizeFilename('')).toBe('document.pdf');
    expect(sanitizeFilename('..')).toBe('document.pdf');
    expect(sanitizeFilename('/', 'png')).toBe('document.png');
    const long = sanitizeFilename(`${'ä'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(200);
    expect(long.endsWith('ä.pdf')).toBe(true);
    expect(Array.from(sanitizeFilename('😀'.repeat(250)))).toHaveLength(200);
  });
});
