/**
 * What the upload pages' lists share: the bordered row of the upload queue and of "my knows", and
 * a thumbnail with the tile (an icon, same size) that stands in for it while there is none.
 */
import { css } from 'styled-components';
import { flexRow } from '@/components/ui/flex-layout';
import { theme } from '@/styles/theme';

export const listRow = css`
  ${flexRow({ wrap: true, align: 'center', gap: 14 })}
  padding: 12px 14px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.lg}px;
  background: #fff;
`;

export const thumbnailImage = (width: number, height: number) => css`
  flex: none;
  width: ${width}px;
  height: ${height}px;
  object-fit: cover;
  border-radius: ${theme.radius.sm}px;
  border: 1px solid ${theme.colors.line};
`;

export const thumbnailTile = (width: number, height: number) => css`
  flex: none;
  ${flexRow({ inline: true, align: 'center', justify: 'center' })}
  width: ${width}px;
  height: ${height}px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue700};
`;
