/**
 * Props of every Pro plan page (decision 0032): the edition's prices from lib/config, or the
 * edition's 404 where the country has no Plus plan, so the pages are simply absent there.
 */
import type { GetStaticProps } from 'next';
import { proPrice, type ProPrice } from '@/lib/config/pro-prices';
import { editionFor } from '@/lib/edition/edition-record';
import type { Namespace } from '@/lib/i18n/translations';
import type { ShellData } from './shell-data';
import { REVALIDATE_SECONDS, shellPageProps } from './static-page-props';

export interface ProPlanPageProps {
  shell: ShellData;
  prices: { MONTHLY: ProPrice; YEARLY: ProPrice };
}

export function proPlanStaticProps(namespaces: Namespace[] = []): GetStaticProps<ProPlanPageProps> {
  return async ({ locale }) => {
    const { country } = editionFor(locale);
    const monthly = proPrice(country.code, 'MONTHLY');
    const yearly = proPrice(country.code, 'YEARLY');
    if (!monthly || !yearly) return { notFound: true };
    return {
      props: { ...(await shellPageProps(locale, ['pro-plan', ...namespaces])), prices: { MONTHLY: monthly, YEARLY: yearly } },
      revalidate: REVALIDATE_SECONDS,
    };
  };
}
