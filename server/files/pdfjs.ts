/**
 * pdf.js (legacy build: the one meant for Node) loaded once per process, with what it needs in
 * Node: no Web Worker exists here, so the worker's message handler runs on the main thread
 * (`globalThis.pdfjsWorker`, which pdf.js checks before it would import its worker file by a
 * relative path that bundlers break), and file-system paths to the standard fonts, CMaps and
 * WASM decoders shipped in the package so text and images of any PDF can be decoded.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let loading: Promise<PdfJs> | undefined;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

let root: string | undefined;
/** Resolved from the working directory: under Next the module's own URL points into .next. */
function packageRoot(): string {
  root ??= dirname(createRequire(join(process.cwd(), 'package.json')).resolve('pdfjs-dist/package.json'));
  return root;
}

/** Options for getDocument() shared by every caller. */
export function pdfJsDataOptions() {
  const base = packageRoot();
  return {
    standardFontDataUrl: join(base, 'standard_fonts') + '/',
    cMapUrl: join(base, 'cmaps') + '/',
    cMapPacked: true,
    wasmUrl: join(base, 'wasm') + '/',
    // Untrusted input: never compile font programs with eval/Function.
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    // Errors only: pdf.js warns about many harmless oddities of real-world files.
    verbosity: 0,
  };
}
