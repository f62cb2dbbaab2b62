/**
 * Contract of the AI study tools (issue 12, decisions 0034 and 0035): summaries, mock exams,
 * assistant chats (school-gpt, uni-gpt, learning bots), learning bots and the monthly tutoring
 * minutes. Every generated text is plain text (never HTML) and names the engine that made it.
 *
 * Chat answers stream as NDJSON (`application/x-ndjson`): one `AiChatEvent` JSON object per
 * line, in this order: `start`, `citations`, any number of `delta`, optionally `note`, then
 * exactly one of `done` or `error`. Stopping = aborting the request; the partial answer is kept.
 */
import { z } from 'zod';
import { pageQuery, pageSchema, bodyId, bodyInt } from './common';
import { AI_LIMITS, codePointLength } from './limits';

/** `embedded`: no key, no network (extractive, retrieval); `openai-compatible`: AI_BASE_URL's model. */
export const AI_ENGINES = ['embedded', 'openai-compatible'] as const;
export type AiEngineName = (typeof AI_ENGINES)[number];

export const SUMMARY_LENGTHS = ['short', 'medium', 'long'] as const;
export type SummaryLength = (typeof SUMMARY_LENGTHS)[number];

export const ASSISTANT_KINDS = ['school-gpt', 'uni-gpt'] as const;
export type AssistantKind = (typeof ASSISTANT_KINDS)[number];

export const QUESTION_KINDS = ['GAP', 'MULTIPLE_CHOICE', 'TRUE_FALSE'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The answer a TRUE_FALSE question takes (the page shows them translated). */
export const TRUE_FALSE_OPTIONS = ['true', 'false'] as const;

const text = (max: number, message: string) =>
  z
    .string()
    // Control characters never belong in a prompt; newlines and tabs become spaces.
    .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim())
    .refine((s) => codePointLength(s) <= max, message);

const sourceUuids = z
  .array(z.uuid())
  .max(AI_LIMITS.sourcesMax, `At most ${AI_LIMITS.sourcesMax} sources.`)
  .refine((a) => new Set(a.map((s) => s.toLowerCase())).size === a.length, 'Each source only once.');

/**
 * Where a quoted passage comes from. `knowUuid`/`href` are null for a passage of a fresh upload
 * (not a know yet); `page` is 1-based, null for a know's title or description or flashcards.
 * `href` opens the know's viewer at the page: /knows/{slug}/view?page={page}.
 */
export const citationSchema = z
  .object({
    knowUuid: z.uuid().nullable(),
    uploadUuid: z.uuid().nullable(),
    title: z.string(),
    page: z.number().int().nullable(),
    quote: z.string(),
    href: z.string().nullable(),
  })
  .meta({ id: 'AiCitation' });
export type AiCitation = z.infer<typeof citationSchema>;

/** Remaining tutoring minutes of the calendar month (UTC); `resetsOn` is the next month's first day. */
export const allowanceSchema = z
  .object({
    monthlyMinutes: z.number().int(),
    usedMinutes: z.number().int(),
    remainingMinutes: z.number().int(),
    /** YYYY-MM-DD (UTC) when the minutes start again. */
    resetsOn: z.string(),
    premiumStatus: z.enum(['NONE', 'PRO']),
    /** Minutes a summary, a mock exam, a chat answer and a flashcard draft cost. */
    costs: z.object({ summary: z.number().int(), mockExam: z.number().int(), chatMessage: z.number().int(), flashcards: z.number().int() }),
  })
  .meta({ id: 'AiAllowance' });
export type AiAllowance = z.infer<typeof allowanceSchema>;

/**
 * What every generated answer says about its making: the engine, and a note if it fell back.
 * Summaries and mock exams (decision 0064): `engine` is `openai-compatible` when at least one of
 * their sentences or questions is the model's (each item says which engine wrote it).
 */
const engineFields = {
  engine: z.enum(AI_ENGINES),
  /**
   * Set when the configured model failed and the embedded engine answered instead, or (summaries,
   * exams) when items the model wrote could not be matched to their passages and were replaced
   * by items taken from the material. In the material's language.
   */
  note: z.string().nullable(),
};

/**
 * Who wrote one summary sentence or exam question: `openai-compatible` (the model, checked
 * against the passage it cites) or `embedded` (taken from the material itself).
 */
const itemEngine = z.enum(AI_ENGINES);

// --- Summaries --------------------------------------------------------------------------------

export const summaryBody = z
  .object({
    /** Own, saved or public knows, in order. */
    knowUuids: sourceUuids.default([]),
    /** A PDF from POST /uploads (issue 5 rules), not yet a know; only its uploader may use it. */
    uploadUuid: z.uuid().nullish(),
    length: z.enum(SUMMARY_LENGTHS).default('medium'),
    courseUuid: z.uuid().nullish(),
    courseTitle: text(AI_LIMITS.courseTitleMax, `At most ${AI_LIMITS.courseTitleMax} characters.`).nullish(),
  })
  .refine((b) => b.knowUuids.length > 0 || b.uploadUuid, { message: 'Choose at least one source.', path: ['knowUuids'] });
export type SummaryBody = z.input<typeof summaryBody>;

const summarySentenceSchema = z.object({ text: z.string(), citation: citationSchema, engine: itemEngine });

export const summarySchema = z
  .object({
    uuid: z.uuid(),
    title: z.string(),
    length: z.enum(SUMMARY_LENGTHS),
    /** In reading order (the source's order), each with where it came from. */
    sentences: z.array(summarySentenceSchema),
    /** The sentences as one plain text (what "copy" copies). */
    text: z.string(),
    contentLanguage: z.string(),
    createdOn: z.string(),
    /** The know it was saved as (save-as-know), or null. */
    savedKnowUuid: z.uuid().nullable(),
    ...engineFields,
  })
  .meta({ id: 'AiSummary' });
export type AiSummary = z.infer<typeof summarySchema>;

export const saveSummaryBody = z.object({
  title: text(AI_LIMITS.summarySaveTitleMax, `At most ${AI_LIMITS.summarySaveTitleMax} characters.`).optional(),
  /** Private by default (issue 12 §2). */
  isPrivate: z.boolean().default(true),
  /**
   * The know's subject where the edition has a catalogue; default: the first source know's. A
   * summary of an upload alone needs it there (400 FormValidationError `subjectId` otherwise).
   */
  subjectId: bodyId.nullish(),
});

export const savedSummarySchema = z.object({ knowUuid: z.uuid(), href: z.string() }).meta({ id: 'AiSavedSummary' });

// --- Mock exams -------------------------------------------------------------------------------

export const createMockExamBody = z
  .object({
    knowUuids: sourceUuids.default([]),
    uploadUuid: z.uuid().nullish(),
    /** What to focus on (the page's userInput); passages matching it come first. */
    userInput: text(AI_LIMITS.userInputMax, `At most ${AI_LIMITS.userInputMax} characters.`).default(''),
    questionCount: bodyInt(AI_LIMITS.questionsMin, AI_LIMITS.questionsMax).default(AI_LIMITS.questionsDefault),
  })
  .refine((b) => b.knowUuids.length > 0 || b.uploadUuid, { message: 'Choose at least one source.', path: ['knowUuids'] });
export type CreateMockExamBody = z.input<typeof createMockExamBody>;

/** A question as the learner sees it before answering: no answer key. */
const examQuestionSchema = z.object({
  index: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  /** GAP: the sentence with the key term as "_____"; TRUE_FALSE: a statement; MULTIPLE_CHOICE: a sentence with a gap. */
  prompt: z.string(),
  /** MULTIPLE_CHOICE: the choices (answer with one of them); TRUE_FALSE: ["true","false"]; GAP: []. */
  options: z.array(z.string()),
  engine: itemEngine,
});
export type ExamQuestion = z.infer<typeof examQuestionSchema>;

const attemptSummarySchema = z.object({ uuid: z.uuid(), score: z.number().int(), total: z.number().int(), submittedOn: z.string() });

export const mockExamSchema = z
  .object({
    uuid: z.uuid(),
    title: z.string(),
    userInput: z.string(),
    contentLanguage: z.string(),
    questions: z.array(examQuestionSchema),
    /** Earlier attempts, newest first (retake = submit again). */
    attempts: z.array(attemptSummarySchema),
    createdOn: z.string(),
    ...engineFields,
  })
  .meta({ id: 'AiMockExam' });
export type AiMockExam = z.infer<typeof mockExamSchema>;

export const mockExamListItemSchema = z.object({
  uuid: z.uuid(),
  title: z.string(),
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
  bestScore: z.number().int().nullable(),
  createdOn: z.string(),
});
export const mockExamPageSchema = pageSchema(mockExamListItemSchema).meta({ id: 'AiMockExamPage' });

/** `limit` and `offset` of the AI lists (exams, chats, learning bots). */
const aiPage = pageQuery({ limitMax: AI_LIMITS.listLimitMax, limitDefault: AI_LIMITS.listLimitDefault, offsetMax: AI_LIMITS.offsetMax });

export const aiListQuery = z.object(aiPage);

/** One answer per question, in question order; an unanswered question is an empty string. */
export const submitAnswersBody = z.object({
  answers: z
    .array(z.string().max(AI_LIMITS.answerMax, `At most ${AI_LIMITS.answerMax} characters.`))
    .max(AI_LIMITS.questionsMax),
});
export type SubmitAnswersBody = z.input<typeof submitAnswersBody>;

export const examResultSchema = z
  .object({
    attemptUuid: z.uuid(),
    score: z.number().int(),
    total: z.number().int(),
    results: z.array(
      z.object({
        index: z.number().int(),
        correct: z.boolean(),
        given: z.string(),
        rightAnswer: z.string(),
        /** The passage the question came from. */
        passage: citationSchema,
      }),
    ),
  })
  .meta({ id: 'AiMockExamResult' });
export type AiExamResult = z.infer<typeof examResultSchema>;

// --- Assistant chats --------------------------------------------------------------------------

export const createChatBody = z.object({
  kind: z.enum(ASSISTANT_KINDS),
  /** Chat with a learning bot: answers come only from the bot's knows. */
  learningBotUuid: z.uuid().nullish(),
});

export const chatSessionSchema = z
  .object({
    uuid: z.uuid(),
    kind: z.enum(ASSISTANT_KINDS),
    learningBotUuid: z.uuid().nullable(),
    /** The first question, shortened (empty before the first message). */
    title: z.string(),
    createdOn: z.string(),
    updatedOn: z.string(),
  })
  .meta({ id: 'AiChatSession' });
export type AiChatSession = z.infer<typeof chatSessionSchema>;

export const chatListQuery = z.object({
  kind: z.enum(ASSISTANT_KINDS).optional(),
  ...aiPage,
});
export const chatSessionPageSchema = pageSchema(chatSessionSchema).meta({ id: 'AiChatSessionPage' });

export const chatMessageSchema = z
  .object({
    uuid: z.uuid(),
    role: z.enum(['user', 'assistant']),
    text: z.string(),
    citations: z.array(citationSchema),
    /** null on the learner's messages. */
    engine: z.enum(AI_ENGINES).nullable(),
    note: z.string().nullable(),
    /** False when the learner stopped the answer (the text is what had arrived). */
    complete: z.boolean(),
    createdOn: z.string(),
  })
  .meta({ id: 'AiChatMessage' });
export type AiChatMessage = z.infer<typeof chatMessageSchema>;

export const chatDetailSchema = z
  .object({ session: chatSessionSchema, messages: z.array(chatMessageSchema) })
  .meta({ id: 'AiChatDetail' });

export const sendMessageBody = z.object({
  text: text(AI_LIMITS.messageMax, `At most ${AI_LIMITS.messageMax} characters.`).refine((s) => s.length > 0, 'Write a question.'),
  /** The page's prompt variant, echoed into the aiChat analytics snapshot. */
  promptVariant: z.string().max(50).nullish(),
});

/** One line of the NDJSON answer stream. */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), sessionUuid: z.uuid(), userMessageUuid: z.uuid(), messageUuid: z.uuid(), engine: z.enum(AI_ENGINES) }),
  /** The passages the answer is grounded in (may be empty: then the answer says nothing was found). */
  z.object({ type: z.literal('citations'), citations: z.array(citationSchema) }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  /** The model failed: the embedded engine answers from here on (`engine` is now embedded). */
  z.object({ type: z.literal('note'), note: z.string(), engine: z.enum(AI_ENGINES) }),
  z.object({ type: z.literal('done'), message: chatMessageSchema, allowance: allowanceSchema }),
  z.object({ type: z.literal('error'), error: z.object({ type: z.string(), message: z.string() }) }),
]);
export type AiChatEvent = z.infer<typeof chatEventSchema>;
export const CHAT_STREAM_CONTENT_TYPE = 'application/x-ndjson';

// --- Learning bots ----------------------------------------------------------------------------

export const learningBotSchema = z
  .object({
    uuid: z.uuid(),
    /** SUBJECT: one per subject of a catalogue edition (seeded); KNOWS: a learner's own set of knows. */
    scope: z.enum(['SUBJECT', 'KNOWS']),
    name: z.string(),
    /** The edition (country code) and content language it answers in. */
    country: z.string(),
    contentLanguage: z.string(),
    subjectId: z.number().int().nullable(),
    /** Public knows (SUBJECT) or chosen knows (KNOWS) it draws from. */
    knowCount: z.number().int(),
    /** Up to 10 titles of what it covers (topics or know titles). */
    covers: z.array(z.string()),
    assistantKind: z.enum(ASSISTANT_KINDS),
  })
  .meta({ id: 'AiLearningBot' });
export type AiLearningBot = z.infer<typeof learningBotSchema>;

export const learningBotListQuery = z.object({
  country: z.string().regex(/^[A-Z]{2}$/).optional(),
  ...aiPage,
});
export const learningBotPageSchema = pageSchema(learningBotSchema).meta({ id: 'AiLearningBotPage' });

export const createLearningBotBody = z.object({
  name: text(AI_LIMITS.botNameMax, `At most ${AI_LIMITS.botNameMax} characters.`).refine((s) => s.length > 0, 'Give the bot a name.'),
  knowUuids: sourceUuids.refine((a) => a.length > 0, 'Choose at least one know.'),
});

/**
 * Routes (all under /api/v1, JSON unless said):
 * - GET  /ai/allowance                      -> AiAllowance (auth)
 * - POST /ai/summaries                      summaryBody -> 201 AiSummary (costs minutes)
 * - GET  /ai/summaries/{uuid}               -> AiSummary (owner)
 * - POST /ai/summaries/{uuid}/save-as-know  saveSummaryBody -> 201 AiSavedSummary
 * - POST /ai/mock-exams                     createMockExamBody -> 201 AiMockExam (costs minutes)
 * - GET  /ai/mock-exams?limit&offset        -> AiMockExamPage
 * - GET  /ai/mock-exams/{uuid}              -> AiMockExam
 * - POST /ai/mock-exams/{uuid}/attempts     submitAnswersBody -> 201 AiMockExamResult (retake = again)
 * - POST /ai/chats                          createChatBody -> 201 AiChatSession
 * - GET  /ai/chats?kind&limit&offset        -> AiChatSessionPage
 * - GET  /ai/chats/{uuid}                   -> AiChatDetail
 * - POST /ai/chats/{uuid}/messages          sendMessageBody -> 200 NDJSON stream of AiChatEvent (costs minutes)
 * - GET  /ai/learning-bots?country          -> AiLearningBotPage (public; SUBJECT bots)
 * - GET  /ai/learning-bots/{uuid}           -> AiLearningBot (public for SUBJECT bots; owner for KNOWS bots)
 * - POST /ai/learning-bots                  createLearningBotBody -> 201 AiLearningBot (KNOWS bot)
 * Errors: 403 NoTutoringMinutesAvailableError (data: the AiAllowance), 429 TooManyRequestsError,
 * 404 for sources the caller may not read (never revealing a private know).
 */
export const AI_ROUTES = {
  allowance: '/ai/allowance',
  summaries: '/ai/summaries',
  mockExams: '/ai/mock-exams',
  chats: '/ai/chats',
  learningBots: '/ai/learning-bots',
} as const;
