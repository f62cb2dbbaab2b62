/**
 * Worker thread of server/files/inspect-pool.ts: reads PDFs with pdf.js (page count, raw page
 * text, first-page PNG) and makes image thumbnails with @napi-rs/canvas, off the server's main
 * thread, so a file that keeps the CPU busy can be stopped by terminating this thread.
 *
 * Plain ESM JavaScript on purpose: it is started from disk (`new Worker(path)`), never bundled by
 * webpack, and imports only packages from node_modules and its plain-ESM sibling
 * pdf-stream-scan.mjs (by relative path, which resolves from the file on disk). Typed twin:
 * inspect-pool.ts (messages).
 *
 * Messages in:  { id, kind: 'pdf', data: Uint8Array | null, path?, text, maxTextPages, maxPages, maxDecompressedBytes,
 *                 thumbnailWidth, thumbnailQuality, limits, stall? }
 *               { id, kind: 'image', data: Uint8Array | null, path?, width, quality }
 *               (no data: the file at `path` is read here, so the server's thread never holds it)
 * Messages out: { id, phase: 'text' | 'render' }   (the pool restarts its hard timer per phase)
 *               { id, ok: true, result } | { id, ok: false, detail }  (detail: why the file is unreadable)
 *               { id, ok: false, refused: { reason, pageCount? } }  (readable, but over a limit: decision 0015)
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { DecodedTooLarge, measureDecodedStreams, UnreadableFilter } from './pdf-stream-scan.mjs';
// pdf.js runs its own "worker" (the message handler) in this thread: it looks for
// globalThis.pdfjsWorker before it would import pdf.worker.mjs by a relative URL.
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';

globalThis.pdfjsWorker ??= pdfjsWorker;
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');

const { pdfjsRoot, maxImagePixels } = workerData;

const DATA_OPTIONS = {
  standardFontDataUrl: join(pdfjsRoot, 'standard_fonts') + '/',
  cMapUrl: join(pdfjsRoot, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(pdfjsRoot, 'wasm') + '/',
  // Untrusted input: pdf.js 6 never compiles font programs with eval/Function (no option to set).
  useSystemFonts: false,
  disableFontFace: true,
  // Errors only: pdf.js warns about many harmless oddities of real-world files.
  verbosity: 0,
  // Images inside the PDF are drawn only up to this many pixels (by their declared size, before
  // decoding); a larger one is left out of the thumbnail.
  maxImageSize: maxImagePixels,
};

class Timeout extends Error {}
/** A file that cannot be read; its message is shown to the uploader. */
class Unreadable extends Error {}
/** A readable file over one of its limits (decision 0015): `refused` says which. */
class Refused extends Error {
  constructor(refused) {
    super(refused.reason);
    this.refused = refused;
  }
}

/** Cooperative limit: fires when pdf.js yields. A synchronous stall is ended by the pool instead. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Test hook (inspect-pool.ts `stall`): blocks this thread like a hostile PDF would. */
function stallIf(job, phase) {
  if (job.stall !== phase) return;
  for (;;) {
    // Busy on purpose: only terminating the thread ends this.
  }
}

function describeOpenError(err) {
  if (err?.name === 'PasswordException') return 'the PDF is password-protected';
  if (err?.name === 'InvalidPDFException') return 'the PDF structure is invalid';
  if (err instanceof Timeout) return err.message;
  return 'the PDF is damaged';
}

/** A page's text as pdf.js saw it (line breaks at hasEOL); the pool normalises it. */
function rawText(items) {
  let raw = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content markers carry no text
    raw += item.str;
    if (item.hasEOL) raw += '\n';
  }
  return raw;
}

async function renderFirstPage(doc, thumbnailWidth, quality) {
  const page = await doc.getPage(1);
  const unit = page.getViewport({ scale: 1 });
  // A page of absurd proportions must not allocate a huge canvas.
  const scale = Math.min(thumbnailWidth / unit.width, (thumbnailWidth * 4) / unit.height);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.round(viewport.width));
  const height = Math.max(1, Math.round(viewport.height));
  // pdf.js's own factory: every canvas of one render comes from the same native module.
  const entry = doc.canvasFactory.create(width, height);
  try {
    await page.render({ canvas: entry.canvas, canvasContext: entry.context, viewport, background: '#ffffff' }).promise;
    return await entry.canvas.encode('webp', quality);
  } finally {
    doc.canvasFactory.destroy(entry);
    page.cleanup();
  }
}

async function inspectPdf(job, phase) {
  const { limits } = job;
  stallIf(job, 'open');
  // Before pdf.js sees the file: what its streams decode to (a deflate bomb stops here, having
  // cost a few MB). Within the open phase's time limit.
  try {
    await measureDecodedStreams(job.data, job.maxDecompressedBytes, maxImagePixels);
  } catch (err) {
    if (err instanceof DecodedTooLarge) throw new Refused({ reason: 'too-large-when-decompressed', image: err.image });
    if (err instanceof UnreadableFilter) throw new Unreadable(err.message);
    throw err;
  }
  const task = pdfjs.getDocument({ data: job.data, ...DATA_OPTIONS });
  try {
    let doc;
    try {
      doc = await withTimeout(task.promise, limits.openMs, 'opening the PDF');
    } catch (err) {
      throw new Unreadable(describeOpenError(err));
    }
    const pageCount = doc.numPages;
    if (!Number.isInteger(pageCount) || pageCount < 1) throw new Unreadable('the PDF has no pages');
    // pdf.js has checked /Count against the page tree (it looked up the last page); a longer
    // document is refused before anything is allocated per page.
    if (pageCount > job.maxPages) throw new Refused({ reason: 'too-many-pages', pageCount });
    // Also PDFs that open without a password (owner password only): their streams stay
    // encrypted, so the visitor preview (firstPageOnly) could not be cut from them.
    const { info } = await doc.getMetadata().catch(() => ({ info: {} }));
    if (info?.EncryptFilterName) throw new Unreadable('the PDF is encrypted');

    const pages = new Array(pageCount).fill('');
    if (job.text) {
      phase('text');
      stallIf(job, 'text');
      const deadline = Date.now() + limits.textMs;
      const last = Math.min(pageCount, job.maxTextPages);
      for (let n = 1; n <= last && Date.now() < deadline; n++) {
        try {
          const left = () => Math.max(1, deadline - Date.now());
          const page = await withTimeout(doc.getPage(n), left(), 'reading the text');
          const content = await withTimeout(page.getTextContent(), left(), 'reading the text');
          pages[n - 1] = rawText(content.items);
          page.cleanup();
        } catch (err) {
          if (err instanceof Timeout) break; // out of time: keep what we have
          throw new Unreadable(`page ${n} cannot be read`);
        }
      }
    }

    let thumbnail = null;
    if (job.thumbnailWidth > 0) {
      phase('render');
      stallIf(job, 'render');
      try {
        thumbnail = await withTimeout(renderFirstPage(doc, job.thumbnailWidth, job.thumbnailQuality), limits.renderMs, 'rendering the first page');
      } catch (err) {
        throw new Unreadable(err instanceof Timeout ? err.message : 'the first page cannot be rendered');
      }
    }
    return { pageCount, pages, thumbnail };
  } finally {
    await task.destroy().catch(() => {});
  }
}

async function imageThumbnail(job) {
  let image;
  try {
    image = await loadImage(Buffer.from(job.data.buffer, job.data.byteOffset, job.data.byteLength));
  } catch {
    throw new Unreadable('the image cannot be decoded');
  }
  if (!image.width || !image.height) throw new Unreadable('the image cannot be decoded');
  const width = Math.min(job.width, image.width);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff'; // transparent images show on white, like a page
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  return { thumbnail: await canvas.encode('webp', job.quality) };
}

/** The job's bytes: sent with it, or read from its file (within the open limit). */
async function bytesOf(job) {
  if (job.data) return job.data;
  const file = await readFile(job.path);
  return new Uint8Array(file.buffer, file.byteOffset, file.byteLength);
}

parentPort.on('message', async (job) => {
  const phase = (name) => parentPort.postMessage({ id: job.id, phase: name });
  try {
    job.data = await bytesOf(job);
    const result = job.kind === 'image' ? await imageThumbnail(job) : await inspectPdf(job, phase);
    // The PNG is small: copied, not transferred (canvas buffers may be external memory).
    parentPort.postMessage({ id: job.id, ok: true, result });
  } catch (err) {
    if (err instanceof Unreadable) parentPort.postMessage({ id: job.id, ok: false, detail: err.message });
    else if (err instanceof Refused) parentPort.postMessage({ id: job.id, ok: false, refused: err.refused });
    else parentPort.postMessage({ id: job.id, ok: false, error: String(err?.stack ?? err) });
  }
});
