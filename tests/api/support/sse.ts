/** A server-sent events reader over fetch (the API's live chat stream), for API tests and the bench. */
import { DEVICE_ID } from './client';

export interface SseEvent {
  id: string | undefined;
  event: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface SseStream {
  events: SseEvent[];
  /** The id of the last event that had one (what Last-Event-ID would send). */
  lastId(): string | undefined;
  /** Resolves with the first event (from the start of the stream) matching `pred`, within `ms`. */
  waitFor(pred: (e: SseEvent) => boolean, ms?: number): Promise<SseEvent>;
  status: number;
  close(): void;
}

export async function openStream(baseUrl: string, token: string, opts: { after?: string; lastEventId?: string } = {}): Promise<SseStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`, Accept: 'text/event-stream' };
  if (opts.lastEventId !== undefined) headers['Last-Event-ID'] = opts.lastEventId;
  const query = opts.after !== undefined ? `?after=${encodeURIComponent(opts.after)}` : '';
  const res = await fetch(`${baseUrl}/api/v1/chats/events${query}`, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let last: string | undefined;
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let id: string | undefined;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') id = value;
              else if (field === 'event') event = value;
              else if (field === 'data') data.push(value);
            }
            if (data.length === 0) continue;
            if (id !== undefined) last = id;
            events.push({ id, event, data: JSON.parse(data.join('\n')) });
            for (const w of waiters) w();
          }
        }
      } catch {
        // aborted
      }
    })();
  }
  return {
    events,
    status: res.status,
    lastId: () => last,
    waitFor(pred, ms = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const hit = events.find(pred);
          if (hit) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hit);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events.map((e) => e.event))}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
