/**
 * Request signature of the web client (spec §7). Header:
 *
 *   X-Signature: t=<unix seconds>,s=<hex HMAC-SHA256(key, `${METHOD}\n${path}\n${t}\n${deviceId}`)>
 *
 * `path` is the request path without the query string (e.g. /api/v1/users/me). The key ships in
 * the web client, so this only deters scripted abuse; no security decision rests on it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../errors';

export const SIGNATURE_HEADER = 'x-signature';
export const SIGNATURE_MAX_SKEW_SECONDS = 300;

export function signRequest(key: string, method: string, path: string, deviceId: string, timestamp: number): string {
  const s = createHmac('sha256', key).update(`${method.toUpperCase()}\n${path}\n${timestamp}\n${deviceId}`).digest('hex');
  return `t=${timestamp},s=${s}`;
}

export function verifySignature(
  key: string,
  header: string | undefined,
  method: string,
  path: string,
  deviceId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw badRequest('The X-Signature header is missing.');
  const m = /^t=(\d{1,12}),s=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) throw badRequest('The X-Signature header is malformed.');
  const timestamp = Number(m[1]);
  if (Math.abs(nowSeconds - timestamp) > SIGNATURE_MAX_SKEW_SECONDS) {
    throw badRequest('The request signature has expired.');
  }
  const expected = Buffer.from(signRequest(key, method, path, deviceId, timestamp).slice(-64), 'hex');
  const given = Buffer.from(m[2]!.toLowerCase(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw badRequest('The request signature is invalid.');
  }
}
