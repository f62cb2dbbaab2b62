/**
 * Name slugs (spec §2.2): lowercase, spaces become hyphens, other non-alphanumerics dropped.
 * Letters with diacritics are folded to ASCII first so URLs stay portable (ß -> ss, ł -> l).
 */
export function slugify(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
