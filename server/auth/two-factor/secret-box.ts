/**
 * Encryption at rest of TOTP secrets: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * token key (AUTH_SECRET or the generated app secret, server/auth/secret.ts). A database copy
 * alone does not give the secrets away; changing AUTH_SECRET makes stored secrets unreadable,
 * so their owners need a recovery code (decision 0021).
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

function keyOf(authSecret: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, Buffer.alloc(0), `knowly:${purpose}`, 32));
}

export function sealSecret(authSecret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret, 'totp-secret'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/** The plain secret, or null when it cannot be opened (other key, damaged value). */
export function openSecret(authSecret: Buffer, sealed: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret, 'totp-secret'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A keyed hash (HMAC-SHA256 under a derived key): a leaked table cannot be brute-forced offline. */
export function keyedHash(authSecret: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', keyOf(authSecret, purpose)).update(value).digest('base64url');
}
