/** A decorative spinner for areas that announce their own status text (the shared Spinner is a status itself). */
import styled from 'styled-components';
import { spinnerRing } from '@/components/ui/spinner';

export const DecorativeSpinner = styled.span.attrs({ 'aria-hidden': true })<{ $size?: number }>`
  ${spinnerRing(24, 3)}
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
