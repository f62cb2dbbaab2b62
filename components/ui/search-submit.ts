/**
 * The submit button of a search box (the search page's form, the home feed's box): a solid blue
 * pill with the focus ring. The caller gives its height and padding, which differ by box.
 */
import { css } from 'next-yak';
import { theme } from '@/styles/theme';

export const searchSubmit = css`
  font: inherit;
  font-weight: 700;
  color: #fff;
  background: ${theme.colors.blue700};
  border: none;
  border-radius: ${theme.radius.pill}px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;
