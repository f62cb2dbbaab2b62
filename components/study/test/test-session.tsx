/**
 * Test, the view (issue 24 §3): choose how many questions and which types, take the test, see it
 * graded with each mistake and the right answer, retake only the wrong ones. Grading goes out
 * through `onGrade` (the server grades and records every answer as an FSRS review).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { CheckboxGroup, TextField } from '@/components/ui/form-fields';
import { STUDY_MODE_LIMITS } from '@/lib/contract/limits';
import { TEST_QUESTION_TYPES, type StudySet, type TestAnswer, type TestQuestionType, type TestResult } from '@/lib/contract/study';
import { canOfferChoices, type Random } from '../choice-options';
import { Actions, FocusHeading, Muted, Panel } from '../study-styles';
import { buildTest, maxQuestions, type TestCard, type TestQuestion, type TestSettings } from './build-test';
import { TestForm, toAnswers, type TestResponses } from './test-form';
import { TestResults } from './test-results';

export interface TestSessionProps {
  set: StudySet;
  onGrade: (answers: TestAnswer[]) => Promise<TestResult>;
  onExit: () => void;
  random?: Random;
}

type Phase =
  | { kind: 'setup' }
  | { kind: 'taking'; questions: TestQuestion[]; attempt: number }
  | { kind: 'results'; questions: TestQuestion[]; result: TestResult };

export function TestSession({ set, onGrade, onExit, random = Math.random }: TestSessionProps) {
  const { t } = useTranslation('study');
  const max = maxQuestions(set.cards);
  const choices = canOfferChoices(set.cards);
  const [settings, setSettings] = useState<TestSettings>({
    count: Math.min(STUDY_MODE_LIMITS.testQuestionsDefault, max),
    types: choices ? [...TEST_QUESTION_TYPES] : ['written'],
  });
  const [countText, setCountText] = useState(String(settings.count));
  const [phase, setPhase] = useState<Phase>({ kind: 'setup' });
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempts = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const attempt = phase.kind === 'taking' ? phase.attempt : 0;
  useEffect(() => {
    headingRef.current?.focus();
  }, [phase.kind, attempt]);

  const take = (cards: readonly TestCard[], s: TestSettings) => {
    attempts.current += 1;
    setFailed(false);
    setPhase({ kind: 'taking', questions: buildTest(cards, s, random, set.cards), attempt: attempts.current });
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    const count = Number(countText);
    if (!/^\d+$/.test(countText.trim()) || count < 1 || count > max) return setError(t('test.countError', { max }));
    if (settings.types.length === 0) return setError(t('test.typesError'));
    setError(null);
    const next = { ...settings, count };
    setSettings(next);
    take(set.cards, next);
  };

  const submit = async (responses: TestResponses) => {
    if (phase.kind !== 'taking' || submitting) return;
    setSubmitting(true);
    setFailed(false);
    try {
      const result = await onGrade(toAnswers(phase.questions, responses));
      setPhase({ kind: 'results', questions: phase.questions, result });
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  if (phase.kind === 'results') {
    const wrong = new Set(phase.result.answers.filter((a) => a.verdict === 'incorrect').map((a) => a.flashcardUuid));
    const wrongCards = set.cards.filter((c) => wrong.has(c.uuid));
    return (
      <TestResults
        ref={headingRef}
        result={phase.result}
        // The same types again, on the wrong cards only; options still come from the whole set.
        onRetakeWrong={() => take(wrongCards, { ...settings, count: wrongCards.length })}
        onNewTest={() => setPhase({ kind: 'setup' })}
        onExit={onExit}
      />
    );
  }

  if (phase.kind === 'taking') {
    return (
      <section aria-labelledby="test-title">
        <FocusHeading id="test-title" ref={headingRef} tabIndex={-1}>
          {t('test.takingTitle', { count: phase.questions.length })}
        </FocusHeading>
        <TestForm key={phase.attempt} knowUuid={set.knowUuid} questions={phase.questions} submitting={submitting} failed={failed} onSubmit={(r) => void submit(r)} />
      </section>
    );
  }

  const typeOptions = TEST_QUESTION_TYPES.filter((type) => choices || type === 'written').map((type) => ({ value: type, label: t(`test.types.${type}`) }));
  return (
    <Panel>
      <FocusHeading ref={headingRef} tabIndex={-1}>
        {t('test.setupTitle')}
      </FocusHeading>
      <SetupForm onSubmit={start} noValidate>
        <TextField
          label={t('test.countLabel')}
          hint={t('test.countHint', { max })}
          inputMode="numeric"
          value={countText}
          onChange={(e) => setCountText(e.target.value)}
          error={error && error === t('test.countError', { max }) ? error : null}
        />
        <CheckboxGroup
          legend={t('test.typesLabel')}
          name="types"
          options={typeOptions}
          values={settings.types}
          onChange={(values) => setSettings((s) => ({ ...s, types: values as TestQuestionType[] }))}
          error={error && error === t('test.typesError') ? error : null}
        />
        {!choices && <Muted>{t('test.writtenOnly')}</Muted>}
        <Actions>
          <Button type="submit">{t('test.start')}</Button>
        </Actions>
      </SetupForm>
    </Panel>
  );
}

const SetupForm = styled.form`
  display: grid;
  gap: 16px;
  max-width: 560px;
`;
