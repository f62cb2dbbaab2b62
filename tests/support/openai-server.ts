/**
 * A local stand-in for an OpenAI-compatible endpoint (tests only): POST /v1/chat/completions in
 * the real wire format, streamed as server-sent events (`data: {chat.completion.chunk}` ... then
 * `data: [DONE]`) or, for a request with `stream: false`, as one JSON completion. Each test picks
 * a behaviour (fixed chunks, or a reply scripted per request such as a summary's JSON); every
 * request body is kept so tests can read exactly what the model was sent.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedBody {
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
}

export type Behaviour =
  | { kind: 'answer'; chunks: string[] }
  /** Scripted per request: the reply's text, sent in a few chunks (e.g. JSON for a summary). */
  | { kind: 'reply'; reply: (body: RecordedBody) => string }
  | { kind: 'error'; status: number }
  /** Never answers (headers never sent). */
  | { kind: 'hang' }
  /** Sends the chunks, then falls silent with the stream open. */
  | { kind: 'stall'; chunks: string[] };

/** A scripted reply of `json(body)` as JSON text (a summary's sentences, an exam's questions, cards). */
export const replyJson = (json: (body: RecordedBody) => unknown): Behaviour => ({ kind: 'reply', reply: (body) => JSON.stringify(json(body)) });

/** The n of the request's `<document n="...">` passage that holds `phrase`: what a model cites. */
export function passageOf(body: RecordedBody, phrase: string): number {
  for (const m of body.messages.at(-1)!.content.matchAll(/<document n="(\d+)"[^>]*>\n([^]*?)\n<\/document>/g)) if (m[2]!.includes(phrase)) return Number(m[1]);
  throw new Error(`No passage with ${phrase}`);
}

export interface FakeOpenAi {
  baseURL: string;
  requests: { headers: IncomingMessage['headers']; body: RecordedBody }[];
  behaviour: Behaviour;
  close(): Promise<void>;
}

const chunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'test-model',
    choices: [{ index: 0, delta: content === null ? {} : { role: 'assistant', content }, finish_reason: finish }],
  })}\n\n`;

/** A text in n roughly equal chunks, as a model streams it. */
const split = (text: string, n = 4) => {
  const size = Math.max(1, Math.ceil(text.length / n));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const open = new Set<ServerResponse>();
  const fake: FakeOpenAi = { baseURL: '', requests: [], behaviour: { kind: 'answer', chunks: ['Hello'] }, close: async () => {} };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d: Buffer) => (raw += d.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as RecordedBody;
      fake.requests.push({ headers: req.headers, body });
      const b = fake.behaviour;
      open.add(res);
      res.on('close', () => open.delete(res));
      if (b.kind === 'hang') return;
      if (b.kind === 'error') {
        res.writeHead(b.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The server had an error while processing your request.', type: 'server_error', code: null } }));
        return;
      }
      const chunks = b.kind === 'reply' ? split(b.reply(body)) : b.chunks;
      if (!body.stream && b.kind !== 'stall') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({
          id: 'chatcmpl-test', object: 'chat.completion', created: Math.floor(Date.now() / 1000), model: 'test-model',
          choices: [{ index: 0, message: { role: 'assistant', content: chunks.join('') }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      for (const c of chunks) res.write(chunk(c));
      if (b.kind === 'stall') return;
      res.write(chunk(null, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    for (const r of open) r.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
