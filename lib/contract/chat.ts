/**
 * Contract of chats (issue 13, decision 0037): conversations, members, messages (TEXT, KNOW,
 * IMAGE), blocks and reports, the live stream's event shapes, and the reviewers' report queue.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { pageSchema, queryInt, requiredText, uuidParams } from './common';
import { CHAT_LIMITS, codePointLength } from './limits';

export const CHAT_KINDS = ['DIRECT', 'GROUP'] as const;
export const MESSAGE_KINDS = ['TEXT', 'KNOW', 'IMAGE'] as const;
export const REPORT_TARGETS = ['MESSAGE', 'USER', 'KNOW'] as const;
export const REPORT_REASONS = ['SPAM', 'HARASSMENT', 'HATE', 'SEXUAL', 'VIOLENCE', 'SELF_HARM', 'OTHER'] as const;
export const REPORT_STATUSES = ['OPEN', 'HIDDEN', 'DISMISSED', 'SUSPENDED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const chatUserSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  knowerUuid: z.uuid().nullable(),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

/** The know a KNOW message shares; null when the viewer may not read it (any more). */
const chatKnowSchema = z.object({ uuid: z.uuid(), title: z.string(), format: z.string(), countryCode: z.string() });

export const chatMessageSchema = z
  .object({
    uuid: z.uuid(),
    chatUuid: z.uuid(),
    /** 1, 2, 3, ... per chat, without gaps. */
    seq: z.number().int(),
    senderUuid: z.uuid().nullable(),
    kind: z.enum(MESSAGE_KINDS),
    /** As the sender typed it: render as text, never as markup. Empty for hidden messages. */
    text: z.string(),
    know: chatKnowSchema.nullable(),
    /** IMAGE: GET paths of the image and its thumbnail (send the bearer; members only). */
    imageUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    /** A reviewer hid it: no content is served. */
    hidden: z.boolean(),
    createdOn: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSchema = z
  .object({
    uuid: z.uuid(),
    kind: z.enum(CHAT_KINDS),
    /** Group name; null for direct chats (show the partner's name). */
    name: z.string().nullable(),
    creatorUuid: z.uuid().nullable(),
    members: z.array(chatUserSchema),
    /** The other member of a direct chat. */
    partner: chatUserSchema.nullable(),
    lastSeq: z.number().int(),
    lastReadSeq: z.number().int(),
    unreadCount: z.number().int(),
    lastMessage: chatMessageSchema.nullable(),
    lastActivityOn: z.string(),
    /** Members whose messages the caller has answered: their links may be clickable. */
    answeredUserUuids: z.array(z.uuid()),
    /** Direct chats: a block either way stops messages. */
    blocked: z.boolean(),
  })
  .meta({ id: 'Chat' });
export type Chat = z.infer<typeof chatSchema>;

export const chatListSchema = pageSchema(chatSchema);

/** What a visitor with a shared link sees: no messages, no member names. */
export const chatPreviewSchema = z
  .object({ uuid: z.uuid(), kind: z.enum(CHAT_KINDS), name: z.string().nullable(), memberCount: z.number().int(), isMember: z.boolean() })
  .meta({ id: 'ChatPreview' });
export type ChatPreview = z.infer<typeof chatPreviewSchema>;

const chatNameSchema = requiredText(CHAT_LIMITS.nameMax, {
  required: 'Enter a name for the group.',
  tooLong: `Group names are at most ${CHAT_LIMITS.nameMax} characters long.`,
});

export const directChatBody = z.object({ userUuid: z.uuid() });
export const groupChatBody = z.object({
  name: chatNameSchema,
  memberUuids: z.array(z.uuid()).max(CHAT_LIMITS.groupMembersMax - 1),
});
export const memberBody = z.object({ userUuid: z.uuid() });
export const memberParams = z.object({ uuid: z.uuid(), userUuid: z.uuid() });
export const chatParams = uuidParams;
export const messageParams = z.object({ uuid: z.uuid(), messageUuid: z.uuid() });

export const messageTextSchema = z
  .string({ error: 'Write a message.' })
  .refine((s) => s.trim().length > 0, 'Write a message.')
  .refine((s) => codePointLength(s) <= CHAT_LIMITS.textMax, `Messages are at most ${CHAT_LIMITS.textMax} characters long.`);

export const sendMessageBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TEXT'), text: messageTextSchema }),
  z.object({ kind: z.literal('KNOW'), knowUuid: z.uuid(), text: z.string().max(CHAT_LIMITS.textMax).optional() }),
]);

export const historyQuery = z.object({
  /** Messages with seq below this (older); unset: the newest. */
  before: queryInt(1).optional(),
  limit: queryInt(1, CHAT_LIMITS.historyLimitMax).default(CHAT_LIMITS.historyLimitDefault),
});
export const historySchema = z.object({
  /** Oldest first. */
  content: z.array(chatMessageSchema),
  /** Pass as `before` for the page before; null at the first message. */
  nextBefore: z.number().int().nullable(),
});
export type ChatHistory = z.infer<typeof historySchema>;

export const listQuery = z.object({ limit: queryInt(1, CHAT_LIMITS.listLimitMax).default(50) });
export const readBody = z.object({ seq: z.number().int().min(0) });

export const blockSchema = z.object({ user: chatUserSchema, createdOn: z.string() }).meta({ id: 'Block' });
export const userParams = z.object({ userUuid: z.uuid() });

export const reportBody = z.object({
  targetType: z.enum(REPORT_TARGETS),
  targetUuid: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  details: z
    .string()
    .refine((s) => codePointLength(s) <= CHAT_LIMITS.reportDetailsMax, `At most ${CHAT_LIMITS.reportDetailsMax} characters.`)
    .optional(),
});
export type ReportBody = z.infer<typeof reportBody>;

export const reportSchema = z
  .object({
    uuid: z.uuid(),
    targetType: z.enum(REPORT_TARGETS),
    targetUuid: z.uuid(),
    reason: z.enum(REPORT_REASONS),
    details: z.string(),
    status: z.enum(REPORT_STATUSES),
    createdOn: z.string(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

/** A report as the review queue shows it: who, what, and the reported content. */
export const reviewReportSchema = reportSchema
  .extend({
    reporterUuid: z.uuid().nullable(),
    targetUserUuid: z.uuid().nullable(),
    /** The edition the report belongs to (decision 0050): the know's, else that of the account behind the target. */
    edition: z.enum(COUNTRY_CODES),
    /** The reported message's text, the know's title or the user's name (for the reviewer). */
    excerpt: z.string(),
    decidedOn: z.string().nullable(),
  })
  .meta({ id: 'ReviewReport' });
export const reviewReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).default('OPEN'),
  limit: queryInt(1, CHAT_LIMITS.queueLimitMax).default(50),
});
/** HIDE the item, DISMISS the report, or SUSPEND the account behind it. */
export const reportDecisionBody = z.object({ action: z.enum(['HIDE', 'DISMISS', 'SUSPEND']) });

export const reviewReportListSchema = z.array(reviewReportSchema);

/** The live stream: `after` is the position to resume from (also sent as Last-Event-ID). */
export const streamQuery = z.object({ after: z.string().max(8000).optional() });
