/** The page column of the signed-in app and the creation pages: content width, roomy on desktop, tighter on phones. */
import { styled } from 'next-yak';
import { media, theme } from '@/styles/theme';

export const AppPage = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 40px 16px 72px;
  ${media.mobile} {
    padding: 24px 12px 48px;
  }
`;
