/**
 * Secrets at rest, under keys derived (HKDF-SHA256) from the token key (AUTH_SECRET or the
 * generated app secret, server/auth/secret.ts), one key per purpose. Sealing is authenticated
 * encryption (AES-256-GCM) for data that must wait in the database but must not be readable
 * there: a queued mail carries a live confirmation or reset link, a TOTP secret gives codes away.
 * Keyed hashes are for values only ever compared (recovery codes, challenge ids): a leaked table
 * cannot be brute-forced offline. Changing AUTH_SECRET makes both unreadable (decisions 0017, 0021).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const keyOf = (secret: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `knowly-seal:${purpose}`, 32));

/** `value` as JSON, encrypted: base64url of iv (12) + tag (16) + ciphertext. */
export function seal(secret: Buffer, purpose: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The value sealed with the same secret and purpose; throws when it was not (or was altered). */
export function unseal<T>(secret: Buffer, purpose: string, sealed: string): T {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as T;
}

/** `unseal`, or null when the value cannot be opened (another key, damaged). */
export function unsealOrNull<T>(secret: Buffer, purpose: string, sealed: string): T | null {
  try {
    return unseal<T>(secret, purpose, sealed);
  } catch {
    return null;
  }
}

/** HMAC-SHA256 of `value` under the purpose's derived key, base64url. */
export function keyedHash(secret: Buffer, purpose: string, value: string): string {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `knowly:${purpose}`, 32));
  return createHmac('sha256', key).update(value).digest('base64url');
}
