/** Stores a validated upload (stub: real implementation follows). */
import type { AppContext } from '../app';
import type { UploadRow } from '../db/schema';

export type UploadContext = Pick<AppContext, 'db' | 'storage' | 'env'>;

export interface StoreUploadInput {
  userId: string;
  filename: string;
  data: Buffer;
  allowImages: boolean;
  /** Known text per page: extraction is skipped (seed). */
  pagesText?: string[];
  skipThumbnail?: boolean;
}

export async function storeUpload(_app: UploadContext, _input: StoreUploadInput): Promise<UploadRow> {
  throw new Error('not implemented');
}

export async function ensureThumbnail(_app: UploadContext, upload: UploadRow): Promise<UploadRow> {
  return upload;
}

export async function purgeStaleUploads(_app: UploadContext, _userId: string): Promise<number> {
  return 0;
}
