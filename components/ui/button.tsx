/** Button with normal, loading and disabled states (spec §4). */
import { useEffect, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { theme } from '@/styles/theme';
import { buttonStyles, buttonVariantAttrs, type ButtonVariant } from './button-link';
import { Spinner } from './spinner';

// The styles and the link button live in button-link.tsx: pages that only link (the landing)
// ship without the loading state and its spinner (decision 0013).
export { ButtonLink, buttonStyles, buttonVariantAttrs, type ButtonVariant } from './button-link';

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

const StyledButton = styled.button.attrs(buttonVariantAttrs)<{ $variant: ButtonVariant }>`
  ${buttonStyles};
`;
