/** Closing call to action. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { BRAND } from '@/lib/config/brand';
import { theme } from '@/styles/theme';
import { ButtonRow, Inner, Section, SectionTitle } from '@/components/shared/landing-section';
import { StartButtons } from './start-buttons';

export function FinalCta() {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="cta-title">
      <Box $narrow>
        <SectionTitle id="cta-title">{t('cta.title')}</SectionTitle>
        <Text>{t('cta.text', { brand: BRAND.name })}</Text>
        <Centered>
          <StartButtons subjects={t('cta.primary')} app={t('cta.secondary')} />
        </Centered>
      </Box>
    </Section>
  );
}

const Box = styled(Inner)`
  padding: 40px 24px;
  text-align: center;
  background: linear-gradient(135deg, ${theme.colors.blue100}, ${theme.colors.pink100});
  border-radius: ${theme.radius.xxxl}px;
`;
const Text = styled.p`
  margin: 0 auto 24px;
  max-width: 560px;
  font-size: 1.1rem;
  color: ${theme.colors.inkMuted};
`;
const Centered = styled(ButtonRow)`
  justify-content: center;
`;
