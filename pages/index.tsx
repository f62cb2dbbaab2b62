/** Landing page (spec §2.1): dark transparent header over a dark hero. Static per locale (ISR). */
import type { GetStaticProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { AppDownloadSection } from '@/components/home/app-download-section';
import { FaqSection } from '@/components/home/faq-section';
import { FinalCta } from '@/components/home/final-cta';
import { Hero } from '@/components/home/hero';
import { OffersSection } from '@/components/home/offers-section';
import { SubjectsTeaser } from '@/components/home/subjects-teaser';
import { PageHead } from '@/components/seo/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

export default function LandingPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  return (
    <PageShell shell={shell} header="dark">
      <PageHead description={t('meta.description', { brand: BRAND.name })} aggregateRating={BRAND.aggregateRating} />
      <Hero />
      <OffersSection />
      <SubjectsTeaser subjects={shell.subjects} />
      <AppDownloadSection />
      {!country.homepageFaqHidden && <FaqSection />}
      <FinalCta />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => ({
  props: await shellPageProps(locale, ['home']),
  revalidate: REVALIDATE_SECONDS,
});
