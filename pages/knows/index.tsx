/**
 * /knows (spec §2.1: showKnowUploadedCongratulationsDialog, wasFlashcardKnowUpload): the
 * signed-in learner's own knows. Not indexed.
 */
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { MyKnowsPage } from '@/components/upload/my-knows-view';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function KnowsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('upload');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('myKnows.title')} noindex />
      <MyKnowsPage variant="web" />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['upload', 'errors', 'review']);

export default withQueryClient(KnowsPage);
