/**
 * Files sent as the web client sends them: one multipart field `file` with the client headers and
 * a bearer token (uploads, profile pictures, chat images). Multipart bodies go past the OpenAPI
 * check of support/client.ts, which reads JSON exchanges.
 */
import { expect } from 'vitest';
import { DEVICE_ID } from './client';

export interface FilePart {
  filename?: string;
  /** The part's Content-Type; '' sends none. */
  type?: string;
}

/** The answer as it came: status, headers, text, and the JSON body if there is one. */
export async function postFile(url: string, token: string, data: Buffer, { filename = 'notes.pdf', type = 'application/pdf' }: FilePart = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

/** A post that must succeed: its JSON body. */
export async function postFileOk(url: string, token: string, data: Buffer, part?: FilePart) {
  const r = await postFile(url, token, data, part);
  expect(r.status, r.text).toBeLessThan(300);
  return r.body;
}

/** An upload (POST /api/v1/uploads) that must be accepted: its uuid. */
export async function uploadId(baseUrl: string, token: string, data: Buffer, part?: FilePart): Promise<string> {
  const r = await postFile(`${baseUrl}/api/v1/uploads`, token, data, part);
  expect(r.status, r.text).toBe(201);
  return r.body.uuid;
}
