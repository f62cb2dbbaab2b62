/** The claim page's column. */
import styled from 'styled-components';
import { AppPage, titledPage } from '@/components/ui/app-page';

export const ClaimPage = styled(AppPage)`
  ${titledPage({ width: 640, heading: 'h1', below: 12 })}
`;
