/** Closing call to action. */
import styled from 'styled-components';
import { useTranslation } from 'next-i18next/pages';
import { ButtonLink } from '@/components/ui/button-link';
import { BRAND } from '@/lib/config/brand';
import { useEdition } from '@/lib/edition/use-edition';
import { editionHref } from '@/lib/links/edition-href';
import { theme } from '@/styles/theme';
import { ButtonRow, Inner, Section, SectionTitle } from '@/components/shared/landing-section';

export function FinalCta() {
  const { t } = useTranslation('home');
  const edition = useEdition();
  return (
    <Section aria-labelledby="cta-title">
      <Box $narrow>
        <SectionTitle id="cta-title">{t('cta.title')}</SectionTitle>
        <Text>{t('cta.text', { brand: BRAND.name })}</Text>
        <Centered>
          <ButtonLink $variant="primary" href={editionHref(edition, '/subjects')}>
            {t('cta.primary')}
          </ButtonLink>
          <ButtonLink $variant="secondary" href={editionHref(edition, '/about/download')}>
            {t('cta.secondary')}
          </ButtonLink>
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
