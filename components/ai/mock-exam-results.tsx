/**
 * A graded attempt: the score, then per question the learner's answer, right or wrong (in
 * words, not only colour), the right answer and the passage it comes from, linked to its page.
 */
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import { labelValueList } from '@/components/ui/label-value-list';
import type { AiExamResult, AiMockExam } from '@/lib/api/ai';
import { theme } from '@/styles/theme';
import { CitationQuote } from './citation-link';
import { ExamQuestionList } from './exam-question-list';

export function MockExamResults({
  exam, result, onRetake, onNew, headingRef,
}: { exam: AiMockExam; result: AiExamResult; onRetake: () => void; onNew: () => void; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('ai');
  const shown = (kind: string, answer: string) =>
    answer === '' ? t('exam.noAnswer') : kind === 'TRUE_FALSE' ? t(`exam.${answer === 'true' ? 'true' : 'false'}`) : answer;
  return (
    <section aria-labelledby="exam-score">
      <h2 id="exam-score" ref={headingRef} tabIndex={-1}>
        {t('exam.score', { score: result.score, total: result.total })}
      </h2>
      <Results>
        {result.results.map((r) => {
          const q = exam.questions.find((x) => x.index === r.index);
          return (
            <li key={r.index} data-correct={r.correct}>
              <Verdict $correct={r.correct}>{r.correct ? t('exam.correct') : t('exam.wrong')}</Verdict>
              {q && <Prompt>{q.prompt}</Prompt>}
              <dl>
                <dt>{t('exam.yourAnswer')}</dt>
                <dd>{shown(q?.kind ?? '', r.given)}</dd>
                <dt>{t('exam.rightAnswer')}</dt>
                <dd>{shown(q?.kind ?? '', r.rightAnswer)}</dd>
              </dl>
              <CitationQuote citation={r.passage} />
            </li>
          );
        })}
      </Results>
      <Actions>
        <Button onClick={onRetake}>{t('exam.retake')}</Button>
        <Button variant="secondary" onClick={onNew}>
          {t('exam.new')}
        </Button>
      </Actions>
    </section>
  );
}

const Results = styled(ExamQuestionList)`
  li {
    padding: 14px 16px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
  }
  dl {
    ${labelValueList};
    gap: 4px 12px;
    margin: 8px 0 10px;
  }
`;
const Verdict = styled.p<{ $correct: boolean }>`
  margin: 0 0 6px;
  font-weight: 700;
  color: ${({ $correct }) => ($correct ? theme.colors.blue700 : theme.colors.danger)};
`;
const Prompt = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; gap: 10px;
`;
