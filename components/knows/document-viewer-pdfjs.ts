/**
 * pdf.js for the browser, loaded on demand (only the lazily loaded viewer imports this module,
 * so pdf.js is never part of a page's first-load JavaScript). The worker is a bundled same-origin
 * module script, which the CSP's script-src 'self' (worker-src falls back to it) allows.
 *
 * The legacy build is the one that runs on older tablets too. Options for untrusted files: no
 * eval for fonts, no WASM decoders (they would need 'wasm-unsafe-eval' and a wasmUrl).
 */
type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
export type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => {
    if (!pdfjs.GlobalWorkerOptions.workerPort) {
      pdfjs.GlobalWorkerOptions.workerPort = new Worker(
        new URL('./document-viewer-pdf-worker.ts', import.meta.url),
        { type: 'module' },
      );
    }
    return pdfjs;
  });
  // A failed chunk load (offline) may be retried.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export async function openPdf(data: ArrayBuffer): Promise<PdfDocument> {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useWasm: false,
    enableXfa: false,
    verbosity: 0,
  }).promise;
}

export function isRenderingCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'RenderingCancelledException';
}
