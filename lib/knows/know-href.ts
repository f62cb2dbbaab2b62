/**
 * Know page addresses (decision 0008): /knows/{slugify(title)}-{uuid}. The id is the slug's
 * trailing 36 characters when they are a valid uuid (spec §5), so /knows/{uuid} and any
 * /knows/u/{text}-{uuid} reach the same know.
 */
import { slugify } from '../links/slugify';
import { trailingUuid } from '../uuid';

/** Greek and other non-Latin titles slugify to nothing: the uuid alone is the slug then. */
export function knowSlug(title: string, uuid: string): string {
  const name = slugify(title).slice(0, 80).replace(/-+$/, '');
  return name ? `${name}-${uuid}` : uuid;
}

export function knowPath(know: { title: string; uuid: string }): string {
  return `/knows/${knowSlug(know.title, know.uuid)}`;
}

export function knowIdFromSlug(slug: string): string | null {
  return trailingUuid(slug)?.toLowerCase() ?? null;
}
