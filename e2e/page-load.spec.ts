// How a page loads (decision 0040): the only inline script is the boot script the
// Content-Security-Policy names by hash; the page hydrates part by part and then works (a header
// control, a client-side navigation) without an error in the console; where the country shows
// the cookie banner, it is in the server HTML for a new visitor and never for one who decided.
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/consent-storage-key';
import { open, origin, startReading, viaHost } from './hosts';

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

test.describe('page load', () => {
  for (const [label, path] of [
    ['us', '/'],
    ['de', '/'],
    ['de', '/subjects'],
  ] as const) {
    test(`${label} ${path}: every inline script is allowed by its hash in the CSP`, async ({ request }) => {
      const res = await request.get(...viaHost(label, path));
      const csp = res.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      const html = await res.text();
      // Inline scripts: no src and no data type (JSON-LD, __NEXT_DATA__ and placeholders are data).
      const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\btype=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
      expect(inline).toHaveLength(1);
      for (const source of inline) {
        const hash = `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
        expect(scriptSrc).toContain(hash);
      }
    });
  }

  test('the page hydrates in slices and then works: menu, client-side navigation, no console error', async ({ page }) => {
    const problems = collectProblems(page);
    await open(page, `${origin('us')}/`);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeHidden();
    await page.evaluate(() => ((window as unknown as { __clientNav: boolean }).__clientNav = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'All subjects' }).click();
    await expect(page).toHaveURL(/\/subjects$/);
    expect(await page.evaluate(() => (window as unknown as { __clientNav?: boolean }).__clientNav)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('the landing: the sections below the hero are in the server HTML and, once their chunk has loaded, link client-side (decision 0042)', async ({ page, request }) => {
    const html = await (await request.get(...viaHost('de', '/'))).text();
    for (const id of ['hero-title', 'offers-title', 'subjects-title', 'app-title', 'faq-title', 'cta-title']) {
      expect(html).toContain(`id="${id}"`);
    }
    const problems = collectProblems(page);
    await open(page, `${origin('us')}/`);
    await startReading(page);
    await page.evaluate(() => ((window as unknown as { __clientNav: boolean }).__clientNav = true));
    const subjects = page.getByRole('region', { name: 'Browse by subject' });
    const link = subjects.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/subjects\//);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(await page.evaluate(() => (window as unknown as { __clientNav?: boolean }).__clientNav)).toBe(true);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('DE: the cookie banner is part of the server HTML for a new visitor, never shown to one who decided, and works once loaded', async ({ browser }) => {
    const banner = (page: Page) => page.getByRole('region', { name: 'Deine Privatsphäre ist uns wichtig' });
    const withoutScripts = async (consent: object | null) => {
      const context = await browser.newContext();
      // No JavaScript chunk arrives: what shows is what the server HTML and the boot script do.
      await context.route('**/_next/static/**/*.js', (route) => route.abort());
      if (consent) {
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, JSON.stringify({ state: { consent }, version: 0 })] as const);
      }
      const page = await context.newPage();
      await page.goto(`${origin('de')}/subjects`);
      return { page, close: () => context.close() };
    };

    const fresh = await withoutScripts(null);
    await expect(banner(fresh.page)).toBeVisible();
    await fresh.close();

    const decided = await withoutScripts({ required: true, statistics: false, marketing: false });
    await expect(banner(decided.page)).toBeHidden();
    await decided.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin('de')}/subjects`);
    await expect(banner(page)).toBeVisible();
    await expect(async () => {
      await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click({ timeout: 1000 });
      await expect(banner(page)).toBeHidden({ timeout: 1000 });
    }).toPass();
    const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null')?.state?.consent, CONSENT_STORAGE_KEY);
    expect(stored).toEqual({ required: true, statistics: false, marketing: false });
    await page.reload();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });
});
