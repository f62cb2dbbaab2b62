/**
 * Instances that share one build output never build at the same time (scripts/build-lock.mjs,
 * used by `npm start`): three processes starting together on a missing build run one build, the
 * other two wait for it and use it; a lock left by a build that died is taken over.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const lockModule = join(__dirname, '..', '..', 'scripts', 'build-lock.mjs');

/** One `npm start`'s build step in its own process; the "build" takes `ms` and leaves a marker. */
function startOne(dir: string, ms: number): Promise<string> {
  const code = `
    import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
    import { buildOnce } from ${JSON.stringify(lockModule)};
    const dir = ${JSON.stringify(dir)};
    const result = await buildOnce(dir + '/build.lock', {
      staleReason: () => (existsSync(dir + '/BUILD_ID') ? null : 'No build yet'),
      build() {
        appendFileSync(dir + '/builds.log', 'start ' + process.pid + '\\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${ms});
        writeFileSync(dir + '/BUILD_ID', String(process.pid));
        appendFileSync(dir + '/builds.log', 'end ' + process.pid + '\\n');
        return 0;
      },
      log: () => {},
      pollMs: 50,
    });
    process.stdout.write(result);
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.on('exit', (status) => (status === 0 ? resolve(out) : reject(new Error(`exit ${status}`))));
  });
}

describe('build lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'knowly-build-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('runs one build for instances starting together; the others wait and use it', async () => {
    const results = await Promise.all([startOne(dir, 1_500), startOne(dir, 1_500), startOne(dir, 1_500)]);
    expect(results.sort()).toEqual(['built', 'built-by-another', 'built-by-another']);
    const log = (await readFile(join(dir, 'builds.log'), 'utf8')).trim().split('\n');
    expect(log).toHaveLength(2);
    expect(log[0]!.replace('start', 'end')).toBe(log[1]);
    // A later start finds the build current and does not wait.
    expect(await startOne(dir, 1_500)).toBe('current');
  }, 30_000);

  it('takes over the lock of a build whose process is gone', async () => {
    await writeFile(join(dir, 'build.lock'), JSON.stringify({ pid: 2 ** 22 + 12_345, host: hostname(), since: new Date().toISOString() }));
    expect(await startOne(dir, 10)).toBe('built');
  }, 30_000);
});
