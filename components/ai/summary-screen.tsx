/**
 * /app/ai-summary (issue 12 §2): choose own or saved knows or a new PDF, a length, and get a
 * summary with links back to its pages. The query preselects: `filenames` (comma-joined know
 * uuids or file names of the learner's knows), `length` (short|medium|long), `courseUuid` and
 * `courseTitle` (the course the summary is for).
 */
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { AppPage } from '@/components/ui/app-page';
import { Spinner } from '@/components/ui/spinner';
import { useCreateSummary, type AiSummary, type SummaryLength } from '@/lib/api/ai';
import { SUMMARY_LENGTHS } from '@/lib/contract/ai';
import { AI_LIMITS } from '@/lib/contract/limits';
import { isUuid } from '@/lib/uuid';
import { theme } from '@/styles/theme';
import { AllowancePanel } from './allowance-panel';
import { SourceToolForm } from './source-tool-form';
import { SummaryResult, type SubjectOption } from './summary-result';
import { useSourceTool } from './use-source-tool';

const queryString = (v: unknown) => (typeof v === 'string' ? v : null);

export function SummaryScreen({ subjects }: { subjects: SubjectOption[] }) {
  const { t } = useTranslation('ai');
  const router = useRouter();
  const { user, allowance, work, sources, sourceBody } = useSourceTool('filenames');
  const create = useCreateSummary();
  const [pickedLength, setLength] = useState<SummaryLength | null>(null);
  const [summary, setSummary] = useState<AiSummary | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const course = {
    uuid: isUuid(router.query.courseUuid) ? router.query.courseUuid : null,
    title: queryString(router.query.courseTitle)?.slice(0, AI_LIMITS.courseTitleMax) ?? null,
  };

  const queryLength = queryString(router.query.length);
  const length: SummaryLength =
    pickedLength ?? ((SUMMARY_LENGTHS as readonly string[]).includes(queryLength ?? '') ? (queryLength as SummaryLength) : 'medium');

  useEffect(() => {
    if (summary) resultHeading.current?.focus();
  }, [summary]);

  if (!user) {
    return (
      <AppPage>
        <Spinner aria-label={t('loading')} />
      </AppPage>
    );
  }

  const submit = () => {
    create.mutate(
      { body: { ...sourceBody, length, courseUuid: course.uuid, courseTitle: course.title }, ...work.start() },
      {
        onSuccess: setSummary,
      },
    );
  };

  return (
    <AppPage>
      <h1>{t('summary.title')}</h1>
      {course.title && <Course>{t('summary.course', { course: course.title })}</Course>}
      <Lead>{t('summary.lead')}</Lead>
      {allowance.data && <AllowancePanel allowance={allowance.data} cost={allowance.data.costs.summary} />}

      {summary ? (
        <SummaryResult
          summary={summary}
          subjects={subjects}
          headingRef={resultHeading}
          onNew={() => {
            setSummary(null);
            create.reset();
          }}
        />
      ) : (
        <SourceToolForm tool="summary" sources={sources} request={create} work={work} where="summary" onStart={submit}>
          <Lengths>
            <legend>{t('summary.length')}</legend>
            {SUMMARY_LENGTHS.map((l) => (
              <label key={l}>
                <input type="radio" name="summary-length" value={l} checked={length === l} onChange={() => setLength(l)} />
                {t(`summary.lengths.${l}`)}
              </label>
            ))}
          </Lengths>
        </SourceToolForm>
      )}
    </AppPage>
  );
}

const Lead = styled.p`
  color: ${theme.colors.inkMuted};
  max-width: 65ch;
`;
const Course = styled.p`
  font-weight: 600;
  color: ${theme.colors.blue900};
`;
const Lengths = styled.fieldset`
  margin: 16px 0;
  display: flex; flex-wrap: wrap; gap: 8px 20px;
  legend {
    font-weight: 700;
    margin-bottom: 6px;
  }
  label {
    display: inline-flex; align-items: center; gap: 8px;
    min-height: 44px;
  }
  input {
    width: 20px;
    height: 20px;
  }
`;
