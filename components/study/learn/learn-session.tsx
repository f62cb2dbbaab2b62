/**
 * Learn, the view (issue 24 §1): rounds of the set's cards from learn-round.ts, asked as multiple
 * choice (number keys pick) and then typed (Enter checks). Every answer goes out through
 * `onAnswer` (the server grades it and records the FSRS review); "I was right" through
 * `onOverride`. A live region says whether an answer was right; the focus moves to the question,
 * then to Continue, then to the round's summary.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-fields';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { StudyCard } from '@/lib/contract/flashcards';
import type { AnswerResult, StudySet } from '@/lib/contract/study';
import { theme } from '@/styles/theme';
import { canOfferChoices, choiceOptions, type Random } from '../choice-options';
import { CardSide, useSideText } from '@/components/shared/card-side-images';
import { Actions, Eyebrow, Key, OptionButton, OptionGrid, Panel, Prompt } from '../study-styles';
import { useNumberKeys } from '../use-number-keys';
import { LearnFeedback } from './learn-feedback';
import { currentQuestion, initialLearn, learnReducer, masteredCount, roundOutcome, type LearnState } from './learn-round';
import { RoundSummary } from './round-summary';

export interface LearnSessionProps {
  set: StudySet;
  onAnswer: (card: StudyCard, kind: 'choice' | 'written', answer: string) => Promise<AnswerResult>;
  onOverride: (card: StudyCard, answer: string) => Promise<unknown>;
  onExit: () => void;
  random?: Random;
}

interface Feedback {
  result: AnswerResult;
  given: string;
  kind: 'choice' | 'written';
  overridden: boolean;
}

function start(set: StudySet): LearnState {
  return initialLearn(set.cards, canOfferChoices(set.cards));
}

export function LearnSession({ set, onAnswer, onOverride, onExit, random = Math.random }: LearnSessionProps) {
  const { t } = useTranslation('study');
  const sideText = useSideText();
  const [state, dispatch] = useReducer(learnReducer, set, start);
  const [restarts, setRestarts] = useState(0);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [overriding, setOverriding] = useState(false);
  const [overrideFailed, setOverrideFailed] = useState(false);
  const promptRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const summaryRef = useRef<HTMLHeadingElement>(null);

  const cards = useMemo(() => new Map(set.cards.map((c) => [c.uuid, c])), [set.cards]);
  const question = currentQuestion(state);
  const card = question ? cards.get(question.cardUuid)! : null;
  const options = useMemo(
    () => (question?.stage === 'choice' && card ? choiceOptions(card, set.cards, random) : []),
    // A new question (not a re-render) reshuffles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [question?.id, restarts],
  );

  // The focus follows the session: question, verdict, summary.
  useEffect(() => {
    if (state.phase === 'roundDone' || state.phase === 'finished') summaryRef.current?.focus();
    else if (state.phase === 'feedback') feedbackRef.current?.querySelector<HTMLElement>('[data-continue]')?.focus();
    else if (question?.stage === 'written') inputRef.current?.focus();
    else promptRef.current?.focus();
  }, [state.phase, question?.id, question?.stage]);
  // "I was right" is disabled while it is sent, which drops the focus: back to Continue.
  const overridden = !!feedback?.overridden;
  useEffect(() => {
    if (overridden) feedbackRef.current?.querySelector<HTMLElement>('[data-continue]')?.focus();
  }, [overridden]);

  const submit = useCallback(
    async (kind: 'choice' | 'written', answer: string) => {
      if (!card || pending || state.phase !== 'question') return;
      setPending(true);
      setFailed(false);
      try {
        const result = await onAnswer(card, kind, answer);
        setFeedback({ result, given: answer, kind, overridden: false });
        dispatch({ type: 'answered' });
      } catch {
        setFailed(true);
      } finally {
        setPending(false);
      }
    },
    [card, pending, state.phase, onAnswer],
  );

  useNumberKeys(options.length, state.phase === 'question' && question?.stage === 'choice' && !pending ? (i) => void submit('choice', options[i]!) : null);

  const override = async () => {
    if (!card || !feedback) return;
    setOverriding(true);
    setOverrideFailed(false);
    try {
      await onOverride(card, feedback.given);
      setFeedback({ ...feedback, overridden: true });
    } catch {
      setOverrideFailed(true);
    } finally {
      setOverriding(false);
    }
  };

  const next = () => {
    if (!feedback) return;
    dispatch({ type: 'continue', verdict: feedback.overridden ? 'correct' : feedback.result.verdict });
    setFeedback(null);
    setTyped('');
    setOverrideFailed(false);
  };

  const restart = () => {
    setRestarts((n) => n + 1);
    dispatch({ type: 'restart', state: initialLearn(set.cards.map((c) => ({ ...c, state: 0 })), canOfferChoices(set.cards)) });
  };

  const verdict = feedback ? (feedback.overridden ? 'correct' : feedback.result.verdict) : null;
  const announcement = verdict
    ? [t(`learn.verdict.${verdict}`), verdict === 'incorrect' ? `${t('learn.correctAnswer')} ${sideText('back', feedback!.result.correctAnswer)}` : '']
        .filter(Boolean)
        .join(' ')
    : '';
  const done = masteredCount(state);
  const total = state.order.length;

  return (
    <Region aria-label={t('learn.label')}>
      <ProgressBar label={t('learn.progressLabel')} value={total ? (done / total) * 100 : 0} valueText={t('learn.masteredOf', { count: done, total })} />
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="learn-announcement">
        {announcement}
      </p>
      <Panel>
        {state.phase === 'roundDone' || state.phase === 'finished' ? (
          <RoundSummary
            ref={summaryRef}
            round={state.round}
            finished={state.phase === 'finished'}
            mastered={roundOutcome(state).mastered.map((id) => cards.get(id)!)}
            needsWork={roundOutcome(state).needsWork.map((id) => cards.get(id)!)}
            masteredTotal={done}
            total={total}
            onNext={() => dispatch({ type: 'nextRound' })}
            onRestart={restart}
            onExit={onExit}
          />
        ) : (
          card &&
          question && (
            <>
              <Eyebrow>{t('learn.roundOf', { round: state.round })}</Eyebrow>
              <Eyebrow>{t(question.stage === 'choice' ? 'learn.chooseTitle' : 'learn.typeTitle')}</Eyebrow>
              <Prompt ref={promptRef} tabIndex={-1} data-testid="learn-prompt">
                <CardSide knowUuid={card.knowUuid} cardUuid={card.uuid} side="front" text={card.front}>
                  {(text) => text}
                </CardSide>
              </Prompt>
              {question.stage === 'choice' ? (
                <OptionGrid role="group" aria-label={t('learn.optionsLabel')}>
                  {options.map((option, i) => {
                    const picked = feedback?.given === option;
                    const right = feedback && feedback.result.correctAnswer === option;
                    return (
                      <OptionButton
                        key={option}
                        type="button"
                        disabled={!!feedback || pending}
                        aria-keyshortcuts={String(i + 1)}
                        $state={feedback ? (right ? 'right' : picked ? 'wrong' : undefined) : undefined}
                        onClick={() => void submit('choice', option)}
                      >
                        <Key aria-hidden="true">{i + 1}</Key>
                        <span>{option}</span>
                      </OptionButton>
                    );
                  })}
                </OptionGrid>
              ) : (
                <form
                  onSubmit={(e: FormEvent) => {
                    e.preventDefault();
                    if (typed.trim()) void submit('written', typed);
                  }}
                >
                  <TextField
                    ref={inputRef}
                    label={t('learn.typeLabel')}
                    value={typed}
                    onChange={(e) => setTyped(e.target.value)}
                    readOnly={!!feedback}
                    autoComplete="off"
                    autoCapitalize="off"
                    autoCorrect="off"
                    spellCheck={false}
                    hint={t('learn.typeHint')}
                  />
                  {!feedback && (
                    <Actions>
                      <Button type="submit" loading={pending} disabled={!typed.trim()}>
                        {t('learn.check')}
                      </Button>
                      <Button variant="secondary" disabled={pending} onClick={() => void submit('written', '')}>
                        {t('learn.dontKnow')}
                      </Button>
                    </Actions>
                  )}
                </form>
              )}
              {question.stage === 'choice' && !feedback && <Hint>{t('learn.chooseHint', { last: options.length })}</Hint>}
              {failed && <ErrorText role="alert">{t('learn.answerFailed')}</ErrorText>}
              {feedback && verdict && (
                <LearnFeedback
                  ref={feedbackRef}
                  verdict={verdict}
                  given={feedback.given}
                  correctAnswer={feedback.result.correctAnswer}
                  matched={feedback.result.matched}
                  canOverride={feedback.kind === 'written' && feedback.given.trim() !== '' && feedback.result.verdict === 'incorrect' && !feedback.overridden}
                  overriding={overriding}
                  overrideFailed={overrideFailed}
                  overridden={feedback.overridden}
                  onOverride={() => void override()}
                  onContinue={next}
                />
              )}
              {/* The answer's pictures once it is known. */}
              {feedback && (
                <CardSide knowUuid={card.knowUuid} cardUuid={card.uuid} side="back" text={card.back}>
                  {() => null}
                </CardSide>
              )}
            </>
          )
        )}
      </Panel>
      <Actions>
        <Button variant="secondary" onClick={onExit}>
          {t('learn.exit')}
        </Button>
      </Actions>
    </Region>
  );
}

const Region = styled.section`
  display: grid;
  gap: 16px;
`;
const Hint = styled.p`
  margin: 14px 0 0;
  font-size: 0.9rem;
  color: ${theme.colors.inkMuted};
`;
const ErrorText = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
