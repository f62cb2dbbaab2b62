#!/usr/bin/env node
// `npm test`: every check. Lint (import boundaries and cycles), typecheck and knip (dead code),
// then unit, component and API tests (PGlite and PostgreSQL) with Vitest, then the production
// build, the landing's size budget (bench/first-load-budget.mjs) and e2e in Chromium with
// Playwright.
import { spawnSync } from 'node:child_process';

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(r.status ?? 1);
  }
}

const node = process.execPath;
run('lint (incl. import boundaries and cycles)', node, ['node_modules/eslint/bin/eslint.js', '.']);
run('typecheck', node, ['node_modules/typescript/bin/tsc', '--noEmit']);
run('knip: unused files, exports and dependencies', node, ['node_modules/knip/bin/knip.js', '--no-progress']);
run('vitest: unit, component, api', node, ['node_modules/vitest/vitest.mjs', 'run']);
// Edition origins are inlined at build time (decision 0010): build for the e2e server's port and environment.
run('next build', node, ['node_modules/next/dist/bin/next', 'build', '--webpack'], {
  PORT: process.env.E2E_PORT ?? '3100',
  APP_ENV: 'local',
});
run('landing first-load size budget', node, ['bench/first-load-budget.mjs']);
run('playwright e2e (chromium)', node, ['node_modules/@playwright/test/cli.js', 'test'], { CI: process.env.CI ?? '' });
