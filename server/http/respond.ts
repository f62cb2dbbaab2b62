import type { ServerResponse } from 'node:http';
import { ApiError } from './errors';

/**
 * JSON with <, >, & and the JS line separators escaped: the parsed value is unchanged, but a
 * user-supplied name can never become markup if a response is ever rendered as HTML.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const BASE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  if (status === 204 || body === undefined) {
    res.writeHead(status, { ...BASE_HEADERS, ...headers });
    res.end();
    return;
  }
  const text = safeJson(body);
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendRaw(res: ServerResponse, status: number, data: Buffer, contentType: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': contentType,
    'Content-Length': String(data.length),
    ...headers,
  });
  res.end(data);
}

export function sendError(res: ServerResponse, err: ApiError): void {
  sendJson(res, err.status, { error: { type: err.type, message: err.message, data: err.data } }, err.headers);
}
