/** Why Knowly is useful for school. */
import { useTranslation } from 'next-i18next/pages';
import type { IconName } from '@/components/ui/icons';
import { CardGrid, IconCard, Inner, Section, SectionTitle } from '@/components/shared/landing-section';
import { BRAND } from '@/lib/config/brand';

const ITEMS: { key: string; icon: IconName }[] = [
  { key: 'peers', icon: 'users' },
  { key: 'subjects', icon: 'know' },
  { key: 'practice', icon: 'flashcards' },
  { key: 'ai', icon: 'ai' },
];

export function BenefitsSection() {
  const { t } = useTranslation('parents');
  const vars = { brand: BRAND.name };
  return (
    <Section $tone="alt" aria-labelledby="benefits-title">
      <Inner>
        <SectionTitle id="benefits-title">{t('benefits.title', vars)}</SectionTitle>
        <CardGrid $columns={2}>
          {ITEMS.map((item, i) => (
            <IconCard
              key={item.key}
              icon={item.icon}
              index={i}
              title={t(`benefits.items.${item.key}.title`, vars)}
              text={t(`benefits.items.${item.key}.text`, vars)}
            />
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
