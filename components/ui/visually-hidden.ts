/** Out of sight but read by screen readers (live regions, labels shown only on wider screens). */
import { css } from 'next-yak';

export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
