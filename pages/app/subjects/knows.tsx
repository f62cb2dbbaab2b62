/** /app/subjects/knows (spec §2.2): the signed-in app's knows by subject. Not indexed. */
import { SubjectKnowsView } from '@/components/search/subject-knows-view';
import { shellPage } from '@/components/shell/shell-page';
import { shellStaticProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

const SubjectKnowsPage = shellPage('SubjectKnowsPage', {
  head: { namespace: 'search', title: 'subjectKnows.title', noindex: true },
  view: ({ shell }) => <SubjectKnowsView subjects={shell.subjects} />,
});

// The page is the same for everyone; the knows load in the browser once the session is known.
export const getStaticProps = shellStaticProps(['search']);

export default withQueryClient(SubjectKnowsPage);
