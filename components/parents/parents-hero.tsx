/** Top of the parents page: the page's h1 and a short promise. */
import { styled } from 'next-yak';
import { TintedHero, TintedHeroInner } from '@/components/shared/landing-section';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import { theme } from '@/styles/theme';

export function ParentsHero() {
  const { t } = useTranslation('parents');
  return (
    <TintedHero $from={theme.colors.blue100} $to={theme.colors.pink100}>
      <TintedHeroInner>
        <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
        <h1>{t('hero.title', { brand: BRAND.name })}</h1>
        <p>{t('hero.text', { brand: BRAND.name })}</p>
      </TintedHeroInner>
    </TintedHero>
  );
}

const Eyebrow = styled.span`
  display: block;
  margin-bottom: 12px;
  color: ${theme.colors.pink600};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;
