/** End of a study session: how many cards, the ratings, when the next card is due, what next. */
import { forwardRef } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { headingFocus } from '@/components/shared/heading-focus';
import { Button } from '@/components/ui/button';
import type { FlashcardRating } from '@/lib/api/know-types';
import { useEdition } from '@/lib/edition/use-edition';
import { theme } from '@/styles/theme';
import { formatDue } from './format-due';
import { RATINGS } from './study-session';

export interface StudySummaryProps {
  reviewed: number;
  ratings: Record<FlashcardRating, number>;
  nextDue: string | null;
  onStudyAgain: () => void;
  onBack: () => void;
}

export const StudySummary = forwardRef<HTMLHeadingElement, StudySummaryProps>(function StudySummary(
  { reviewed, ratings, nextDue, onStudyAgain, onBack },
  headingRef,
) {
  const { t } = useTranslation('library');
  const { locale } = useEdition();
  const due = nextDue ? (formatDue(nextDue, locale.locale) ?? t('flashcards.now')) : null;
  return (
    <Wrap>
      <Heading ref={headingRef} tabIndex={-1}>
        {t('summary.title')}
      </Heading>
      <p>{t('summary.studied', { count: reviewed })}</p>
      <Ratings aria-label={t('summary.ratingsLabel')}>
        {RATINGS.map((r) => (
          <li key={r}>
            <span>{t(`study.rating.${r}`)}</span> <strong>{ratings[r]}</strong>
          </li>
        ))}
      </Ratings>
      {due && <p>{t('summary.later', { time: due })}</p>}
      <Actions>
        <Button onClick={onStudyAgain}>{t('summary.studyAgain')}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('summary.back')}
        </Button>
      </Actions>
    </Wrap>
  );
});

const Wrap = styled.div`
  text-align: center;
  p {
    margin: 0 0 12px;
    color: ${theme.colors.inkMuted};
  }
`;
const Heading = styled.h2`
  margin: 0 0 12px;
  color: ${theme.colors.blue900};
  ${headingFocus};
`;
const Ratings = styled.ul`
  list-style: none;
  display: flex; flex-wrap: wrap; justify-content: center; gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  li {
    padding: 6px 14px; border-radius: ${theme.radius.pill}px; background: ${theme.colors.surfaceAlt};
  }
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 12px;
  margin-top: 20px;
`;
