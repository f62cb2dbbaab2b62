import { expect, test } from '@playwright/test';
import { open, origin } from './hosts';

test.describe('page shell', () => {
  test('menu: subjects left, first subject selected, topics right, closes on outside click, close button and Escape', async ({ page }) => {
    await open(page, `${origin('de')}/about/unternehmen`);
    const menuButton = page.getByRole('button', { name: 'Menü' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await expect(menu).toBeVisible();
    const subjects = menu.getByRole('button', { pressed: true });
    await expect(subjects).toHaveCount(1);
    await expect(subjects).toHaveText('Mathe');
    await expect(menu.getByRole('link', { name: 'Alle Themen anzeigen' })).toHaveAttribute('href', /^\/subjects\/mathe-lernzettel$/);
    await menu.getByRole('button', { name: 'Biologie' }).click();
    await expect(menu.getByRole('button', { name: 'Biologie' })).toHaveAttribute('aria-pressed', 'true');
    await expect(menu.getByRole('link', { name: 'Genetik' })).toBeVisible();
    const viewport = page.viewportSize();
    await page.mouse.click(5, (viewport?.height ?? 720) - 10);
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(menu).toBeHidden();
    await menuButton.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('menu on a small screen: topics full screen with a back button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, `${origin('de')}/subjects`);
    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Biologie' }).click();
    await expect(menu.getByRole('link', { name: 'Genetik' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Biologie' })).toBeHidden();
    await menu.getByRole('button', { name: /Zurück/ }).click();
    await expect(menu.getByRole('button', { name: 'Biologie' })).toBeVisible();
  });

  test('country switcher lists every content language in two columns and keeps the path', async ({ page }) => {
    await open(page, `${origin('de')}/legal/privacy`);
    await page.getByRole('button', { name: /Land und Sprache/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Wähle dein Land und deine Sprache' });
    await expect(dialog.getByRole('link')).toHaveCount(18);
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(400);
    await dialog.getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(`${origin('fr')}/legal/privacy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('country switcher: a language without an edition goes under its prefix on the default edition', async ({ page }) => {
    await open(page, `${origin('de')}/subjects`);
    await page.getByRole('button', { name: /Land und Sprache/ }).click();
    await page.getByRole('dialog', { name: 'Wähle dein Land und deine Sprache' }).getByRole('link', { name: /Argentina/ }).click();
    // Where its canonical is (decision 0010).
    await expect(page).toHaveURL(`${origin('us')}/es-AR/subjects`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-AR');
  });

  test('download dropdown: title, 98 px QR code, camera hint, badges; closes on outside click', async ({ page }) => {
    await open(page, `${origin('gb')}/subjects`);
    await page.getByRole('button', { name: 'Download' }).click();
    const dropdown = page.getByRole('dialog', { name: 'Get the app for free' });
    await expect(dropdown).toBeVisible();
    const qr = dropdown.getByRole('img', { name: /QR code/ });
    await expect(qr.locator('svg')).toBeVisible();
    expect((await qr.boundingBox())?.width).toBe(98);
    await expect(dropdown.getByText('Open your camera to scan the QR code')).toBeVisible();
    await expect(dropdown.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
    await expect(dropdown.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
    expect((await dropdown.boundingBox())?.width).toBeGreaterThanOrEqual(475);
    await page.mouse.click(10, 500);
    await expect(dropdown).toBeHidden();
  });

  test('cookie banner: accept all is stored and respected on reload', async ({ page }) => {
    await open(page, `${origin('de')}/`);
    const banner = page.getByRole('region', { name: /Privatsphäre|Datenschutz|Cookies/i });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(banner).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('knowly.cookieConsent'));
    expect(JSON.parse(stored ?? '{}').state.consent).toEqual({ required: true, statistics: true, marketing: true });
  });

  test('cookie banner: reject all and confirm selection store their choice', async ({ page }) => {
    await open(page, `${origin('gb')}/subjects`);
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.getByRole('button', { name: 'Reject all' }).click();
    await page.reload();
    await expect(banner).toBeHidden();
    let stored = await page.evaluate(() => localStorage.getItem('knowly.cookieConsent'));
    expect(JSON.parse(stored ?? '{}').state.consent).toEqual({ required: true, statistics: false, marketing: false });

    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await banner.getByRole('button', { name: 'Settings' }).click();
    await expect(banner.getByRole('checkbox', { name: /Required/ })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: /Required/ })).toBeDisabled();
    await banner.getByRole('checkbox', { name: 'Statistics' }).check();
    await banner.getByRole('button', { name: 'Confirm selection' }).click();
    await page.reload();
    await expect(banner).toBeHidden();
    stored = await page.evaluate(() => localStorage.getItem('knowly.cookieConsent'));
    expect(JSON.parse(stored ?? '{}').state.consent).toEqual({ required: true, statistics: true, marketing: false });
  });

  test('no cookie banner where the law lets consent be tacit (MX, decision 0055): consent is granted automatically', async ({ page }) => {
    await open(page, `${origin('mx')}/subjects`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-cookie-banner]')).toHaveCount(0);
    await expect
      .poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('knowly.cookieConsent'))) ?? '{}').state?.consent)
      .toEqual({ required: true, statistics: true, marketing: true });
  });
  test('landing: the menu loads its topics when it opens (they are not in the page)', async ({ page }) => {
    const res = await open(page, `${origin('de')}/`);
    expect(await res?.text()).not.toContain('Genetik');
    await page.getByRole('button', { name: 'Menü' }).click();
    const menu = page.getByRole('dialog', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Biologie' }).click();
    await expect(menu.getByRole('link', { name: 'Genetik' })).toBeVisible();
  });

  test('landing: the header hides once the snap-scroll container is scrolled past 700 px (§2.4, §9)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, `${origin('us')}/`);
    const header = page.getByRole('banner');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toBeInViewport();
  });
});
