/** The page-wide rules, as CSS text in a StaticStyle (not a styled-components global style). */
import { StaticStyle } from '@/components/ui/static-style';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { theme } from './theme';

/**
 * The rules, with `fontFamily` (the brand typeface's stack, styles/brand-font.ts) for the page's
 * text. A long word (Datenschutzerklärung at 320 px) breaks rather than widening the page (h1-h3);
 * a page with snap sections (the landing's, SNAP_SCROLL_ATTRIBUTE) snaps gently to each one's top.
 */
export function globalCss(fontFamily: string = theme.font.family): string {
  return `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
html:has([${SNAP_SCROLL_ATTRIBUTE}]) { scroll-snap-type: y proximity; }
body { margin: 0; font-family: ${fontFamily}; color: ${theme.colors.ink}; background: ${theme.colors.surface}; line-height: 1.5; }
button, input, select, textarea { font-family: inherit; }
a { color: ${theme.colors.blue700}; }
img, svg { max-width: 100%; }
h1, h2, h3 { overflow-wrap: break-word; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
`;
}

const texts = new Map<string, string>();

/** The rules as a style element; the text is made once per font stack. */
export function GlobalStyle({ fontFamily }: { fontFamily?: string }) {
  const key = fontFamily ?? '';
  let css = texts.get(key);
  if (css === undefined) {
    css = globalCss(fontFamily);
    texts.set(key, css);
  }
  return <StaticStyle rules={css} />;
}
