/**
 * The height of the inline document viewer's box, shared by the viewer, its loading placeholder,
 * the first-page preview and the space the server render holds for it: every stand-in has the
 * viewer's size, so nothing moves when the viewer replaces it.
 */
import { css } from 'next-yak';
import { media } from '@/styles/theme';

export const inlineViewerHeight = css`
  height: 75vh;
  ${media.md} {
    height: min(85vh, 1100px);
  }
`;
