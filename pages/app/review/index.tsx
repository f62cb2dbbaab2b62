/** /app/review (issue 11 §2, decision 0028): the reviewers' know queue. Reviewers only; not indexed. */
import { KnowReviewView } from '@/components/review/know-review-view';
import { reviewPage } from '@/components/review/review-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const ReviewPage = reviewPage('ReviewPage', { active: 'knows', namespace: 'review', keys: 'knows', queue: <KnowReviewView /> });

// `knows`: the document viewer's and the flashcard list's strings.
export const getStaticProps = shellStaticProps(['review', 'knows', 'errors', 'chat']);

export default withQueryClient(ReviewPage);
