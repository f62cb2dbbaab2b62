/** Layout checks the specs share across viewport sizes, and their screenshots for a look. */
import { expect, type Page } from '@playwright/test';

/** Nothing wider than the viewport (no sideways scrolling at 390 px); a pixel of rounding allowed. */
export async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

/** Full-page screenshots into test-results/<folder>/ (`shot(page, name)`). */
export function screenshots(folder: string) {
  return (page: Page, name: string) => page.screenshot({ path: `test-results/${folder}/${name}.png`, fullPage: true });
}
