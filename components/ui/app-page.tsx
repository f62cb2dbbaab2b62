/** The page column of the signed-in app and the creation pages: content width, roomy on desktop, tighter on phones. */
import styled, { css } from 'styled-components';
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
 * What most pages built on AppPage add to it: a narrower column (`width` px, where given) and their
 * title heading (`heading`: the h1, or the h2 where the page's titles are its sections') in the
 * titles' colour with `below` px under it. For `styled(AppPage)`.
 */
export function titledPage({ width, heading, below }: { width?: number; heading: 'h1' | 'h2'; below: number }) {
  return css`
    ${width !== undefined && css`
      max-width: ${width}px;
    `}
    ${heading} {
      margin: 0 0 ${below}px;
      color: ${theme.colors.blue900};
    }
  `;
}
