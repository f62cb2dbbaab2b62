/** PDF and image inspection (stub: real implementation follows). */
import { ApiError } from '../http/errors';

export type DocumentType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

export interface InspectedDocument {
  contentType: DocumentType;
  pageCount: number;
  /** Text of each page (empty strings for images). */
  pages: string[];
  /** PNG thumbnail of the first page, or null when not rendered. */
  thumbnail: Buffer | null;
}

export function sniffDocumentType(_data: Buffer): DocumentType | null {
  return null;
}

export async function inspectPdf(_data: Buffer, _options: { thumbnail?: boolean } = {}): Promise<InspectedDocument> {
  throw new ApiError(400, 'BadRequestError', 'not implemented', { reason: 'corrupt' });
}

export async function firstPageOnly(pdf: Buffer): Promise<Buffer> {
  return pdf;
}
