/**
 * styled-components' rules compiled once per process on the server (decision 0078): the same
 * HTML and CSS as a render with styled-components alone, and stylis runs once per distinct text.
 */
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet, createGlobalStyle, keyframes } from 'styled-components';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { RememberedStyles, rememberingStylis } from '@/lib/document/remembered-styles';

const Box = styled.div<{ $wide: boolean }>`
  padding: 4px;
  width: ${(p) => (p.$wide ? '100%' : '50%')};
  &:hover { color: red; }
  @media (max-width: 600px) { padding: 0; }
`;
const Global = createGlobalStyle`body { margin: 0; } a { color: ${() => 'blue'}; }`;
const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const Fading = styled.span`animation: ${fade} 1s;`;

function Page({ wide }: { wide: boolean }) {
  return h('main', null, h(Global), h(Box, { $wide: wide }, 'x'), h(Box, { $wide: !wide }, 'y'), h(Fading));
}

function render(remember: boolean, wide: boolean) {
  const sheet = new ServerStyleSheet();
  try {
    const app = sheet.collectStyles(h(Page, { wide }));
    const html = renderToString(remember ? h(RememberedStyles, null, app) : app);
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('styles remembered across server renders (decision 0078)', () => {
  it('render the same HTML and CSS as styled-components alone, request after request', () => {
    for (const wide of [true, false, true, false]) {
      const plain = render(false, wide);
      expect(plain.css).toContain('padding:4px;');
      expect(plain.css).toContain('@keyframes');
      expect(render(true, wide)).toEqual(plain);
    }
  });

  it('compile each text once: a later render of the same page runs stylis no more', () => {
    // The stylis module styled-components itself loads (CommonJS): its compile, counted.
    const stylis = createRequire(require.resolve('styled-components'))('stylis') as { compile: (css: string) => unknown };
    const original = stylis.compile;
    let compiled = 0;
    stylis.compile = (css) => (compiled++, original(css));
    try {
      render(true, true);
      compiled = 0;
      render(false, true);
      expect(compiled).toBeGreaterThan(2);
      compiled = 0;
      render(true, true);
      expect(compiled).toBe(0);
    } finally {
      stylis.compile = original;
    }
  });

  it('remember per text, selector, prefix and component, under the hash of the stylis they wrap', () => {
    const calls: unknown[][] = [];
    const stylis = Object.assign((...args: [string, string?, string?, string?]) => (calls.push(args), [`${args[1]}{${args[0]}}`]), { hash: 'h1' });
    const remembered = rememberingStylis(stylis);
    expect(rememberingStylis(stylis)).toBe(remembered);
    expect(remembered.hash).toBe('h1');
    const first = remembered('color:red;', '.a', undefined, 'sc-1');
    expect(remembered('color:red;', '.a', undefined, 'sc-1')).toBe(first);
    expect(calls).toHaveLength(1);
    expect(remembered('color:red;', '.b', undefined, 'sc-1')).toEqual(['.b{color:red;}']);
    remembered('color:red;', '.a', '@keyframes', 'sc-1');
    remembered('color:red;', '.a', undefined, 'sc-2');
    remembered('color:blue;', '.a', undefined, 'sc-1');
    expect(calls).toHaveLength(5);
  });
});
