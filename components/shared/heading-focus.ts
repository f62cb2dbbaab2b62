/**
 * The focus of a heading that receives focus from code (a new screen or step moves focus to it so
 * screen readers start there): no ring for that programmatic focus, the wider ring when the
 * keyboard reaches it.
 */
import { css } from 'next-yak';
import { theme } from '@/styles/theme';

export const headingFocus = css`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }
`;
