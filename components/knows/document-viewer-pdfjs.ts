/**
 * pdf.js for the browser, loaded on demand (only the lazily loaded viewer imports this module,
 * so pdf.js is never part of a page's first-load JavaScript). The worker is a bundled same-origin
 * module script, which the CSP's script-src 'self' (worker-src falls back to it) allows.
 *
 * Two builds: browsers that have what pdf.js's modern build calls without a fallback get it
 * (12% smaller, and less start-up work on the know page's main thread than the legacy build's
 * polyfills, issue 9 §8); older tablets get the legacy build. Options for untrusted files: no
 * eval for fonts, no WASM decoders (they would need 'wasm-unsafe-eval' and a wasmUrl).
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

/**
 * What pdfjs-dist 5.4's modern build (API and worker) uses with no fallback: Uint8Array
 * hex/base64 (Chrome 140, Firefox 133, Safari 18.2), Promise.try, URL.parse, Set methods and
 * ArrayBuffer transfer. Check again when pdfjs-dist is upgraded.
 */
export function supportsModernPdfJs(): boolean {
  const u8 = Uint8Array as unknown as { fromBase64?: unknown; prototype: { toHex?: unknown } };
  return (
    typeof u8.fromBase64 === 'function' &&
    typeof u8.prototype.toHex === 'function' &&
    typeof (Promise as unknown as { try?: unknown }).try === 'function' &&
    typeof (URL as unknown as { parse?: unknown }).parse === 'function' &&
    typeof (Set.prototype as unknown as { intersection?: unknown }).intersection === 'function' &&
    typeof (ArrayBuffer.prototype as unknown as { transferToFixedLength?: unknown }).transferToFixedLength === 'function'
  );
}

let loading: Promise<PdfJs> | null = null;

function importPdfJs(): Promise<PdfJs> {
  if (supportsModernPdfJs()) {
    return import('pdfjs-dist').then((pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(new URL('./document-viewer-pdf-worker.ts', import.meta.url), { type: 'module' });
      return pdfjs as unknown as PdfJs;
    });
  }
  return import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerPort ??= new Worker(new URL('./document-viewer-pdf-worker-legacy.ts', import.meta.url), { type: 'module' });
    return pdfjs;
  });
}

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= importPdfJs();
  // A failed chunk load (offline) may be retried.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    // No isEvalSupported: pdf.js 6 never compiles font programs with eval (the option is gone).
    data: new Uint8Array(data),
    useWasm: false,
    enableXfa: false,
    verbosity: 0,
  }).promise;
}

export function isRenderingCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'RenderingCancelledException';
}
