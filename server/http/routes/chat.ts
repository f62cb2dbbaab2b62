/** Chats (issue 13, decision 0037): conversations, members, messages, the live stream, blocks and reports. */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineRoute, noContent } from '../route';
import { fileReply, storedBytes } from '../file-reply';
import { reviewersOnly, signedIn } from './guards';
import {
  blockSchema, chatListSchema, chatMessageSchema, chatParams, chatPreviewSchema, chatSchema, directChatBody, groupChatBody,
  historyQuery, historySchema, listQuery, memberBody, memberParams, messageParams, readBody, reportBody, reportSchema,
  reportDecisionBody, reviewReportListSchema, reviewReportsQuery, sendMessageBody, streamQuery, userParams,
} from '@/lib/contract/chat';
import { addMember, createGroupChat, getChat, listChats, openDirectChat, previewChat, removeMember } from '../../chat/chats';
import { history, markRead, messageImage, sendImage, sendKnow, sendText } from '../../chat/messages';
import { block, listBlocks, unblock } from '../../chat/blocks';
import { createReport } from '../../chat/reports';
import { decideReport, reviewQueue } from '../../chat/report-review';
import { parsePosition, runStream } from '../../chat/stream';
import { openStreamLease } from '../../chat/stream-leases';

const tag = 'Chats';
const lower = (s: string) => s.toLowerCase();

function imageRoute(kind: 'image' | 'thumbnail') {
  return defineRoute({
    mount: 'v1', method: 'GET', path: `/chats/{uuid}/messages/{messageUuid}/${kind}`, tag,
    summary: kind === 'image' ? 'The image of an IMAGE message (members only)' : 'The thumbnail (WebP; PNG if older) of an IMAGE message (members only)',
    auth: 'required', clientHeaders: 'api',
    params: messageParams,
    success: { status: 200, description: 'Image bytes', contentType: 'image/*' },
    file: { ranges: false },
    handler: async (c) => {
      const file = await messageImage(c.app, signedIn(c), lower(c.params.uuid), lower(c.params.messageUuid), kind === 'thumbnail');
      return fileReply(c.req, {
        etag: `"${createHash('sha256').update(file.key).digest('hex').slice(0, 32)}"`,
        contentType: file.type,
        // Members only: no shared cache may keep it.
        headers: { 'Cache-Control': 'private, max-age=3600', 'Content-Disposition': 'inline' },
        read: storedBytes(c.app.storage, file.key),
      });
    },
  });
}

export const chatRoutes = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/chats', tag, summary: "The caller's chats, newest activity first, with unread counts", auth: 'required', clientHeaders: 'api',
    query: listQuery,
    success: { status: 200, description: 'Chats', schema: chatListSchema },
    handler: async (c) => ({ status: 200, body: await listChats(c.app, signedIn(c), c.query.limit) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/direct', tag, summary: 'The direct chat with a user: created (201) or the existing one (200); 403 when either blocked the other', auth: 'required', clientHeaders: 'api',
    body: directChatBody,
    success: { status: 201, description: 'The chat, new', schema: chatSchema },
    otherSuccesses: [{ status: 200, description: 'The chat, which existed', schema: chatSchema }],
    errors: [403, 404, 429],
    handler: async (c) => {
      const { chat, created } = await openDirectChat(c.app, signedIn(c), lower(c.body.userUuid));
      return { status: created ? 201 : 200, body: chat };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/groups', tag, summary: 'Create a group chat (the caller is its creator)', auth: 'required', clientHeaders: 'api',
    body: groupChatBody,
    success: { status: 201, description: 'The chat', schema: chatSchema },
    errors: [403, 404, 429],
    handler: async (c) => ({ status: 201, body: await createGroupChat(c.app, signedIn(c), c.body.name, c.body.memberUuids) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/chats/events', tag,
    summary: 'Live stream (text/event-stream) of new messages in all the caller\'s chats; resume with Last-Event-ID or ?after=',
    auth: 'required', clientHeaders: 'api',
    query: streamQuery,
    success: { status: 200, description: 'Server-sent events: ready, message, read, hidden, chats, reset', contentType: 'text/event-stream' },
    errors: [400, 429],
    handler: async (c) => {
      const auth = signedIn(c);
      const header = c.req.headers['last-event-id'];
      const after = parsePosition(c.query.after ?? (Array.isArray(header) ? header[0] : header));
      // Taken before the answer starts, so a refusal is a plain 429 JSON answer.
      const lease = await openStreamLease(c.app, auth.user.id);
      return {
        status: 200,
        stream: { contentType: 'text/event-stream; charset=utf-8', run: (out) => runStream(c.app, auth, after, out, lease) },
      };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/chats/{uuid}', tag, summary: 'One chat of the caller (404 for chats they are not in)', auth: 'required', clientHeaders: 'api',
    params: chatParams,
    success: { status: 200, description: 'The chat', schema: chatSchema },
    handler: async (c) => ({ status: 200, body: await getChat(c.app, signedIn(c), lower(c.params.uuid)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/chats/{uuid}/preview', tag, summary: 'What a shared link shows before sign-in: kind, group name, member count', auth: 'optional', clientHeaders: 'api',
    params: chatParams,
    success: { status: 200, description: 'The preview', schema: chatPreviewSchema },
    handler: async (c) => ({ status: 200, body: await previewChat(c.app, c.user, lower(c.params.uuid)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/{uuid}/members', tag, summary: "Add a member (the group's creator only)", auth: 'required', clientHeaders: 'api',
    params: chatParams, body: memberBody,
    success: { status: 200, description: 'The chat', schema: chatSchema },
    errors: [400, 403, 404, 429],
    handler: async (c) => ({ status: 200, body: await addMember(c.app, signedIn(c), lower(c.params.uuid), lower(c.body.userUuid)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'DELETE', path: '/chats/{uuid}/members/{userUuid}', tag, summary: "Remove a member (the group's creator), or leave (oneself)", auth: 'required', clientHeaders: 'api',
    params: memberParams,
    success: { status: 204, description: 'Removed' },
    errors: [400, 403, 404],
    handler: async (c) => noContent(removeMember(c.app, signedIn(c), lower(c.params.uuid), lower(c.params.userUuid))),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/chats/{uuid}/messages', tag, summary: 'History, newest page first; page backwards with ?before=', auth: 'required', clientHeaders: 'api',
    params: chatParams, query: historyQuery,
    success: { status: 200, description: 'Messages, oldest first', schema: historySchema },
    handler: async (c) => ({ status: 200, body: await history(c.app, signedIn(c), lower(c.params.uuid), c.query.before, c.query.limit) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/{uuid}/messages', tag, summary: 'Send a TEXT message or share a KNOW (only knows every member may read)', auth: 'required', clientHeaders: 'api',
    params: chatParams, body: sendMessageBody,
    success: { status: 201, description: 'The message', schema: chatMessageSchema },
    errors: [403, 404, 429],
    handler: async (c) => {
      const auth = signedIn(c);
      const chatId = lower(c.params.uuid);
      const body = c.body;
      const message = body.kind === 'TEXT' ? await sendText(c.app, auth, chatId, body.text) : await sendKnow(c.app, auth, chatId, lower(body.knowUuid), body.text);
      return { status: 201, body: message };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/{uuid}/images', tag, summary: 'Send an IMAGE message (multipart field "file", optional "text"): PNG, JPEG or WebP', auth: 'required', clientHeaders: 'api',
    params: chatParams, bodyKind: 'multipart',
    success: { status: 201, description: 'The message', schema: chatMessageSchema },
    errors: [400, 403, 404, 413, 415, 429],
    handler: async (c) => ({ status: 201, body: await sendImage(c.app, signedIn(c), lower(c.params.uuid), c.files) }),
  }),
  imageRoute('image'),
  imageRoute('thumbnail'),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/chats/{uuid}/read', tag, summary: 'Mark read up to seq', auth: 'required', clientHeaders: 'api',
    params: chatParams, body: readBody,
    success: { status: 200, description: 'The read position', schema: z.object({ lastReadSeq: z.number().int(), unreadCount: z.number().int() }) },
    handler: async (c) => ({ status: 200, body: await markRead(c.app, signedIn(c), lower(c.params.uuid), c.body.seq) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/blocks', tag, summary: 'Users the caller blocked', auth: 'required', clientHeaders: 'api',
    success: { status: 200, description: 'Blocks, newest first', schema: z.array(blockSchema) },
    handler: async (c) => ({ status: 200, body: await listBlocks(c.app, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'PUT', path: '/blocks/{userUuid}', tag, summary: 'Block a user: no messages either way, no new chat', auth: 'required', clientHeaders: 'api',
    params: userParams,
    success: { status: 204, description: 'Blocked' },
    errors: [400, 404],
    handler: async (c) => noContent(block(c.app, signedIn(c), lower(c.params.userUuid))),
  }),
  defineRoute({
    mount: 'v1', method: 'DELETE', path: '/blocks/{userUuid}', tag, summary: 'Unblock a user', auth: 'required', clientHeaders: 'api',
    params: userParams,
    success: { status: 204, description: 'Unblocked' },
    handler: async (c) => noContent(unblock(c.app, signedIn(c), lower(c.params.userUuid))),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/reports', tag, summary: 'Report a message, a user or a know with a reason (once per target)', auth: 'required', clientHeaders: 'api',
    body: reportBody,
    success: { status: 201, description: 'The report', schema: reportSchema },
    errors: [400, 404, 409, 429],
    handler: async (c) => ({ status: 201, body: await createReport(c.app, signedIn(c), { ...c.body, targetUuid: lower(c.body.targetUuid) }) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/review/reports', tag: 'Review', auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: "Reports of messages, users and knows in one status (default OPEN), oldest first (reviewers only; their editions' reports only)",
    query: reviewReportsQuery,
    success: { status: 200, description: 'Reports with an excerpt of what was reported', schema: reviewReportListSchema },
    errors: [403],
    handler: async (c) => ({ status: 200, body: await reviewQueue(c.app, signedIn(c), c.query.status, c.query.limit) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/review/reports/{uuid}/decision', tag: 'Review', auth: 'required', access: reviewersOnly, clientHeaders: 'api',
    summary: "HIDE the reported item, DISMISS the report, or SUSPEND the account behind it; closes every open report of the item (reviewers only; another edition's report is 404)",
    params: chatParams, body: reportDecisionBody,
    success: { status: 200, description: 'The report, decided', schema: reportSchema },
    errors: [400, 403, 404, 409],
    handler: async (c) => ({ status: 200, body: await decideReport(c.app, signedIn(c), lower(c.params.uuid), c.body.action) }),
  }),
];
