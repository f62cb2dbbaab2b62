import { describe, expect, it } from 'vitest';
import { media, theme } from '@/styles/theme';

describe('theme media queries', () => {
  it('are the breakpoints, written out for build-time styles', () => {
    expect(media).toEqual({
      sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
      md: `@media (min-width: ${theme.breakpoints.md}px)`,
      lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
      xl: `@media (min-width: ${theme.breakpoints.xl}px)`,
      mobile: `@media (max-width: ${theme.mobile - 1}px)`,
    });
  });
});
