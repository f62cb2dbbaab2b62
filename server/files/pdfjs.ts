/**
 * pdf.js (legacy build: the one meant for Node) loaded once per process, with what it needs in
 * Node: no Web Worker exists here, so the worker's message handler runs on the main thread
 * (`globalThis.pdfjsWorker`, which pdf.js checks before it would import its worker file by a
 * relative path that bundlers break), and file-system paths to the standard fonts, CMaps and
 * WASM decoders shipped in the package so text and images of any PDF can be decoded.
 */
import { join } from 'node:path';

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
/**
 * From the working directory: under Next the module's own URL points into .next, and webpack
 * turns require.resolve (also through createRequire) into a module id, not a path.
 */
function packageRoot(): string {
  root ??= join(process.cwd(), 'node_modules', 'pdfjs-dist');
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
