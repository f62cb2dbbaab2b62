/** The daily streak: days in a row with a review, whether today counts yet, and the longest. */
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { StudyStreak } from '@/lib/contract/study-progress';
import { theme } from '@/styles/theme';

export function StreakCard({ streak }: { streak: StudyStreak }) {
  const { t } = useTranslation('study-progress');
  const note = streak.studiedToday ? t('streak.today') : streak.days > 0 ? t('streak.keep') : t('streak.none');
  return (
    <Card aria-labelledby="streak-title">
      <h2 id="streak-title">{t('streak.title')}</h2>
      <Days>{t('streak.days', { count: streak.days })}</Days>
      <p>{note}</p>
      <Muted>
        {t('streak.longest', { count: streak.longest })} · {t('streak.zone')}
      </Muted>
    </Card>
  );
}

const Card = styled.section`
  padding: 20px;
  border-radius: ${theme.radius.xl}px;
  background: ${theme.colors.blue100};
  color: ${theme.colors.blue900};
  h2 {
    margin: 0 0 6px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 6px;
  }
`;
const Days = styled.p`
  font-size: 2rem;
  font-weight: 700;
`;
const Muted = styled.p`
  font-size: 0.88rem;
  color: ${theme.colors.inkMuted};
`;
