/**
 * Data rights (server/http/routes/data-rights.ts, decision 0023): a download link for the data
 * export, and the deletion of the account.
 */
import type { DataExportLink } from '@/lib/contract/data-rights';
import { API_BASE_URL } from './base-urls';
import { apiClient, authClient } from './client';

const id = (userUuid: string) => encodeURIComponent(userUuid);

/** POST data-exports: a single-use link to the signed-in user's data, valid for a few minutes. */
export async function requestDataExport(): Promise<DataExportLink> {
  return (await apiClient.post<DataExportLink>('/data-exports')).data;
}

/** The link's absolute address: its path on the API's origin (the API may have its own host). */
export function dataExportHref(link: DataExportLink, pageHref: string): string {
  return new URL(link.url, new URL(API_BASE_URL, pageHref)).href;
}

/**
 * DELETE accounts/{id} with the password (and a current code when two-factor sign-in is on):
 * the account is closed and every sign-in ends.
 */
export async function deleteAccount(userUuid: string, password: string, code?: string): Promise<void> {
  await authClient.delete(`/accounts/${id(userUuid)}`, { data: code ? { password, code } : { password } });
}
