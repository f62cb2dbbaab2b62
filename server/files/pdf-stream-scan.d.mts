/** Types of pdf-stream-scan.mjs (plain ESM for the inspect worker). */
export class DecodedTooLarge extends Error {
  /** An image declares too many pixels (else the streams' total is over the budget). */
  readonly image: boolean;
}
export class UnreadableFilter extends Error {}
export interface StreamDictionary {
  filter?: { names: (string | null)[] } | { ref: string };
  length?: { number: number } | { ref: string };
}
export function parseStreamDictionary(text: string): StreamDictionary;
export function measureDecodedStreams(data: Uint8Array, maxBytes: number, maxImagePixels?: number): Promise<{ streams: number; decodedBytes: number }>;
