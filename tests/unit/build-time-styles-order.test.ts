// The extracted CSS keeps the meaning styled-components gave our templates (decision 0088): a
// block's own declarations before its nested rules, so a breakpoint's rule written above a base
// declaration still overrides it.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { declarationsBeforeNestedRules } = require('../../lib/build-time-styles-order-loader.cjs') as {
  declarationsBeforeNestedRules: (css: string) => { css: string };
};
const order = (css: string) => declarationsBeforeNestedRules(css).css.replace(/\s+/g, ' ').trim();

describe('build-time styles order', () => {
  it("puts a block's declarations before its nested rules, keeping their own order", () => {
    expect(order('.bar { display: flex; @media (max-width: 749px) { padding: 0 8px; } padding: 0 16px; &:hover { color: red; } height: 100%; }')).toBe(
      '.bar { display: flex; padding: 0 16px; height: 100%; @media (max-width: 749px) { padding: 0 8px; } &:hover { color: red; } }',
    );
  });

  it('orders nested blocks the same way and leaves blocks without nested rules alone', () => {
    expect(order('.a { @media (min-width: 750px) { &:hover { color: red; } gap: 4px; } } .b { color: blue; margin: 0; }')).toBe(
      '.a { @media (min-width: 750px) { gap: 4px; &:hover { color: red; } } } .b { color: blue; margin: 0; }',
    );
  });
});
