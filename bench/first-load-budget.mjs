#!/usr/bin/env node
/**
 * Size budget (issue 9 §8), run by `npm test` after `next build`: the landing's first-load
 * JavaScript (gzip, modern browsers) must stay within LANDING_BUDGET_RATIO x the stack floor.
 * Exits 1 over budget or without a build. Prints every script with its size.
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
console.log(`landing first-load JS: ${result.kib.toFixed(1)} KiB gzip = ${ratio.toFixed(3)}x the ${STACK_FLOOR_KIB} KiB floor (budget ${LANDING_BUDGET_RATIO}x = ${limit.toFixed(1)} KiB)`);
if (result.kib > limit) {
  console.error(`✖ over budget by ${(result.kib - limit).toFixed(1)} KiB`);
  process.exit(1);
}
