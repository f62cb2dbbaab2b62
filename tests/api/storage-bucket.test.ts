/**
 * `npm run storage:create-bucket` (decision 0076), against a local S3-compatible server: creates
 * a missing bucket, leaves an existing one, waits a while for a store that is starting, and says
 * when none is configured.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBucket } from '@/server/files/ensure-bucket';
import { startLocalS3, type LocalS3 } from '../support/s3-server';
import { TSX_NODE_ARGS } from './support/run-node';

const run = promisify(execFile);
const root = join(__dirname, '..', '..');

describe('storage:create-bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3('existing');
  });
  afterAll(async () => s3?.close());

  it('creates a missing bucket once; an existing one is left as it is', async () => {
    const fresh = { ...s3.settings, bucket: 'knowly-new' };
    expect(await ensureBucket(fresh)).toBe('created');
    expect(await ensureBucket(fresh)).toBe('exists');
    expect(await ensureBucket(s3.settings)).toBe('exists');
  });

  it('waits for a store that does not answer yet, then gives up', async () => {
    const started = Date.now();
    await expect(ensureBucket({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }, { waitMs: 1_500, pollMs: 200 })).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });

  it('runs from the command line with the settings of the environment', async () => {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production' as const, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
    const args = [...TSX_NODE_ARGS, join('scripts', 'storage-create-bucket.ts')];
    const made = await run(process.execPath, args, { cwd: root, env: { ...env, ...s3.env, S3_BUCKET: 'knowly-cli' } });
    expect(made.stdout).toContain('Bucket knowly-cli created.');
    const none = await run(process.execPath, args, { cwd: root, env }).catch((err: { code: number; stdout: string }) => err);
    expect(none).toMatchObject({ code: 2 });
    expect(none.stdout).toContain('No bucket is configured');
  }, 60_000);
});
