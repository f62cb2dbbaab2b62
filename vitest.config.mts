import { defineConfig } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WaitingFilesFirst } from './tests/setup/waiting-files-first';
import { buildTimeStyles } from './tests/setup/build-time-styles';

const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };
// Browser code under test runs as a production build would (APP_ENV's default, local, sends no
// analytics; the build bakes APP_ENV in as NEXT_PUBLIC_APP_ENV: docs/decisions/0009).
const browserEnv = { NEXT_PUBLIC_APP_ENV: 'prod' };

// Files of every project run side by side (decisions 0075, 0083): Vitest's default on this 2-core
// machine is one worker (cores - 1), and the API files spend much of their time waiting on a
// database, a child process, a cron minute or a timer, so two workers per core (at most 8) keep
// the cores busy: `npm test` 966 -> 866 s on 2 cores. Each API test has a database of its own (a
// copy of the run's template: tests/api/support/server.ts), so files do not see each other's rows.
// VITEST_MAX_WORKERS overrides the count (e.g. 1 to debug a file in isolation).
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.min(8, 2 * Math.max(1, availableParallelism()));

/**
 * API test files that serve the Next API route modules: those importing tests/api/support/next-routes.ts,
 * found by their imports so that a new such file cannot be left out of its project.
 */
const apiTestsDir = fileURLToPath(new URL('tests/api/', import.meta.url));
const NEXT_ROUTE_FILES = readdirSync(apiTestsDir)
  .filter((name) => name.endsWith('.test.ts') && readFileSync(join(apiTestsDir, name), 'utf8').includes('./support/next-routes'))
  .map((name) => `tests/api/${name}`);

/** An API test project; `options` names it and chooses its files and isolation. */
function apiProject(options: { name: string; include?: string[]; exclude?: string[]; isolate?: boolean }) {
  return {
    resolve: { alias },
    plugins: [buildTimeStyles()],
    test: {
      environment: 'node' as const,
      // The app context that Next API route modules start lazily reads the process env: warnings only.
      env: { LOG_LEVEL: 'warn' },
      include: ['tests/api/**/*.test.ts'],
      globalSetup: ['tests/setup/api-database-templates.ts'],
      setupFiles: ['tests/setup/fail-on-console-error.ts'],
      // Room for a loaded 2-core machine, where the e2e server, the build and another file share the
      // CPU; a test that hangs still fails.
      testTimeout: 60000,
      // In CI a failed API test runs once more, as Playwright's do (playwright.config.ts): a test that
      // fails twice is a failure; one that passes on its retry is reported as flaky in the output.
      retry: process.env.CI ? 1 : 0,
      // A file's first server may build the run's database template (tests/api/support/database-templates.ts)
      // or wait for another file's build of it: with files side by side that wait is in a hook. On
      // a 2-core machine half as fast as session 16's, with the build, lint and e2e beside it,
      // that wait passed 120 s at the start of a run (session 18): the bound is for a hang.
      hookTimeout: 300000,
      ...options,
    },
  };
}

export default defineConfig({
  resolve: { alias },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    maxWorkers,
    // Files that mostly wait on the wall clock start first (tests/setup/waiting-files-first.ts).
    sequence: { sequencer: WaitingFilesFirst },
    projects: [
      {
        resolve: { alias },
        // Styles compiled as the build compiles them (decision 0088).
        plugins: [buildTimeStyles()],
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit',
          // Each file in a fresh VM context inside a long-lived worker: the same per-file isolation
          // of modules without a process (and, for components, a jsdom) per file: unit and
          // component files 118 -> 67 CPU-s, 61 -> 37 s alone on 2 cores (decision 0087).
          pool: 'vmForks',
          environment: 'node',
          env: browserEnv,
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        // Styles compiled as the build compiles them (decision 0088).
        plugins: [buildTimeStyles()],
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'component',
          pool: 'vmForks',
          environment: 'jsdom',
          env: browserEnv,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/component.ts'],
        },
      },
      apiProject({
        name: 'api',
        exclude: NEXT_ROUTE_FILES,
        // The files of a worker share its loaded modules (each still starts its own servers on a
        // database of its own): the server code is loaded and optimised once per worker, not once
        // per file. API files 510 -> 322 CPU-s on 2 cores (decision 0087). The app keeps no
        // process-wide state except the Next adapters' app, whose files run isolated below.
        isolate: false,
      }),
      // The Next API route adapters open one app per process from process.env, read when their
      // modules load (tests/api/support/next-routes.ts): a fresh worker per file.
      apiProject({ name: 'api-next', include: NEXT_ROUTE_FILES }),
    ],
  },
});
