/**
 * The pdf.js worker entry (modern build), bundled by webpack/Turbopack as a same-origin worker
 * chunk. Importing pdf.js's worker module inside a worker scope starts its message handler. (A
 * `new URL()` to the package's worker file directly fails the production webpack build: Next
 * treats the package as an ESM external there.) The legacy twin is
 * document-viewer-pdf-worker-legacy.ts; document-viewer-pdfjs.ts picks one.
 */
import 'pdfjs-dist/build/pdf.worker.min.mjs';
