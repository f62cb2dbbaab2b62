/** Keyboard-only navigation for the specs that walk a page without clicks. */
import type { Locator, Page } from '@playwright/test';

/** Presses Tab until `locator` has the focus, failing after `max` presses. */
export async function tabTo(page: Page, locator: Locator, max: number) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Could not reach the element with Tab');
}
