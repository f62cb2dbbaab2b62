/**
 * Learn and Test over a flashcard set (issue 24 §1–3, decision 0067). The server grades: it holds
 * the answers a learner accepted with "I was right", and the FSRS rating must follow from a
 * verdict it made. Grading rules are lib/study/grade-answer.ts, ratings lib/study/answer-rating.ts.
 * Rounds and tests are put together in the browser from the set; the server keeps no session.
 */
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AcceptAnswerResult, AnswerBody, AnswerResult, StudySet, TestAnswer, TestResult } from '@/lib/contract/study';
import { STUDY_MODE_LIMITS } from '@/lib/contract/limits';
import { OVERRIDE_RATING, ratingOf } from '@/lib/study/answer-rating';
import { choiceMatches, gradeAnswer, type AnswerGrade } from '@/lib/study/grade-answer';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcardAcceptedAnswers, flashcardReviews, flashcards, knows } from '../db/schema';
import { badRequest, formError, notFound } from '../errors';
import { canSee } from '../knows/visibility';
import { studyCard } from './scheduler';
import { applyReview, rowBefore, visibleCard } from './service';

/** A flashcard know the viewer may see, or 404 (as the know itself would be). */
export async function visibleSet(app: AppContext, viewer: AuthUser, knowUuid: string) {
  const [know] = await app.db
    .select({
      id: knows.id, title: knows.title, format: knows.format, contentLanguage: knows.contentLanguage,
      knowerId: knows.knowerId, status: knows.status, isPrivate: knows.isPrivate,
    })
    .from(knows)
    .where(eq(knows.id, knowUuid.toLowerCase()));
  if (!know || !canSee(know, viewer) || know.format !== 'FLASHCARDS') throw notFound('Flashcard set not found.');
  return know;
}

export async function studySet(app: AppContext, viewer: AuthUser, knowUuid: string, now = new Date()): Promise<StudySet> {
  const know = await visibleSet(app, viewer, knowUuid);
  const rows = await app.db
    .select({
      id: flashcards.id, front: flashcards.front, back: flashcards.back, knowId: flashcards.knowId,
      review: { state: flashcardReviews.state, due: flashcardReviews.due, reps: flashcardReviews.reps, lapses: flashcardReviews.lapses },
    })
    .from(flashcards)
    .leftJoin(flashcardReviews, and(eq(flashcardReviews.flashcardId, flashcards.id), eq(flashcardReviews.userId, viewer.user.id)))
    .where(eq(flashcards.knowId, know.id))
    .orderBy(asc(flashcards.position));
  return {
    knowUuid: know.id,
    title: know.title,
    contentLanguageCode: know.contentLanguage,
    cards: rows.map((r) => studyCard(r, r.review?.due ? r.review : null, now)),
  };
}

async function acceptedKeys(app: AppContext, userId: string, cardIds: string[]): Promise<Map<string, string[]>> {
  const byCard = new Map<string, string[]>();
  if (cardIds.length === 0) return byCard;
  const rows = await app.db
    .select({ flashcardId: flashcardAcceptedAnswers.flashcardId, answerKey: flashcardAcceptedAnswers.answerKey })
    .from(flashcardAcceptedAnswers)
    .where(and(eq(flashcardAcceptedAnswers.userId, userId), inArray(flashcardAcceptedAnswers.flashcardId, cardIds)));
  for (const r of rows) byCard.set(r.flashcardId, [...(byCard.get(r.flashcardId) ?? []), r.answerKey]);
  return byCard;
}

/** A picked option: right when it reads as the back; no typos, no overrides. */
function gradeChoice(chosen: string, back: string): AnswerGrade {
  const right = choiceMatches(chosen, back);
  return { verdict: right ? 'correct' : 'incorrect', matched: right ? back : null, overridden: false, answerKey: '' };
}

/** Learn: one answer to one card, graded and recorded as an FSRS review. */
export async function answerCard(app: AppContext, viewer: AuthUser, flashcardId: string, body: AnswerBody, now = new Date()): Promise<AnswerResult> {
  const card = await visibleCard(app, viewer, flashcardId);
  const userId = viewer.user.id;
  let grade: AnswerGrade;
  if (body.kind === 'choice') grade = gradeChoice(body.answer, card.back);
  else {
    const accepted = (await acceptedKeys(app, userId, [card.id])).get(card.id) ?? [];
    grade = gradeAnswer(body.answer, card.back, { language: card.contentLanguage, accepted });
  }
  const rating = ratingOf(body.kind === 'written' ? 'written' : 'recognition', grade.verdict);
  const wrongAnswerKey = body.kind === 'written' && grade.verdict === 'incorrect' && grade.answerKey ? grade.answerKey : undefined;
  const row = (await applyReview(app, viewer.user, card.id, rating, now, { wrongAnswerKey }))!;
  return {
    flashcardUuid: card.id,
    verdict: grade.verdict,
    correctAnswer: card.back,
    matched: grade.matched,
    overridden: grade.overridden,
    rating,
    card: studyCard(card, row, now),
    nextDue: row.due.toISOString(),
  };
}

/**
 * "I was right": the typed answer is accepted for this card from now on, for this learner. When it
 * was the card's latest review and graded wrong, that review is taken back and recorded as Good.
 */
export async function acceptAnswer(app: AppContext, viewer: AuthUser, flashcardId: string, answer: string, now = new Date()): Promise<AcceptAnswerResult> {
  const card = await visibleCard(app, viewer, flashcardId);
  const userId = viewer.user.id;
  const { answerKey } = gradeAnswer(answer, card.back, { language: card.contentLanguage });
  if (!answerKey) throw formError({ answer: 'The answer has no letters or digits.' });

  await app.db.insert(flashcardAcceptedAnswers).values({ userId, flashcardId: card.id, answerKey, createdAt: now }).onConflictDoNothing();
  // The newest answers stay; a learner who overrides more than that on one card loses the oldest.
  const keep = app.db
    .select({ key: flashcardAcceptedAnswers.answerKey })
    .from(flashcardAcceptedAnswers)
    .where(and(eq(flashcardAcceptedAnswers.userId, userId), eq(flashcardAcceptedAnswers.flashcardId, card.id)))
    .orderBy(desc(flashcardAcceptedAnswers.createdAt), desc(flashcardAcceptedAnswers.answerKey))
    .limit(STUDY_MODE_LIMITS.acceptedAnswersPerCard);
  await app.db
    .delete(flashcardAcceptedAnswers)
    .where(and(eq(flashcardAcceptedAnswers.userId, userId), eq(flashcardAcceptedAnswers.flashcardId, card.id), notInArray(flashcardAcceptedAnswers.answerKey, keep)));

  const undone = await applyReview(app, viewer.user, card.id, OVERRIDE_RATING, now, {
    onlyIf: (existing) => existing?.wrongAnswer?.answerKey === answerKey,
    from: (existing) => rowBefore(userId, card.id, existing!.wrongAnswer!),
  });
  const row =
    undone ??
    (await app.db
      .select()
      .from(flashcardReviews)
      .where(and(eq(flashcardReviews.userId, userId), eq(flashcardReviews.flashcardId, card.id))))[0] ??
    null;
  return {
    flashcardUuid: card.id,
    rescheduled: !!undone,
    card: studyCard(card, row, now),
    nextDue: (row?.due ?? now).toISOString(),
  };
}

function gradeTestAnswer(a: TestAnswer, back: string, language: string, accepted: string[]): AnswerGrade {
  if (a.type === 'written') return gradeAnswer(a.answer, back, { language, accepted });
  if (a.type === 'trueFalse') {
    const right = choiceMatches(a.shown, back) === a.answer;
    return { verdict: right ? 'correct' : 'incorrect', matched: right ? back : null, overridden: false, answerKey: '' };
  }
  return gradeChoice(a.answer, back);
}

/** Test: every answer graded at the end, each an FSRS review of its card. */
export async function gradeTest(app: AppContext, viewer: AuthUser, knowUuid: string, answers: TestAnswer[], now = new Date()): Promise<TestResult> {
  const know = await visibleSet(app, viewer, knowUuid);
  const ids = answers.map((a) => a.flashcardUuid.toLowerCase());
  const cards = await app.db
    .select({ id: flashcards.id, front: flashcards.front, back: flashcards.back, knowId: flashcards.knowId })
    .from(flashcards)
    .where(and(eq(flashcards.knowId, know.id), inArray(flashcards.id, ids)));
  const byId = new Map(cards.map((c) => [c.id, c]));
  if (ids.some((id) => !byId.has(id))) throw badRequest('Answers must be for cards of this set.', { field: 'answers' });
  const userId = viewer.user.id;
  const accepted = await acceptedKeys(app, userId, answers.filter((a) => a.type === 'written').map((a) => a.flashcardUuid.toLowerCase()));

  const graded: TestResult['answers'] = [];
  for (const [i, a] of answers.entries()) {
    const card = byId.get(ids[i]!)!;
    const grade = gradeTestAnswer(a, card.back, know.contentLanguage, accepted.get(card.id) ?? []);
    const written = a.type === 'written';
    const wrongAnswerKey = written && grade.verdict === 'incorrect' && grade.answerKey ? grade.answerKey : undefined;
    const row = (await applyReview(app, viewer.user, card.id, ratingOf(written ? 'written' : 'recognition', grade.verdict), now, { wrongAnswerKey }))!;
    graded.push({
      flashcardUuid: card.id,
      type: a.type,
      prompt: card.front,
      answer: a.type === 'trueFalse' ? String(a.answer) : a.answer,
      shown: a.type === 'trueFalse' ? a.shown : null,
      correctAnswer: card.back,
      verdict: grade.verdict,
      matched: grade.matched,
      nextDue: row.due.toISOString(),
    });
  }
  return { score: graded.filter((g) => g.verdict !== 'incorrect').length, total: graded.length, answers: graded };
}
