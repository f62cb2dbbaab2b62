// pdfjs-dist ships no types for its worker entry; only its message handler is used (server/files/pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
