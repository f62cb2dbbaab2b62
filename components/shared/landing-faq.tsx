/**
 * The FAQ section of a landing page (home, parents): the `faq.title` heading over one question
 * per id, worded from `faq.items.{id}` of `namespace` with the brand names; `answerKey(id)` names
 * the answer's variant where the country changes it (`answer` otherwise).
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import { FaqList } from './faq-list';
import { Inner, Section, SectionTitle } from './landing-section';

export function LandingFaq({
  namespace,
  titleId,
  ids,
  answerKey,
}: {
  namespace: 'home' | 'parents';
  titleId: string;
  ids: string[];
  answerKey: (id: string) => string;
}) {
  const { t } = useTranslation(namespace);
  const vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  const items = ids.map((id) => ({
    id,
    question: t(`faq.items.${id}.question`, vars),
    answer: t(`faq.items.${id}.${answerKey(id)}`, vars),
  }));
  return (
    <Section $tone="alt" aria-labelledby={titleId}>
      <Inner $narrow>
        <SectionTitle id={titleId}>{t('faq.title')}</SectionTitle>
        <FaqList items={items} />
      </Inner>
    </Section>
  );
}
