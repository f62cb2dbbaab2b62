/** The button look (spec §4) and the link that wears it: a real anchor styled as a button. */
import { styled, css } from 'next-yak';
import { theme } from '@/styles/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dark';

/**
 * The button look, each variant's colours chosen by the element's `data-variant` (buttonVariantAttrs
 * sets it from `$variant`): static CSS, so other modules' styles can include it (decision 0088).
 * `:where` keeps a variant's rules at the base's specificity, so a block's own rules after it win.
 */
export const buttonStyles = css`
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
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:where([data-variant='primary']) {
    background: ${theme.colors.blue700};
    color: #fff;
    border-color: ${theme.colors.blue700};
  }
  &:where([data-variant='secondary']) {
    background: #fff;
    color: ${theme.colors.blue900};
    border-color: ${theme.colors.line};
  }
  &:where([data-variant='ghost']) {
    background: transparent;
    color: inherit;
    border-color: transparent;
  }
  &:where([data-variant='dark']) {
    background: ${theme.colors.dark};
    color: #fff;
    border-color: ${theme.colors.dark};
  }
`;

/** For `.attrs(buttonVariantAttrs)`: the element names its variant for buttonStyles. */
export const buttonVariantAttrs = ({ $variant }: { $variant: ButtonVariant }): Record<string, string> => ({ 'data-variant': $variant });

export const ButtonLink = styled.a.attrs(buttonVariantAttrs)<{ $variant: ButtonVariant }>`
  ${buttonStyles};
`;
