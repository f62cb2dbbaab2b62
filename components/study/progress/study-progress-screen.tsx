/** /app/study, the data side: the signed-in learner's progress (one read), StudyProgressView the view. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CenteredSpinner } from '@/components/shared/auth-layout';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppPage } from '@/components/ui/app-page';
import { ErrorState } from '@/components/ui/error-state';
import { useStudyProgress } from '@/lib/api/study-progress';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';
import { StudyProgressView } from './study-progress-view';

export function StudyProgressScreen() {
  const { t } = useTranslation('study-progress');
  const { locale } = useEdition();
  const user = useRequireSession();
  const progress = useStudyProgress({ enabled: !!user });
  return (
    <Page>
      <Heading>{t('title')}</Heading>
      <Lead>{t('lead')}</Lead>
      {progress.isError ? (
        <ErrorState message={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void progress.refetch()} />
      ) : !progress.data ? (
        <CenteredSpinner label={t('loading')} />
      ) : (
        <StudyProgressView data={progress.data} locale={locale.locale} />
      )}
    </Page>
  );
}

const Page = styled(AppPage)`
  max-width: 1040px;
`;
const Heading = styled.h1`
  margin: 0 0 8px;
  color: ${theme.colors.blue900};
`;
const Lead = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.inkMuted};
`;
