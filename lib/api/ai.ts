/**
 * AI study tools (issue 12; contract lib/contract/ai.ts): the allowance, summaries, mock exams
 * and assistant chats. Chat answers stream as NDJSON through postForStream (fetch), everything
 * else goes through the API client like every other resource.
 */
import type { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AI_ROUTES,
  type AiAllowance,
  type AiChatEvent,
  type AiChatMessage,
  type AiChatSession,
  type AiExamResult,
  type AiLearningBot,
  type AiMockExam,
  type AiSummary,
  type AssistantKind,
  type CreateMockExamBody,
  type SubmitAnswersBody,
  type SummaryBody,
  type mockExamListItemSchema,
} from '@/lib/contract/ai';
import type { Page } from './know-types';
import { apiClient, postForStream } from './client';
import { readNdjsonLines } from './ndjson';
import { postForResult, type ResultStreamOptions } from './result-stream';
import { ApiError, toApiError } from './errors';
import { usePagedList, type PagedList } from './paged-list';
import { aiKeys } from './query-keys';

export type {
  AiAllowance,
  AiChatEvent,
  AiChatMessage,
  AiChatSession,
  AiCitation,
  AiExamResult,
  AiLearningBot,
  AiMockExam,
  AiSummary,
  AssistantKind,
  ExamQuestion,
  SummaryLength,
} from '@/lib/contract/ai';

export type MockExamListItem = z.infer<typeof mockExamListItemSchema>;

const path = (...parts: string[]) => parts.map((p) => encodeURIComponent(p)).join('/');

/** GET /ai/allowance: this month's tutoring minutes. */
export async function getAllowance(): Promise<AiAllowance> {
  return (await apiClient.get<AiAllowance>(AI_ROUTES.allowance)).data;
}

/** POST /ai/summaries (costs minutes), streamed: progress to `o.onProgress`, stopped by `o.signal`. */
export async function createSummary(body: SummaryBody, o: ResultStreamOptions = {}): Promise<AiSummary> {
  return postForResult<AiSummary>(AI_ROUTES.summaries, body, o);
}

/** POST /ai/summaries/{uuid}/save-as-know: a private know unless `isPrivate` is false. */
export async function saveSummaryAsKnow(uuid: string, body: { title?: string; isPrivate?: boolean; subjectId?: number | null } = {}): Promise<{ knowUuid: string; href: string }> {
  return (await apiClient.post<{ knowUuid: string; href: string }>(`${AI_ROUTES.summaries}/${path(uuid)}/save-as-know`, body)).data;
}

/** POST /ai/mock-exams (costs minutes), streamed like a summary. */
export async function createMockExam(body: CreateMockExamBody, o: ResultStreamOptions = {}): Promise<AiMockExam> {
  return postForResult<AiMockExam>(AI_ROUTES.mockExams, body, o);
}

export async function listMockExams(page: { limit: number; offset: number }): Promise<Page<MockExamListItem>> {
  return (await apiClient.get<Page<MockExamListItem>>(AI_ROUTES.mockExams, { params: page })).data;
}

export async function getMockExam(uuid: string): Promise<AiMockExam> {
  return (await apiClient.get<AiMockExam>(`${AI_ROUTES.mockExams}/${path(uuid)}`)).data;
}

/** POST /ai/mock-exams/{uuid}/attempts: grade one attempt (a retake is another attempt). */
export async function submitMockExam(uuid: string, body: SubmitAnswersBody): Promise<AiExamResult> {
  return (await apiClient.post<AiExamResult>(`${AI_ROUTES.mockExams}/${path(uuid)}/attempts`, body)).data;
}

export async function createChat(kind: AssistantKind, learningBotUuid?: string | null): Promise<AiChatSession> {
  return (await apiClient.post<AiChatSession>(AI_ROUTES.chats, { kind, learningBotUuid: learningBotUuid ?? null })).data;
}

export async function listChats(kind: AssistantKind, page: { limit: number; offset: number }): Promise<Page<AiChatSession>> {
  return (await apiClient.get<Page<AiChatSession>>(AI_ROUTES.chats, { params: { kind, ...page } })).data;
}

export async function getChat(uuid: string): Promise<{ session: AiChatSession; messages: AiChatMessage[] }> {
  return (await apiClient.get<{ session: AiChatSession; messages: AiChatMessage[] }>(`${AI_ROUTES.chats}/${path(uuid)}`)).data;
}

/** GET /ai/learning-bots/{uuid}: public for subject bots, the owner's for bots of chosen knows. */
export async function getLearningBot(uuid: string): Promise<AiLearningBot> {
  return (await apiClient.get<AiLearningBot>(`${AI_ROUTES.learningBots}/${path(uuid)}`)).data;
}

/** The chat answer's NDJSON events; a line that is not JSON ends the answer with an error. */
export function readNdjson(stream: ReadableStream<Uint8Array>): AsyncGenerator<AiChatEvent> {
  return readNdjsonLines<AiChatEvent>(stream);
}

/**
 * POST /ai/chats/{uuid}/messages: sends a question and hands each event of the streamed answer
 * to `onEvent` as it arrives. Resolves when the answer ended (done, error event, or `signal`
 * aborted by the stop button: the partial answer is kept on the server); rejects with an
 * ApiError when the request itself failed (e.g. 403 NoTutoringMinutesAvailableError).
 */
export async function sendChatMessage(
  sessionUuid: string,
  body: { text: string; promptVariant?: string | null },
  onEvent: (event: AiChatEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const stream = await postForStream(`${AI_ROUTES.chats}/${path(sessionUuid)}/messages`, body, signal);
  try {
    for await (const event of readNdjson(stream)) onEvent(event);
  } catch (error) {
    if (signal?.aborted) return;
    throw error instanceof ApiError ? error : new ApiError({ handled: true, messageKey: 'errors:internetConnection', message: String(error), cause: error });
  }
}

/** The allowance carried by a NoTutoringMinutesAvailableError (its `data`), or null. */
export function allowanceOfError(error: unknown): AiAllowance | null {
  const e = toApiError(error);
  if (e.type !== 'NoTutoringMinutesAvailableError') return null;
  const data = e.data as Partial<AiAllowance> | null;
  return data && typeof data.remainingMinutes === 'number' && typeof data.resetsOn === 'string' ? (data as AiAllowance) : null;
}

// --- Queries (decision 0012)

export function getAllowanceQueryOptions() {
  return queryOptions({ queryKey: aiKeys.allowance, queryFn: getAllowance });
}

/** This month's tutoring minutes (loaded once `enabled`, i.e. signed in). */
export function useAllowance({ enabled = true } = {}) {
  return useQuery({ ...getAllowanceQueryOptions(), enabled });
}

/** Keeps the cached allowance in step with one the server just answered (after a chat, an error). */
export function useSetAllowance() {
  const queryClient = useQueryClient();
  return (allowance: AiAllowance) => queryClient.setQueryData(aiKeys.allowance, allowance);
}

/** The learner's saved mock exams, newest first. */
export function useMockExams({ enabled = true, pageSize = 20 } = {}): PagedList<MockExamListItem> {
  return usePagedList({ queryKey: aiKeys.mockExams, fetchPage: (page) => listMockExams(page), pageSize, enabled });
}

export function useMockExam(uuid: string | null) {
  return useQuery({ queryKey: aiKeys.mockExam(uuid ?? ''), queryFn: () => getMockExam(uuid as string), enabled: !!uuid });
}

/** The learner's chats with one assistant, newest first. */
export function useChats(kind: AssistantKind, { enabled = true, pageSize = 20 } = {}): PagedList<AiChatSession> {
  return usePagedList({ queryKey: aiKeys.chats(kind), fetchPage: (page) => listChats(kind, page), pageSize, enabled });
}

export function useChat(uuid: string | null) {
  return useQuery({ queryKey: aiKeys.chat(uuid ?? ''), queryFn: () => getChat(uuid as string), enabled: !!uuid });
}

export function useLearningBot(uuid: string | null) {
  return useQuery({ queryKey: aiKeys.learningBot(uuid ?? ''), queryFn: () => getLearningBot(uuid as string), enabled: !!uuid });
}

/** A new chat (with a learning bot when given); the history list is read again. */
export function useCreateChat(kind: AssistantKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (learningBotUuid: string | null) => createChat(kind, learningBotUuid),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.chats(kind) }),
  });
}

/** After an answer: the history (titles, order) and this chat are read again when next shown. */
export function useChatAnswered(kind: AssistantKind) {
  const queryClient = useQueryClient();
  return (sessionUuid: string) => {
    void queryClient.invalidateQueries({ queryKey: aiKeys.chats(kind) });
    void queryClient.invalidateQueries({ queryKey: aiKeys.chat(sessionUuid) });
  };
}

/** Generating costs minutes: afterwards the allowance is read again. */
export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...o }: { body: SummaryBody } & ResultStreamOptions) => createSummary(body, o),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.allowance }),
  });
}

export function useCreateMockExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ...o }: { body: CreateMockExamBody } & ResultStreamOptions) => createMockExam(body, o),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: aiKeys.allowance });
      void queryClient.invalidateQueries({ queryKey: aiKeys.mockExams });
    },
  });
}

export function useSubmitMockExam(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: string[]) => submitMockExam(uuid, { answers }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: aiKeys.mockExam(uuid) });
      void queryClient.invalidateQueries({ queryKey: aiKeys.mockExams });
    },
  });
}
