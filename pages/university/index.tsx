/** /university (spec §2.1, §2.3): the university area's hub, statically generated per edition. */
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { UniversityHubView, useUniversityFaq } from '@/components/university/university-hub-view';
import { useUniversityText } from '@/components/university/use-university-text';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function UniversityPage({ shell }: ShellPageProps) {
  const { text } = useUniversityText();
  const { structuredData } = useUniversityFaq();
  return (
    <PageShell shell={shell} header="light">
      <PageHead title={text('hub.metaTitle')} description={text('hub.metaDescription')} structuredData={[structuredData]} />
      <UniversityHubView />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['university']);
