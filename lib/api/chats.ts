/**
 * Chats resource (issue 13, decision 0037): fetchers and query hooks for the chat list, one
 * chat, its history (an infinite query paging backwards), sends, read marks, blocks and reports,
 * and the hook that feeds live events into those caches.
 */
import { useEffect } from 'react';
import { queryOptions, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Chat, ChatHistory, ChatMessage, ChatPreview, Report, ReportBody } from '@/lib/contract/chat';
import { apiClient } from './client';
import { chatKeys } from './query-keys';
import { subscribeChatStream, type ChatStreamEvent } from './chat-stream';

export type { Chat, ChatMessage, ChatPreview, ChatUser } from '@/lib/contract/chat';

const id = (uuid: string) => encodeURIComponent(uuid);

export async function listChats(): Promise<{ content: Chat[]; numberOfResults: number }> {
  return (await apiClient.get('/chats', { params: { limit: 100 } })).data;
}
export async function getChat(uuid: string): Promise<Chat> {
  return (await apiClient.get<Chat>(`/chats/${id(uuid)}`)).data;
}
export async function getChatPreview(uuid: string): Promise<ChatPreview> {
  return (await apiClient.get<ChatPreview>(`/chats/${id(uuid)}/preview`)).data;
}
export async function getHistory(uuid: string, before?: number): Promise<ChatHistory> {
  return (await apiClient.get<ChatHistory>(`/chats/${id(uuid)}/messages`, { params: before ? { before } : {} })).data;
}
/** The direct chat with a user (created on first use). */
export async function openDirectChat(userUuid: string): Promise<Chat> {
  return (await apiClient.post<Chat>('/chats/direct', { userUuid })).data;
}
export async function createGroupChat(name: string, memberUuids: string[]): Promise<Chat> {
  return (await apiClient.post<Chat>('/chats/groups', { name, memberUuids })).data;
}
export async function removeMember(chatUuid: string, userUuid: string): Promise<void> {
  await apiClient.delete(`/chats/${id(chatUuid)}/members/${id(userUuid)}`);
}
export async function sendText(chatUuid: string, text: string): Promise<ChatMessage> {
  return (await apiClient.post<ChatMessage>(`/chats/${id(chatUuid)}/messages`, { kind: 'TEXT', text })).data;
}
export async function sendKnow(chatUuid: string, knowUuid: string): Promise<ChatMessage> {
  return (await apiClient.post<ChatMessage>(`/chats/${id(chatUuid)}/messages`, { kind: 'KNOW', knowUuid })).data;
}
export async function sendImage(chatUuid: string, file: File): Promise<ChatMessage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiClient.post<ChatMessage>(`/chats/${id(chatUuid)}/images`, form)).data;
}
export async function markRead(chatUuid: string, seq: number): Promise<void> {
  await apiClient.post(`/chats/${id(chatUuid)}/read`, { seq });
}
export async function blockUser(userUuid: string): Promise<void> {
  await apiClient.put(`/blocks/${id(userUuid)}`);
}
export async function unblockUser(userUuid: string): Promise<void> {
  await apiClient.delete(`/blocks/${id(userUuid)}`);
}
export async function report(body: ReportBody): Promise<Report> {
  return (await apiClient.post<Report>('/reports', body)).data;
}
/** An image of a message as an object URL (the API wants the bearer, so no plain <img src>). */
async function getImageUrl(url: string): Promise<string> {
  const path = url.replace(/^\/api\/v1/, '');
  const blob = (await apiClient.get<Blob>(path, { responseType: 'blob' })).data;
  return URL.createObjectURL(blob);
}

// --- Queries

export function useChats(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.list, queryFn: listChats, enabled, staleTime: 10_000 });
}

export function useChat(uuid: string, enabled: boolean) {
  return useQuery({ queryKey: chatKeys.detail(uuid), queryFn: () => getChat(uuid), enabled, retry: (n, e) => (e as { status?: number }).status !== 404 && n < 2 });
}

export function useChatPreview(uuid: string, enabled: boolean) {
  return useQuery({ queryKey: chatKeys.preview(uuid), queryFn: () => getChatPreview(uuid), enabled });
}

export function useChatImage(url: string | null) {
  return useQuery({ ...queryOptions({ queryKey: chatKeys.image(url ?? ''), queryFn: () => getImageUrl(url!) }), enabled: !!url, staleTime: Infinity, gcTime: Infinity });
}

type HistoryPages = InfiniteData<ChatHistory, number | undefined>;

/** The history: pages[0] is the newest page; older pages follow. `messages` is oldest first. */
export function useChatHistory(uuid: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.history(uuid),
    queryFn: ({ pageParam }) => getHistory(uuid, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
    staleTime: Infinity,
  });
  const messages = (query.data?.pages ?? []).slice().reverse().flatMap((p) => p.content);
  return { ...query, messages };
}

/** Adds a message (sent here or arrived live) to the cached history, once. */
export function addMessageToHistory(queryClient: QueryClient, message: ChatMessage) {
  queryClient.setQueryData<HistoryPages>(chatKeys.history(message.chatUuid), (old) => {
    if (!old || old.pages.length === 0) return old;
    if (old.pages.some((p) => p.content.some((m) => m.uuid === message.uuid))) return old;
    const [newest, ...rest] = old.pages;
    const content = [...newest!.content, message].sort((a, b) => a.seq - b.seq);
    return { ...old, pages: [{ ...newest!, content }, ...rest] };
  });
}

function hideInHistory(queryClient: QueryClient, chatUuid: string, uuid: string) {
  queryClient.setQueryData<HistoryPages>(chatKeys.history(chatUuid), (old) =>
    old && {
      ...old,
      pages: old.pages.map((p) => ({
        ...p,
        content: p.content.map((m) => (m.uuid === uuid ? { ...m, hidden: true, text: '', know: null, imageUrl: null, thumbnailUrl: null } : m)),
      })),
    },
  );
}

/**
 * Feeds the live stream into the caches while mounted: messages into their chat's history, and
 * the list (order, unread counts) refreshed; `onEvent` sees every event too.
 */
export function useChatStream(enabled: boolean, onEvent?: (event: ChatStreamEvent) => void) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let refresh: ReturnType<typeof setTimeout> | undefined;
    const refreshList = () => {
      clearTimeout(refresh);
      refresh = setTimeout(() => void queryClient.invalidateQueries({ queryKey: chatKeys.list }), 250);
    };
    const stop = subscribeChatStream((event) => {
      if (event.event === 'message') addMessageToHistory(queryClient, event.data as ChatMessage);
      if (event.event === 'hidden') hideInHistory(queryClient, event.data.chatUuid, event.data.uuid);
      if (event.event === 'reset') void queryClient.invalidateQueries({ queryKey: chatKeys.history(event.data.chatUuid) });
      if (event.event === 'chats' && event.data.chatUuid) void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.data.chatUuid) });
      if (event.event !== 'ready') refreshList();
      onEvent?.(event);
    });
    return () => {
      clearTimeout(refresh);
      stop();
    };
  }, [enabled, queryClient, onEvent]);
}

/** The user with this username (to add to a group); null when there is none. */
export async function findUserByUsername(username: string): Promise<{ uuid: string; name: string } | null> {
  try {
    return (await apiClient.get<{ uuid: string; name: string }>(`/users/usernames/${id(username)}`)).data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
export async function addMember(chatUuid: string, userUuid: string): Promise<Chat> {
  return (await apiClient.post<Chat>(`/chats/${id(chatUuid)}/members`, { userUuid })).data;
}

// --- Reviewers (decision 0037 on the role of 0028)

export type ReviewReport = import('zod').infer<typeof import('@/lib/contract/chat').reviewReportSchema>;
export type ReportAction = 'HIDE' | 'DISMISS' | 'SUSPEND';

export async function listReviewReports(status: Report['status']): Promise<ReviewReport[]> {
  return (await apiClient.get<ReviewReport[]>('/review/reports', { params: { status } })).data;
}
export async function decideReviewReport(uuid: string, action: ReportAction): Promise<Report> {
  return (await apiClient.post<Report>(`/review/reports/${id(uuid)}/decision`, { action })).data;
}
export function useReviewReports(status: Report['status'], enabled: boolean) {
  return useQuery({ queryKey: chatKeys.reviewReports(status), queryFn: () => listReviewReports(status), enabled });
}
