import { defineRoute, noContent } from '../route';
import { signedIn } from './guards';
import {
  createKnowBody, documentQuery, feedParams, feedQuery, knowDetailSchema, knowDocumentParams, knowPageSchema, knowParams,
  knowSchema, listKnowsQuery, myKnowsQuery, saveBody, savedKnowsQuery, thumbnailQuery, updateKnowBody, type Know,
} from '@/lib/contract/knows';
import {
  countView, createKnow, deleteKnow, getFeed, getKnowDetail, likeKnow, listKnows, listMyKnows, listSavedKnows, saveKnow,
  unlikeKnow, unsaveKnow, updateKnow,
} from '../../knows/service';
import { knowDocument, knowThumbnail } from '../../knows/documents';
import { recordEngagedRead } from '../../knows/engaged-reads';
import { DOCUMENT_CONTENT_TYPES, THUMBNAIL_CONTENT_TYPES } from '@/lib/contract/uploads';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../auth/authenticate';

const tag = 'Knows';

/** POST or DELETE /knows/{uuid}/like|save: the caller's reaction changes (rate-limited); the answer is the know with its counts. */
function reactionRoute(method: 'POST' | 'DELETE', reaction: 'like' | 'save', summary: string, react: (app: AppContext, id: string, auth: AuthUser) => Promise<Know>) {
  return defineRoute({
    mount: 'v1', method, path: `/knows/{uuid}/${reaction}`, tag, summary, auth: 'required', clientHeaders: 'api',
    params: knowParams,
    success: { status: 200, description: 'The know with its counts', schema: knowSchema },
    errors: [429],
    handler: async (c) => ({ status: 200, body: await react(c.app, c.params.uuid.toLowerCase(), signedIn(c)) }),
  });
}

export const knowsRoutes = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/knows', tag, summary: 'Create a know from uploads or flashcards (published at once)', auth: 'required', clientHeaders: 'api',
    description:
      "subjectId is required where the content language's edition has a subject catalogue (GET /api/v1/countries/{id}/subjects " +
      'answers subjects, not null): without it, 400 FormValidationError names subjectId. Exactly one of uploadIds and flashcards.',
    body: createKnowBody,
    success: { status: 201, description: 'The new know, already searchable', schema: knowDetailSchema },
    errors: [400, 404, 429],
    handler: async (c) => ({ status: 201, body: await createKnow(c.app, signedIn(c), c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knows', tag, summary: 'Public knows, newest or most popular first', auth: 'optional', clientHeaders: 'api',
    query: listKnowsQuery,
    success: { status: 200, description: 'A page of knows', schema: knowPageSchema },
    handler: async (c) => ({ status: 200, body: await listKnows(c.app, c.query, c.user) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knows/{uuid}', tag, summary: 'A know with its first pages\' text, those the caller may read (private: owner only)', auth: 'optional', clientHeaders: 'api',
    params: knowParams,
    success: { status: 200, description: 'The know', schema: knowDetailSchema },
    handler: async (c) => ({ status: 200, body: await getKnowDetail(c.app, c.params.uuid, c.user) }),
  }),
  defineRoute({
    mount: 'v1', method: 'PATCH', path: '/knows/{uuid}', tag, summary: 'Update own know', auth: 'required', clientHeaders: 'api',
    params: knowParams, body: updateKnowBody,
    success: { status: 200, description: 'The updated know', schema: knowDetailSchema },
    errors: [400, 403],
    handler: async (c) => ({ status: 200, body: await updateKnow(c.app, c.params.uuid, signedIn(c), c.body) }),
  }),
  defineRoute({
    mount: 'v1', method: 'DELETE', path: '/knows/{uuid}', tag, summary: 'Delete own know and its files (409 KnowIsUndeletableError in review)', auth: 'required', clientHeaders: 'api',
    params: knowParams,
    success: { status: 204, description: 'Deleted' },
    errors: [403, 409],
    handler: async (c) => noContent(deleteKnow(c.app, c.params.uuid, signedIn(c))),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knows/{uuid}/documents/{documentUuid}', tag,
    summary: 'Document bytes (readers the blur names: first page, X-Know-Preview: first-page, later documents 403; ?download=1: attachment)',
    auth: 'optional', clientHeaders: 'none',
    params: knowDocumentParams, query: documentQuery,
    success: { status: 200, description: 'PDF or image bytes', contentType: DOCUMENT_CONTENT_TYPES },
    // Ranges of the whole document; a visitor's first-page preview is sent whole.
    file: { ranges: true },
    errors: [403, 404],
    handler: async (c) => {
      const download = c.query.download === '1' || c.query.download === 'true';
      return knowDocument(c.app, c.req, c.params.uuid, c.params.documentUuid, c.user, download);
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/knows/{uuid}/thumbnail', tag, summary: 'Image of the first page, 300 px wide (?document= for another document)', auth: 'optional', clientHeaders: 'none',
    params: knowParams, query: thumbnailQuery,
    success: { status: 200, description: 'WebP image (PNG for thumbnails stored before WebP)', contentType: THUMBNAIL_CONTENT_TYPES },
    file: { ranges: false },
    handler: async (c) => knowThumbnail(c.app, c.req, c.params.uuid, c.query.document, c.user),
  }),
  reactionRoute('POST', 'like', 'Like a know (idempotent)', likeKnow),
  reactionRoute('DELETE', 'like', 'Unlike a know (idempotent)', unlikeKnow),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/knows/{uuid}/save', tag, summary: 'Save a know into the library, optionally a folder (moves it if saved)', auth: 'required', clientHeaders: 'api',
    params: knowParams, body: saveBody,
    success: { status: 200, description: 'The know with its counts', schema: knowSchema },
    errors: [429],
    handler: async (c) => ({
      status: 200,
      body: await saveKnow(c.app, c.params.uuid.toLowerCase(), signedIn(c), c.body.folderUuid?.toLowerCase() ?? null),
    }),
  }),
  reactionRoute('DELETE', 'save', 'Remove a know from the library (idempotent)', unsaveKnow),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/knows/{uuid}/views', tag, summary: 'Count a view (popularity; once per viewer and hour)', auth: 'optional', clientHeaders: 'api',
    params: knowParams,
    success: { status: 204, description: 'Counted' },
    handler: async (c) => noContent(countView(c.app, c.params.uuid, c.user, c.req.deviceId)),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/knows/{uuid}/engaged-reads', tag,
    summary: 'Record that the caller read a public know for ENGAGED_READ_SECONDS (once per reader, know and month; pays its knower, decision 0058)',
    auth: 'required', clientHeaders: 'api',
    params: knowParams,
    success: { status: 204, description: 'Recorded (or already recorded this month, or the caller is its knower)' },
    errors: [404, 429],
    handler: async (c) => noContent(recordEngagedRead(c.app, signedIn(c), c.params.uuid)),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/me/knows', tag, summary: "The caller's knows, every status", auth: 'required', clientHeaders: 'api',
    query: myKnowsQuery,
    success: { status: 200, description: 'A page of knows', schema: knowPageSchema },
    handler: async (c) => ({ status: 200, body: await listMyKnows(c.app, c.query, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/users/me/saved-knows', tag, summary: "The caller's saved knows (?folderUuid for one folder)", auth: 'required', clientHeaders: 'api',
    query: savedKnowsQuery,
    success: { status: 200, description: 'A page of knows', schema: knowPageSchema },
    // ?folderUuid of a folder that is not the caller's.
    errors: [404],
    handler: async (c) => ({ status: 200, body: await listSavedKnows(c.app, c.query, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/feeds/{type}', tag: 'Feeds', summary: 'Popular or newest public knows of a content language', auth: 'optional', clientHeaders: 'api',
    params: feedParams, query: feedQuery,
    success: { status: 200, description: 'A page of knows', schema: knowPageSchema },
    handler: async (c) => ({ status: 200, body: await getFeed(c.app, c.params.type, c.query, c.user) }),
  }),
];

