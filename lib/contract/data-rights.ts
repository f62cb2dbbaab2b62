/**
 * Contract of the data rights (issue 10 §8, decision 0023): the download of one's own data as a
 * zip archive, and the deletion of one's account with the password.
 */
import { z } from 'zod';
import { twoFactorCodeSchema } from './two-factor';
import { currentPasswordSchema } from './users';

/** Seconds a download link stays valid; it works once (decision 0023). */
export const DATA_EXPORT_LINK_TTL_SECONDS = 300;

/** POST /data-exports: a single-use link that streams the signed-in user's archive. */
export const dataExportLinkSchema = z
  .object({
    /** Path of the download under the API base, e.g. /api/v1/data-exports/<token>. */
    url: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'DataExportLink' });
export type DataExportLink = z.infer<typeof dataExportLinkSchema>;

/** The download token (path segment): base64url payload and signature. */
export const dataExportParams = z.object({ token: z.string().min(1).max(512).regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/) });

/**
 * DELETE /accounts/{id}: the current password confirms it, and with two-factor sign-in on also a
 * current code (app or recovery code), as at sign-in (decisions 0021, 0023).
 */
export const deleteAccountBody = z.object({ password: currentPasswordSchema(), code: twoFactorCodeSchema.optional() });

export const accountDeletionSchema = z
  .object({
    /** True: the account is closed now (signed out everywhere); the rest is removed by a job. */
    deleted: z.literal(true),
  })
  .meta({ id: 'AccountDeletion' });
