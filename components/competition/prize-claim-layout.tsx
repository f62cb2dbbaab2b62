/** The claim page's column. */
import { styled } from 'next-yak';
import { AppPage, pageH1Titles } from '@/components/ui/app-page';

export const ClaimPage = styled(AppPage)`
  max-width: 640px;
  ${pageH1Titles};
  --title-below: 12px;
`;
