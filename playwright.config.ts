import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/**
 * e2e against the production build, served by the same entry as `npm start` (scripts/start.mjs:
 * settings checked, migrate and seed before listening; it builds only when the build is stale).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // Room for a build when none is current (scripts/test.mjs builds first, so usually none).
    timeout: 300_000,
    // Closed competitions are decided within a minute (e2e/competition.spec.ts waits for the demo one).
    env: { PORT: String(PORT), DATA_DIR: dataDir, APP_ENV: 'local', ACCESS_TOKEN_TTL_SECONDS: '30', COMPETITION_WINNERS_CRON: '* * * * *' },
  },
});
