/**
 * A local S3-compatible server (@20minutes/s3rver from npm, the maintained fork of s3rver) in-process on an ephemeral loopback port, with
 * its files in a temp directory and one empty bucket: the real S3 protocol, no account needed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Settings } from '@/server/files/s3-storage';

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
  signBucketRootAsSent(server);
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

/**
 * The fork checks a path-style request to a bucket's root (`GET /bucket/?list-type=2`, as the AWS
 * SDK sends a listing) against the canonical path `/bucket`, while the SDK signs `/bucket/` as S3
 * does: every listing fails with SignatureDoesNotMatch. Its signature check puts the mount path
 * after the bucket for a virtual-host request, so marking just these requests so makes it sign
 * the path as sent. Inserted before its router, the last of its middleware.
 */
function signBucketRootAsSent(server: S3rver) {
  const middleware = server.middleware;
  middleware.splice(middleware.length - 1, 0, (ctx, next) => {
    if (!ctx.state.vhost && /^\/[^/]+\/$/.test(ctx.path)) {
      ctx.state.vhost = true;
      ctx.mountPath = '/';
    }
    return next();
  });
}
