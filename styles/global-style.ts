import { createGlobalStyle } from 'styled-components';

/** `$fontFamily`: the brand typeface's stack (styles/brand-font.ts, set by _app); else the system fonts. */
export const GlobalStyle = createGlobalStyle<{ $fontFamily?: string }>`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme, $fontFamily }) => $fontFamily ?? theme.font.family};
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
    line-height: 1.5;
  }
  button, input, select, textarea { font-family: inherit; }
  a { color: ${({ theme }) => theme.colors.blue700}; }
  img, svg { max-width: 100%; }
  /* A long word (Datenschutzerklärung at 320 px) breaks rather than widening the page. */
  h1, h2, h3 { overflow-wrap: break-word; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
