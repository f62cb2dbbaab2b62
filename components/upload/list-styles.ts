/**
 * What the upload pages' lists share: the bordered row of the upload queue and of "my knows", and
 * a thumbnail with the tile (an icon, same size) that stands in for it while there is none.
 */
import { css } from 'next-yak';
import { theme } from '@/styles/theme';

export const listRow = css`
  display: flex; flex-wrap: wrap; align-items: center; gap: 14px;
  padding: 12px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
`;

/** A thumbnail; the list gives its width and height. */
export const thumbnailImage = css`
  flex: none;
  object-fit: cover;
  border-radius: ${theme.radius.sm}px;
  border: 1px solid ${theme.colors.line};
`;

/** The tile standing in for a thumbnail; the list gives its width and height. */
export const thumbnailTile = css`
  flex: none;
  display: inline-flex; align-items: center; justify-content: center;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue700};
`;
