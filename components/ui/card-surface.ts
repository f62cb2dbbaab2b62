/**
 * The look of a clickable content card (a know in a list, on the landing): white surface, line
 * border, hover lift, and the focus ring of its stretched link drawn around the whole card.
 */
import { css } from 'styled-components';
import { theme } from '@/styles/theme';

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
