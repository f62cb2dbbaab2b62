import { describe, expect, it } from 'vitest';
import { globalCss } from '@/styles/global-style';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { theme } from '@/styles/theme';

describe('globalCss', () => {
  const css = globalCss("'Brand Sans', sans-serif");

  it('sets the page text in the given stack, with the theme colours', () => {
    expect(css).toMatch(/body \{[^}]*font-family: 'Brand Sans', sans-serif;/);
    expect(css).toContain(`color: ${theme.colors.ink}`);
    expect(css).toContain(`a { color: ${theme.colors.blue700}; }`);
  });

  it('falls back to the system fonts', () => {
    expect(globalCss()).toContain(`font-family: ${theme.font.family};`);
  });

  it('snaps the document only on a page with snap sections, and stops motion for those who ask', () => {
    expect(css).toContain(`html:has([${SNAP_SCROLL_ATTRIBUTE}]) { scroll-snap-type: y proximity; }`);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{ transition: none !important; animation: none !important; \}/);
  });

  it('is whole CSS text: braces balance and nothing is left uninterpolated', () => {
    expect(css.split('{').length).toBe(css.split('}').length);
    expect(css).not.toMatch(/\$\{|undefined|\[object/);
    expect(css).not.toContain('</');
  });
});
