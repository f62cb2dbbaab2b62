/** Knows resource (issue 5): create, read, update, delete, like, save, lists. */
import { apiClient } from './client';
import type {
  CreateKnowBody, FeedParams, FeedType, Know, KnowDetail, KnowListParams, MyKnowsParams, Page, SavedKnowsParams, UpdateKnowBody,
} from '@/lib/contract/knows';

export type { KnowListParams } from '@/lib/contract/knows';
import { knowKeys } from './query-keys';
import { usePagedList, type PageRequest, type PagedList } from './paged-list';

const id = (uuid: string) => encodeURIComponent(uuid);

/** POST /knows: the new know (searchable once this resolves). */
export async function createKnow(body: CreateKnowBody): Promise<KnowDetail> {
  return (await apiClient.post<KnowDetail>('/knows', body)).data;
}

/** GET /knows/{uuid} (private knows: owner only, 404 for everyone else). */
export async function getKnow(uuid: string): Promise<KnowDetail> {
  return (await apiClient.get<KnowDetail>(`/knows/${id(uuid)}`)).data;
}

/** PATCH /knows/{uuid} (owner only). */
export async function updateKnow(uuid: string, body: UpdateKnowBody): Promise<KnowDetail> {
  return (await apiClient.patch<KnowDetail>(`/knows/${id(uuid)}`, body)).data;
}

/** DELETE /knows/{uuid} (owner only; 409 KnowIsUndeletableError while in review). */
export async function deleteKnow(uuid: string): Promise<void> {
  await apiClient.delete(`/knows/${id(uuid)}`);
}

/** GET /knows/{uuid}/documents/{documentUuid}: the file's bytes. */
export async function getKnowDocument(url: string): Promise<ArrayBuffer> {
  // `url` is KnowDocument.url, already on the API base.
  return (await apiClient.get<ArrayBuffer>(url.replace(/^\/api\/v1/, ''), { responseType: 'arraybuffer' })).data;
}

export async function likeKnow(uuid: string): Promise<Know> {
  return (await apiClient.post<Know>(`/knows/${id(uuid)}/like`)).data;
}

export async function unlikeKnow(uuid: string): Promise<Know> {
  return (await apiClient.delete<Know>(`/knows/${id(uuid)}/like`)).data;
}

/** POST /knows/{uuid}/save: into the library, optionally into a folder (moves it if saved). */
export async function saveKnow(uuid: string, folderUuid?: string | null): Promise<Know> {
  return (await apiClient.post<Know>(`/knows/${id(uuid)}/save`, { folderUuid: folderUuid ?? null })).data;
}

export async function unsaveKnow(uuid: string): Promise<Know> {
  return (await apiClient.delete<Know>(`/knows/${id(uuid)}/save`)).data;
}


/** GET /knows: public knows (published, not private), newest or most popular first. */
export async function listKnows(params: KnowListParams): Promise<Page<Know>> {
  return (await apiClient.get<Page<Know>>('/knows', { params })).data;
}

/** GET /users/me/knows: the caller's own knows, every status, private ones included. */
export async function listMyKnows(params: MyKnowsParams = {}): Promise<Page<Know>> {
  return (await apiClient.get<Page<Know>>('/users/me/knows', { params })).data;
}

/** GET /users/me/saved-knows: the caller's library; `folderUuid` narrows it to one folder. */
export async function listSavedKnows(params: SavedKnowsParams = {}): Promise<Page<Know>> {
  return (await apiClient.get<Page<Know>>('/users/me/saved-knows', { params })).data;
}

/** GET /feeds/{type}: the edition's popular or newest knows. */
export async function getFeed(type: FeedType, params: FeedParams): Promise<Page<Know>> {
  return (await apiClient.get<Page<Know>>(`/feeds/${type}`, { params })).data;
}

/** POST /knows/{uuid}/views: counts one view of a know (popularity). */
export async function countKnowView(uuid: string): Promise<void> {
  await apiClient.post(`/knows/${id(uuid)}/views`);
}

/** POST /knows/{uuid}/engaged-reads: the signed-in reader stayed ENGAGED_READ_SECONDS (pays the knower, decision 0058). */
export async function recordEngagedRead(uuid: string): Promise<void> {
  await apiClient.post(`/knows/${id(uuid)}/engaged-reads`);
}

// --- Queries (decision 0012): one hook per list (keys in query-keys.ts), all paged through usePagedList.

type PageFetcher = (page: PageRequest, signal: AbortSignal) => Promise<Page<Know>>;

/** The edition's popular or newest knows (signed-in home). */
export function useFeed(type: FeedType, language: NonNullable<FeedParams['contentLanguageCode']>, { enabled = true, pageSize = 8 } = {}): PagedList<Know> {
  return usePagedList({
    queryKey: knowKeys.feed(type, language),
    fetchPage: (page) => getFeed(type, { contentLanguageCode: language, ...page }),
    pageSize,
    enabled,
  });
}

/** Public knows filtered by `params` (e.g. one subject's, newest first). */
export function useKnowList(params: Omit<KnowListParams, 'limit' | 'offset'>, { enabled = true, pageSize = 20 } = {}): PagedList<Know> {
  return usePagedList({ queryKey: knowKeys.list(params), fetchPage: (page) => listKnows({ ...params, ...page }), pageSize, enabled });
}

/** The caller's own knows, every status. `fetchPage` replaces the API call (component tests). */
export function useMyKnows({ enabled = true, pageSize = 20, fetchPage }: { enabled?: boolean; pageSize?: number; fetchPage?: PageFetcher } = {}): PagedList<Know> {
  return usePagedList({ queryKey: knowKeys.mine(), fetchPage: fetchPage ?? ((page) => listMyKnows(page)), pageSize, enabled });
}

/** The caller's library, or one folder of it. */
export function useSavedKnows(folderUuid: string | undefined, { enabled = true, pageSize = 20 } = {}): PagedList<Know> {
  return usePagedList({ queryKey: knowKeys.saved(folderUuid), fetchPage: (page) => listSavedKnows({ ...page, folderUuid }), pageSize, enabled });
}
