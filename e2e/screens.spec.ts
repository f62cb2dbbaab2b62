// Screenshot comparisons of the shell and the main pages at phone and desktop width (issue 22 §8):
// a layout break (an overflowing top bar, a menu that no longer covers the screen, a collapsed
// grid) changes many pixels and fails CI; text that only moves a little does not (threshold).
// Runs first, in its own project, on the freshly seeded e2e database (scripts/test.mjs starts it
// empty), so counts and "popular" lists are the seed's. Update the baselines after a deliberate
// change: `npx playwright test --project screens --update-snapshots`.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/consent-storage-key';
import { open, origin } from './hosts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

const DECIDED = JSON.stringify({ state: { consent: { required: true, statistics: false, marketing: false } }, version: 0 });

/** What may change between runs without being a layout change: times and live counts. */
const volatile = (page: Page) => [page.locator('time'), page.locator('[data-volatile]')];

/**
 * The landing is built without a database; the server regenerates it before it serves the first
 * page (server/http/page-warm-up.ts), so even the first response has the popular knows.
 */
async function openLanding(page: Page, url: string) {
  await open(page, url);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#popular-knows')).toBeAttached({ timeout: 1_000 });
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: volatile(page),
    maxDiffPixelRatio: 0.02,
    // A full page at 1366 px takes seconds to capture twice on a loaded machine.
    timeout: 30_000,
  });
}

/**
 * A click on a link is a client-side navigation: the load state stays "idle" from the page before,
 * so wait for the new address and the new page's heading, as a person waits for the page to change.
 */
async function follow(page: Page, link: Locator, heading?: RegExp) {
  const before = page.url();
  await link.click();
  // Under load a click on a topic link was seen to fetch the page's data and then not change the
  // page (3 of 4 loaded runs, never on a quiet machine, not reproduced by hand in 40 tries; noted
  // for planning). This spec compares looks: the second click a person would make is made, and
  // the run says so.
  const moved = await page.waitForURL((url) => url.href !== before, { timeout: 15_000 }).then(
    () => true,
    () => false,
  );
  if (!moved) {
    test.info().annotations.push({ type: 'lost click', description: `${before}: the page did not change; clicked again` });
    console.warn(`screens: a click on ${before} did not change the page; clicked again`);
    await link.click();
    await page.waitForURL((url) => url.href !== before);
  }
  await expect(page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const viewport of VIEWPORTS) {
  test.describe(`screens at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a first visit: the landing with the cookie banner (DE)', async ({ page }) => {
      await openLanding(page, `${origin('de')}/`);
      await shot(page, `${viewport.name}-de-landing-first-visit`);
    });

    test.describe('after consent', () => {
      test.beforeEach(async ({ context }) => {
        await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, DECIDED] as const);
      });

      for (const label of ['us', 'gr'] as const) {
        test(`the landing (${label.toUpperCase()})`, async ({ page }) => {
          await openLanding(page, `${origin(label)}/`);
          await shot(page, `${viewport.name}-${label}-landing`);
        });
      }

      test('subjects, a subject, a topic and a know (US)', async ({ page }) => {
        await open(page, `${origin('us')}/subjects`);
        await shot(page, `${viewport.name}-us-subjects`);
        await follow(page, page.getByRole('main').getByRole('link', { name: /Biology/ }).first(), /Biology/);
        await shot(page, `${viewport.name}-us-subject`);
        await follow(page, page.getByRole('main').getByRole('link', { name: 'Genetics' }).first(), /Genetics/);
        await shot(page, `${viewport.name}-us-topic`);
        await follow(page, page.getByRole('main').getByRole('article').getByRole('link').first());
        await shot(page, `${viewport.name}-us-know`);
      });

      test('search results (FR)', async ({ page }) => {
        await open(page, `${origin('fr')}/knows/search?query=photosynth%C3%A8se`);
        await shot(page, `${viewport.name}-fr-search`);
      });

      test('the menu open (DE)', async ({ page }) => {
        await open(page, `${origin('de')}/subjects`);
        await page.getByRole('button', { name: 'Menü' }).click();
        await expect(page.getByRole('dialog', { name: 'Hauptmenü' })).toBeVisible();
        await shot(page, `${viewport.name}-de-menu`);
      });
    });
  });
}
