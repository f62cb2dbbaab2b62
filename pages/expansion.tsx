/**
 * Knower contest (spec §4): shown as running while the edition's window is open. The page is
 * ISR, so the state is computed at generation time and refreshed every REVALIDATE_SECONDS.
 */
import type { GetStaticProps } from 'next';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ContestActive } from '@/components/expansion/contest-active';
import { ContestInactive } from '@/components/expansion/contest-inactive';
import { contestStatus, type ContestStatus } from '@/components/expansion/contest-status';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { appEnvironment } from '@/lib/app-environment';
import { BRAND } from '@/lib/config/brand';
import { editionFor } from '@/lib/edition/edition-record';
import { REVALIDATE_SECONDS, shellPageProps, type ShellPageProps } from '@/lib/pages/static-page-props';

interface ExpansionPageProps extends ShellPageProps {
  status: ContestStatus;
}

export default function ExpansionPage({ shell, status }: ExpansionPageProps) {
  const { t } = useTranslation('expansion');
  return (
    <PageShell shell={shell}>
      <PageHead title={t('meta.title')} description={t('meta.description', { brand: BRAND.name })} />
      {status.phase === 'active' ? <ContestActive status={status} /> : <ContestInactive status={status} />}
    </PageShell>
  );
}

export const getStaticProps: GetStaticProps<ExpansionPageProps> = async ({ locale }) => {
  const { country, locale: localeConfig } = editionFor(locale);
  return {
    props: {
      ...(await shellPageProps(locale, ['expansion'])),
      status: contestStatus(country.code, new Date(), appEnvironment(), localeConfig.dateLocale),
    },
    revalidate: REVALIDATE_SECONDS,
  };
};
