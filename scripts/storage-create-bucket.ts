/**
 * `npm run storage:create-bucket`: creates S3_BUCKET when it does not exist (decision 0076),
 * waiting up to a minute for the object store to answer. Exit code 0 when the bucket exists
 * afterwards, 1 on an error (wrong keys, no store), 2 when no bucket is configured.
 */
import { loadEnvConfig } from '@next/env';
import { serverEnv } from '../server/env';
import { ensureBucket } from '../server/files/ensure-bucket';
import { s3SettingsOf } from '../server/files/storage';

async function main(): Promise<void> {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const env = serverEnv();
  const settings = s3SettingsOf(env);
  if (!settings) {
    console.log('No bucket is configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see .env.example).');
    process.exitCode = 2;
    return;
  }
  const result = await ensureBucket(settings);
  console.log(`Bucket ${settings.bucket} ${result === 'created' ? 'created' : 'exists already'}.`);
}

main().catch((err: unknown) => {
  console.error(`The bucket could not be checked or created: ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`);
  process.exitCode = 1;
});
