/**
 * The store badges served (public/badges) are their sources (assets/store-badges) with the words
 * drawn as paths by scripts/store-badges.mjs (decision 0085): no text for the browser to lay out,
 * and nothing edited by hand that the next run of the script would undo.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain script module, without types
import { allBadges, OUTPUT_DIR } from '../../scripts/store-badges.mjs';

const badges = allBadges() as [string, string][];

describe('store badges', () => {
  it('are served exactly as the script draws them from their sources', () => {
    const served = readdirSync(OUTPUT_DIR).flatMap((store) => readdirSync(join(OUTPUT_DIR, store)).map((f) => join(store, f)));
    expect(served.sort()).toEqual(badges.map(([file]) => file).sort());
    for (const [file, svg] of badges) expect(readFileSync(join(OUTPUT_DIR, file), 'utf8'), file).toBe(svg);
  });

  it('hold no text, and each of their lines of words as a path named by the words', () => {
    for (const [file, svg] of badges) {
      expect(svg, file).not.toMatch(/<text|font-family/);
      expect(svg.match(/<path data-text="[^"]+" d="M[^"]+"/g), file).toHaveLength(2);
    }
  });
});
