/** The claim page's column. */
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { theme } from '@/styles/theme';

export const ClaimPage = styled(AppPage)`
  max-width: 640px;
  /* The page's h1 titles; :where keeps them defaults a section's own rule overrides (decision 0088). */
  :where(h1) {
    margin: 0 0 12px;
    color: ${theme.colors.blue900};
  }
`;
