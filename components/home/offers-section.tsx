/** "What Knowly offers": one card per product area, adapted to the edition's features. */
import { useTranslation } from 'next-i18next/pages';
import { BRAND } from '@/lib/config/brand';
import { arePayoutsHidden } from '@/lib/config/countries';
import { useEdition } from '@/lib/edition/use-edition';
import { Icon, IconTile, type IconName } from './icons';
import { Card, CardGrid, Inner, Lead, Section, SectionTitle } from './section';

interface Offer {
  key: string;
  icon: IconName;
  tone: 'blue' | 'pink';
}

export function OffersSection() {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  const offers: Offer[] = [
    { key: 'knows', icon: 'know', tone: 'blue' },
    { key: 'flashcards', icon: 'flashcards', tone: 'pink' },
    ...(country.hasStudyGuides ? [{ key: 'studyGuides', icon: 'guide', tone: 'blue' } as const] : []),
    { key: 'ai', icon: 'ai', tone: 'pink' },
    { key: arePayoutsHidden(country.code) ? 'knowersNoPayouts' : 'knowers', icon: 'knower', tone: 'blue' },
    { key: 'safe', icon: 'shield', tone: 'pink' },
  ];
  return (
    <Section $tone="alt" aria-labelledby="offers-title">
      <Inner>
        <SectionTitle id="offers-title">{t('offers.title', { brand: BRAND.name })}</SectionTitle>
        <Lead>{t('offers.lead')}</Lead>
        <CardGrid>
          {offers.map((o) => (
            <Card key={o.key}>
              <IconTile $tone={o.tone}>
                <Icon name={o.icon} />
              </IconTile>
              <h3>{t(`offers.items.${o.key}.title`, { brand: BRAND.name })}</h3>
              <p>{t(`offers.items.${o.key}.text`, { brand: BRAND.name })}</p>
            </Card>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
