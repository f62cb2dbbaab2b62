/** Data rights (issue 10 §8, decision 0023): download one's data, delete one's account. */
import { defineRoute } from '../route';
import { self, signedIn } from './guards';
import { userIdParams } from '@/lib/contract/users';
import {
  accountDeletionSchema, dataExportLinkSchema, dataExportParams, deleteAccountBody,
} from '@/lib/contract/data-rights';
import { perUser } from '../../rate-limit/hooks';
import { createExportToken, redeemExportToken } from '../../data-rights/export-link';
import { exportArchive, exportFileName } from '../../data-rights/export-archive';
import { closeAccount } from '../../data-rights/delete-account';
import { scheduleAccountDeletion } from '../../data-rights/deletion-job';
import { MOUNT_PREFIX } from '../route';

const tag = 'Data rights';

export const dataRightsRoutes = [
  defineRoute({
    mount: 'v1', method: 'POST', path: '/data-exports', tag, summary: 'A single-use link that downloads all of the signed-in user\'s data', auth: 'required', clientHeaders: 'api',
    limit: perUser('data-export-user'),
    success: { status: 200, description: 'The download link (valid for a few minutes, works once)', schema: dataExportLinkSchema },
    errors: [401, 429],
    handler: async (c) => {
      const auth = signedIn(c);
      const { token, expiresAt } = createExportToken(c.app.authSecret, auth.user.id, auth.familyId);
      return { status: 200, body: { url: `${MOUNT_PREFIX.v1}/data-exports/${token}`, expiresAt: expiresAt.toISOString() } };
    },
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/data-exports/{token}', tag, summary: 'Download the data archive (zip) of a link', auth: 'none', clientHeaders: 'none',
    params: dataExportParams,
    success: { status: 200, description: 'The zip archive, streamed', contentType: 'application/zip' },
    errors: [404],
    handler: async (c) => {
      const user = await redeemExportToken(c.app, c.params.token);
      const now = new Date();
      return {
        status: 200,
        // Streamed without a Content-Length (chunked); a failure midway cuts the connection.
        raw: { data: exportArchive(c.app, user, now), contentType: 'application/zip' },
        headers: { 'Content-Disposition': `attachment; filename="${exportFileName(now)}"` },
      };
    },
  }),
  defineRoute({
    mount: 'auth', method: 'DELETE', path: '/accounts/{id}', tag, summary: 'Delete the account (password, and a current code when two-factor sign-in is on)', auth: 'required', clientHeaders: 'api',
    params: userIdParams,
    body: deleteAccountBody,
    success: { status: 200, description: 'Closed and signed out everywhere; the deletion job removes the rest', schema: accountDeletionSchema },
    errors: [400, 401, 403, 429],
    handler: async (c) => {
      const auth = self(c, c.params.id);
      await closeAccount(c.app, auth, c.body.password, c.body.code, c.req.ip);
      await scheduleAccountDeletion(c.app);
      return { status: 200, body: { deleted: true } };
    },
  }),
];
