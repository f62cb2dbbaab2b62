/**
 * Taking a test: every question on one page, grouped by type, answered in any order and graded
 * at the end. Typed answers: Enter goes to the next question. Options and true or false are radio
 * groups (arrow keys) where the number keys pick too; matching is a select per term.
 */
import { Fragment, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AnswerFieldset } from '@/components/shared/study-panel-styles';
import { Button } from '@/components/ui/button';
import { SelectField, SelectOptions, TextField } from '@/components/ui/form-fields';
import type { TestAnswer } from '@/lib/contract/study';
import { theme } from '@/styles/theme';
import { Actions, Key, Muted, Panel } from '../study-styles';
import type { TestCard, TestQuestion } from './build-test';
import { CardSide, useCardSide } from '@/components/shared/card-side-images';

export type TestResponses = Record<string, string | boolean | undefined>;

export function toAnswers(questions: readonly TestQuestion[], responses: TestResponses): TestAnswer[] {
  return questions.map((q): TestAnswer => {
    const r = responses[q.card.uuid];
    if (q.type === 'trueFalse') return { type: 'trueFalse', flashcardUuid: q.card.uuid, shown: q.shown ?? '', answer: r === true };
    return { type: q.type, flashcardUuid: q.card.uuid, answer: typeof r === 'string' ? r : '' };
  });
}

export interface TestFormProps {
  /** The set: its cards' pictures are shown with their questions. */
  knowUuid: string;
  questions: TestQuestion[];
  submitting: boolean;
  failed: boolean;
  onSubmit: (responses: TestResponses) => void;
}

/** The next question's first control, for Enter in a typed answer. */
function focusNext(form: HTMLFormElement | null, from: HTMLElement) {
  const blocks = [...(form?.querySelectorAll<HTMLElement>('[data-question]') ?? [])];
  const at = blocks.findIndex((b) => b.contains(from));
  const next = blocks[at + 1]?.querySelector<HTMLElement>('input, select');
  (next ?? form?.querySelector<HTMLElement>('button[type="submit"]'))?.focus();
}

export function TestForm({ knowUuid, questions, submitting, failed, onSubmit }: TestFormProps) {
  const { t } = useTranslation('study');
  const [responses, setResponses] = useState<TestResponses>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (uuid: string, value: string | boolean) => setResponses((r) => ({ ...r, [uuid]: value }));
  const unanswered = questions.filter((q) => {
    const r = responses[q.card.uuid];
    return r === undefined || r === '';
  }).length;

  /** Number keys inside a radio group pick its option. */
  const pickByNumber = (e: KeyboardEvent<HTMLFieldSetElement>, values: (string | boolean)[], uuid: string) => {
    const n = Number(e.key);
    if (e.altKey || e.ctrlKey || e.metaKey || !Number.isInteger(n) || n < 1 || n > values.length) return;
    e.preventDefault();
    set(uuid, values[n - 1]!);
    e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')[n - 1]?.focus();
  };

  return (
    <form
      ref={formRef}
      aria-label={t('test.formLabel')}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit(responses);
      }}
    >
      <Muted>{t('test.formHint')}</Muted>
      {questions.map((q, i) => {
        const n = i + 1;
        const uuid = q.card.uuid;
        const heading = q.type !== questions[i - 1]?.type ? <SectionTitle>{t(`test.types.${q.type}`)}</SectionTitle> : null;
        const value = responses[uuid];
        let body: ReactNode;
        if (q.type === 'written') {
          body = (
            <TextField
              label={<QuestionLabel n={n} knowUuid={knowUuid} card={q.card} />}
              value={typeof value === 'string' ? value : ''}
              onChange={(e) => set(uuid, e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                focusNext(formRef.current, e.currentTarget);
              }}
            />
          );
        } else if (q.type === 'matching') {
          body = (
            <SelectField label={<QuestionLabel n={n} knowUuid={knowUuid} card={q.card} />} value={typeof value === 'string' ? value : ''} onChange={(e) => set(uuid, e.target.value)}>
              <SelectOptions
                empty={t('test.chooseMatch')}
                options={(q.groupOptions ?? []).map((o) => ({ value: o, label: o }))}
              />
            </SelectField>
          );
        } else {
          const values: (string | boolean)[] = q.type === 'trueFalse' ? [true, false] : (q.options ?? []);
          body = (
            <AnswerFieldset onKeyDown={(e) => pickByNumber(e, values, uuid)}>
              <legend>
                <QuestionLabel n={n} knowUuid={knowUuid} card={q.card} />
              </legend>
              {q.type === 'trueFalse' && (
                <Statement>
                  {t('test.statement')} <strong>{q.shown}</strong>
                </Statement>
              )}
              {values.map((v, i) => (
                <Choice key={String(v)}>
                  <input type="radio" name={`q-${uuid}`} checked={value === v} onChange={() => set(uuid, v)} />
                  <Key aria-hidden="true">{i + 1}</Key>
                  <span>{typeof v === 'boolean' ? t(v ? 'test.true' : 'test.false') : v}</span>
                </Choice>
              ))}
            </AnswerFieldset>
          );
        }
        return (
          <Fragment key={uuid}>
            {heading}
            <Question data-question={q.type}>
              <CardSide knowUuid={knowUuid} cardUuid={uuid} side="front" text={q.card.front}>
                {() => null}
              </CardSide>
              {body}
            </Question>
          </Fragment>
        );
      })}
      {unanswered > 0 && <Muted>{t('test.unanswered', { count: unanswered })}</Muted>}
      {failed && <ErrorText role="alert">{t('test.submitFailed')}</ErrorText>}
      <Actions>
        <Button type="submit" loading={submitting}>
          {t('test.submit')}
        </Button>
      </Actions>
    </form>
  );
}

/** The question's text; an image-only front (its picture is above) is named as a picture. */
function QuestionLabel({ n, knowUuid, card }: { n: number; knowUuid: string; card: TestCard }) {
  const { t } = useTranslation('common');
  const { text, placeholder } = useCardSide(knowUuid, card.uuid, 'front', card.front);
  return (
    <>
      <QuestionNumber>{n}.</QuestionNumber> {text || (placeholder ? t('cardImage.front') : '')}
    </>
  );
}

const SectionTitle = styled.h2`
  margin: 24px 0 10px;
  font-size: 1.15rem;
  color: ${theme.colors.blue900};
`;
const Question = styled(Panel)`
  margin-bottom: 12px;
  padding: 18px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const QuestionNumber = styled.span`
  font-weight: 700;
  color: ${theme.colors.inkMuted};
`;
const Statement = styled.p`
  margin: 0 0 10px;
`;
const Choice = styled.label`
  display: flex; align-items: center; gap: 10px;
  min-height: 44px;
  padding: 6px 10px;
  border-radius: ${theme.radius.md}px;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceAlt};
  }
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;
const ErrorText = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.danger};
  font-weight: 600;
`;
