import { afterEach, describe, expect, it } from 'vitest';
import { supportsModernPdfJs } from '@/components/knows/document-viewer-pdfjs';

/** Features pdf.js's modern build calls with no fallback, where Node 20 lacks some of them. */
const FEATURES: [object, string][] = [
  [Uint8Array, 'fromBase64'],
  [Uint8Array.prototype, 'toHex'],
  [Promise, 'try'],
  [URL, 'parse'],
  [Set.prototype, 'intersection'],
  [ArrayBuffer.prototype, 'transferToFixedLength'],
];

const added: [object, string][] = [];

function provideAll() {
  for (const [target, key] of FEATURES) {
    if (typeof (target as Record<string, unknown>)[key] !== 'function') {
      Object.defineProperty(target, key, { value: () => undefined, configurable: true, writable: true });
      added.push([target, key]);
    }
  }
}

afterEach(() => {
  for (const [target, key] of added.splice(0)) delete (target as Record<string, unknown>)[key];
});

describe('pdf.js build choice', () => {
  it('takes the modern build only when every feature it needs is there', () => {
    provideAll();
    expect(supportsModernPdfJs()).toBe(true);
  });

  it.each(FEATURES.map(([, key]) => key))('takes the legacy build without %s', (key) => {
    provideAll();
    const [target] = FEATURES.find(([, k]) => k === key)!;
    const saved = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value: undefined, configurable: true, writable: true });
    try {
      expect(supportsModernPdfJs()).toBe(false);
    } finally {
      if (saved) Object.defineProperty(target, key, saved);
      else delete (target as Record<string, unknown>)[key];
    }
  });
});
