/**
 * Build-time styles (decision 0088): the server's HTML is styled by the stylesheet the document
 * links, before and without any script. A part rendered from a lazily loaded module (the
 * landing's content, a static island whose code the browser never loads, decision 0085) has its
 * rules there too: every class the server wrote on the landing, a subject page and a know page
 * is a selector of some rule in the page's stylesheets.
 */
import { expect, test, type Page } from '@playwright/test';
import { origin } from './hosts';

const US = origin('us');

test.use({ javaScriptEnabled: false });

/** The class names in the page's markup that no rule of its stylesheets selects. */
function unstyledClasses(page: Page) {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const text = selectors.join(' ');
    const classes = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((el) => Array.from(el.classList)));
    return [...classes].filter((name) => !text.includes(`.${name}`));
  });
}

test('the landing, a subject page and a know page are styled without scripts', async ({ page }) => {
  await page.goto(`${US}/subjects`);
  const subject = await page.locator('a[href^="/subjects/"]').first().getAttribute('href');
  await page.goto(`${US}${subject}`);
  const know = await page.locator('a[href^="/knows/"]').first().getAttribute('href');
  for (const path of ['/', subject!, know!]) {
    await page.goto(`${US}${path}`);
    expect(await unstyledClasses(page), path).toEqual([]);
  }
  // The landing's content is a lazily loaded module's: its section title is the landing's, not the browser's default.
  await page.goto(`${US}/`);
  const title = page.locator('main h2').first();
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => getComputedStyle(el).fontSize)).not.toBe(await page.evaluate(() => {
    const plain = document.createElement('h2');
    document.body.append(plain);
    const size = getComputedStyle(plain).fontSize;
    plain.remove();
    return size;
  }));
});
