import { expect, test } from '@playwright/test';
import { origin, plainOrigin, viaHost } from './hosts';

test.describe('host -> edition', () => {
  for (const [label, lang, signIn] of [
    ['de', 'de', 'Anmelden'],
    ['fr', 'fr', null],
    ['gb', 'en-GB', 'Sign in'],
    ['us', 'en', 'Sign in'],
  ] as const) {
    test(`${label}.localhost serves its edition in ${lang}`, async ({ page }) => {
      const res = await page.goto(`${origin(label)}/`);
      expect(res?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(/Knowly/);
      if (signIn) await expect(page.getByRole('link', { name: signIn, exact: true })).toBeVisible();
    });
  }

  test('plain localhost serves the default (US) edition; unknown hosts never error', async ({ page, request }) => {
    await page.goto(`${plainOrigin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const res = await request.get(`http://127.0.0.1:${new URL(plainOrigin).port}/`, { headers: { host: 'unknown.example' } });
    expect(res.status()).toBe(200);
  });

  test('Austrian and Swiss hosts redirect permanently to Germany keeping path and query', async ({ request }) => {
    for (const label of ['at', 'ch']) {
      const [url, opts] = viaHost(label, '/subjects?x=1');
      const res = await request.get(url, { ...opts, maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(res.headers()['location']).toBe(`${origin('de')}/subjects?x=1`);
    }
  });

  test('English slugs redirect to the localised ones and localised URLs serve the page', async ({ request, page }) => {
    const [url, opts] = viaHost('de', '/about/advertise?utm_content=a');
    const res = await request.get(url, { ...opts, maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers()['location']).toMatch(/\/about\/werbung\?utm_content=a$/);
    const page200 = await page.goto(`${origin('de')}/about/werbung`);
    expect(page200?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the sign-in link carries referrerScreen=header', async ({ page }) => {
    await page.goto(`${origin('de')}/subjects`);
    const href = await page.getByRole('link', { name: 'Anmelden', exact: true }).getAttribute('href');
    expect(href).toContain('referrerScreen=header');
  });

  test('unknown pages answer 404 in the edition language', async ({ page }) => {
    const res = await page.goto(`${origin('de')}/gibt-es-nicht`);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  });

  test('robots.txt and sitemap.xml belong to the edition host', async ({ request }) => {
    const robots = await request.get(...viaHost('fr', '/robots.txt'));
    expect(await robots.text()).toContain(`Sitemap: ${origin('fr')}/sitemap.xml`);
    const sitemap = await request.get(...viaHost('fr', '/sitemap.xml'));
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${origin('fr')}/subjects</loc>`);
    expect(xml).toContain(`${origin('fr')}/about/publicite`);
  });

  test('the canonical of http://de.localhost:<port>/ is on that origin (EDITION_DOMAINS unset, not prod)', async ({ page }) => {
    await page.goto(`${origin('de')}/`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin('de')}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin('de')}/`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]');
    expect(ld[0].url).toBe(`${origin('de')}/`);
  });

  test('page head: canonical, hreflang alternates, x-default, JSON-LD', async ({ page }) => {
    await page.goto(`${origin('de')}/legal/privacy`);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${origin('de')}/legal/privacy`);
    await expect(page.locator('link[rel=alternate][hreflang="fr"]')).toHaveAttribute('href', `${origin('fr')}/legal/privacy`);
    await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', `${origin('us')}/legal/privacy`);
    // 15 editions + 3 content languages without an edition (es-PE, es-CL, es-AR) + x-default.
    expect(await page.locator('link[rel=alternate][hreflang]').count()).toBe(19);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '[]');
    expect(ld.map((x: { '@type': string }) => x['@type'])).toEqual(['WebSite', 'MobileApplication']);
  });
});
