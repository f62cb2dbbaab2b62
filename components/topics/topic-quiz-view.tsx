/**
 * /user-topic/{uuid}/quiz: ten multiple-choice questions on a followed topic, fully by keyboard
 * (arrow keys or 1-4 choose, Enter answers), then the score and a review of the wrong answers.
 * The server grades and feeds every answer into the card's FSRS schedule. A topic not followed
 * offers the follow; one with too little material says so. Strings: namespace `topic-quiz`.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import { useRequireSession } from '@/components/shared/use-require-session';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/errors';
import { useSubmitQuiz, useTopicQuiz, type QuizQuestion, type QuizResult, type TopicQuiz } from '@/lib/api/topics';
import { notifyError } from '@/lib/notifications/toast';
import { theme } from '@/styles/theme';
import { FollowTopicButton } from './follow-topic-button';

export function TopicQuizView({ topicUuid }: { topicUuid: string }) {
  const { t } = useTranslation('topic-quiz');
  const user = useRequireSession();
  const quiz = useTopicQuiz(topicUuid, !!user);
  const [run, setRun] = useState(0);

  if (!user || quiz.isLoading) return <Spinner aria-label={t('loading')} />;
  if (quiz.isError) {
    const notFollowed = quiz.error instanceof ApiError && quiz.error.status === 404;
    if (notFollowed) {
      return (
        <EmptyState
          title={t('notFollowed.title')}
          text={t('notFollowed.text')}
          actions={<FollowTopicButton topicUuid={topicUuid} topicName={t('notFollowed.thisTopic')} />}
        />
      );
    }
    return <ErrorState message={t('error')} retryLabel={t('retry')} onRetry={() => void quiz.refetch()} />;
  }
  const data = quiz.data!;
  if (data.questions.length === 0) {
    return (
      <>
        <h1>{t('heading', { topic: data.topicName })}</h1>
        <EmptyState
          title={t('empty.title')}
          text={t('empty.text', { topic: data.topicName })}
          actions={<AppLink to={`/topics/${data.topicUuid}`}>{t('empty.action', { topic: data.topicName })}</AppLink>}
        />
      </>
    );
  }
  return (
    <QuizRun
      key={`${run}:${quiz.dataUpdatedAt}`}
      quiz={data}
      onAgain={() => {
        setRun((r) => r + 1);
        void quiz.refetch();
      }}
    />
  );
}

function QuizRun({ quiz, onAgain }: { quiz: TopicQuiz; onAgain: () => void }) {
  const { t } = useTranslation('topic-quiz');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<{ flashcardUuid: string; answer: string }[]>([]);
  const submit = useSubmitQuiz(quiz.topicUuid);
  const [result, setResult] = useState<QuizResult | null>(null);
  const total = quiz.questions.length;

  const answer = (choice: string) => {
    const question = quiz.questions[index]!;
    const next = [...answers, { flashcardUuid: question.flashcardUuid, answer: choice }];
    setAnswers(next);
    if (index + 1 < total) {
      setIndex(index + 1);
      return;
    }
    submit.mutate(next, { onSuccess: setResult, onError: (e) => notifyError(e) });
  };

  return (
    <>
      <h1>{t('heading', { topic: quiz.topicName })}</h1>
      <Lead>{t('subject', { subject: quiz.subjectName })}</Lead>
      {result ? (
        <Results result={result} onAgain={onAgain} />
      ) : submit.isPending || answers.length === total ? (
        submit.isError ? (
          <Button onClick={() => submit.mutate(answers, { onSuccess: setResult, onError: (e) => notifyError(e) })}>{t('retrySubmit')}</Button>
        ) : (
          <Spinner aria-label={t('grading')} />
        )
      ) : (
        <QuestionCard key={index} question={quiz.questions[index]!} number={index + 1} total={total} onAnswer={answer} />
      )}
    </>
  );
}

function QuestionCard({ question, number, total, onAnswer }: { question: QuizQuestion; number: number; total: number; onAnswer: (choice: string) => void }) {
  const { t } = useTranslation('topic-quiz');
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = question.choices.length;

  useEffect(() => {
    refs.current[0]?.focus();
  }, []);

  const select = (i: number) => {
    setSelected(i);
    refs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowRight') select((selected + 1) % count);
    else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') select((selected - 1 + count) % count);
    else if (/^[1-9]$/.test(e.key) && Number(e.key) <= count) select(Number(e.key) - 1);
    else if (e.key === 'Enter' || e.key === ' ') onAnswer(question.choices[selected]!);
    else return;
    e.preventDefault();
  };

  return (
    <section aria-labelledby="quiz-prompt">
      <Progress>{t('progress', { number, total })}</Progress>
      <Prompt id="quiz-prompt">{question.prompt}</Prompt>
      <Choices role="radiogroup" aria-labelledby="quiz-prompt" onKeyDown={onKeyDown}>
        {question.choices.map((choice, i) => (
          <Choice
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected === i}
            tabIndex={selected === i ? 0 : -1}
            $selected={selected === i}
            onClick={() => onAnswer(choice)}
            onFocus={() => setSelected(i)}
          >
            <Key aria-hidden="true">{i + 1}</Key>
            {choice}
          </Choice>
        ))}
      </Choices>
      <Hint>{t('keyboardHint')}</Hint>
    </section>
  );
}

function Results({ result, onAgain }: { result: QuizResult; onAgain: () => void }) {
  const { t } = useTranslation('topic-quiz');
  const heading = useRef<HTMLHeadingElement>(null);
  const wrong = result.answers.filter((a) => !a.correct);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="quiz-score">
      <h2 id="quiz-score" ref={heading} tabIndex={-1}>
        {t('score', { score: result.score, total: result.total })}
      </h2>
      <p>{t('scheduled')}</p>
      {wrong.length > 0 ? (
        <>
          <h3>{t('review.heading')}</h3>
          <ReviewList>
            {wrong.map((a) => (
              <li key={a.flashcardUuid}>
                <strong>{a.prompt}</strong>
                <span>{t('review.yours', { answer: a.answer })}</span>
                <span>{t('review.correct', { answer: a.correctAnswer })}</span>
              </li>
            ))}
          </ReviewList>
        </>
      ) : (
        <p>{t('review.allRight')}</p>
      )}
      <Actions>
        <Button onClick={onAgain}>{t('again')}</Button>
        <AppLink to="/app/flashcards">{t('toFlashcards')}</AppLink>
      </Actions>
    </section>
  );
}

const Lead = styled.p`
  color: ${theme.colors.inkMuted};
  margin: 0 0 20px;
`;
const Progress = styled.p`
  margin: 0 0 8px;
  color: ${theme.colors.inkMuted};
`;
const Prompt = styled.h2`
  margin: 0 0 16px;
  white-space: pre-wrap;
`;
const Choices = styled.div`
  display: grid;
  gap: 10px;
  max-width: 640px;
`;
const Choice = styled.button<{ $selected: boolean }>`
  display: flex; align-items: center; gap: 12px;
  min-height: 48px;
  padding: 10px 16px;
  border: 2px solid ${(p) => (p.$selected ? theme.colors.blue700 : theme.colors.line)};
  border-radius: ${theme.radius.md}px;
  background: ${(p) => (p.$selected ? theme.colors.blue100 : theme.colors.surface)};
  color: ${theme.colors.ink};
  font: inherit;
  text-align: left;
  cursor: pointer;
  white-space: pre-wrap;
  &:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
`;
const Key = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 28px;
  height: 28px;
  border-radius: ${theme.radius.sm}px;
  background: ${theme.colors.surfaceAlt};
  font-weight: 700;
`;
const Hint = styled.p`
  margin: 12px 0 0;
  color: ${theme.colors.inkMuted};
  font-size: 0.9rem;
`;
const ReviewList = styled.ul`
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
  li { display: grid; gap: 4px; padding: 12px 16px; border: 1px solid ${theme.colors.line}; border-radius: ${theme.radius.md}px; }
`;
const Actions = styled.div`
  display: flex; flex-wrap: wrap; align-items: center; gap: 16px;
  margin-top: 20px;
`;
