/**
 * Pill-shaped links in a wrapping row (suggestions, filters, sub-navigation). The caller adds the
 * chip's padding, background, hover and current state, which differ by place.
 */
import { css } from 'next-yak';
import { unstyledList } from './unstyled-list';
import { theme } from '@/styles/theme';

export const chipRow = css`
  ${unstyledList};
  display: flex; flex-wrap: wrap; gap: 8px;
`;

export const chipLink = css`
  display: inline-flex; align-items: center;
  min-height: 40px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.pill}px;
  color: ${theme.colors.blue900};
  font-weight: 600;
  text-decoration: none;
`;

/** A chip on the page's surface colour whose border darkens under the pointer. */
export const surfaceChipLink = css`
  ${chipLink};
  background: ${theme.colors.surface};
  &:hover {
    border-color: ${theme.colors.blue500};
  }
`;

/** The chosen chip (the current page, the checked option): filled with `--chip-color`, white text. */
export const selectedChip = css`
  background: var(--chip-color);
  border-color: var(--chip-color);
  color: #fff;
`;

/**
 * The current link of a chip sub-navigation (the review areas, a subject's topics), marked by
 * `aria-current` (a page, or the chosen one of a set), filled with the block's `--chip-color`.
 */
export const currentChipLink = css`
  a[aria-current='page'],
  a[aria-current='true'] {
    ${selectedChip};
  }
`;
