/**
 * The build's identity (lib/build-fingerprint.ts, decision 0076): content and baked-in settings,
 * not file times and not PORT, so instances on other ports and a build copied elsewhere (a
 * container image) find it current, and any edit or browser setting makes it stale.
 */
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint } from '@/lib/build-fingerprint';
import { browserBuildEnv } from '@/lib/build-env';

describe('build fingerprint', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'knowly-fingerprint-'));
    await mkdir(join(root, 'pages'));
    await writeFile(join(root, 'pages', 'index.tsx'), 'export default 1;');
    await writeFile(join(root, 'package.json'), '{}');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('ignores PORT and file times; follows content, APP_ENV, NEXT_PUBLIC_* and the edition origins', async () => {
    const base = buildFingerprint(root, { APP_ENV: 'local' });
    expect(base).toMatch(/^k[0-9a-f]{20}$/);
    expect(buildFingerprint(root, { APP_ENV: 'local', PORT: '3300' })).toBe(base);
    await utimes(join(root, 'pages', 'index.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(buildFingerprint(root, { APP_ENV: 'local' })).toBe(base);

    expect(buildFingerprint(root, { APP_ENV: 'prod' })).not.toBe(base);
    expect(buildFingerprint(root, { APP_ENV: 'local', NEXT_PUBLIC_API_SIGNATURE_KEY: 'k' })).not.toBe(base);
    expect(buildFingerprint(root, { APP_ENV: 'local', EDITION_DOMAINS: '{code}.knowly.example' })).not.toBe(base);
    expect(buildFingerprint(root, { APP_ENV: 'local', DEFAULT_EDITION: 'DE' })).not.toBe(base);

    await writeFile(join(root, 'pages', 'index.tsx'), 'export default 2;');
    const edited = buildFingerprint(root, { APP_ENV: 'local' });
    expect(edited).not.toBe(base);
    // An edit reverted is no change.
    await writeFile(join(root, 'pages', 'index.tsx'), 'export default 1;');
    expect(buildFingerprint(root, { APP_ENV: 'local' })).toBe(base);
  });

  it('bakes only APP_ENV and NEXT_PUBLIC_* into the browser bundle: no origin, no port', () => {
    const env = browserBuildEnv({ APP_ENV: 'staging', PORT: '3300', EDITION_DOMAINS: '{code}.x.example', DEFAULT_EDITION: 'DE', NEXT_PUBLIC_FB_TEST_CODE: 'T1', AUTH_SECRET: 's' });
    expect(env).toEqual({ NEXT_PUBLIC_APP_ENV: 'staging', NEXT_PUBLIC_FB_TEST_CODE: 'T1' });
  });
});
