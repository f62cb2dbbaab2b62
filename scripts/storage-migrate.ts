/**
 * `npm run storage:migrate [-- --delete-local]`: copies every file under DATA_DIR/uploads into
 * the S3 bucket of the settings (decision 0018). Run it before starting instances with S3_*
 * set. Idempotent and resumable (files already in the bucket with the same size are skipped),
 * each copy is verified by size, and local files are removed only with --delete-local.
 * Exit code 1 when any file failed (run it again), 2 on bad usage.
 */
import { loadEnvConfig } from '@next/env';
import { serverEnv } from '../server/env';
import { localStorage } from '../server/files/local-storage';
import { migrateFiles } from '../server/files/migrate-storage';
import { createStorage } from '../server/files/storage';

const USAGE = 'usage: npm run storage:migrate [-- --delete-local]';

async function main(args: string[]): Promise<void> {
  const unknown = args.filter((a) => a !== '--delete-local');
  if (unknown.length > 0) {
    console.log(USAGE);
    process.exitCode = 2;
    return;
  }
  const deleteLocal = args.includes('--delete-local');
  // The same .env files `npm start` reads (server/serve.ts).
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const env = serverEnv();
  const target = await createStorage(env);
  if (target.kind !== 's3') {
    console.log('No bucket is configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (see .env.example).');
    process.exitCode = 2;
    return;
  }
  const source = localStorage(env.DATA_DIR);
  console.log(`Copying ${source.location} to ${target.location}${deleteLocal ? ', removing each local file once copied' : ''}.`);
  const started = Date.now();
  let done = 0;
  const report = await migrateFiles(source, target, {
    deleteSource: deleteLocal,
    onFile: () => {
      if (++done % 500 === 0) console.log(`  ${done} files...`);
    },
  });
  const mb = (report.bytesCopied / 1024 / 1024).toFixed(1);
  console.log(
    `${report.seen} files: ${report.copied} copied (${mb} MB), ${report.present} already in the bucket, ` +
      `${report.failed} failed${deleteLocal ? `, ${report.deleted} local files removed` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
  for (const f of report.failures) console.log(`  failed: ${f.key}: ${f.reason}`);
  if (report.failed > 0) {
    console.log('Some files were not copied: run it again (copied files are skipped).');
    process.exitCode = 1;
  }
}
main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
