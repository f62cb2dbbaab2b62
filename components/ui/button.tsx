/** Button with normal, loading and disabled states (spec §4). */
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  loading?: boolean;
  /** Show the spinner only after the §9 loader delay (200 ms), to avoid flicker. */
  delayLoader?: boolean;
  loadingLabel?: string;
  children: ReactNode;
}

export function useDelayedFlag(flag: boolean, delayMs: number, enabled: boolean): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!flag || !enabled) return;
    const id = setTimeout(() => setElapsed(true), delayMs);
    return () => {
      clearTimeout(id);
      setElapsed(false);
    };
  }, [flag, delayMs, enabled]);
  return flag && (!enabled || elapsed);
}

export function Button({
  variant = 'primary',
  loading = false,
  delayLoader = false,
  loadingLabel,
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const showSpinner = useDelayedFlag(loading, theme.timing.loaderDelay, delayLoader);
  return (
    <StyledButton
      type={type}
      $variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {showSpinner ? <Spinner aria-label={loadingLabel} /> : children}
    </StyledButton>
  );
}

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

const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;

export const ButtonLink = styled.a<{ $variant: ButtonVariant }>`
  ${buttonStyles}
`;
