/**
 * Checks before a file is sent (issue 5 §3). Only hints: the server decides the type by the
 * file's magic bytes; these catch the obvious mistakes (a .docx, a 40 MB scan) without making
 * the learner wait for an upload that is bound to fail.
 */
import type { CountryConfig } from '@/lib/config/countries';
import { canUploadImages } from '@/lib/config/country-rules';

/** The server's MAX_DOCUMENT_BYTES default (decision 0008). */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** A know has 1–20 documents (decision 0008: uploadIds 1–20). */
export const MAX_FILES = 20;

const PDF = { mime: 'application/pdf', extensions: ['pdf'] };
const IMAGES = [
  { mime: 'image/png', extensions: ['png'] },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mime: 'image/webp', extensions: ['webp'] },
];

export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

export interface AcceptedTypes {
  mimes: string[];
  extensions: string[];
  /** For the file input's accept attribute. */
  accept: string;
  imagesAllowed: boolean;
}

/** PDF only, whatever the edition (tools that read a document's text, e.g. the AI summary). */
export const PDF_ONLY: AcceptedTypes = {
  mimes: [PDF.mime],
  extensions: PDF.extensions,
  accept: [PDF.mime, ...PDF.extensions.map((e) => `.${e}`)].join(','),
  imagesAllowed: false,
};

/** PDF everywhere; PNG/JPEG/WebP only where the edition allows image uploads (US). */
export function acceptedTypes(country: Pick<CountryConfig, 'code'>): AcceptedTypes {
  const kinds = canUploadImages(country.code) ? [PDF, ...IMAGES] : [PDF];
  const mimes = kinds.map((k) => k.mime);
  const extensions = kinds.flatMap((k) => k.extensions);
  return {
    mimes,
    extensions,
    accept: [...mimes, ...extensions.map((e) => `.${e}`)].join(','),
    imagesAllowed: canUploadImages(country.code),
  };
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The reason a file cannot be uploaded, or null. A file passes the type hint when its
 * extension OR its declared type fits: browsers leave `type` empty for unknown extensions, and
 * a PDF saved as "notes" (no extension) still says application/pdf.
 */
export function checkFile(file: Pick<File, 'name' | 'type' | 'size'>, types: AcceptedTypes): FileProblem | null {
  const typeFits = types.extensions.includes(extensionOf(file.name)) || types.mimes.includes(file.type.toLowerCase());
  if (!typeFits) return 'wrongType';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'tooLarge';
  return null;
}

/** "2.4 MB" style sizes in the page's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['byte', 'kilobyte', 'megabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    }).format(value);
  } catch {
    return `${value.toFixed(unit === 0 ? 0 : 1)} ${['B', 'KB', 'MB'][unit]}`;
  }
}
