/**
 * The look the flip cards (flashcards) and the other study modes (study) share: the raised panel
 * a card is shown in, and the borderless fieldset its answers are picked in.
 */
import { styled, css } from 'next-yak';
import { theme } from '@/styles/theme';

/** Without the phone padding: each mode sets its own. */
export const raisedPanel = css`
  padding: 28px;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radius.webAppCard}px;
  background: ${theme.colors.surface};
  box-shadow: 0 8px 24px rgba(11, 27, 77, 0.06);
`;

export const AnswerFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    padding: 0;
    margin-bottom: 10px;
    font-weight: 600;
  }
`;
