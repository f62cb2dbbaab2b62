import styled, { css, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The spinning ring: `$size` px across (`size` unless given), a `border` px ring open on the right. */
export const spinnerRing = (size: number, border: number) => css<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = size }) => $size}px;
  height: ${({ $size = size }) => $size}px;
  border: ${border}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.7s linear infinite;
`;

export const Spinner = styled.span.attrs({ role: 'status', 'aria-live': 'polite' })<{ $size?: number }>`
  ${spinnerRing(18, 2)}
`;
