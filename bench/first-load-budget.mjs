#!/usr/bin/env node
/**
 * Size budget (issue 9 §8), run by `npm test` after `next build`: the landing's first-load
 * JavaScript (gzip, modern browsers) against the stack floor. Exits 1 over the 1.1x target
 * (enforced since decision 0042) or without a build. Prints every script with its size.
 */
import { firstLoad, LANDING_BUDGET_RATIO, STACK_FLOOR_KIB } from './support/first-load.mjs';

const result = firstLoad('/');
if (!result) {
  console.error('No production build (.next/build-manifest.json): run `next build --webpack` first.');
  process.exit(1);
}
for (const f of result.files) console.log(`  ${f.kib.toFixed(1).padStart(6)} KiB  ${f.file}`);
const ratio = result.kib / STACK_FLOOR_KIB;
const limit = STACK_FLOOR_KIB * LANDING_BUDGET_RATIO;
console.log(`landing first-load JS: ${result.kib.toFixed(1)} KiB gzip = ${ratio.toFixed(3)}x the ${STACK_FLOOR_KIB} KiB floor`);
if (result.kib > limit) {
  console.error(`✖ over the ${LANDING_BUDGET_RATIO}x target (${limit.toFixed(1)} KiB) by ${(result.kib - limit).toFixed(1)} KiB`);
  process.exit(1);
}
console.log(`✓ within the ${LANDING_BUDGET_RATIO}x target (${limit.toFixed(1)} KiB)`);
