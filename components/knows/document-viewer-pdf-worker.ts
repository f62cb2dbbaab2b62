/**
 * The pdf.js worker entry, bundled by webpack/Turbopack as a same-origin worker chunk. Importing
 * pdf.js's worker module inside a worker scope starts its message handler. (A `new URL()` to the
 * package's worker file directly fails the production webpack build: Next treats the package as
 * an ESM external there.)
 */
import 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
