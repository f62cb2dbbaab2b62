import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../lib/analytics/consent-storage-key';
import { APP_LOAD, APP_LOAD_ATTRIBUTE, COOKIE_ACTION_ATTRIBUTE } from '../lib/document/boot-script-shared';
import { open, origin } from './hosts';

/**
 * Issue 22 §2, decision 0055: the cookie banner covers none of the landing's main buttons, is the
 * first thing Tab reaches, hides nothing a keyboard user focuses, reopens from the footer, and is
 * asked for in the EU editions the spec's list left out.
 */
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 800 },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const banner = (page: Page) => page.locator('[data-cookie-banner]');

async function storedConsent(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.consent ?? null, CONSENT_STORAGE_KEY);
}

/**
 * A mouse press held as long as a person's (about a tenth of a second: frames are drawn in
 * between) at `point`: the page must not move under it before the release.
 */
async function pressLikeAPerson(page: Page, point: { x: number; y: number }) {
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await page.waitForTimeout(150);
  expect(await page.evaluate(() => scrollY), 'the page moved under the press').toBe(before);
  await page.mouse.up();
}

/**
 * Tab from the top of the page: the first Tab reaches the banner, and every control focused after
 * it, outside the banner, is clear of it (the sheet lifts one clear on the next frame: allow it that moment).
 */
async function tabThroughPage(page: Page) {
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-cookie-banner]'))).toBe(true);
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const hidden = () => page.evaluate(() => {
      const active = document.activeElement;
      const sheet = document.querySelector('[data-cookie-banner]');
      if (!active || !sheet || sheet.contains(active) || active === document.body) return null;
      const a = active.getBoundingClientRect();
      const b = sheet.getBoundingClientRect();
      if (a.width === 0 && a.height === 0) return null;
      return a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right ? active.outerHTML.slice(0, 120) : null;
    });
    await expect.poll(hidden, { message: `focused control under the banner after ${i + 2} Tabs`, timeout: 2000 }).toBeNull();
  }
}

for (const size of SIZES) {
  test.describe(`cookie banner at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('covers none of the landing hero’s buttons and links', async ({ page }) => {
      await open(page, `${origin('gr')}/`);
      await expect(banner(page)).toBeVisible();
      expect(await page.evaluate(() => scrollY)).toBe(0);
      const sheet = (await banner(page).boundingBox())!;
      const controls = page.locator('main section').first().locator('a:visible, button:visible');
      const count = await controls.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const box = (await controls.nth(i).boundingBox())!;
        expect(overlaps(box, sheet), `hero control ${i} (${JSON.stringify(box)}) under the banner ${JSON.stringify(sheet)}`).toBe(false);
      }
    });

    test('the first Tab reaches the banner, and no focused control is hidden under it', async ({ page }) => {
      await open(page, `${origin('gr')}/`);
      await tabThroughPage(page);
    });

    test('no focused control is hidden under the banner while the page\'s code is still on its way', async ({ page }) => {
      // A slow phone: the first Tab starts the page's code (decision 0089), which arrives only after
      // the walk. The sheet's clearance must not wait for it.
      let release: () => void = () => undefined;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/**/*.js', async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto(`${origin('gr')}/`);
      await tabThroughPage(page);
      expect(await page.evaluate((name) => document.documentElement.getAttribute(name), APP_LOAD_ATTRIBUTE)).toBe(APP_LOAD.loading);
      release();
    });

    test('the page ends above the sheet while it shows, and not once a choice is made', async ({ page }) => {
      await open(page, `${origin('gr')}/`);
      await expect(banner(page)).toBeVisible();
      const sheetHeight = (await banner(page).boundingBox())!.height;
      const bodyPadding = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
      // Before any code, the stylesheet's usual height stands in.
      expect(await bodyPadding()).toBeGreaterThan(0);
      // The reader scrolls down (which starts the page's code where it waits, decision 0089): at the
      // very bottom, the page's last control is above the sheet, not under it.
      await page.mouse.wheel(0, 20_000);
      await expect.poll(bodyPadding).toBeGreaterThanOrEqual(Math.floor(sheetHeight) - 1);
      await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const last = page.locator('footer').locator('a:visible, button:visible').last();
      const sheetTop = (await banner(page).boundingBox())!.y;
      await expect.poll(async () => { const b = (await last.boundingBox())!; return b.y + b.height <= sheetTop + 1; }).toBe(true);
      await banner(page).locator(`[${COOKIE_ACTION_ATTRIBUTE}='accept']`).click();
      await expect(banner(page)).toBeHidden();
      await expect.poll(bodyPadding).toBe(0);
    });

    test('the footer link reopens the settings with the stored choice, and the focus comes back', async ({ page }) => {
      await open(page, `${origin('gr')}/subjects`);
      await banner(page).getByRole('button', { name: 'Αποδοχή όλων' }).click();
      await expect(banner(page)).toHaveCount(0);
      const link = page.getByRole('contentinfo').getByRole('button', { name: 'Ρυθμίσεις cookies' });
      await link.click();
      const sheet = page.getByRole('region', { name: 'Σεβόμαστε το απόρρητό σου' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('checkbox', { name: 'Στατιστικά' })).toBeChecked();
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-cookie-banner]'))).toBe(true);
      await sheet.getByRole('checkbox', { name: 'Marketing' }).uncheck();
      await sheet.getByRole('button', { name: 'Επιβεβαίωση επιλογών' }).click();
      await expect(sheet).toBeHidden();
      await expect(link).toBeFocused();
      expect(await storedConsent(page)).toEqual({ required: true, statistics: true, marketing: false });
    });
  });
}

test('phone: the open menu keeps every link a keyboard user reaches clear of the banner, and the last one can be scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, `${origin('de')}/subjects`);
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Menü' }).click();
  const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
  await expect(menu).toBeVisible();
  const items = await menu.locator('a:visible, button:visible').count();
  expect(items).toBeGreaterThan(10);
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press('Tab');
    const hidden = () => page.evaluate(() => {
      const active = document.activeElement;
      const sheet = document.querySelector('[data-cookie-banner]');
      if (!active || !sheet || sheet.contains(active)) return null;
      const a = active.getBoundingClientRect();
      return a.bottom > sheet.getBoundingClientRect().top ? active.outerHTML.slice(0, 120) : null;
    });
    await expect.poll(hidden, { message: `menu control under the banner after ${i + 1} Tabs`, timeout: 2000 }).toBeNull();
  }
  // Scrolled to its end, the menu's last control sits above the sheet.
  await menu.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  const last = (await menu.locator('a:visible, button:visible').last().boundingBox())!;
  const sheet = (await banner(page).boundingBox())!;
  expect(last.y + last.height).toBeLessThanOrEqual(sheet.y);
});

test('opt-out edition (MX): granted automatically, and the footer link still opens the settings to withdraw', async ({ page }) => {
  await open(page, `${origin('mx')}/subjects`);
  await expect(banner(page)).toHaveCount(0);
  await expect.poll(() => storedConsent(page)).toEqual({ required: true, statistics: true, marketing: true });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Configuración de cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Rechazar todas' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await storedConsent(page)).toEqual({ required: true, statistics: false, marketing: false });
});

for (const edition of ['gr', 'ro', 'cz', 'pt']) {
  test(`consent is asked in the EU edition ${edition.toUpperCase()}, not granted automatically`, async ({ page }) => {
    await open(page, `${origin(edition)}/subjects`);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(500);
    expect(await storedConsent(page)).toBeNull();
  });
}

test('a choice made on the banner before the page’s code has run is kept (a slow phone)', async ({ page }) => {
  // The page's scripts are held back until after the press, as on a phone still downloading them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${origin('de')}/`, { waitUntil: 'commit' });
  const reject = banner(page).getByRole('button', { name: 'Alle ablehnen' });
  await reject.click();
  // Gone at the press, with no script of the page's own yet.
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');
  expect(await storedConsent(page)).toEqual({ required: true, statistics: false, marketing: false });
  // They go on at once: the next page asks no more.
  release();
  await open(page, `${origin('de')}/subjects`);
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toEqual({ required: true, statistics: false, marketing: false });
});

test('after the choice, a press as long as a person’s leaves the page where it is and follows the link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, `${origin('de')}/`);
  await banner(page).getByRole('button', { name: 'Alle ablehnen' }).click();
  // A fresh page of a visitor who decided: the banner's preview is in it, hidden.
  await open(page, `${origin('de')}/`);
  await expect(banner(page)).toBeHidden();
  const link = page.locator('main section').first().locator('a:visible').first();
  const href = (await link.getAttribute('href'))!;
  const box = (await link.boundingBox())!;
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await pressLikeAPerson(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await expect(page).toHaveURL((url) => url.pathname === new URL(href, url).pathname);
});

test('while the banner shows, a press on a link partly under it follows the link; the page stays', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await open(page, `${origin('de')}/`);
  await expect(banner(page)).toBeVisible();
  const sheetTop = (await banner(page).boundingBox())!.y;
  // A link further down the landing, scrolled so that its upper edge shows just above the sheet.
  const target = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/"]')].find((a) => a.getBoundingClientRect().top + scrollY > 1200 && a.getBoundingClientRect().height > 20);
    link?.setAttribute('data-press-target', '');
    return link?.getAttribute('href') ?? null;
  });
  expect(target).not.toBeNull();
  const link = page.locator('[data-press-target]');
  const top = (await link.boundingBox())!.y;
  await page.evaluate((by) => window.scrollBy(0, by), top - (sheetTop - 12));
  const box = (await link.boundingBox())!;
  expect(box.y + box.height).toBeGreaterThan(sheetTop);
  await pressLikeAPerson(page, { x: box.x + Math.min(box.width / 2, 20), y: box.y + 6 });
  await expect(page).toHaveURL((url) => url.pathname === new URL(target!, url).pathname);
});
