/**
 * Where uploaded files live (decision 0018): local disk under DATA_DIR/uploads, or an
 * S3-compatible bucket when S3_BUCKET is set. Both speak FileStorage (file-storage.ts); nothing
 * else in the server knows which one it has.
 */
import type { ServerEnv } from '../env';
import type { FileStorage } from './file-storage';
import type { S3Settings } from './s3-storage';

export type { FileStorage } from './file-storage';

/** The S3 settings when S3_BUCKET and its keys are set (server/env.ts checks they come together), else null. */
export function s3SettingsOf(env: ServerEnv): S3Settings | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    // Path-style addressing is what S3-compatible servers (MinIO, s3rver, R2...) expect;
    // AWS itself prefers virtual-hosted buckets.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

/**
 * The storage the settings choose: S3 when S3_BUCKET is set, else local disk. The AWS SDK is
 * loaded only when S3 is used.
 */
export async function createStorage(env: ServerEnv): Promise<FileStorage> {
  const s3 = s3SettingsOf(env);
  if (s3) {
    const { s3Storage } = await import('./s3-storage');
    return s3Storage(s3);
  }
  const { localStorage } = await import('./local-storage');
  return localStorage(env.DATA_DIR);
}
