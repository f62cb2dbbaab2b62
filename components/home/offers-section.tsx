/** "What Knowly offers": one card per product area, adapted to the edition's features. */
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { BRAND } from '@/lib/config/brand';
import { isFeatureLive } from '@/lib/config/features';
import { payoutsHidden } from '@/lib/config/country-facts';
import { useEdition } from '@/lib/edition/use-edition';
import { IconTile, LANDING_ICON_PATHS, SvgIcon, type LandingIconName } from '@/components/ui/icon-base';
import { Card, CardGrid, Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';

interface Offer {
  key: string;
  icon: LandingIconName;
  tone: 'blue' | 'pink';
  /** Where the card's title leads (only to live features). */
  href?: string;
}

export function OffersSection() {
  const { t } = useTranslation('home');
  const { country } = useEdition();
  const offers: Offer[] = [
    { key: 'knows', icon: 'know', tone: 'blue' },
    { key: 'flashcards', icon: 'flashcards', tone: 'pink' },
    ...(country.hasStudyGuides ? [{ key: 'studyGuides', icon: 'guide', tone: 'blue' } as const] : []),
    { key: 'ai', icon: 'ai', tone: 'pink', ...(isFeatureLive('university') ? { href: '/knowly-ai' } : {}) },
    { key: payoutsHidden(country) ? 'knowersNoPayouts' : 'knowers', icon: 'knower', tone: 'blue' },
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
                <SvgIcon d={LANDING_ICON_PATHS[o.icon]} />
              </IconTile>
              <h3>
                {o.href ? (
                  <AppLink to={o.href}>{t(`offers.items.${o.key}.title`, { brand: BRAND.name })}</AppLink>
                ) : (
                  t(`offers.items.${o.key}.title`, { brand: BRAND.name })
                )}
              </h3>
              <p>{t(`offers.items.${o.key}.text`, { brand: BRAND.name })}</p>
            </Card>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
