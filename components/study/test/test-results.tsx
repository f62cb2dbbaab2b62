/** A graded test: the score, each mistake with the right answer, the right ones, and what next. */
import { forwardRef, type ReactNode } from 'react';
import { styled } from 'next-yak';
import { unstyledList } from '@/components/ui/unstyled-list';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SideText } from '@/components/shared/card-side-images';
import { Button } from '@/components/ui/button';
import type { TestResult } from '@/lib/contract/study';
import { theme } from '@/styles/theme';
import { Actions, FocusHeading, Panel, SUCCESS } from '../study-styles';

export interface TestResultsProps {
  result: TestResult;
  onRetakeWrong: () => void;
  onNewTest: () => void;
  onExit: () => void;
}

type Graded = TestResult['answers'][number];

function Given({ a }: { a: Graded }) {
  const { t } = useTranslation('study');
  if (a.type === 'trueFalse') {
    return (
      <>
        {t('test.statement')}{' '}
        <strong>
          <SideText side="back" text={a.shown ?? ''} />
        </strong> · {t('test.yourAnswer')} <strong>{t(a.answer === 'true' ? 'test.true' : 'test.false')}</strong>
      </>
    );
  }
  return (
    <>
      {t('test.yourAnswer')} <strong>{a.answer ? <SideText side="back" text={a.answer} /> : t('test.noAnswer')}</strong>
    </>
  );
}

/** One graded answer: the prompt and what was given, then what its list adds (the right answer, a
 * spelling note). */
function AnswerItem({ a, tone, children }: { a: Graded; tone: 'right' | 'wrong'; children?: ReactNode }) {
  return (
    <Item $tone={tone}>
      <Prompt>
        <SideText side="front" text={a.prompt} />
      </Prompt>
      <Line>
        <Given a={a} />
      </Line>
      {children}
    </Item>
  );
}

export const TestResults = forwardRef<HTMLHeadingElement, TestResultsProps>(function TestResults({ result, onRetakeWrong, onNewTest, onExit }, headingRef) {
  const { t } = useTranslation('study');
  const wrong = result.answers.filter((a) => a.verdict === 'incorrect');
  const right = result.answers.filter((a) => a.verdict !== 'incorrect');
  const percent = result.total ? Math.round((result.score / result.total) * 100) : 0;
  return (
    <Panel>
      <FocusHeading ref={headingRef} tabIndex={-1}>
        {t('test.score', { score: result.score, total: result.total, percent })}
      </FocusHeading>
      {wrong.length > 0 ? (
        <>
          <ListTitle id="test-mistakes">{t('test.mistakes', { count: wrong.length })}</ListTitle>
          <Items aria-labelledby="test-mistakes">
            {wrong.map((a) => (
              <AnswerItem key={a.flashcardUuid} a={a} tone="wrong">
                <Line>
                  {t('test.rightAnswer')}{' '}
                  <strong>
                    <SideText side="back" text={a.correctAnswer} />
                  </strong>
                </Line>
              </AnswerItem>
            ))}
          </Items>
        </>
      ) : (
        <p>{t('test.perfect')}</p>
      )}
      {right.length > 0 && (
        <Details>
          <summary>{t('test.rightOnes', { count: right.length })}</summary>
          <Items>
            {right.map((a) => (
              <AnswerItem key={a.flashcardUuid} a={a} tone="right">
                {a.verdict === 'typo' && a.matched && (
                  <Line>
                    {t('test.spelling')} <strong>{a.matched}</strong>
                  </Line>
                )}
              </AnswerItem>
            ))}
          </Items>
        </Details>
      )}
      <Actions>
        {wrong.length > 0 && <Button onClick={onRetakeWrong}>{t('test.retakeWrong', { count: wrong.length })}</Button>}
        <Button variant={wrong.length > 0 ? 'secondary' : 'primary'} onClick={onNewTest}>
          {t('test.newTest')}
        </Button>
        <Button variant="secondary" onClick={onExit}>
          {t('test.exit')}
        </Button>
      </Actions>
    </Panel>
  );
});

const ListTitle = styled.h3`
  margin: 16px 0 8px;
  font-size: 1.05rem;
`;
const Items = styled.ul`
  ${unstyledList};
  display: grid;
  gap: 10px;
`;
const Item = styled.li<{ $tone: 'right' | 'wrong' }>`
  padding: 12px 14px;
  border-left: 5px solid ${({ $tone }) => ($tone === 'right' ? SUCCESS : theme.colors.danger)};
  border-radius: ${theme.radius.md}px;
  background: ${theme.colors.surfaceAlt};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
const Prompt = styled.p`
  margin: 0 0 4px;
  font-weight: 700;
`;
const Line = styled.p`
  margin: 2px 0 0;
`;
const Details = styled.details`
  margin-top: 16px;
  summary {
    min-height: 44px;
    display: flex; align-items: center;
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.blue700};
  }
`;
