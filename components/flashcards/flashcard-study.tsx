/**
 * Study mode, the view only: the cards come in as props and every rating goes out through
 * `onReview` (the page sends it to the server, which schedules the card with FSRS). Usable by
 * keyboard alone: Space/Enter reveal, 1–4 rate, Escape leaves; the focus moves to the revealed
 * answer, then to the next card, then to the summary; a live region announces side and progress.
 */
import { useEffect, useId, useReducer, useRef } from 'react';
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AnswerFieldset, raisedPanel } from '@/components/shared/study-panel-styles';
import { Button } from '@/components/ui/button';
import type { FlashcardRating, ReviewResult, StudyCard } from '@/lib/api/know-types';
import { media, theme } from '@/styles/theme';
import { CardSide } from '@/components/shared/card-side-images';
import { earliestDue } from './format-due';
import { StudyProgress } from './study-progress';
import { initialStudySession, isFinished, RATINGS, studySessionReducer } from './study-session';
import { StudySummary } from './study-summary';
import { useStudyKeys } from './use-study-keys';

export interface StudyOutcome {
  reviewed: number;
  ratings: Record<FlashcardRating, number>;
  nextDue: string | null;
}

export interface FlashcardStudyProps {
  cards: StudyCard[];
  /** Saves one rating; a rejection keeps the card on screen to be rated again. */
  onReview: (card: StudyCard, rating: FlashcardRating) => Promise<ReviewResult>;
  /** Escape, the leave button or "back" in the summary. */
  onExit: () => void;
  /** Called once, when the last card was rated. */
  onComplete?: (outcome: StudyOutcome) => void;
  onStudyAgain: () => void;
}

export function FlashcardStudy({ cards, onReview, onExit, onComplete, onStudyAgain }: FlashcardStudyProps) {
  const { t } = useTranslation('library');
  const [state, dispatch] = useReducer(studySessionReducer, cards.length, initialStudySession);
  const finished = isFinished(state);
  const card = finished ? null : cards[state.index];
  const frontRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const position = { current: state.index + 1, total: state.total };

  // Focus follows the session: the question, then the answer, then the summary.
  useEffect(() => {
    if (finished) summaryRef.current?.focus();
    else if (state.revealed) backRef.current?.focus();
    else frontRef.current?.focus();
  }, [state.index, state.revealed, finished]);
  const announcement = finished
    ? t('study.announceDone')
    : t(state.revealed ? 'study.announceBack' : 'study.announceFront', position);

  const completed = useRef(false);
  useEffect(() => {
    if (!finished || completed.current) return;
    completed.current = true;
    onComplete?.({ reviewed: state.index, ratings: state.ratings, nextDue: earliestDue(state.dues) });
  }, [finished, onComplete, state.index, state.ratings, state.dues]);

  const rate = async (rating: FlashcardRating) => {
    if (!card || !state.revealed || state.pending) return;
    dispatch({ type: 'rate' });
    try {
      const result = await onReview(card, rating);
      dispatch({ type: 'rated', rating, due: result.card?.due ?? result.nextDue ?? null });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  useStudyKeys({
    onExit,
    onReveal: card && !state.revealed ? () => dispatch({ type: 'reveal' }) : undefined,
    onRate: card && state.revealed ? (r) => void rate(r) : undefined,
  });

  return (
    <Region role="region" aria-label={t('study.label')}>
      <Top>
        <StudyProgress done={state.index} total={state.total} />
        <Button variant="secondary" onClick={onExit} aria-keyshortcuts="Escape">
          {t('study.exit')}
        </Button>
      </Top>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {finished ? (
        <Panel>
          <StudySummary
            ref={summaryRef}
            reviewed={state.index}
            ratings={state.ratings}
            nextDue={earliestDue(state.dues)}
            onStudyAgain={onStudyAgain}
            onBack={onExit}
          />
        </Panel>
      ) : (
        card && (
          <Panel>
            <Position>{t('study.cardPosition', position)}</Position>
            <Face ref={frontRef} tabIndex={-1} aria-describedby={hintId} data-side="front">
              <FaceLabel>{t('study.front')}</FaceLabel>
              <CardSide knowUuid={card.knowUuid} cardUuid={card.uuid} side="front" text={card.front}>
                {(text) => <FaceText>{text}</FaceText>}
              </CardSide>
            </Face>
            {state.revealed ? (
              <>
                <Face ref={backRef} tabIndex={-1} aria-describedby={hintId} data-side="back" $back>
                  <FaceLabel>{t('study.back')}</FaceLabel>
                  <CardSide knowUuid={card.knowUuid} cardUuid={card.uuid} side="back" text={card.back}>
                    {(text) => <FaceText>{text}</FaceText>}
                  </CardSide>
                </Face>
                <AnswerFieldset aria-describedby={hintId}>
                  <legend>{t('study.rateLegend')}</legend>
                  <RatingRow>
                    {RATINGS.map((r) => (
                      <RatingButton
                        key={r}
                        type="button"
                        $rating={r}
                        aria-keyshortcuts={String(r)}
                        aria-disabled={state.pending || undefined}
                        onClick={() => void rate(r)}
                      >
                        <Key aria-hidden="true">{r}</Key>
                        {t(`study.rating.${r}`)}
                      </RatingButton>
                    ))}
                  </RatingRow>
                </AnswerFieldset>
              </>
            ) : (
              <Reveal>
                <Button onClick={() => dispatch({ type: 'reveal' })} aria-keyshortcuts="Space Enter">
                  {t('study.show')}
                </Button>
              </Reveal>
            )}
            {state.pending && <Status role="status">{t('study.saving')}</Status>}
            {state.failed && <ErrorText role="alert">{t('study.reviewFailed')}</ErrorText>}
            <Hint id={hintId}>{state.revealed ? t('study.hintBack') : t('study.hintFront')}</Hint>
          </Panel>
        )
      )}
    </Region>
  );
}

const Region = styled.section`
  margin: 8px 0 0;
`;
const Top = styled.div`
  display: flex; align-items: center; gap: 16px;
  margin-bottom: 20px;
  ${media.mobile} {
    flex-wrap: wrap;
  }
`;
const Panel = styled.div`
  ${raisedPanel};
  ${media.mobile} {
    padding: 18px;
  }
`;
const Position = styled.p`
  margin: 0 0 12px;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const Face = styled.div<{ $back?: boolean }>`
  padding: 24px;
  margin-bottom: 16px;
  border-radius: ${theme.radius.xl}px;
  background: ${({ $back }) => ($back ? theme.colors.pink100 : theme.colors.blue100)};
  min-height: 120px;
  /* Focus is moved here on purpose; keep it plainly visible. */
  &:focus {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
  }
`;
const FaceLabel = styled.p`
  margin: 0 0 8px;
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`;
const FaceText = styled.p`
  margin: 0;
  font-size: 1.35rem;
  line-height: 1.4;
  color: ${theme.colors.ink};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Reveal = styled.div`
  display: flex; justify-content: center;
`;
const RatingRow = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 10px;
  ${media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
`;
const ratingColors = {
  1: theme.colors.danger,
  2: theme.colors.pink600,
  3: theme.colors.blue700,
  // The subject green is too light for text on white (AA needs 4.5:1); a darker shade of it.
  4: '#177a42',
} as const;
const RatingButton = styled.button<{ $rating: FlashcardRating }>`
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 48px;
  padding: 0 12px; border-radius: ${theme.radius.pill}px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  --rating-color: ${({ $rating }) => fromTable(ratingColors, $rating)};
  color: var(--rating-color);
  border: 2px solid var(--rating-color);
  background: #fff;
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
`;
const Key = styled.kbd`
  display: inline-block;
  min-width: 1.5em;
  padding: 0 4px;
  border: 1px solid currentColor;
  border-radius: ${theme.radius.xs}px;
  font: inherit;
  font-size: 0.8rem;
`;
const Status = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.inkMuted};
`;
const ErrorText = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
const Hint = styled.p`
  margin: 16px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
