import { styled, css } from 'next-yak';
import { KEYFRAMES } from '@/styles/global-css';

/** The spinning ring: `--spinner-size` across, a `--spinner-border` ring open on the right. */
export const spinnerRing = css`
  display: inline-block;
  width: var(--spinner-size);
  height: var(--spinner-size);
  border: var(--spinner-border) solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${KEYFRAMES.spin} 0.7s linear infinite;
`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-live': 'polite' })<{ $size?: number }>`
  ${spinnerRing};
  --spinner-size: ${({ $size = 18 }) => $size}px;
  --spinner-border: 2px;
`;
