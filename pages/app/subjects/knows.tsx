/** /app/subjects/knows (spec §2.2): the signed-in app's knows by subject. Not indexed. */
import { useTranslation } from 'next-i18next/pages';
import { SubjectKnowsView } from '@/components/search/subject-knows-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';
import { withQueryClient } from '@/lib/api/query-provider';

function SubjectKnowsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('search');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('subjectKnows.title')} noindex />
      <SubjectKnowsView subjects={shell.subjects} />
    </PageShell>
  );
}

// The page is the same for everyone; the knows load in the browser once the session is known.
export const getStaticProps = shellStaticProps(['search']);

export default withQueryClient(SubjectKnowsPage);
