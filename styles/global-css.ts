/**
 * The page-wide rules as fixed CSS text, sent in the document's head (pages/_document.tsx). They
 * were a styled-components global style (before decision 0088), which every browser load compiled again with stylis while
 * hydrating (issue 25 §4, decision 0081 session 20). A long word (Datenschutzerklärung at 320 px)
 * breaks rather than widening the page (h1-h3); a page with snap sections (the landing's,
 * SNAP_SCROLL_ATTRIBUTE) snaps gently to each one's top; a static island's element (decision 0085) lays
 * out as its content alone. The brand typeface is set in _app
 * (next/font is not available to the document). The animations' keyframes are here too: build-time
 * styles (decision 0088) name them, and CSS modules cannot declare a global keyframes name.
 */
import { STATIC_ISLAND_ATTRIBUTE } from '@/components/ui/static-island';
import { SNAP_SCROLL_ATTRIBUTE } from '@/lib/hooks/use-header-hidden';
import { theme } from './theme';

/** The page-wide animations, by the name a style's `animation` gives. */
export const KEYFRAMES = { spin: 'knowly-spin', shake: 'knowly-shake' } as const;

export const GLOBAL_CSS = `
@keyframes knowly-spin { to { transform: rotate(360deg); } }
@keyframes knowly-shake { 0%, 100% { transform: translateX(0); } 25% { transform: translateX(-4px); } 75% { transform: translateX(4px); } }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
html:has([${SNAP_SCROLL_ATTRIBUTE}]) { scroll-snap-type: y proximity; }
body { margin: 0; color: ${theme.colors.ink}; background: ${theme.colors.surface}; line-height: 1.5; }
button, input, select, textarea { font-family: inherit; }
a { color: ${theme.colors.blue700}; }
img, svg { max-width: 100%; }
h1, h2, h3 { overflow-wrap: break-word; }
[${STATIC_ISLAND_ATTRIBUTE}] { display: contents; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
.visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { transition: none !important; animation: none !important; }
}
`;
