/** The AI contract (lib/contract/ai.ts) refuses what a prompt or a source list must never carry. */
import { describe, expect, it } from 'vitest';
import {
  chatEventSchema, createMockExamBody, sendMessageBody, submitAnswersBody, summaryBody,
} from '@/lib/contract/ai';
import { AI_LIMITS } from '@/lib/contract/limits';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('AI contract', () => {
  it('a summary needs a source, each once, at most the limit', () => {
    expect(summaryBody.safeParse({}).success).toBe(false);
    expect(summaryBody.safeParse({ knowUuids: [uuid(1)] }).data?.length).toBe('medium');
    expect(summaryBody.safeParse({ uploadUuid: uuid(1), length: 'short' }).success).toBe(true);
    expect(summaryBody.safeParse({ knowUuids: [uuid(1), uuid(1).toUpperCase()] }).success).toBe(false);
    const many = Array.from({ length: AI_LIMITS.sourcesMax + 1 }, (_, i) => uuid(i));
    expect(summaryBody.safeParse({ knowUuids: many }).success).toBe(false);
    expect(summaryBody.safeParse({ knowUuids: many.slice(1) }).success).toBe(true);
    expect(summaryBody.safeParse({ knowUuids: [uuid(1)], length: 'huge' }).success).toBe(false);
  });

  it('mock exams: question count within limits, focus text without control characters', () => {
    const ok = createMockExamBody.parse({ knowUuids: [uuid(1)], userInput: ' cells\u0000\nand\u001b[31m DNA ' });
    expect(ok.questionCount).toBe(AI_LIMITS.questionsDefault);
    expect(ok.userInput).toBe('cells  and [31m DNA');
    expect(createMockExamBody.safeParse({ knowUuids: [uuid(1)], questionCount: AI_LIMITS.questionsMax + 1 }).success).toBe(false);
    expect(createMockExamBody.safeParse({ knowUuids: [uuid(1)], questionCount: 2.5 }).success).toBe(false);
    expect(createMockExamBody.safeParse({ knowUuids: [uuid(1)], userInput: 'x'.repeat(AI_LIMITS.userInputMax + 1) }).success).toBe(false);
    expect(submitAnswersBody.safeParse({ answers: ['x'.repeat(AI_LIMITS.answerMax + 1)] }).success).toBe(false);
  });

  it('chat messages: not empty, counted by code point', () => {
    expect(sendMessageBody.safeParse({ text: '  \n ' }).success).toBe(false);
    expect(sendMessageBody.safeParse({ text: '😀'.repeat(AI_LIMITS.messageMax) }).success).toBe(true);
    expect(sendMessageBody.safeParse({ text: '😀'.repeat(AI_LIMITS.messageMax + 1) }).success).toBe(false);
  });

  it('stream events are told apart by type', () => {
    expect(chatEventSchema.parse({ type: 'delta', text: 'Hi' })).toEqual({ type: 'delta', text: 'Hi' });
    expect(chatEventSchema.safeParse({ type: 'delta' }).success).toBe(false);
    expect(chatEventSchema.safeParse({ type: 'other', text: 'x' }).success).toBe(false);
  });
});
