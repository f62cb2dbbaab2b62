/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, R2, ...) with the official AWS SDK v3
 * (decision 0018). The keys live only inside this closure: the returned object holds no client,
 * and every error leaves as a StorageError naming the operation, the key and the S3 error code,
 * never the SDK's error (whose response fields could carry the access key id) and never a key.
 */
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, assertPrefix, assertRange, isValidKey, type FileStorage } from './file-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset: AWS S3 in `region`. */
  endpoint?: string;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A failed storage operation, without the SDK's request or response (see the file comment). */
class StorageError extends Error {
  constructor(
    message: string,
    /** The S3 error code (NoSuchBucket, AccessDenied, ...) or the network error's name. */
    readonly code: string,
    readonly httpStatus: number | undefined,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

/** How long one request may take before it is abandoned (and retried by the SDK, 3 attempts in all). */
const REQUEST_TIMEOUT_MS = 30_000;
/** The readiness probe answers within this time, whatever the bucket does. */
const PROBE_TIMEOUT_MS = 3_000;
/**
 * A successful write probe is trusted for this long: /api/ready may be polled every second per
 * instance, and every probe is a PUT and a DELETE the provider bills.
 */
const PROBE_TRUST_MS = 10_000;
/**
 * Attempts of putFile. The SDK does not retry a streamed body (it cannot rewind it): each attempt
 * here opens the file again, as the SDK's own 3 attempts would resend a buffer.
 */
const FILE_PUT_ATTEMPTS = 3;
/**
 * The SDK's logger: silent. Without one it logs nothing, except a console warning when a streamed
 * write fails (putFile retries it itself).
 */
const SILENT_LOGGER = { trace() {}, debug() {}, info() {}, warn() {}, error() {} };

const isMissing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

function wrap(op: string, key: string, err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const code = err instanceof Error ? err.name : 'Error';
  const status = err instanceof S3ServiceException ? err.$metadata?.httpStatusCode : undefined;
  const why = err instanceof S3ServiceException ? '' : err instanceof Error ? `: ${err.message.slice(0, 200)}` : '';
  return new StorageError(`S3 ${op} ${key} failed: ${code}${status ? ` (HTTP ${status})` : ''}${why}`, code, status);
}

/** Total size from `Content-Range: bytes 0-9/1234`. */
const totalOf = (contentRange: string | undefined) => {
  const m = /\/(\d+)$/.exec(contentRange ?? '');
  return m ? Number(m[1]) : undefined;
};

export function s3Storage(settings: S3Settings): FileStorage {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
    requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: 5_000 },
    // Silent: the SDK's debug output would include request details.
    logger: SILENT_LOGGER,
  });
  const location = `s3://${bucket}${settings.endpoint ? ` at ${new URL(settings.endpoint).origin}` : ` in ${settings.region}`}`;
  let probedAt = 0;

  async function stat(key: string) {
    assertKey(key);
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (err) {
      if (isMissing(err)) return null;
      throw wrap('stat', key, err);
    }
  }

  return {
    kind: 's3',
    location,
    async put(key, data, contentType) {
      assertKey(key);
      try {
        await client.send(new PutObjectCommand({
          Bucket: bucket, Key: key, Body: data, ContentLength: data.length,
          ContentType: contentType ?? 'application/octet-stream',
        }));
      } catch (err) {
        throw wrap('put', key, err);
      }
    },
    async putFile(key, file, contentType) {
      assertKey(key);
      let failure: unknown;
      for (let attempt = 0; attempt < FILE_PUT_ATTEMPTS; attempt++) {
        // Opened before the request: a missing file fails here, not as a body stream the HTTP
        // client waits on for good.
        const handle = await open(file.path, 'r').catch((err: unknown) => {
          throw wrap('put', key, err);
        });
        const body = handle.createReadStream();
        try {
          // With the checksum given, the SDK sends the stream as it is (a streamed body without
          // one would be re-framed as aws-chunked with a trailing checksum, which not every
          // S3-compatible server reads); S3 refuses the write if the bytes do not match it.
          await client.send(new PutObjectCommand({
            Bucket: bucket, Key: key, Body: body, ContentLength: file.size,
            ChecksumSHA256: Buffer.from(file.sha256, 'hex').toString('base64'),
            ContentType: contentType ?? 'application/octet-stream',
          }));
          return;
        } catch (err) {
          failure = err;
        } finally {
          body.destroy();
        }
      }
      throw wrap('put', key, failure);
    },
    async get(key) {
      assertKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (err) {
        if (isMissing(err)) return null;
        throw wrap('get', key, err);
      }
    },
    async open(key, range) {
      assertKey(key);
      if (range) assertRange(range, Number.MAX_SAFE_INTEGER);
      try {
        const res = await client.send(new GetObjectCommand({
          Bucket: bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }));
        const size = range ? totalOf(res.ContentRange) : res.ContentLength;
        const body = res.Body instanceof Readable ? res.Body : Readable.from([]);
        if (size === undefined) {
          body.destroy();
          throw new StorageError(`S3 open ${key} failed: no size in the answer`, 'NoSize', undefined);
        }
        if (range) {
          try {
            assertRange(range, size);
          } catch (err) {
            body.destroy();
            throw err;
          }
        }
        return { body, size, modified: res.LastModified ?? new Date(0) };
      } catch (err) {
        if (isMissing(err)) return null;
        if (err instanceof RangeError) throw err;
        // A range starting past the end: the same RangeError as local disk.
        if (err instanceof S3ServiceException && err.$metadata?.httpStatusCode === 416) {
          throw new RangeError(`byte range ${range?.start}-${range?.end} is outside the file ${key}`);
        }
        throw wrap('open', key, err);
      }
    },
    stat,
    async remove(key) {
      assertKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (isMissing(err)) return;
        throw wrap('remove', key, err);
      }
    },
    async *list(prefix = '') {
      assertPrefix(prefix);
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        } catch (err) {
          throw wrap('list', prefix || '(all)', err);
        }
        for (const o of page.Contents ?? []) {
          // Probe files and anything written by others that is not one of our keys are skipped.
          if (o.Key && isValidKey(o.Key)) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async checkWritable() {
      if (Date.now() - probedAt < PROBE_TRUST_MS) return;
      // Starts with a dot: never a valid key, so list() (and backups) never see it.
      const key = `.knowly-ready-${randomBytes(8).toString('hex')}`;
      const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'ok' }), { abortSignal: signal });
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal });
        probedAt = Date.now();
      } catch (err) {
        probedAt = 0;
        throw wrap('write probe', location, err);
      }
    },
  };
}
