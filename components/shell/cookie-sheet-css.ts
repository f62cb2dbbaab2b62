/**
 * The page's room for the cookie sheet (decision 0055): while the sheet shows, the page ends above
 * it, focused controls scroll clear of it and the landing does not snap to its sections. Before
 * the banner's code measures the sheet (cookie-sheet-height.ts sets COOKIE_SHEET_HEIGHT_VAR), the
 * preview's usual height stands in (phone, desktop). Fixed CSS text, sent in the document's head
 * (pages/_document.tsx) with the page-wide rules: a styled-components global style compiled it
 * again in every browser load (before decision 0088).
 */
import { CONSENT_ATTRIBUTE, COOKIE_BANNER_ATTRIBUTE } from '@/lib/document/boot-script-shared';

export const COOKIE_SHEET_HEIGHT_VAR = '--cookie-banner-height';

const SHOWS = `html:not([${CONSENT_ATTRIBUTE}='complete']):has([${COOKIE_BANNER_ATTRIBUTE}='preview']), html:has([${COOKIE_BANNER_ATTRIBUTE}='open'])`;
const SHOWS_BODY = `html:not([${CONSENT_ATTRIBUTE}='complete']):has([${COOKIE_BANNER_ATTRIBUTE}='preview']) body, html:has([${COOKIE_BANNER_ATTRIBUTE}='open']) body`;

// No snapping to the landing's sections (styles/global-css.ts) while the sheet shows: the boot
// script lifts a focused control clear of the sheet, and the next change of the page's layout
// (its code hydrating, the header hiding) made the browser snap back to the section's start,
// under the sheet again. This text follows the page-wide rules in the document, so it wins.
export const COOKIE_SHEET_PAGE_CSS = `
${SHOWS} { scroll-snap-type: none; }
${SHOWS} { scroll-padding-bottom: calc(var(${COOKIE_SHEET_HEIGHT_VAR}, 170px) + 8px); }
${SHOWS_BODY} { padding-bottom: var(${COOKIE_SHEET_HEIGHT_VAR}, 170px); }
@media (min-width: 900px) {
  ${SHOWS} { scroll-padding-bottom: calc(var(${COOKIE_SHEET_HEIGHT_VAR}, 110px) + 8px); }
  ${SHOWS_BODY} { padding-bottom: var(${COOKIE_SHEET_HEIGHT_VAR}, 110px); }
}
`;
