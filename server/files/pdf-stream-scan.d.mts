/** Types of pdf-stream-scan.mjs (plain ESM for the inspect worker). */
export class DecodedTooLarge extends Error {}
export class UnreadableFilter extends Error {}
export interface StreamDictionary {
  filter?: { names: (string | null)[] } | { ref: string };
  length?: { number: number } | { ref: string };
}
export function parseStreamDictionary(text: string): StreamDictionary;
export function measureDecodedStreams(data: Uint8Array, maxBytes: number): Promise<{ streams: number; decodedBytes: number }>;
