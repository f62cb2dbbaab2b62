/**
 * A local S3-compatible server (s3rver from npm) in-process on an ephemeral loopback port, with
 * its files in a temp directory and one empty bucket: the real S3 protocol, no account needed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '@/server/files/s3-storage';

// The SDK warns once per process that its releases after January 2027 need Node 22 (we run 20).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

export interface LocalS3 {
  settings: S3Settings;
  /** The same, as the settings of server/env.ts. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials (it checks signatures against them). */
const KEY_ID = 'S3RVER';
const SECRET = 'S3RVER';

export async function startLocalS3(bucket = 'knowly-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'knowly-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, accessKeyId: KEY_ID, secretAccessKey: SECRET },
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: KEY_ID, S3_SECRET_ACCESS_KEY: SECRET },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
