/** The {product}-ai landing (spec §2.3, localised slug per edition): every AI tool and the way into it. */
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { AiLandingView } from '@/components/university/ai-landing-view';
import { useUniversityText } from '@/components/university/use-university-text';
import { shellStaticProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function AiLandingPage({ shell }: ShellPageProps) {
  const { text } = useUniversityText();
  return (
    <PageShell shell={shell} header="light">
      <PageHead title={text('landing.metaTitle')} description={text('landing.metaDescription')} />
      <AiLandingView />
    </PageShell>
  );
}

export const getStaticProps = shellStaticProps(['university']);
