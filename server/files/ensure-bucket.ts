/**
 * Creates the S3 bucket of the settings when it does not exist yet (decision 0076): the first
 * start of a new deployment, e.g. compose.yaml's storage-init service, which runs it while the
 * object store may still be starting (it waits up to `waitMs` for an answer).
 */
import { CreateBucketCommand, HeadBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { S3Settings } from './s3-storage';

export type BucketResult = 'exists' | 'created';

const SILENT_LOGGER = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

export async function ensureBucket(settings: S3Settings, { waitMs = 60_000, pollMs = 1_000 } = {}): Promise<BucketResult> {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    logger: SILENT_LOGGER,
  });
  const until = Date.now() + waitMs;
  try {
    for (;;) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: settings.bucket }));
        return 'exists';
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata?.httpStatusCode === 404) {
          await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
          return 'created';
        }
        // An answer other than "no such bucket" (wrong keys: 403) will not change by waiting.
        if (err instanceof S3ServiceException || Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, pollMs));
      }
    }
  } finally {
    client.destroy();
  }
}
