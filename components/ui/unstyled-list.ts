/**
 * A list without bullets or indent (navs, card grids, chip rows): the three declarations such
 * lists all opened with, written once. A block adds its own layout after it.
 */
import { css } from 'next-yak';

export const unstyledList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;
