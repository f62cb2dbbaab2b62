/** One line of text cut with "…" where it does not fit (file names, titles in lists and tabs). */
import { css } from 'next-yak';

export const ellipsis = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
