import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { origin, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';

const PAGES = ['/', '/subjects', '/legal/privacy'];

test.describe('accessibility (axe-core)', () => {
  for (const label of ['de', 'gb', 'us', 'fr']) {
    for (const path of PAGES) {
      test(`${label} ${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(`${origin(label)}${path}`);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      });
    }
  }
});

test.describe('HTML validity (Nu Html Checker)', () => {
  test('landing, subjects and legal pages have no errors', async ({ request }) => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    for (const label of ['de', 'us']) {
      for (const path of PAGES) {
        const html = await (await request.get(...viaHost(label, path))).text();
        const file = join(dir, `${label}${path.replace(/\//g, '_') || '_'}.html`);
        writeFileSync(file, html);
        files.push(file);
      }
    }
    const jar = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    let output = '';
    try {
      output = execFileSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (e) {
      output = String((e as { stderr?: string }).stderr ?? '');
    }
    const messages = output.trim() ? (JSON.parse(output).messages as { type: string; message: string; url: string }[]) : [];
    const errors = messages.filter((m) => m.type === 'error');
    expect(errors.map((m) => `${m.url.split('/').pop()}: ${m.message}`)).toEqual([]);
  });
});
