/**
 * The Chromium the tests drive: CHROMIUM_PATH, else Debian's headless shell (the browser engine
 * without the desktop browser around it, as Playwright's own default for headless runs; about 40 %
 * less CPU than the full browser on this 2-core machine, decision 0082), else the full browser.
 * `.ci/run` installs the headless shell.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);
