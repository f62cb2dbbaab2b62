/**
 * The brand typeface, Manrope (SIL Open Font License 1.1, styles/fonts/OFL.txt), served by the app
 * (decision 0054): one variable-weight woff2 file per script, each declared for its own Unicode
 * range so a page downloads only the scripts it shows (Latin ~24 KiB; Latin Extended for PL, CZ,
 * RO, TR ~15 KiB; Greek ~9 KiB). next/font/local gives the files hashed, immutable URLs under
 * /_next/static/media (font-src 'self') and preloads the Latin file. Three families, not one:
 * next/font declares each call as its own family, and the browser falls through the list per
 * character. No metric-adjusted fallback: it would sit between the families and catch the
 * extended letters before Manrope could.
 *
 * Only _app imports this file: next/font needs Next's compiler, which unit tests do not run.
 */
import localFont from 'next/font/local';
import { theme } from './theme';

const manropeLatin = localFont({
  src: './fonts/manrope-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

const manropeLatinExt = localFont({
  src: './fonts/manrope-latin-ext-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

const manropeGreek = localFont({
  src: './fonts/manrope-greek-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF' }],
});

/** The page's font stack: Manrope per script, then the system fonts of theme.font.family. */
export const brandFontFamily = [manropeLatin.style.fontFamily, manropeLatinExt.style.fontFamily, manropeGreek.style.fontFamily, theme.font.family].join(', ');
