/** Unique violations from PostgreSQL or PGlite, also when wrapped by Drizzle (DrizzleQueryError.cause). */
export function uniqueViolation(err: unknown): { constraint: string } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const x = e as { code?: unknown; constraint?: unknown };
    if (x.code === '23505') return { constraint: typeof x.constraint === 'string' ? x.constraint : '' };
  }
  return null;
}
