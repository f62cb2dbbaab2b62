/** Landing FAQ (hidden where the country hides it, e.g. US). */
import { useTranslation } from 'next-i18next/pages';
import { BRAND } from '@/lib/config/brand';
import { payoutsHidden } from '@/lib/config/country-facts';
import { useEdition } from '@/lib/edition/use-edition';
import { FaqList } from '@/components/shared/faq-list';
import { Inner, Section, SectionTitle } from '@/components/shared/landing-section';

export function FaqSection() {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  const vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  const answerKey: Record<string, string> = {
    free: country.flags.hasPlusPlan ? 'answerPro' : 'answer',
    knower: payoutsHidden(country) ? 'answerNoPayouts' : 'answer',
  };
  const ids = ['what', 'know', 'free', 'knower', 'ai', 'safe'];
  const items = ids.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`, vars),
    answer: t(`faq.items.${id}.${answerKey[id] ?? 'answer'}`, vars),
  }));
  return (
    <Section $tone="alt" aria-labelledby="faq-title">
      <Inner $narrow>
        <SectionTitle id="faq-title">{t('faq.title')}</SectionTitle>
        <FaqList items={items} />
      </Inner>
    </Section>
  );
}
