/** Parents page (spec §2.3/§9): only for countries with parents pages (DE, AT, CH). */
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BenefitsSection } from '@/components/parents/benefits-section';
import { ContactSection } from '@/components/parents/contact-section';
import { ParentsFaq } from '@/components/parents/parents-faq';
import { ParentsHero } from '@/components/parents/parents-hero';
import { ProSection } from '@/components/parents/pro-section';
import { SafetySection } from '@/components/parents/safety-section';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { BRAND } from '@/lib/config/brand';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES, LOCALE_CONFIGS } from '@/lib/config/locales';
import { editionFor } from '@/lib/edition/edition-record';
import { useEdition } from '@/lib/edition/use-edition';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

/** Locales whose country has parents pages (in practice: de). */
const PARENTS_LOCALES = LOCALES.filter((l) => COUNTRIES[LOCALE_CONFIGS[l].country].flags.hasParentsPages);

export default function ForParentsPage({ shell }: ShellPageProps) {
  const { t } = useTranslation('parents');
  const { country } = useEdition();
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('meta.title')}
        description={t('meta.description', { brand: BRAND.name })}
        path="/for-parents"
        alternateLocales={PARENTS_LOCALES}
      />
      <ParentsHero />
      <SafetySection />
      <BenefitsSection />
      {country.flags.hasPlusPlan && <ProSection />}
      <ParentsFaq />
      <ContactSection />
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps = async ({ locale }) => {
  if (!editionFor(locale).country.flags.hasParentsPages) return { notFound: true };
  return {
    props: await shellPageProps(locale, ['parents']),
    revalidate: REVALIDATE_SECONDS,
  };
};
