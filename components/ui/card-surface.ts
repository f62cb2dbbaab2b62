/**
 * The look of a clickable content card (a know in a list, on the landing): white surface, line
 * border, hover lift, and the focus ring of its stretched link drawn around the whole card; the
 * card's title and that stretched link; the grid such cards sit in.
 */
import { css } from 'next-yak';
import { media, theme } from '@/styles/theme';

export const cardSurface = css`
  position: relative;
  height: 100%;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.xl}px;
  overflow: hidden;
  transition: border-color 0.15s, box-shadow 0.15s;
  &:hover {
    border-color: ${theme.colors.blue500};
    box-shadow: 0 4px 16px rgba(11, 27, 77, 0.08);
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The card's title (an h3): tight, and long words break instead of widening the card. */
export const cardTitle = css`
  margin: 0;
  font-size: 1.05rem;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The title's link, stretched over the whole card (cardSurface is its positioned box). */
export const stretchedLink = css`
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** A grid of cards 16px apart: one column on phones, two from sm, `--card-columns` (3 unless set) from lg. */
export const cardGrid = css`
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(var(--card-columns, 3), minmax(0, 1fr));
  }
`;
