/**
 * Mapping a path's segments through one language's slug table (spec §2.3), without the tables:
 * the browser gets its edition's table in the page's edition record (decision 0013), the
 * server and the proxy look tables up in lib/config/route-slugs.ts.
 */

/** Canonical segment -> localised segment; segments not listed stay as they are. */
export type SlugMap = Readonly<Record<string, string>>;

const UUID_IN_SEGMENT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function splitPath(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

function mapSegments(path: string, map: (segment: string) => string): string {
  const [pathname = '', rest = ''] = splitPath(path);
  const out = pathname
    .split('/')
    .map((s) => (s === '' || UUID_IN_SEGMENT.test(s) ? s : map(s)))
    .join('/');
  return out + rest;
}

export function localizeWith(path: string, slugs: SlugMap): string {
  return mapSegments(path, (s) => (Object.hasOwn(slugs, s) ? (slugs[s] as string) : s));
}

/** Localised path -> canonical route path; null when nothing was localised. */
export function canonicalizeWith(path: string, slugs: SlugMap): string | null {
  const reverse = new Map<string, string>();
  for (const [key, value] of Object.entries(slugs)) if (value !== key) reverse.set(value, key);
  let changed = false;
  const out = mapSegments(path, (s) => {
    const key = reverse.get(s);
    if (key) changed = true;
    return key ?? s;
  });
  return changed ? out : null;
}
