/** The way from the payouts overview to the knower competition of the knower's country. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AppLink } from '@/components/ui/app-link';
import { theme } from '@/styles/theme';

export function CompetitionTeaser() {
  const { t } = useTranslation('competition');
  return (
    <Box aria-labelledby="competition-teaser-title">
      <h2 id="competition-teaser-title">{t('teaser.title')}</h2>
      <p>{t('teaser.text')}</p>
      <AppLink to="/profile/payouts/competition">{t('teaser.link')}</AppLink>
    </Box>
  );
}

const Box = styled.section`
  margin: 0 0 32px;
  padding: 16px 20px;
  border-radius: ${theme.radius.lg}px;
  background: linear-gradient(135deg, ${theme.colors.pink100}, ${theme.colors.blue100});
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0 0 8px;
    color: ${theme.colors.inkMuted};
  }
  a {
    font-weight: 700;
  }
`;
