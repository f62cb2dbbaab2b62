/** /pro-plan (spec §2.1, decision 0032): the plan page, statically generated per edition; 404 without a Plus plan. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlanView } from '@/components/pro-plan/plan-view';
import { PageHead } from '@/components/shared/page-head';
import { PageShell } from '@/components/shell/page-shell';
import { withQueryClient } from '@/lib/api/query-provider';
import { BRAND } from '@/lib/config/brand';
import { COUNTRIES } from '@/lib/config/countries';
import { LOCALES, LOCALE_CONFIGS } from '@/lib/config/locales';
import { minorDigits } from '@/lib/money/minor-units';
import { proPlanStaticProps, type ProPlanPageProps } from '@/lib/pages/pro-plan-page-props';

/** Editions whose country sells Pro: the page's hreflang alternates. */
const PLUS_LOCALES = LOCALES.filter((l) => COUNTRIES[LOCALE_CONFIGS[l].country].flags.hasPlusPlan);

/** Integer minor units as a schema.org decimal ("4.99"), without a float in between. */
function decimalString(amountMinor: number, digits: number): string {
  if (digits === 0) return String(amountMinor);
  const unit = 10 ** digits;
  return `${Math.floor(amountMinor / unit)}.${String(amountMinor % unit).padStart(digits, '0')}`;
}

function ProPlanPage({ shell, prices }: ProPlanPageProps) {
  const { t } = useTranslation('pro-plan');
  const vars = { pro: BRAND.proPlanName, brand: BRAND.name };
  const offer = (plan: 'MONTHLY' | 'YEARLY') => ({
    '@type': 'Offer',
    name: t(plan === 'MONTHLY' ? 'prices.monthly.title' : 'prices.yearly.title'),
    price: decimalString(prices[plan].amountMinor, minorDigits(prices[plan].currency)),
    priceCurrency: prices[plan].currency,
  });
  return (
    <PageShell shell={shell}>
      <PageHead
        title={t('meta.title', vars)}
        description={t('meta.description', vars)}
        path="/pro-plan"
        alternateLocales={PLUS_LOCALES}
        structuredData={[{ '@context': 'https://schema.org', '@type': 'Product', name: BRAND.proPlanName, offers: [offer('MONTHLY'), offer('YEARLY')] }]}
      />
      <PlanView prices={prices} />
    </PageShell>
  );
}

export const getStaticProps = proPlanStaticProps();

export default withQueryClient(ProPlanPage);
