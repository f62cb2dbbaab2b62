/**
 * Request signature of the web client (spec §7), the browser side of server/http/signature.ts:
 *
 *   X-Signature: t=<unix seconds>,s=<hex HMAC-SHA256(key, `${METHOD}\n${path}\n${t}\n${deviceId}`)>
 *
 * `path` is the request path without the query string, as the browser sends it. Uses Web Crypto,
 * so no hashing library ships to the browser; without Web Crypto (an insecure context) no header
 * is sent and a server that requires one answers 400.
 */
export const SIGNATURE_HEADER = 'X-Signature';

const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(subtle: SubtleCrypto, key: string): Promise<CryptoKey> {
  let k = keys.get(key);
  if (!k) {
    k = subtle.importKey('raw', new TextEncoder().encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(key, k);
  }
  return k;
}

function hex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The X-Signature value, or null where Web Crypto is unavailable. */
export async function signatureHeader(
  key: string,
  method: string,
  path: string,
  deviceId: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const message = `${method.toUpperCase()}\n${path}\n${timestamp}\n${deviceId}`;
  const signature = await subtle.sign('HMAC', await hmacKey(subtle, key), new TextEncoder().encode(message));
  return `t=${timestamp},s=${hex(signature)}`;
}
