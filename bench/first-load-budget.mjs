#!/usr/bin/env node
/**
 * Size budget (issue 9 §8), run by `npm test` after `next build`: the landing's first-load
 * JavaScript (gzip, modern browsers) against the stack floor. Exits 1 over the 1.1x target
 * (enforced since decision 0042) or without a build. Prints every script with its size.
 * Also exits 1 when the first-load JavaScript of the landing, a subject page or a know page
 * holds zod: building the contract's schemas cost the know page's main thread about 10 ms at
 * start, for a constant (issue 25 §4; the browser-side values are in zod-free modules such as
 * lib/contract/anki-constants.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoad, LANDING_BUDGET_RATIO, STACK_FLOOR_KIB } from './support/first-load.mjs';

const ZOD_MARK = '$ZodError';
const zodPages = ['/', '/subjects/[slug]', '/knows/[slug]'].filter((page) => {
  const files = firstLoad(page)?.files ?? [];
  const holding = files.filter((f) => readFileSync(join('.next', f.file), 'utf8').includes(ZOD_MARK));
  for (const f of holding) console.error(`✖ ${page}: ${f.file} holds zod`);
  return holding.length > 0;
});

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
if (zodPages.length > 0) process.exit(1);
console.log('✓ no zod in the first-load JavaScript of the landing, a subject page or a know page');
