/**
 * A definition list laid out as label/value rows (an exam answer's facts, a payout request's
 * summary): the terms muted in a column as wide as the longest, the values bold, long ones
 * breaking. The caller sets the gaps and margins.
 */
import { css } from 'next-yak';
import { theme } from '@/styles/theme';

export const labelValueList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  dt {
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
