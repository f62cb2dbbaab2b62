/** /university/mock-exam (spec §2.1, §2.3): what the tool does and the way into it, statically generated per edition. */
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { ToolPageView } from '@/components/university/tool-page-view';
import { useUniversityText } from '@/components/university/use-university-text';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function MockExamPage({ shell }: ShellPageProps) {
  const { text } = useUniversityText();
  return (
    <PageShell shell={shell} header="light">
      <PageHead title={text('mockExam.metaTitle')} description={text('mockExam.metaDescription')} />
      <ToolPageView toolKey="mockExam" />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['university']);
