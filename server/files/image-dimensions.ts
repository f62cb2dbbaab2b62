/**
 * Pixel size read from an image's header, before decoding: a small file can declare a huge
 * image (a decompression bomb), and decoding allocates width × height × 4 bytes.
 */
import type { ImageType } from './image';

export interface Dimensions {
  width: number;
  height: number;
}

export function imageDimensions(data: Buffer, type: ImageType): Dimensions | null {
  try {
    if (type === 'image/png') return pngDimensions(data);
    if (type === 'image/jpeg') return jpegDimensions(data);
    return webpDimensions(data);
  } catch {
    return null; // truncated header: reading past the end throws RangeError
  }
}

function pngDimensions(d: Buffer): Dimensions | null {
  if (d.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: d.readUInt32BE(16), height: d.readUInt32BE(20) };
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(d: Buffer): Dimensions | null {
  let i = 2;
  while (i + 4 <= d.length) {
    if (d[i] !== 0xff) return null;
    const marker = d[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan data before any frame header
    const length = d.readUInt16BE(i + 2);
    if (SOF.has(marker)) return { height: d.readUInt16BE(i + 5), width: d.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

function webpDimensions(d: Buffer): Dimensions | null {
  const chunk = d.subarray(12, 16).toString('latin1');
  if (chunk === 'VP8 ') return { width: d.readUInt16LE(26) & 0x3fff, height: d.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const b = d.subarray(21, 25);
    if (b.length < 4) return null;
    return {
      width: 1 + (b[0]! | ((b[1]! & 0x3f) << 8)),
      height: 1 + ((b[1]! >> 6) | (b[2]! << 2) | ((b[3]! & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X') return { width: 1 + d.readUIntLE(24, 3), height: 1 + d.readUIntLE(27, 3) };
  return null;
}
