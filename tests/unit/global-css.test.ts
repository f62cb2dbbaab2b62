import { describe, expect, it } from 'vitest';
import { GLOBAL_CSS } from '@/styles/global-css';
import { COOKIE_SHEET_HEIGHT_VAR, COOKIE_SHEET_PAGE_CSS } from '@/components/shell/cookie-sheet-css';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { theme } from '@/styles/theme';

describe('the document CSS', () => {
  it('sets the page in the theme colours', () => {
    expect(GLOBAL_CSS).toMatch(/body \{[^}]*margin: 0;[^}]*color: /);
    expect(GLOBAL_CSS).toContain(`color: ${theme.colors.ink}`);
    expect(GLOBAL_CSS).toContain(`a { color: ${theme.colors.blue700}; }`);
  });

  it('snaps the document only on a page with snap sections, and stops motion for those who ask', () => {
    expect(GLOBAL_CSS).toContain(`html:has([${SNAP_SCROLL_ATTRIBUTE}]) { scroll-snap-type: y proximity; }`);
    expect(GLOBAL_CSS).toMatch(/@media \(prefers-reduced-motion: reduce\) \{\s*\*, \*::before, \*::after \{ transition: none !important; animation: none !important; \}/);
  });

  it('keeps the page above the cookie sheet by its measured height, the usual one until then', () => {
    expect(COOKIE_SHEET_PAGE_CSS).toContain(`padding-bottom: var(${COOKIE_SHEET_HEIGHT_VAR}, 170px)`);
    expect(COOKIE_SHEET_PAGE_CSS).toContain(`padding-bottom: var(${COOKIE_SHEET_HEIGHT_VAR}, 110px)`);
  });

  it('is whole CSS text: braces balance and nothing is left uninterpolated', () => {
    for (const css of [GLOBAL_CSS, COOKIE_SHEET_PAGE_CSS]) {
      expect(css.split('{').length).toBe(css.split('}').length);
      expect(css).not.toMatch(/\$\{|undefined|\[object/);
      expect(css).not.toContain('</');
    }
  });
});
