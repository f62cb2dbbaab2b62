/**
 * Mock exams (issue 12 §3): generated from the readable sources by the embedded engine, or with
 * a configured model written by it and checked question by question (every answer key must hold
 * against the passage it cites; the others are replaced by the embedded exam's, decision 0064).
 * Saved per user with their answer keys; attempts are graded on the server and can be repeated
 * (a retake). The questions go out without keys until an attempt is submitted, each saying
 * which engine wrote it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AiExamResult, AiMockExam, createMockExamBody, submitAnswersBody } from '@/lib/contract/ai';
import { AI_EVENTS } from '@/lib/analytics/event-names';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { aiExamAttempts, aiMockExams } from '../db/schema';
import { badRequest, formError, notFound } from '../errors';
import { recordAiEvent } from './ai-events';
import { giveBack, takeMinutes } from './allowance';
import { aiT } from './messages';
import { modelSettings } from './engine';
import { generateMockExam, isCorrect, type GeneratedQuestion } from './mock-exam';
import { embeddedExam, examWithModel, type ExamItem } from './model-exam';
import { learnerLanguage } from './learner-language';
import { loadSources } from './sources';
import { sentencesOf } from './text/sentences';
import type { WorkOptions } from './work';

type ExamRow = typeof aiMockExams.$inferSelect;

async function toExam(app: AppContext, row: ExamRow): Promise<AiMockExam> {
  const attempts = await app.db
    .select()
    .from(aiExamAttempts)
    .where(eq(aiExamAttempts.examId, row.id))
    .orderBy(desc(aiExamAttempts.createdAt), desc(aiExamAttempts.id))
    .limit(50);
  const questions = row.questions as (GeneratedQuestion & { engine?: ExamItem['engine'] })[];
  return {
    uuid: row.id,
    title: row.title,
    userInput: row.userInput,
    contentLanguage: row.contentLanguage,
    questions: questions.map((q, index) => ({ index, kind: q.kind, prompt: q.prompt, options: q.options, engine: q.engine ?? (row.engine as ExamItem['engine']) })),
    attempts: attempts.map((a) => ({ uuid: a.id, score: a.score, total: a.total, submittedOn: a.createdAt.toISOString() })),
    createdOn: row.createdAt.toISOString(),
    engine: row.engine as AiMockExam['engine'],
    note: row.note,
  };
}

export interface MockExamJob {
  run(o?: WorkOptions): Promise<AiMockExam>;
}

/** Everything that can refuse (sources, too little text, minutes) before the work starts. */
export async function prepareMockExam(app: AppContext, viewer: AuthUser, input: z.output<typeof createMockExamBody>): Promise<MockExamJob> {
  const sources = await loadSources(app, viewer, input.knowUuids, input.uploadUuid);
  const lang = sources.contentLanguage;
  const learnerLang = learnerLanguage(viewer);
  const id = randomUUID();
  const sentences = sentencesOf(sources.pages, lang);
  const model = modelSettings(app.env);
  // With a model, twice as many embedded questions: the first ones are the embedded exam (its
  // questions come in a fixed order), the rest fill the places of dropped model questions.
  const generated = generateMockExam(sentences, { count: input.questionCount * (model ? 2 : 1), focus: input.userInput, lang, seed: id });
  if (generated.length === 0) throw badRequest('The chosen material has too little text for a mock exam.');
  const taken = await takeMinutes(app, viewer.user, 'mockExam');
  return {
    async run(o: WorkOptions = {}) {
      try {
        // No `ranking` stage: the embedded exam was made before the minutes were taken (it decides
        // whether there is enough material).
        const written = model
          ? await examWithModel(model, sentences, generated, {
              ...o,
              count: input.questionCount,
              focus: input.userInput,
              lang,
              learnerLang,
              seed: id,
              onFailure: (err) => app.log.warn({ err: String(err) }, 'AI model failed on a mock exam; the embedded exam stands'),
            })
          : embeddedExam(generated);
        o.signal?.throwIfAborted();
        o.onProgress?.({ stage: 'saving' });
        const questions = written.questions;
        const [row] = await app.db
          .insert(aiMockExams)
          .values({
            id,
            userId: viewer.user.id,
            title: aiT(learnerLang)('examTitle', { title: sources.titles[0] ?? '' }),
            userInput: input.userInput,
            contentLanguage: lang,
            questions,
            engine: written.engine,
            note: written.note,
            sourceKnowIds: sources.knowIds,
            uploadId: sources.uploadId,
          })
          .returning();
        await recordAiEvent(app, viewer, AI_EVENTS.mockExamCreated, { valueId: questions.length });
        return await toExam(app, row!);
      } catch (err) {
        await giveBack(app, taken);
        throw err;
      }
    },
  };
}


async function ownExam(app: AppContext, viewer: AuthUser, uuid: string): Promise<ExamRow> {
  const [row] = await app.db.select().from(aiMockExams).where(and(eq(aiMockExams.id, uuid.toLowerCase()), eq(aiMockExams.userId, viewer.user.id)));
  if (!row) throw notFound('The mock exam was not found.');
  return row;
}

export async function getMockExam(app: AppContext, viewer: AuthUser, uuid: string): Promise<AiMockExam> {
  return toExam(app, await ownExam(app, viewer, uuid));
}

export async function listMockExams(app: AppContext, viewer: AuthUser, page: { limit: number; offset: number }) {
  const rows = await app.db
    .select({
      uuid: aiMockExams.id,
      title: aiMockExams.title,
      questionCount: sql<number>`jsonb_array_length(${aiMockExams.questions})::int`,
      createdAt: aiMockExams.createdAt,
      attemptCount: sql<number>`(SELECT count(*)::int FROM ai_exam_attempts a WHERE a.exam_id = ai_mock_exams.id)`,
      bestScore: sql<number | null>`(SELECT max(a.score)::int FROM ai_exam_attempts a WHERE a.exam_id = ai_mock_exams.id)`,
    })
    .from(aiMockExams)
    .where(eq(aiMockExams.userId, viewer.user.id))
    .orderBy(desc(aiMockExams.createdAt), desc(aiMockExams.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await app.db.select({ n: count() }).from(aiMockExams).where(eq(aiMockExams.userId, viewer.user.id));
  return {
    content: rows.map((r) => ({ uuid: r.uuid, title: r.title, questionCount: r.questionCount, attemptCount: r.attemptCount, bestScore: r.bestScore, createdOn: r.createdAt.toISOString() })),
    numberOfResults: total?.n ?? 0,
  };
}

export async function submitAttempt(app: AppContext, viewer: AuthUser, uuid: string, input: z.output<typeof submitAnswersBody>): Promise<AiExamResult> {
  const exam = await ownExam(app, viewer, uuid);
  const questions = exam.questions as GeneratedQuestion[];
  if (input.answers.length !== questions.length) {
    throw formError({ answers: `Answer each of the ${questions.length} questions (an empty string leaves one unanswered).` });
  }
  const results = questions.map((q, index) => {
    const given = input.answers[index]!;
    return { index, correct: isCorrect(q, given, exam.contentLanguage), given, rightAnswer: q.answer, passage: q.passage };
  });
  const score = results.filter((r) => r.correct).length;
  const id = randomUUID();
  await app.db.insert(aiExamAttempts).values({ id, examId: exam.id, answers: input.answers, score, total: questions.length });
  await recordAiEvent(app, viewer, AI_EVENTS.mockExamSubmitted, { value: score, valueId: questions.length });
  return { attemptUuid: id, score, total: questions.length, results };
}
