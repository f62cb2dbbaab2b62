/** /app/review (issue 11 §2, decision 0028): the reviewers' know queue. Reviewers only; not indexed. */
import { KnowReviewView } from '@/components/review/know-review-view';
import { ReviewLayout } from '@/components/review/review-layout';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const ReviewPage = shellPage('ReviewPage', {
  head: { namespace: 'review', title: 'knows.title', noindex: true },
  view: (_props, t) => (
    <ReviewLayout active="knows" title={t('knows.title')} lead={t('knows.lead')}>
      <KnowReviewView />
    </ReviewLayout>
  ),
});

// `knows`: the document viewer's and the flashcard list's strings.
export const getStaticProps = shellStaticProps(['review', 'knows', 'errors', 'chat']);

export default withQueryClient(ReviewPage);
