/**
 * Topic quizzes (issue 13 §4, decision 0039). Questions come from the flashcards of the topic's
 * PUBLIC flashcard knows in the edition the learner follows it in (never a private or unpublished
 * know, not even the learner's own): the front is the question, the back the answer, and the
 * wrong choices are backs of other cards of the same topic. The quiz is stateless: answers come
 * back with their card ids and are graded against the cards as they are now, and each graded
 * answer is an FSRS review of its card (right: Good, wrong: Again) through the flashcards service.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { STUDY_EVENTS } from '@/lib/analytics/event-names';
import { QUIZ_LIMITS } from '@/lib/contract/limits';
import type { QuizQuestion, QuizResult, TopicQuiz } from '@/lib/contract/topic-quiz';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { recordUserEvent } from '../analytics/user-event';
import { flashcards, knows } from '../db/schema';
import { reviewCard } from '../flashcards/service';
import { badRequest } from '../errors';
import { isPublicKnow } from '../knows/visibility';
import { followOf } from './follows';

/** Cards read per quiz: a random sample large enough for ten questions and their distractors. */
const SAMPLE = 200;

type Random = () => number;

const normalize = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

function topicCards(topicUuid: string, country: string) {
  return and(eq(knows.topicUuid, topicUuid), eq(knows.country, country), eq(knows.format, 'FLASHCARDS'), isPublicKnow)!;
}

function shuffle<T>(items: T[], random: Random): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

export async function buildQuiz(app: AppContext, auth: AuthUser, topicUuid: string, random: Random = Math.random): Promise<TopicQuiz> {
  const follow = await followOf(app, auth, topicUuid);
  const rows = await app.db
    .select({ id: flashcards.id, front: flashcards.front, back: flashcards.back, knowId: flashcards.knowId })
    .from(flashcards)
    .innerJoin(knows, eq(knows.id, flashcards.knowId))
    .where(topicCards(follow.topicUuid, follow.countryCode))
    .orderBy(sql`random()`)
    .limit(SAMPLE);
  // One card per answer: two cards with the same back would make a question with two right choices.
  const byAnswer = new Map<string, (typeof rows)[number]>();
  for (const r of rows) if (r.front.trim() && r.back.trim() && !byAnswer.has(normalize(r.back))) byAnswer.set(normalize(r.back), r);
  const cards = shuffle([...byAnswer.values()], random);
  const base = { topicUuid: follow.topicUuid, topicName: follow.topicName, subjectName: follow.subjectName, countryCode: follow.countryCode };
  if (cards.length < QUIZ_LIMITS.minCards) return { ...base, questions: [] };
  const questions: QuizQuestion[] = cards.slice(0, QUIZ_LIMITS.questions).map((card) => {
    const distractors = shuffle(cards.filter((c) => c !== card), random).slice(0, QUIZ_LIMITS.choices - 1);
    return {
      flashcardUuid: card.id,
      knowUuid: card.knowId,
      prompt: card.front,
      choices: shuffle([card.back, ...distractors.map((d) => d.back)], random),
    };
  });
  return { ...base, questions };
}

export async function gradeQuiz(
  app: AppContext,
  auth: AuthUser,
  topicUuid: string,
  answers: { flashcardUuid: string; answer: string }[],
  now = new Date(),
): Promise<QuizResult> {
  const follow = await followOf(app, auth, topicUuid);
  const ids = answers.map((a) => a.flashcardUuid.toLowerCase());
  const cards = await app.db
    .select({ id: flashcards.id, front: flashcards.front, back: flashcards.back })
    .from(flashcards)
    .innerJoin(knows, eq(knows.id, flashcards.knowId))
    .where(and(inArray(flashcards.id, ids), topicCards(follow.topicUuid, follow.countryCode)));
  const byId = new Map(cards.map((c) => [c.id, c]));
  if (ids.some((id) => !byId.has(id))) throw badRequest('Answers must be for cards of this topic’s quiz.', { field: 'answers' });
  const graded: QuizResult['answers'] = [];
  for (const [i, id] of ids.entries()) {
    const card = byId.get(id)!;
    const correct = normalize(answers[i]!.answer) === normalize(card.back);
    const review = await reviewCard(app, auth, id, correct ? 3 : 1, now);
    graded.push({ flashcardUuid: id, prompt: card.front, answer: answers[i]!.answer, correctAnswer: card.back, correct, nextDue: review.nextDue });
  }
  const score = graded.filter((g) => g.correct).length;
  await recordUserEvent(app, auth, STUDY_EVENTS.topicQuizCompleted, {
    value: score,
    valueId: graded.length,
    page: { topicUuid: follow.topicUuid, countryCode: follow.countryCode },
  });
  return { score, total: graded.length, answers: graded };
}
