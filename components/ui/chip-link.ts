/**
 * Pill-shaped links in a wrapping row (suggestions, filters, sub-navigation). The caller adds the
 * chip's padding, background, hover and current state, which differ by place.
 */
import { css } from 'styled-components';
import { unstyledList } from './unstyled-list';
import { flexRow } from './flex-layout';
import { theme } from '@/styles/theme';

export const chipRow = css`
  ${unstyledList}
  ${flexRow({ wrap: true, gap: 8 })}
`;

export const chipLink = css`
  ${flexRow({ inline: true, align: 'center' })}
  min-height: 40px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.pill}px;
  color: ${theme.colors.blue900};
  font-weight: 600;
  text-decoration: none;
`;

/** A chip on the page's surface colour whose border darkens under the pointer. */
export const surfaceChipLink = css`
  ${chipLink}
  background: ${theme.colors.surface};
  &:hover {
    border-color: ${theme.colors.blue500};
  }
`;

/** The chosen chip (the current page, the checked option): filled with `color`, white text. */
export const selectedChip = (color: string) => css`
  background: ${color};
  border-color: ${color};
  color: #fff;
`;

/**
 * The links of a chip sub-navigation (the review areas, a subject's topics): chips in the `chip`
 * look with 16px sides, the current one (`aria-current` = `current`) filled with `color`.
 */
export const chipNavLinks = ({ chip, current, color }: { chip: typeof chipLink; current: 'page' | 'true'; color: string }) => css`
  a {
    ${chip}
    padding: 0 16px;
  }
  a[aria-current='${current}'] {
    ${selectedChip(color)}
  }
`;
