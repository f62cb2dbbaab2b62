/**
 * The verdict on one Learn answer: right, right with a spelling note, or wrong with the right
 * answer; after a wrong typed answer, "I was right". Continue takes the focus, so Enter goes on.
 */
import { forwardRef } from 'react';
import { styled } from 'next-yak';
import { fromTable } from '@/components/ui/style-table';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SideText } from '@/components/shared/card-side-images';
import { Button } from '@/components/ui/button';
import type { AnswerVerdict } from '@/lib/contract/study';
import { theme } from '@/styles/theme';
import { Actions, SUCCESS } from '../study-styles';

export interface LearnFeedbackProps {
  verdict: AnswerVerdict;
  /** What the learner typed or picked; empty for "I don't know". */
  given: string;
  correctAnswer: string;
  /** The alternative matched or nearly matched (the right spelling of a typo). */
  matched: string | null;
  /** "I was right" is offered (a typed answer judged wrong). */
  canOverride: boolean;
  overriding: boolean;
  overrideFailed: boolean;
  overridden: boolean;
  onOverride: () => void;
  onContinue: () => void;
}

/** The ref is the box; its Continue button is `[data-continue]`. */
export const LearnFeedback = forwardRef<HTMLDivElement, LearnFeedbackProps>(function LearnFeedback(
  { verdict, given, correctAnswer, matched, canOverride, overriding, overrideFailed, overridden, onOverride, onContinue },
  boxRef,
) {
  const { t } = useTranslation('study');
  return (
    <Box ref={boxRef} $verdict={verdict} data-verdict={verdict}>
      <Verdict>{t(`learn.verdict.${verdict}`)}</Verdict>
      {given && (
        <Line>
          {t('learn.yourAnswer')} <strong>{given}</strong>
        </Line>
      )}
      {verdict === 'typo' && matched && (
        <Line>
          {t('learn.rightSpelling')} <strong>{matched}</strong>
        </Line>
      )}
      {verdict === 'incorrect' && (
        <Line>
          {t('learn.correctAnswer')}{' '}
          <strong>
            <SideText side="back" text={correctAnswer} />
          </strong>
        </Line>
      )}
      {overridden && <Line>{t('learn.overridden')}</Line>}
      {overrideFailed && <Line role="alert">{t('learn.overrideFailed')}</Line>}
      <Actions>
        <Button data-continue onClick={onContinue} aria-keyshortcuts="Enter">
          {t('learn.continue')}
        </Button>
        {canOverride && (
          <Button variant="secondary" onClick={onOverride} loading={overriding}>
            {t('learn.iWasRight')}
          </Button>
        )}
      </Actions>
    </Box>
  );
});

const tones = {
  correct: { border: SUCCESS, background: '#e8f6ee' },
  typo: { border: '#8a6100', background: '#fff6dc' },
  incorrect: { border: theme.colors.danger, background: '#fdecee' },
} as const;

const Box = styled.div<{ $verdict: AnswerVerdict }>`
  margin-top: 20px;
  padding: 16px 18px;
  border-left: 6px solid ${({ $verdict }) => fromTable(tones, $verdict, 'border')};
  border-radius: ${theme.radius.lg}px;
  background: ${({ $verdict }) => fromTable(tones, $verdict, 'background')};
`;
const Verdict = styled.p`
  margin: 0 0 6px;
  font-size: 1.15rem;
  font-weight: 700;
  color: ${theme.colors.ink};
`;
const Line = styled.p`
  margin: 4px 0 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
