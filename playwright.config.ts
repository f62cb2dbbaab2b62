import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './tests/support/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/**
 * e2e against the production build, served by the same entry as `npm start` (scripts/start.mjs:
 * settings checked, migrate and seed before listening; it builds only when the build is stale).
 */
export default defineConfig({
  testDir: 'e2e',
  // Spec files side by side on the one server (decision 0075): each spec signs up its own
  // accounts or uses demo accounts no other spec changes, and names what it creates with a
  // run-unique suffix. The tests of a file stay in order. E2E_WORKERS=1 runs one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: process.env.CI ? 1 : 0,
  // In CI the longest journeys without a bound of their own took up to 31 s of the 60 on a slow
  // machine (session 26's fresh-clone run): room for one twice as slow there.
  timeout: process.env.CI ? 90_000 : 60_000,
  // A person waits more than 5 s for a page when the machine is busy; in CI the server shares two
  // cores with the build, Vitest and the browsers. Tests with a tighter bound still say so.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list']],
  use: {
    // Recording a trace costs every test a fifth of its CPU (DOM snapshots and screencast frames in
    // the browser, the archive in the runner: 173 -> 136 CPU-s for two specs, decision 0090), and
    // CPU is what `npm test` waits for on two cores. CI keeps the trace of a failed test's retry;
    // a local run, which does not retry, records each test and keeps a failure's.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
  },
  // Screenshot comparisons first, on the freshly seeded database (e2e/screens.spec.ts).
  projects: [
    { name: 'screens', testMatch: /screens\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: /screens\.spec\.ts$/, dependencies: ['screens'], use: { ...devices['Desktop Chrome'] } },
  ],
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // Room for a build when none is current (scripts/test.mjs builds first, so usually none).
    timeout: 300_000,
    // Closed competitions are decided within a minute (e2e/competition.spec.ts waits for the demo one).
    // Passwords hashed at the test-only cost (decision 0075): the specs sign up and in often.
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // npm test gives a fresh PostgreSQL database (scripts/e2e-database.mjs, decision 0086); without it, PGlite in DATA_DIR.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      APP_ENV: 'local',
      PASSWORD_HASH_COST: 'test-minimum',
      ACCESS_TOKEN_TTL_SECONDS: '30',
      COMPETITION_WINNERS_CRON: '* * * * *',
    },
  },
});
