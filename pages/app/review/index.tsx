/** /app/review (issue 11 §2, decision 0028): the reviewers' know queue. Reviewers only; not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { KnowReviewView } from '@/components/review/know-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function ReviewPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('review');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('knows.title')} noindex />
      <ReviewLayout active="knows" title={t('knows.title')} lead={t('knows.lead')}>
        <KnowReviewView />
      </ReviewLayout>
    </PageShell>
  );
}

// `knows`: the document viewer's and the flashcard list's strings.
export const getStaticProps = shellStaticProps(['review', 'knows', 'errors', 'chat']);

export default withQueryClient(ReviewPage);
