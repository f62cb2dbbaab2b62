/** /app/review/payouts (issue 11 §2/§4, decision 0028): the reviewers' payout queue. Reviewers only; not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { PayoutReviewView } from '@/components/review/payout-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function PayoutReviewPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('review');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('payouts.title')} noindex />
      <ReviewLayout active="payouts" title={t('payouts.title')} lead={t('payouts.lead')}>
        <PayoutReviewView />
      </ReviewLayout>
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['review', 'errors', 'chat']);

export default withQueryClient(PayoutReviewPage);
