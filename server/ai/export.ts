/**
 * The AI study tools' part of the data export (decision 0023): summaries, mock exams with their
 * attempts, assistant chats with every message, the learner's own learning bots and the minutes
 * used per month. Deleting the account removes all of it (every table cascades from users).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { aiAllowances, aiChatMessages, aiChatSessions, aiExamAttempts, aiLearningBots, aiMockExams, aiSummaries } from '../db/schema';

export async function aiDataOf(db: Db, userId: string) {
  const [summaries, exams, sessions, bots, allowances] = await Promise.all([
    db.select().from(aiSummaries).where(eq(aiSummaries.userId, userId)).orderBy(asc(aiSummaries.createdAt)),
    db.select().from(aiMockExams).where(eq(aiMockExams.userId, userId)).orderBy(asc(aiMockExams.createdAt)),
    db.select().from(aiChatSessions).where(eq(aiChatSessions.userId, userId)).orderBy(asc(aiChatSessions.createdAt)),
    db.select().from(aiLearningBots).where(eq(aiLearningBots.ownerId, userId)).orderBy(asc(aiLearningBots.createdAt)),
    db.select().from(aiAllowances).where(eq(aiAllowances.userId, userId)).orderBy(asc(aiAllowances.period)),
  ]);
  const examIds = exams.map((e) => e.id);
  const sessionIds = sessions.map((s) => s.id);
  const [attempts, messages] = await Promise.all([
    examIds.length ? db.select().from(aiExamAttempts).where(inArray(aiExamAttempts.examId, examIds)).orderBy(asc(aiExamAttempts.createdAt)) : [],
    sessionIds.length ? db.select().from(aiChatMessages).where(inArray(aiChatMessages.sessionId, sessionIds)).orderBy(asc(aiChatMessages.createdAt)) : [],
  ]);
  return {
    summaries: summaries.map((s) => ({
      uuid: s.id, title: s.title, length: s.length, sentences: s.sentences, engine: s.engine, sourceKnowUuids: s.sourceKnowIds,
      uploadUuid: s.uploadId, courseTitle: s.courseTitle, savedKnowUuid: s.savedKnowId, createdAt: s.createdAt,
    })),
    mockExams: exams.map((e) => ({
      uuid: e.id, title: e.title, userInput: e.userInput, questions: e.questions, sourceKnowUuids: e.sourceKnowIds, createdAt: e.createdAt,
      attempts: attempts.filter((a) => a.examId === e.id).map((a) => ({ uuid: a.id, answers: a.answers, score: a.score, total: a.total, submittedAt: a.createdAt })),
    })),
    chats: sessions.map((s) => ({
      uuid: s.id, kind: s.kind, learningBotUuid: s.learningBotId, title: s.title, createdAt: s.createdAt,
      messages: messages.filter((m) => m.sessionId === s.id).map((m) => ({
        uuid: m.id, role: m.role, text: m.text, citations: m.citations, engine: m.engine, note: m.note, complete: m.complete, createdAt: m.createdAt,
      })),
    })),
    learningBots: bots.map((b) => ({ uuid: b.id, name: b.name, knowUuids: b.knowIds, createdAt: b.createdAt })),
    tutoringMinutes: allowances.map((a) => ({ month: a.period, usedMinutes: a.usedMinutes })),
  };
}
