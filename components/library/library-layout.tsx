/**
 * The frame of every library page (/app/library, /app/library/{id}, /app/library/synced):
 * sign-in required, the heading, the content conversion banner where the edition has it, the
 * sections and folders on the side, and the section's content. The folders are loaded here and
 * handed to the content, which moves knows between them.
 */
import type { ReactNode } from 'react';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { media, theme } from '@/styles/theme';
import { ContentConversionBanner } from './content-conversion-banner';
import { LibraryNav, type LibrarySection } from './library-nav';
import { useFolders, type FoldersApi } from './use-folders';

export interface LibraryLayoutProps {
  active: LibrarySection;
  children: (folders: FoldersApi) => ReactNode;
}

export function LibraryLayout({ active, children }: LibraryLayoutProps) {
  const { t } = useTranslation('library');
  const user = useRequireSession();
  const folders = useFolders(!!user);
  return (
    <Page>
      <Title>{t('title')}</Title>
      {!user ? (
        <CenteredSpinner label={t('loading')} />
      ) : (
        <>
          <ContentConversionBanner />
          <Columns>
            <Side>
              <LibraryNav active={active} folders={folders} />
            </Side>
            <Main>{children(folders)}</Main>
          </Columns>
        </>
      )}
    </Page>
  );
}

const Page = styled(AppPage)`
`;
const Title = styled.h1`
  margin: 0 0 20px;
  color: ${theme.colors.blue900};
`;
const Columns = styled.div`
  display: grid;
  gap: 32px;
  ${media.md} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;
const Side = styled.aside`
  ${media.md} {
    position: sticky;
    top: calc(${theme.navbarHeight}px + 16px);
    align-self: start;
  }
`;
const Main = styled.div`
  min-width: 0;
`;
