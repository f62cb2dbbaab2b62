/** §5: uuid is 8-4-4-4-12 hex; the trailing 36 characters of a string are the id if valid. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function trailingUuid(value: string): string | null {
  if (value.length < 36) return null;
  const tail = value.slice(-36);
  return isUuid(tail) ? tail : null;
}

export function randomUuid(): string {
  return globalThis.crypto.randomUUID();
}
