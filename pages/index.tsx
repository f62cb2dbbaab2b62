import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { BRAND } from '@/lib/config/brand';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function LandingPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('common');
  return (
    <PageShell shell={shell} header="dark">
      <PageHead aggregateRating={BRAND.aggregateRating} />
      <h1 style={{ paddingTop: 120 }}>{t('slogan')}</h1>
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale),
  revalidate: REVALIDATE_SECONDS,
});
