/** The contest while it runs: what it is, dates, how to take part, prizes, rules, upload CTA. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Icon, IconTile, type IconName } from '@/components/ui/icons';
import { Card, Inner, OrderedCardGrid, Section, SectionTitle } from '@/components/shared/landing-section';
import { featureHref } from '@/components/shell/feature-href';
import { AppLink } from '@/components/ui/app-link';
import { ButtonLink } from '@/components/ui/button';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { localeHref } from '@/lib/links/locale-path';
import { media, theme } from '@/styles/theme';
import { ContestHero, Dates } from './contest-hero';
import type { ContestStatus } from './contest-status';

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'signup', icon: 'knower' },
  { key: 'upload', icon: 'upload' },
  { key: 'review', icon: 'star' },
];
const RULES = ['own', 'guidelines', 'quality'] as const;

export function ContestActive({ status }: { status: ContestStatus }) {
  const { t } = useTranslation('expansion');
  const { locale } = useEdition();
  const vars = { brand: BRAND.name, start: status.start, end: status.end };
  const uploadHref = localeHref(locale.locale, featureHref('knows', '/knows/create/upload'));
  return (
    <>
      <ContestHero title={t('active.title')} badge>
        <p>{t('active.intro', vars)}</p>
        <Dates>
          <Icon name="calendar" size={20} />
          {t(status.end ? 'active.dates' : 'active.datesOpenEnd', vars)}
        </Dates>
        <div>
          <ButtonLink $variant="primary" href={uploadHref}>
            {t('active.cta')}
          </ButtonLink>
        </div>
      </ContestHero>

      <Section aria-labelledby="steps-title">
        <Inner>
          <SectionTitle id="steps-title">{t('active.steps.title')}</SectionTitle>
          <OrderedCardGrid>
            {STEPS.map((step, i) => (
              <Card key={step.key}>
                <IconTile $tone={i % 2 ? 'pink' : 'blue'}>
                  <Icon name={step.icon} />
                </IconTile>
                <h3>{t(`active.steps.items.${step.key}.title`, vars)}</h3>
                <p>{t(`active.steps.items.${step.key}.text`, vars)}</p>
              </Card>
            ))}
          </OrderedCardGrid>
        </Inner>
      </Section>

      <Section $tone="alt" aria-labelledby="prizes-title">
        <Columns>
          <div>
            <SectionTitle id="prizes-title">{t('active.prizes.title')}</SectionTitle>
            <Text>{t('active.prizes.text', vars)}</Text>
          </div>
          <div>
            <SectionTitle id="rules-title">{t('active.rules.title')}</SectionTitle>
            <Rules aria-labelledby="rules-title">
              {RULES.map((r) => (
                <li key={r}>{t(`active.rules.items.${r}`, vars)}</li>
              ))}
            </Rules>
            <Links>
              <AppLink to="/legal/guidelines">{t('active.rules.guidelinesLink')}</AppLink>
              <AppLink to="/legal/tos-knower">{t('active.rules.termsLink')}</AppLink>
            </Links>
          </div>
        </Columns>
        <Center>
          <ButtonLink $variant="primary" href={uploadHref}>
            {t('active.cta')}
          </ButtonLink>
        </Center>
      </Section>
    </>
  );
}

const Columns = styled(Inner)`
  display: grid;
  gap: 40px;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;
const Text = styled.p`
  margin: 0;
  font-size: 1.05rem;
  color: ${theme.colors.inkMuted};
`;
const Rules = styled.ul`
  margin: 0 0 20px;
  padding-left: 20px;
  color: ${theme.colors.inkMuted};
  li + li {
    margin-top: 8px;
  }
`;
const Links = styled.p`
  display: flex; flex-wrap: wrap; gap: 20px;
  margin: 0;
  font-weight: 600;
`;
const Center = styled(Inner)`
  margin-top: 48px;
  text-align: center;
`;
