/**
 * The live chat stream of this tab (decision 0037): one server-sent events connection for all of
 * the user's chats, opened while something listens and closed when nothing does. Read with
 * fetch (the API wants the bearer and client headers, which EventSource cannot send). The stream
 * position (each event's id) is kept, and a reconnect sends it as Last-Event-ID: the server
 * replays what was missed, once. Reconnects back off up to 15 s; a 401 refreshes the session
 * first; a stall (no byte for 45 s, the server pings every 20 s) counts as a drop.
 */
import { getDeviceId } from '@/lib/device-id';
import { useSessionStore } from '@/lib/session/session-store';
import { API_BASE_URL } from './base-urls';
import { tokenRefresher } from './client';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

export interface ChatStreamEvent {
  event: 'ready' | 'message' | 'read' | 'hidden' | 'chats' | 'reset';
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

type Listener = (event: ChatStreamEvent) => void;
export type StreamState = 'connecting' | 'live' | 'offline';

const listeners = new Set<Listener>();
const stateListeners = new Set<(state: StreamState) => void>();
let position: string | undefined;
let controller: AbortController | null = null;
let state: StreamState = 'offline';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;

const STALL_MS = 45_000;
const RETRY_MAX_MS = 15_000;

function setState(next: StreamState) {
  if (state === next) return;
  state = next;
  for (const l of stateListeners) l(next);
}

function dispatch(event: ChatStreamEvent) {
  for (const l of listeners) l(event);
}

async function headers(path: string): Promise<Record<string, string>> {
  const deviceId = getDeviceId();
  const out: Record<string, string> = { Accept: 'text/event-stream', 'X-Platform': 'web', 'X-Device-Id': deviceId };
  const token = useSessionStore.getState().token;
  if (token) out.Authorization = `Bearer ${token.accessToken}`;
  if (position) out['Last-Event-ID'] = position;
  const key = process.env.NEXT_PUBLIC_API_SIGNATURE_KEY;
  if (key) {
    const signature = await signatureHeader(key, 'get', new URL(path, window.location.origin).pathname, deviceId);
    if (signature) out[SIGNATURE_HEADER] = signature;
  }
  return out;
}

function parseBlock(block: string): { id?: string; event: string; data: string } | null {
  let id: string | undefined;
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id') id = value;
    else if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  return data.length ? { id, event, data: data.join('\n') } : null;
}

async function connect(): Promise<void> {
  if (controller || listeners.size === 0 || !useSessionStore.getState().token) return;
  const abort = new AbortController();
  controller = abort;
  setState('connecting');
  let stall: ReturnType<typeof setTimeout> | undefined;
  const armStall = () => {
    clearTimeout(stall);
    stall = setTimeout(() => abort.abort(), STALL_MS);
  };
  try {
    const path = `${API_BASE_URL}/chats/events`;
    const res = await fetch(path, { headers: await headers(path), signal: abort.signal, cache: 'no-store' });
    if (res.status === 401) {
      const outcome = await tokenRefresher.refresh();
      if (!outcome.ok) throw new Error('signed out');
      throw new Error('retry');
    }
    if (res.status === 400) position = undefined; // a position the server no longer reads: start fresh
    if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
    armStall();
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      armStall();
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const parsed = parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        if (!parsed) continue;
        if (parsed.id !== undefined) position = parsed.id;
        if (parsed.event === 'ready') {
          attempt = 0;
          setState('live');
        }
        dispatch({ event: parsed.event as ChatStreamEvent['event'], data: JSON.parse(parsed.data) });
      }
    }
  } catch {
    // Dropped, refused or stalled: reconnect below.
  } finally {
    clearTimeout(stall);
    if (controller === abort) controller = null;
  }
  if (listeners.size === 0) return setState('offline');
  setState('connecting');
  const wait = Math.min(RETRY_MAX_MS, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void connect();
  }, wait);
}

/** Listens to the stream (opening it if needed); returns the function that stops listening. */
export function subscribeChatStream(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller && !retryTimer) void connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    controller?.abort();
    controller = null;
    setState('offline');
  };
}

export function subscribeStreamState(listener: (state: StreamState) => void): () => void {
  stateListeners.add(listener);
  listener(state);
  return () => void stateListeners.delete(listener);
}
