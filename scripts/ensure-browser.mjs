// The e2e and API tests drive Chromium (tests/support/chromium-path.ts picks which). A fresh
// machine of this kind has none: `npm test` installs Debian's headless shell when it can (root
// with apt-get, as in CI), so `npm install && npm test` works there; elsewhere it says what to do.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].filter(Boolean);

export function ensureBrowser() {
  if (CANDIDATES.some((path) => existsSync(path))) return;
  const root = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!root || !apt) {
    console.error('No Chromium for the tests: install Debian\'s chromium-headless-shell (or chromium), or set CHROMIUM_PATH.');
    process.exit(1);
  }
  console.log('Installing chromium-headless-shell for the browser tests (apt-get)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium-headless-shell']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
