/** The claim page's column. */
import styled from 'styled-components';
import { AppPage } from '@/components/ui/app-page';
import { theme } from '@/styles/theme';

export const ClaimPage = styled(AppPage)`
  max-width: 640px;
  h1 {
    margin: 0 0 12px;
    color: ${theme.colors.blue900};
  }
`;
