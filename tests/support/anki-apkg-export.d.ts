/** Types of the third-party deck writer the Anki tests use (the package ships none). */
declare module 'anki-apkg-export' {
  interface AnkiExporter {
    addMedia(filename: string, data: Buffer): void;
    addCard(front: string, back: string, options?: { tags?: string[] | string }): void;
    save(options?: Record<string, unknown>): Promise<Buffer>;
    db: { close(): void };
  }
  export default function createExporter(deckName: string, template?: Record<string, string>): AnkiExporter;
}
