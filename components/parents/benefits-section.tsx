/** Why Knowly is useful for school. */
import { useTranslation } from '@/lib/i18n/use-translation';
import type { IconName } from '@/components/ui/icons';
import { Inner, Section, SectionTitle } from '@/components/shared/landing-section';
import { BRAND } from '@/lib/config/brand';
import { ParentsCards } from './parents-cards';

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
        <ParentsCards section="benefits" items={ITEMS} />
      </Inner>
    </Section>
  );
}
