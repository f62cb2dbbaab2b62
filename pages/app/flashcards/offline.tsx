/**
 * /app/flashcards/offline?knowUuid= (issue 24 §7, decision 0071): study a set saved on this device,
 * with or without a network. Its HTML is the same for every learner (the study worker keeps it).
 * Signed in, not indexed.
 */
import { useTranslation } from 'next-i18next/pages';
import { OfflineStudyScreen } from '@/components/study/offline/offline-study-screen';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

function OfflineStudyPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('offline-study');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('title')} noindex />
      <OfflineStudyScreen />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['library', 'offline-study']);

export default OfflineStudyPage;
