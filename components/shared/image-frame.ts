/**
 * The box a flashcard image is drawn in: rounded, grey until the image arrives, the image filling
 * it without cropping. The caller sizes the box (its aspect ratio, its width).
 */
import { css } from 'next-yak';
import { theme } from '@/styles/theme';

export const imageFrame = css`
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surfaceAlt};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;
