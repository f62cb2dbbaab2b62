import { z } from 'zod';
import { defineRoute, noContent } from '../route';
import { signedIn } from './guards';
import { folderBody, folderParams, folderSchema } from '@/lib/contract/library';
import { createFolder, deleteFolder, getFolder, listFolders, renameFolder } from '../../library/folders';

const tag = 'Library';

export const libraryRoutes = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/folders', tag, summary: "The caller's folders", auth: 'required', clientHeaders: 'api',
    success: { status: 200, description: 'Folders, oldest first', schema: z.array(folderSchema) },
    handler: async (c) => ({ status: 200, body: await listFolders(c.app, signedIn(c)) }),
  }),
  defineRoute({
    mount: 'v1', method: 'POST', path: '/folders', tag, summary: 'Create a folder (409 DuplicateError when the name is taken)', auth: 'required', clientHeaders: 'api',
    body: folderBody,
    success: { status: 201, description: 'The new folder', schema: folderSchema },
    errors: [409],
    handler: async (c) => ({ status: 201, body: await createFolder(c.app, signedIn(c), c.body.name) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/folders/{uuid}', tag, summary: 'One own folder', auth: 'required', clientHeaders: 'api',
    params: folderParams,
    success: { status: 200, description: 'The folder', schema: folderSchema },
    handler: async (c) => ({ status: 200, body: await getFolder(c.app, signedIn(c), c.params.uuid.toLowerCase()) }),
  }),
  defineRoute({
    mount: 'v1', method: 'PATCH', path: '/folders/{uuid}', tag, summary: 'Rename an own folder', auth: 'required', clientHeaders: 'api',
    params: folderParams, body: folderBody,
    success: { status: 200, description: 'The renamed folder', schema: folderSchema },
    errors: [409],
    handler: async (c) => ({ status: 200, body: await renameFolder(c.app, signedIn(c), c.params.uuid.toLowerCase(), c.body.name) }),
  }),
  defineRoute({
    mount: 'v1', method: 'DELETE', path: '/folders/{uuid}', tag, summary: 'Delete an own folder (its knows stay saved)', auth: 'required', clientHeaders: 'api',
    params: folderParams,
    success: { status: 204, description: 'Deleted' },
    handler: async (c) => noContent(deleteFolder(c.app, signedIn(c), c.params.uuid.toLowerCase())),
  }),
];
