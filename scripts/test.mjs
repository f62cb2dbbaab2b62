#!/usr/bin/env node
// `npm test`: every check. Lint (import boundaries; import cycles with oxlint), typecheck and knip (dead code, also in production mode);
// unit, component and API tests (PGlite and PostgreSQL) with Vitest; the production build, the
// landing's size budget (bench/first-load-budget.mjs) and e2e in Chromium with Playwright.
//
// Run what can run in parallel, start nothing twice (decision 0075): the build and then e2e are
// one long chain and Vitest the longest step, so the build and Vitest start at once and e2e as
// soon as the build is done; the checks share the machine with them. `next build` skips its own type check (the typecheck step
// runs the same tsc). The first failure stops everything still running. Each step's output is
// printed line by line with its name; at the end, every step's time.
//
// TEST_JOBS caps how many steps run at once (default 3); TEST_ONLY=lint,vitest runs just those.
import './node-runtime.mjs';
import { ensureBrowser } from './ensure-browser.mjs';
import { freshE2eDatabase } from './e2e-database.mjs';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const node = process.execPath;
// Every Node process of the run (Vitest's ~200 workers, the e2e server, the build's workers)
// keeps V8's compiled code of the modules it loads in one cache on disk, so each is compiled once
// per run rather than once per process: unit and component tests 144-147 -> 130-136 CPU-s from an
// empty cache. Node checks each entry against the module's source.
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url));
// CI's log shows the runtime every step below runs on.
console.log(`Node ${process.version} (${node})`);
const steps = [
  // Edition origins are inlined at build time (decision 0010): build for the e2e server's port and environment.
  {
    name: 'build',
    label: 'next build',
    args: ['node_modules/next/dist/bin/next', 'build', '--webpack'],
    env: { PORT: process.env.E2E_PORT ?? '3100', APP_ENV: 'local' },
  },
  { name: 'lint', label: 'lint (incl. import boundaries)', args: ['node_modules/eslint/bin/eslint.js', '.'] },
  // package.json's lint:cycles (.oxlintrc.json holds the rule): a step of its own, about a second.
  { name: 'cycles', label: 'import cycles (oxlint)', args: ['node_modules/oxlint/bin/oxlint', '--tsconfig', 'tsconfig.json', '--deny-warnings', '.'] },
  // TypeScript 7's native tsc checks the types (decision 0084); TypeScript 6 stays installed as `typescript` for
  // the tools that load its JavaScript API (typescript-eslint, knip, next).
  { name: 'typecheck', label: 'typecheck (TypeScript 7)', args: ['node_modules/@typescript/native/bin/tsc', '--noEmit'] },
  { name: 'knip', label: 'knip: unused files, exports and dependencies', args: ['node_modules/knip/bin/knip.js', '--no-progress'] },
  // The production mode too (issue 25 §5): only what `npm start` ships, where an export used by tests alone is unused.
  { name: 'knip-production', label: 'knip --production: unused in what ships', args: ['node_modules/knip/bin/knip.js', '--production', '--no-progress'] },
  { name: 'budget', label: 'landing first-load size budget', args: ['bench/first-load-budget.mjs'], after: ['build'] },
  {
    name: 'e2e',
    label: 'playwright e2e (chromium)',
    args: ['node_modules/@playwright/test/cli.js', 'test'],
    env: { CI: process.env.CI ?? '' },
    after: ['build'],
    // A freshly seeded e2e database, as on a clean clone: the screenshot comparisons run first on it.
    // On PostgreSQL where it runs (decision 0086); the data directory still holds the stored files and mail.
    before: async (step) => {
      rmSync(process.env.E2E_DATA_DIR ?? '.data/e2e', { recursive: true, force: true });
      const databaseUrl = process.env.E2E_DATABASE_URL ?? (await freshE2eDatabase(process.env.E2E_PORT ?? 3100));
      if (databaseUrl) step.env.E2E_DATABASE_URL = databaseUrl;
      console.log(`e2e runs on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
    },
  },
  {
    name: 'vitest',
    label: 'vitest: unit, component, api',
    args: ['node_modules/vitest/vitest.mjs', 'run'],
    // V8 sometimes aborts a long-lived API worker that has compiled and freed PGlite's WebAssembly
    // many times ("Check failed: jit_page_->allocations_.erase(addr) == 1", SIGTRAP; decision 0087
    // addendum): a fault of the runtime, not of a test. When a run's only failures are such crashed
    // workers, their files run once more, in a fresh process each, as a failed API test is retried
    // in CI; a file that fails again fails the step.
    recover: rerunCrashedFiles,
  },
];

/** Re-runs the test files whose worker died of a signal, when nothing else failed; true if they pass. */
async function rerunCrashedFiles(output) {
  const text = output.join('\n').replace(/\x1b\[[0-9;]*m/g, '');
  const crashed = [...new Set([...text.matchAll(/Worker exited unexpectedly with signal \w+ .*?while running test file (\S+)/g)].map((m) => m[1]))];
  if (crashed.length === 0 || /Tests\s+\d+ failed|Test Files\s+\d+ failed/.test(text)) return false;
  console.log(`[vitest] ${crashed.length} file(s) lost to a crashed worker, run again: ${crashed.join(', ')}`);
  const again = spawn(node, ['node_modules/vitest/vitest.mjs', 'run', ...crashed], { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
  const [code] = await once(again, 'exit');
  return code === 0;
}

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const chosen = only ? steps.filter((s) => only.includes(s.name)) : steps;
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 3));
// The typecheck step runs the same tsc as `next build` would (next.config.ts reads this).
if (chosen.some((s) => s.name === 'typecheck')) steps.find((s) => s.name === 'build').env.NEXT_SKIP_TYPECHECK = '1';
// e2e and one API test (the API docs page) need a browser.
if (chosen.some((s) => s.name === 'e2e' || s.name === 'vitest')) ensureBrowser();
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/**
 * CPU seconds of the children this process has reaped (user + system, Linux's /proc/self/stat at
 * 100 ticks a second), so that each step's CPU is the rise at its exit: a step's whole tree of
 * processes, once they are waited for (not what leaves the tree: Chromium's renderers, PostgreSQL's
 * backends; bench/cpu-by-process.mjs counts those). Where the CPU goes is what decides `npm test`'s
 * time on a machine whose cores the run keeps busy (decision 0090). Null where /proc is missing.
 */
function reapedCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ').pop().split(' ');
    // Fields 16 and 17 of stat (cutime, cstime) are the 14th and 15th after the command's name.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let reapedCpu = reapedCpuSeconds();
const cpu = new Map();

// Which ready step takes a free slot first (decision 0083): Vitest, the longest step, starts at
// once beside the build; e2e as soon as the build is done; the quick checks fill the gaps.
const PRIORITY = ['build', 'vitest', 'lint', 'budget', 'e2e', 'typecheck', 'cycles', 'knip', 'knip-production'];
const pending = [...chosen].sort((a, b) => PRIORITY.indexOf(a.name) - PRIORITY.indexOf(b.name));
const running = new Map();
const done = new Map();
let failed = false;

function ready(step) {
  return (step.after ?? []).every((name) => done.has(name) || !chosen.some((s) => s.name === name));
}

async function start(step) {
  // The slot is taken while the step gets ready, so next() does not start another in it.
  running.set(step.name, null);
  try {
    await step.before?.(step);
  } catch (err) {
    running.delete(step.name);
    if (failed) return;
    failed = true;
    console.error(`✖ ${step.label} could not start: ${err?.message ?? err}: stopping the rest`);
    for (const other of running.values()) stop(other);
    process.exitCode = 1;
    return;
  }
  if (failed) return void running.delete(step.name);
  console.log(`▶ ${step.label}`);
  const t0 = Date.now();
  // Its own process group, so that stopping a step stops what it started (browsers, servers, workers).
  const child = spawn(node, step.args, { env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output = [];
  const readers = [child.stdout, child.stderr].map((stream) =>
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${step.name}] ${line}`);
      if (step.recover) output.push(line);
    }),
  );
  // The step's last lines (a recover reads them): its output ends after the process does.
  const outputRead = () => Promise.race([Promise.all(readers.map((r) => once(r, 'close'))), new Promise((r) => setTimeout(r, 5000))]);
  running.set(step.name, child);
  child.on('exit', async (code, signal) => {
    const now = reapedCpuSeconds();
    if (now !== null) cpu.set(step.name, now - reapedCpu);
    reapedCpu = now;
    if (code !== 0 && !failed && step.recover && (await outputRead(), await step.recover(output))) code = 0;
    running.delete(step.name);
    const ms = Date.now() - t0;
    done.set(step.name, ms);
    if (failed) return;
    if (code !== 0) {
      failed = true;
      console.error(`✖ ${step.label} failed (${signal ?? `exit ${code}`}) after ${seconds(ms)}: stopping the rest`);
      for (const other of running.values()) stop(other);
      process.exitCode = code || 1;
      return;
    }
    console.log(`✓ ${step.label} (${seconds(ms)})`);
    next();
  });
}

function stop(child) {
  if (!child) return; // still getting ready: it starts nothing once a step has failed
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

function next() {
  while (!failed && running.size < jobs) {
    const i = pending.findIndex(ready);
    if (i < 0) break;
    void start(pending.splice(i, 1)[0]);
  }
  if (running.size === 0 && !failed) {
    const total = [...cpu.values()].reduce((a, b) => a + b, 0);
    console.log(`\nAll checks passed in ${seconds(Date.now() - started)} (${total.toFixed(0)} CPU-s):`);
    for (const step of chosen) {
      const used = cpu.has(step.name) ? `${cpu.get(step.name).toFixed(0)} CPU-s`.padStart(10) : '';
      console.log(`  ${seconds(done.get(step.name)).padStart(6)} ${used}  ${step.label}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    failed = true;
    for (const child of running.values()) stop(child);
    process.exit(130);
  });
}
next();
