/**
 * /app/ai-mock-exam (issue 12 §3): choose material and a focus, get an exam of N questions,
 * answer, see the score and for each question the right answer and its passage; exams are
 * saved and can be taken again. Query: `sourceMaterial` (comma-joined know uuids or file names),
 * `userInput` (the focus). Focus moves to each new step's heading, so keyboard and screen-reader
 * users follow along.
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { Spinner } from '@/components/ui/spinner';
import { useCreateMockExam, useMockExam, useSubmitMockExam, type AiExamResult, type AiMockExam } from '@/lib/api/ai';
import { AI_LIMITS } from '@/lib/contract/limits';
import { theme } from '@/styles/theme';
import { AiError } from './ai-error';
import { AllowancePanel } from './allowance-panel';
import { MockExamForm } from './mock-exam-form';
import { MockExamList } from './mock-exam-list';
import { MockExamResults } from './mock-exam-results';
import { SourceToolForm } from './source-tool-form';
import { useSourceTool } from './use-source-tool';

const COUNTS = [5, 10, 15, 20, 30].filter((n) => n >= AI_LIMITS.questionsMin && n <= AI_LIMITS.questionsMax);

export function MockExamScreen() {
  const { t } = useTranslation('ai');
  const router = useRouter();
  const { user, allowance, work, sources, sourceBody } = useSourceTool('sourceMaterial');
  const create = useCreateMockExam();
  const [typedFocus, setFocus] = useState<string | null>(null);
  const [count, setCount] = useState<number>(AI_LIMITS.questionsDefault);
  /** The exam being taken (new or saved) and, after submitting, its result. */
  const [examUuid, setExamUuid] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<AiExamResult | null>(null);
  const saved = useMockExam(examUuid);
  const exam: AiMockExam | null = saved.data ?? (create.data && create.data.uuid === examUuid ? create.data : null);
  const heading = useRef<HTMLHeadingElement>(null);

  const queryFocus = typeof router.query.userInput === 'string' ? router.query.userInput.slice(0, AI_LIMITS.userInputMax) : '';
  const focus = typedFocus ?? queryFocus;

  const step = result ? 'result' : exam ? 'exam' : 'setup';
  useEffect(() => {
    if (step !== 'setup') heading.current?.focus();
  }, [step, attempt]);

  if (!user) {
    return (
      <AppPage>
        <Spinner aria-label={t('loading')} />
      </AppPage>
    );
  }

  const start = () =>
    create.mutate(
      { body: { ...sourceBody, userInput: focus, questionCount: count }, ...work.start() },
      {
        onSuccess: (created) => {
          setResult(null);
          setExamUuid(created.uuid);
        },
      },
    );
  const backToSetup = () => {
    setExamUuid(null);
    setResult(null);
    create.reset();
  };

  return (
    <AppPage>
      <h1>{t('exam.title')}</h1>
      <Lead>{t('exam.lead')}</Lead>
      {allowance.data && step === 'setup' && <AllowancePanel allowance={allowance.data} cost={allowance.data.costs.mockExam} />}

      {step === 'setup' && examUuid && saved.isLoading && <Spinner aria-label={t('loading')} />}
      {step === 'setup' && examUuid && saved.isError && <ErrorState message={t('errors.loadFailed')} retryLabel={t('retry')} onRetry={() => void saved.refetch()} />}

      {step === 'setup' && !examUuid && (
        <>
          <SourceToolForm tool="exam" sources={sources} request={create} work={work} where="mock-exam" onStart={start}>
            <Settings>
              <TextAreaField
                label={t('exam.focusLabel')}
                hint={t('exam.focusHint')}
                value={focus}
                maxLength={AI_LIMITS.userInputMax}
                onChange={(e) => setFocus(e.target.value)}
                rows={2}
              />
              <SelectField label={t('exam.count')} value={String(count)} onChange={(e) => setCount(Number(e.target.value))}>
                {COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </SelectField>
            </Settings>
          </SourceToolForm>
          <MockExamList enabled={!!user} onTake={(uuid) => setExamUuid(uuid)} />
        </>
      )}

      {step === 'exam' && exam && (
        <TakeExam key={`${exam.uuid}-${attempt}`} exam={exam} headingRef={heading} onResult={setResult} onCancel={backToSetup} />
      )}

      {step === 'result' && exam && result && (
        <MockExamResults
          exam={exam}
          result={result}
          headingRef={heading}
          onRetake={() => {
            setResult(null);
            setAttempt((n) => n + 1);
          }}
          onNew={backToSetup}
        />
      )}
    </AppPage>
  );
}

function TakeExam({
  exam, headingRef, onResult, onCancel,
}: { exam: AiMockExam; headingRef: React.Ref<HTMLHeadingElement>; onResult: (r: AiExamResult) => void; onCancel: () => void }) {
  const { t } = useTranslation('ai');
  const submit = useSubmitMockExam(exam.uuid);
  return (
    <>
      <MockExamForm
        exam={exam}
        headingRef={headingRef}
        submitting={submit.isPending}
        onSubmit={(answers) =>
          submit.mutate(answers, {
            onSuccess: onResult,
          })
        }
      />
      {submit.isError && <AiError error={submit.error} where="mock-exam-attempt" />}
      <Back>
        <Button variant="ghost" onClick={onCancel}>
          {t('exam.back')}
        </Button>
      </Back>
    </>
  );
}

const Lead = styled.p`
  color: ${theme.colors.inkMuted};
  max-width: 65ch;
`;
const Settings = styled.div`
  display: grid;
  gap: 0 16px;
  margin-top: 16px;
  @media (min-width: ${theme.breakpoints.md}px) {
    grid-template-columns: 3fr 1fr;
  }
`;
const Back = styled.div`
  margin-top: 12px;
`;
