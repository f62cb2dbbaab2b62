/**
 * Taking a mock exam: one fieldset per question (its legend is the question), multiple choice
 * and true/false as radio groups, a gap as a text field: the browser's own controls, so the exam
 * works by keyboard alone (Tab between questions, arrows within a group, Enter submits).
 */
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { Button } from '@/components/ui/button';
import type { AiMockExam, ExamQuestion } from '@/lib/api/ai';
import { AI_LIMITS } from '@/lib/contract/limits';
import { theme } from '@/styles/theme';
import { EngineLabel, ItemEngine } from './engine-label';
import { ExamQuestionList } from './exam-question-list';

export function MockExamForm({
  exam, submitting, onSubmit, headingRef,
}: { exam: AiMockExam; submitting: boolean; onSubmit: (answers: string[]) => void; headingRef: React.Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('ai');
  const [answers, setAnswers] = useState<string[]>(() => exam.questions.map(() => ''));
  const set = (i: number, value: string) => setAnswers((a) => a.map((v, j) => (j === i ? value : v)));
  const answered = answers.filter((a) => a.trim() !== '').length;
  return (
    <form
      aria-labelledby="exam-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!submitting) onSubmit(answers);
      }}
    >
      <h2 id="exam-title" ref={headingRef} tabIndex={-1}>
        {exam.title}
      </h2>
      <EngineLabel engine={exam.engine} note={exam.note} checked />
      {exam.userInput && <Focus>{t('exam.focus', { focus: exam.userInput })}</Focus>}
      <Questions>
        {exam.questions.map((q, i) => (
          <li key={q.index}>
            <Question question={q} number={i + 1} total={exam.questions.length} value={answers[i] ?? ''} onChange={(v) => set(i, v)} showEngine={exam.engine !== 'embedded'} />
          </li>
        ))}
      </Questions>
      <Footer>
        <span role="status">{t('exam.answered', { count: answered, total: exam.questions.length })}</span>
        <Button type="submit" loading={submitting} loadingLabel={t('exam.checking')}>
          {t('exam.submit')}
        </Button>
      </Footer>
    </form>
  );
}

function Question({
  question, number, total, value, onChange, showEngine,
}: { question: ExamQuestion; number: number; total: number; value: string; onChange: (v: string) => void; showEngine: boolean }) {
  const { t } = useTranslation('ai');
  const id = `exam-q-${question.index}`;
  const legend = (
    <legend>
      <Number>{t('exam.questionNumber', { number, total })}</Number>
      <Prompt>{question.prompt}</Prompt>
    </legend>
  );
  // Outside the legend, so it is not read again with every option.
  const engine = showEngine ? <ItemEngine engine={question.engine} /> : null;
  if (question.kind === 'GAP') {
    return (
      <fieldset>
        {legend}
        {engine}
        <label htmlFor={`${id}-answer`}>{t('exam.gapAnswer')}</label>
        <input id={`${id}-answer`} type="text" value={value} maxLength={AI_LIMITS.answerMax} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
      </fieldset>
    );
  }
  return (
    <fieldset>
      {legend}
      {engine}
      <Options>
        {question.options.map((option, i) => (
          <label key={`${option}-${i}`}>
            <input type="radio" name={id} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{question.kind === 'TRUE_FALSE' ? t(`exam.${option === 'true' ? 'true' : 'false'}`) : option}</span>
          </label>
        ))}
      </Options>
    </fieldset>
  );
}

const Focus = styled.p`
  color: ${theme.colors.inkMuted};
`;
const Questions = styled(ExamQuestionList)`
  fieldset {
    margin: 0;
    padding: 14px 16px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.xl}px;
  }
  legend {
    padding: 0 4px;
  }
  input[type='text'] {
    display: block;
    width: 100%;
    margin-top: 6px;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radius.md}px;
    font: inherit;
  }
`;
const Number = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${theme.colors.inkMuted};
`;
const Prompt = styled.span`
  display: block;
  font-weight: 600;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Options = styled.div`
  display: grid;
  gap: 4px;
  margin-top: 8px;
  label {
    display: flex; align-items: center; gap: 10px;
    min-height: 44px;
    padding: 0 8px;
    border-radius: ${theme.radius.md}px;
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  label:has(input:checked) {
    background: ${theme.colors.blue100};
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;
const Footer = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
`;
