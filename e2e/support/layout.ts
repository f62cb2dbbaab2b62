/** Layout checks the specs share across viewport sizes. */
import { expect, type Page } from '@playwright/test';

/** Nothing wider than the viewport (no sideways scrolling at 390 px); a pixel of rounding allowed. */
export async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
