/** Questions parents ask, adapted to the country's plan and payouts. */
import { useTranslation } from 'next-i18next/pages';
import { FaqList } from '@/components/shared/faq-list';
import { Inner, Section, SectionTitle } from '@/components/shared/landing-section';
import { BRAND } from '@/lib/config/brand';
import { arePayoutsHidden } from '@/lib/config/countries';
import { useEdition } from '@/lib/edition/use-edition';

export function ParentsFaq() {
  const { t } = useTranslation('parents');
  const { country } = useEdition();
  const vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  const payouts = !arePayoutsHidden(country.code);
  const ids = ['age', 'cost', 'contact', 'data', ...(payouts ? ['earn'] : []), 'account'];
  const answerKey = (id: string) => (id === 'cost' && country.flags.hasPlusPlan ? 'answerPro' : 'answer');
  const items = ids.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`, vars),
    answer: t(`faq.items.${id}.${answerKey(id)}`, vars),
  }));
  return (
    <Section $tone="alt" aria-labelledby="parents-faq-title">
      <Inner $narrow>
        <SectionTitle id="parents-faq-title">{t('faq.title')}</SectionTitle>
        <FaqList items={items} />
      </Inner>
    </Section>
  );
}
