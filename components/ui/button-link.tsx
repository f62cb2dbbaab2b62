/** The button look (spec §4) and the link that wears it: a real anchor styled as a button. */
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark';

const variants = {
  primary: css`
    background: ${theme.colors.blue700};
    color: #fff;
    border-color: ${theme.colors.blue700};
  `,
  secondary: css`
    background: #fff;
    color: ${theme.colors.blue900};
    border-color: ${theme.colors.line};
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    border-color: transparent;
  `,
  dark: css`
    background: ${theme.colors.dark};
    color: #fff;
    border-color: ${theme.colors.dark};
  `,
};

export const buttonStyles = css<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid;
  border-radius: ${theme.radius.pill}px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: none;
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export const ButtonLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
