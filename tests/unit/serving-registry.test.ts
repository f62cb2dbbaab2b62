/**
 * No `npm start` rebuilds a build another instance serves (scripts/serving-registry.mjs and
 * build-lock.mjs, decision 0076): a running instance is registered; a start that finds the build
 * stale while it runs exits 1 without building; once that instance is gone, its entry no longer
 * counts and the build goes ahead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const scripts = join(__dirname, '..', '..', 'scripts');
const lockModule = JSON.stringify(join(scripts, 'build-lock.mjs'));
const registryModule = JSON.stringify(join(scripts, 'serving-registry.mjs'));

/** One `npm start`'s build step: the build is stale when `stale` exists; a build removes it. */
function start(dir: string, stay: boolean): { child: ChildProcess; done: Promise<{ code: number | null; out: string }> } {
  const code = `
    import { appendFileSync, existsSync, rmSync } from 'node:fs';
    import { buildOnce } from ${lockModule};
    import { registerServing, servingInstances } from ${registryModule};
    const dir = ${JSON.stringify(dir)};
    const result = await buildOnce(dir + '/build.lock', {
      staleReason: () => (existsSync(dir + '/stale') ? 'Sources changed' : null),
      inUse: () => servingInstances(dir + '/serving'),
      claim: () => registerServing(dir + '/serving', 3000 + (process.pid % 1000)),
      build() {
        appendFileSync(dir + '/builds.log', 'built by ' + process.pid + '\\n');
        rmSync(dir + '/stale', { force: true });
        return 0;
      },
      pollMs: 50,
    });
    console.log('result ' + result);
    if (${stay}) setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (c: string) => (out += c));
  const done = new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (status) => resolve({ code: status, out })));
  return { child, done };
}

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('serving registry', () => {
  let dir: string;
  let running: ChildProcess | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'knowly-serving-'));
  });
  afterEach(async () => {
    running?.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses to rebuild under a running instance, and builds once it is gone', async () => {
    const first = start(dir, true);
    running = first.child;
    let firstOut = '';
    first.child.stdout!.on('data', (c: string) => (firstOut += c));
    await waitFor(() => firstOut.includes('result current'));

    await (await import('node:fs/promises')).writeFile(join(dir, 'stale'), '');
    const second = await start(dir, false).done;
    expect(second.code).toBe(1);
    expect(second.out).toMatch(new RegExp(`Sources changed, but pid ${first.child.pid} on .* serves the current build`));
    expect(existsSync(join(dir, 'builds.log'))).toBe(false);
    expect(existsSync(join(dir, 'build.lock'))).toBe(false);

    first.child.kill('SIGKILL');
    await first.done;
    const third = await start(dir, false).done;
    expect(third.code).toBe(0);
    expect(third.out).toContain('result built');
    expect(await readFile(join(dir, 'builds.log'), 'utf8')).toMatch(/^built by \d+\n$/);
  }, 30_000);
});
