/**
 * The tool pages' comma-joined source query values (`filenames` of /app/ai-summary,
 * `sourceMaterial` of /app/ai-mock-exam): each value is a know's uuid (or a slug ending in one,
 * spec §5) or a file name of one of the learner's knows.
 */
import type { Know } from '@/lib/api/know-types';
import { trailingUuid } from '@/lib/uuid';

export interface QuerySources {
  uuids: string[];
  filenames: string[];
}

export function parseQuerySources(value: unknown, max: number): QuerySources {
  const raw = typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '';
  const uuids: string[] = [];
  const filenames: string[] = [];
  for (const part of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const uuid = trailingUuid(part)?.toLowerCase();
    if (uuid) {
      if (!uuids.includes(uuid)) uuids.push(uuid);
    } else if (!filenames.includes(part)) filenames.push(part);
  }
  return { uuids: uuids.slice(0, max), filenames: filenames.slice(0, max) };
}

/** The knows among `knows` whose file (or one of whose documents) has one of `filenames`. */
export function knowsWithFilenames(knows: readonly Know[], filenames: readonly string[]): Know[] {
  if (!filenames.length) return [];
  const wanted = new Set(filenames.map((f) => f.toLowerCase()));
  return knows.filter(
    (k) => (k.filename && wanted.has(k.filename.toLowerCase())) || k.documents.some((d) => wanted.has(d.filename.toLowerCase())),
  );
}
