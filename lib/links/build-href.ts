/** Builds links with a query; empty query values are omitted (spec §2.2). */
export type QueryValue = string | number | boolean | null | undefined;

export function buildHref(path: string, query: Record<string, QueryValue> = {}, hash?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash ? `#${hash}` : ''}`;
}
