/**
 * The accessibility check every spec runs on the pages it walks through: axe-core, failing on
 * serious and critical violations only (minor and moderate ones are advice, not defects).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails listing each serious or critical violation on the page, or only inside `within` (a CSS selector). */
export async function expectAccessible(page: Page, label = '', within?: string) {
  const axe = new AxeBuilder({ page });
  const results = await (within ? axe.include(within) : axe).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const prefix = label ? `${label} ` : '';
  expect(bad.map((v) => `${prefix}${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
