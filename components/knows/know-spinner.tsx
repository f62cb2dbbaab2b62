/** A decorative spinner for areas that announce their own status text (the shared Spinner is a status itself). */
import { styled } from 'next-yak';
import { spinnerRing } from '@/components/ui/spinner';

export const DecorativeSpinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  ${spinnerRing};
  --spinner-size: ${({ $size = 24 }) => $size}px;
  --spinner-border: 3px;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
