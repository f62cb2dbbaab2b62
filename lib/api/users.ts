/** Users resource (spec §7, server/http/routes/users.ts). */
import { queryOptions } from '@tanstack/react-query';
import { API_BASE_URL } from './base-urls';
import { apiClient } from './client';
import { toApiError } from './errors';
import { postFile } from './post-file';
import type { CreateUserBody, LookupState, OpenAppResult, PublicUser, UpdateUserFields, User } from '@/lib/contract/users';
import { userKeys } from './query-keys';

export type { CreateUserBody, PublicUser, User } from '@/lib/contract/users';

/**
 * Profile fields (PATCH users/{uuid}): the contract's body, except that `region` (for regionId)
 * and `school.id` may be given as form strings; normalizeUpdate turns them into numbers.
 */
export type UpdateUserBody = Omit<UpdateUserFields, 'school'> & {
  region?: string | number | null;
  school?: { id: string | number } | null;
};

const id = (uuid: string) => encodeURIComponent(uuid);

/** POST users (sign-up): the new user; sign in afterwards for a token. */
export async function createUser(body: CreateUserBody): Promise<User> {
  return (await apiClient.post<User>('/users', body, { anonymous: true })).data;
}

/** GET users/me */
export async function getMe(): Promise<User> {
  return (await apiClient.get<User>('/users/me')).data;
}

/** GET users/{id}/public */
export async function getPublicUser(uuid: string): Promise<PublicUser> {
  return (await apiClient.get<PublicUser>(`/users/${id(uuid)}/public`)).data;
}

function toInt(value: string | number): number | string {
  const n = typeof value === 'number' ? value : Number(value.trim());
  return Number.isInteger(n) && String(value).trim() !== '' ? n : value;
}

/** The body the server expects: `regionId` and a numeric `school.id`. */
function normalizeUpdate(body: UpdateUserBody): Record<string, unknown> {
  const { region, school, ...rest } = body;
  const out: Record<string, unknown> = { ...rest };
  if (region !== undefined && !('regionId' in body)) out.regionId = region === null || region === '' ? null : toInt(region);
  if (school !== undefined) out.school = school === null ? null : { id: toInt(school.id) };
  return out;
}

/** PATCH users/{uuid} (profile fields, optionally school{id}): the updated user. */
export async function updateUser(uuid: string, body: UpdateUserBody): Promise<User> {
  return (await apiClient.patch<User>(`/users/${id(uuid)}`, normalizeUpdate(body))).data;
}

/**
 * GET users/usernames/{username}: the server answers 200 with the user who has the name, or
 * 404 when it is free. (A signed-in user's own name counts as taken: compare with it first.)
 */
export async function isUsernameAvailable(username: string): Promise<boolean> {
  try {
    await apiClient.get(`/users/usernames/${encodeURIComponent(username)}`);
    return false;
  } catch (error) {
    if (toApiError(error).type === 'NotFoundError') return true;
    throw error;
  }
}

/** Whether `username` is free, cached per name; `check` replaces the API call (tests). */
export function getUsernameAvailableQueryOptions(username: string, check: (username: string) => Promise<boolean> = isUsernameAvailable) {
  return queryOptions({ queryKey: userKeys.usernameAvailable(username.toLowerCase()), queryFn: () => check(username), staleTime: 10_000 });
}

/** PATCH users/{uuid}/username?username= : the updated user. */
export async function changeUsername(uuid: string, username: string): Promise<User> {
  return (await apiClient.patch<User>(`/users/${id(uuid)}/username`, undefined, { params: { username } })).data;
}

/**
 * POST users/{uuid}/profilepicture, multipart field "file" (PNG, JPEG or WebP). `onProgress`
 * gets the uploaded fraction (0..1); `signal` cancels (the promise then rejects with an
 * ApiError whose `canceled` is true).
 */
export async function uploadProfilePicture(
  uuid: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<User> {
  return postFile<User>(`/users/${id(uuid)}/profilepicture`, file, { onProgress, signal });
}

/** Address of a user's profile picture on the API. */
export function profilePictureUrl(uuid: string): string {
  return `${API_BASE_URL}/users/${id(uuid)}/profilepicture`;
}

/**
 * GET users/{id}/profilepicture as a blob (the API wants the client headers, so an <img> cannot
 * load it directly: use URL.createObjectURL). `version` busts caches after an upload.
 */
export async function getProfilePicture(uuid: string, version?: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/users/${id(uuid)}/profilepicture`, {
    responseType: 'blob',
    params: version ? { v: version } : undefined,
  });
  return data;
}

/** POST users/newsletter/unsubscribe/v2 (link from an e-mail; no sign-in needed). */
export async function unsubscribeNewsletter(body: {
  emailType: string;
  emailPreferencesToken: string;
  emailUuid: string;
}): Promise<void> {
  await apiClient.post(
    '/users/newsletter/unsubscribe/v2',
    { emailType: body.emailType || 'NEWSLETTER', emailPreferencesToken: body.emailPreferencesToken, emailUuid: body.emailUuid || null },
    { anonymous: true },
  );
}

/** PATCH users/{uuid}/timezone: `offset` in minutes as Date#getTimezoneOffset reports it. */
export async function updateTimezone(uuid: string, offset: number): Promise<User> {
  return (await apiClient.patch<User>(`/users/${id(uuid)}/timezone`, { offset })).data;
}

/** POST users/{uuid}/open-app: when the click was recorded. */
export async function trackOpenApp(uuid: string): Promise<OpenAppResult> {
  return (await apiClient.post<OpenAppResult>(`/users/${id(uuid)}/open-app`)).data;
}

/** POST users/{uuid}/lookup: IP-lookup tracking (the server applies the §9 intervals). */
export async function trackLookup(uuid: string): Promise<LookupState> {
  return (await apiClient.post<LookupState>(`/users/${id(uuid)}/lookup`)).data;
}
