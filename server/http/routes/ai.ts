/**
 * AI study tools (issue 12; contract lib/contract/ai.ts; decisions 0034, 0035): summaries, mock
 * exams, assistant chats with streamed answers, learning bots and the monthly tutoring minutes.
 * Generating routes take tutoring minutes and are rate-limited per user.
 */
import { defineRoute, type AnyRoute } from '../route';
import { signedIn } from './guards';
import { jsonOrStream, streamableSuccess } from '../result-stream';
import { perUser } from '../../rate-limit/hooks';
import { uuidParams } from '@/lib/contract/common';
import {
  AI_ROUTES, aiListQuery, allowanceSchema, CHAT_STREAM_CONTENT_TYPE, chatDetailSchema, chatListQuery, chatSessionPageSchema, chatSessionSchema, createChatBody,
  createLearningBotBody, createMockExamBody, examResultSchema, learningBotListQuery, learningBotPageSchema, learningBotSchema, mockExamPageSchema,
  mockExamSchema, saveSummaryBody, savedSummarySchema, sendMessageBody, submitAnswersBody, summaryBody, summarySchema,
} from '@/lib/contract/ai';
import { currentAllowance } from '../../ai/allowance';
import { getSummary, prepareSummary } from '../../ai/summaries';
import { saveSummaryAsKnow } from '../../ai/save-summary';
import { getMockExam, listMockExams, prepareMockExam, submitAttempt } from '../../ai/exams';
import { createChat, getChat, listChats, sendMessage } from '../../ai/chats';
import { createKnowsBot, listSubjectBots, resolveBot } from '../../ai/learning-bots';

const tag = 'AI';
const generate = perUser('ai-generate-user');

export const aiRoutes: AnyRoute[] = [
  defineRoute({
    mount: 'v1', method: 'GET', path: AI_ROUTES.allowance, tag, auth: 'required', clientHeaders: 'api',
    summary: "The caller's tutoring minutes this month: monthly, used, remaining, when they reset, and what each tool costs",
    success: { status: 200, description: 'The allowance', schema: allowanceSchema },
    handler: async (c) => ({ status: 200, body: await currentAllowance(c.app, signedIn(c).user) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: AI_ROUTES.summaries, tag, auth: 'required', clientHeaders: 'api', limit: generate,
    summary: 'Summarises own, saved or public knows, or an own upload: the best-ranked sentences with links to their pages',
    body: summaryBody,
    description: 'With a configured model, the model writes it and every sentence is checked against the passage it cites (decision 0064). Streamed on request (decision 0068).',
    success: streamableSuccess(201, 'The saved summary', summarySchema),
    errors: [400, 403, 404, 429],
    handler: async (c) => jsonOrStream(c, 201, await prepareSummary(c.app, signedIn(c), c.body)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: `${AI_ROUTES.summaries}/{uuid}`, tag, auth: 'required', clientHeaders: 'api',
    summary: 'One of the caller\'s summaries',
    params: uuidParams,
    success: { status: 200, description: 'The summary', schema: summarySchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getSummary(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: `${AI_ROUTES.summaries}/{uuid}/save-as-know`, tag, auth: 'required', clientHeaders: 'api',
    summary: 'Saves a summary as a know of the caller (a PDF of its sentences), private unless isPrivate is false; again: the same know',
    params: uuidParams,
    body: saveSummaryBody,
    success: { status: 201, description: 'The know', schema: savedSummarySchema },
    errors: [400, 404, 429],
    handler: async (c) => ({ status: 201, body: await saveSummaryAsKnow(c.app, signedIn(c), c.params.uuid, c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: AI_ROUTES.mockExams, tag, auth: 'required', clientHeaders: 'api', limit: generate,
    summary: 'Makes a mock exam of N questions from readable material, focused by userInput; answer keys stay on the server',
    body: createMockExamBody,
    description: 'With a configured model, the model writes it and every answer key is checked against the passage it cites (decision 0064). Streamed on request (decision 0068).',
    success: streamableSuccess(201, 'The exam without its answer keys', mockExamSchema),
    errors: [400, 403, 404, 429],
    handler: async (c) => jsonOrStream(c, 201, await prepareMockExam(c.app, signedIn(c), c.body)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: AI_ROUTES.mockExams, tag, auth: 'required', clientHeaders: 'api',
    summary: "The caller's mock exams, newest first",
    query: aiListQuery,
    success: { status: 200, description: 'A page of exams', schema: mockExamPageSchema },
    handler: async (c) => ({ status: 200, body: await listMockExams(c.app, signedIn(c), c.query) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: `${AI_ROUTES.mockExams}/{uuid}`, tag, auth: 'required', clientHeaders: 'api',
    summary: 'One of the caller\'s mock exams (questions without keys) and its attempts',
    params: uuidParams,
    success: { status: 200, description: 'The exam', schema: mockExamSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getMockExam(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: `${AI_ROUTES.mockExams}/{uuid}/attempts`, tag, auth: 'required', clientHeaders: 'api',
    summary: 'Grades answers (one per question, in order): score, right answers and the passage of each; again = a retake',
    params: uuidParams,
    body: submitAnswersBody,
    success: { status: 201, description: 'The graded attempt', schema: examResultSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 201, body: await submitAttempt(c.app, signedIn(c), c.params.uuid, c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: AI_ROUTES.chats, tag, auth: 'required', clientHeaders: 'api',
    summary: 'Starts a school-gpt or uni-gpt chat, optionally with a learning bot',
    body: createChatBody,
    success: { status: 201, description: 'The chat', schema: chatSessionSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 201, body: await createChat(c.app, signedIn(c), c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: AI_ROUTES.chats, tag, auth: 'required', clientHeaders: 'api',
    summary: "The caller's chats, latest activity first",
    query: chatListQuery,
    success: { status: 200, description: 'A page of chats', schema: chatSessionPageSchema },
    handler: async (c) => ({ status: 200, body: await listChats(c.app, signedIn(c), c.query) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: `${AI_ROUTES.chats}/{uuid}`, tag, auth: 'required', clientHeaders: 'api',
    summary: 'One of the caller\'s chats with its messages, oldest first',
    params: uuidParams,
    success: { status: 200, description: 'The chat and its history', schema: chatDetailSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: await getChat(c.app, signedIn(c), c.params.uuid) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: `${AI_ROUTES.chats}/{uuid}/messages`, tag, auth: 'required', clientHeaders: 'api', limit: generate,
    summary: 'Asks the assistant: the answer streams as NDJSON events (start, citations, delta..., note?, done | error); abort to stop',
    params: uuidParams,
    body: sendMessageBody,
    success: { status: 200, description: 'One AiChatEvent JSON object per line', contentType: CHAT_STREAM_CONTENT_TYPE },
    errors: [400, 403, 404, 429],
    handler: async (c) => ({
      status: 200,
      raw: { data: await sendMessage(c.app, signedIn(c), c.params.uuid, c.body), contentType: `${CHAT_STREAM_CONTENT_TYPE}; charset=utf-8` },
      headers: { 'X-Accel-Buffering': 'no' },
    }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: AI_ROUTES.learningBots, tag, auth: 'none', clientHeaders: 'platform',
    summary: "Subject learning bots (one per subject of each catalogue edition), optionally of one country",
    query: learningBotListQuery,
    success: { status: 200, description: 'A page of bots', schema: learningBotPageSchema },
    handler: async (c) => ({ status: 200, body: await listSubjectBots(c.app, c.query) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: `${AI_ROUTES.learningBots}/{uuid}`, tag, auth: 'optional', clientHeaders: 'platform',
    summary: "A learning bot's public info (subject bots); a bot over chosen knows only for its owner",
    params: uuidParams,
    success: { status: 200, description: 'The bot', schema: learningBotSchema },
    errors: [404],
    handler: async (c) => ({ status: 200, body: (await resolveBot(c.app, c.user, c.params.uuid)).view }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: AI_ROUTES.learningBots, tag, auth: 'required', clientHeaders: 'api',
    summary: 'A learning bot over a chosen set of readable knows (visible to its owner only)',
    body: createLearningBotBody,
    success: { status: 201, description: 'The bot', schema: learningBotSchema },
    errors: [400, 404],
    handler: async (c) => ({ status: 201, body: await createKnowsBot(c.app, signedIn(c), c.body) }),
  }),
];
