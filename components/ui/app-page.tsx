/** The page column of the signed-in app and the creation pages: content width, roomy on desktop, tighter on phones. */
import { styled, css } from 'next-yak';
import { media, theme } from '@/styles/theme';

export const AppPage = styled.div`
  max-width: ${theme.widths.content}px;
  margin: 0 auto;
  padding: 40px 16px 72px;
  ${media.mobile} {
    padding: 24px 12px 48px;
  }
`;

/**
 * The title headings of a page built on AppPage, for `styled(AppPage)`: its h1, or its h2 where the
 * page's titles are its sections', in the titles' colour with the block's `--title-below` under
 * them. `:where` keeps them defaults that a section's own heading rule overrides (decision 0088).
 */
export const pageH1Titles = css`
  :where(h1) {
    margin: 0 0 var(--title-below, 0);
    color: ${theme.colors.blue900};
  }
`;
export const pageH2Titles = css`
  :where(h2) {
    margin: 0 0 var(--title-below, 0);
    color: ${theme.colors.blue900};
  }
`;
