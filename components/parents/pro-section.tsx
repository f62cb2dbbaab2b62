/** How the Pro plan works for families (only where the country has it). */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Inner, Lead, Section, SectionTitle } from '@/components/shared/landing-section';
import { featureHref } from '@/components/shell/feature-href';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { theme } from '@/styles/theme';

const POINTS = ['free', 'features', 'payment', 'cancel'] as const;

export function ProSection() {
  const { t } = useTranslation('parents');
  const { locale } = useEdition();
  const vars = { brand: BRAND.name, pro: BRAND.proPlanName };
  return (
    <Section aria-labelledby="pro-title">
      <Inner $narrow>
        <SectionTitle id="pro-title">{t('pro.title', vars)}</SectionTitle>
        <Lead>{t('pro.lead', vars)}</Lead>
        <Points>
          {POINTS.map((p) => (
            <li key={p}>
              <strong>{t(`pro.points.${p}.title`, vars)}</strong> {t(`pro.points.${p}.text`, vars)}
            </li>
          ))}
        </Points>
        <Actions>
          <ButtonLink $variant="primary" href={localeHref(locale.locale, featureHref('proPlan', '/pro-plan'))}>
            {t('pro.cta', vars)}
          </ButtonLink>
          <AppLink to="/legal/cancellation">{t('pro.cancellationLink')}</AppLink>
        </Actions>
      </Inner>
    </Section>
  );
}

const Points = styled.ul`
  margin: 0 0 28px;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 14px;
  li {
    position: relative;
    padding-left: 32px;
    color: ${theme.colors.inkMuted};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    top: 0;
    color: ${theme.colors.blue700};
    font-weight: 700;
  }
  strong {
    color: ${theme.colors.ink};
  }
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 20px;
`;
