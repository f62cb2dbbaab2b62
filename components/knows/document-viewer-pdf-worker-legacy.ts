/** The pdf.js worker entry for browsers without the modern build's features (legacy build). */
import 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
