/** The name an upload is shown and downloaded under: never a path, never control characters. */

export const MAX_FILENAME_LENGTH = 200;

// C0/C1 controls and DEL, and the bidirectional overrides that can disguise an extension
// ("invoice\u202Efdp.exe" displays as "invoiceexe.pdf").
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function sanitizeFilename(name: string, extension = 'pdf'): string {
  const base = (name.split(/[/\\]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim();
  if (!base || base === '.' || base === '..') return `document.${extension}`;
  const chars = Array.from(base); // code points: never cut a surrogate pair in half
  if (chars.length <= MAX_FILENAME_LENGTH) return base;
  // Too long: keep the extension, shorten the stem.
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  const stem = Array.from(ext ? base.slice(0, dot) : base);
  return stem.slice(0, MAX_FILENAME_LENGTH - ext.length).join('').trimEnd() + ext;
}
