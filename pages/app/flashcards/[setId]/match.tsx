/**
 * /app/flashcards/{setId}/match (issue 24 §4): Match on one flashcard set. Rendered per request
 * like other per-id app pages (the round loads in the browser). Signed in, not indexed.
 */
import type { GetServerSideProps } from 'next';
import { useRouter } from 'next/router';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MatchMode } from '@/components/study/match/match-mode';
import { AppPage } from '@/components/ui/app-page';
import { ErrorState } from '@/components/ui/error-state';
import { withQueryClient } from '@/lib/api/query-provider';
import { shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { isUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';

function MatchPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('match');
  const { query } = useRouter();
  const user = useRequireSession();
  const setId = isUuid(query.setId) ? query.setId.toLowerCase() : null;
  return (
    <PageShell shell={shell}>
      <PageHead title={t('pageTitle')} noindex />
      <Page>
        <Heading>{t('pageTitle')}</Heading>
        {!setId ? (
          <ErrorState message={t('notFound')} />
        ) : !user ? (
          <CenteredSpinner label={t('loading')} />
        ) : (
          <MatchMode knowUuid={setId} />
        )}
      </Page>
    </PageShell>
  );
}

export const getServerSideProps: GetServerSideProps = async ({ locale, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: await shellPageProps(locale, ['match', 'study-modes']) };
};

export default withQueryClient(MatchPage);

const Page = styled(AppPage)`
  max-width: 960px;
`;
const Heading = styled.h1`
  margin: 0 0 4px;
  color: ${theme.colors.blue900};
`;
