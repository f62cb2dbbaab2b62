/**
 * Knower profile addresses (spec §2.1, §5): /knowers/{slugify(name)}-{uuid}/profile. The id is
 * the segment's trailing uuid; the name part is only for people and search engines, so a wrong
 * one is redirected (308) to the right one rather than refused.
 */
import { slugify } from '../links/slugify';
import { trailingUuid } from '../uuid';

/** A name that slugifies to nothing (Greek, emoji) leaves the uuid alone. */
export function knowerSlug(name: string, uuid: string): string {
  const part = slugify(name).slice(0, 60).replace(/-+$/, '');
  return part ? `${part}-${uuid}` : uuid;
}

export function knowerProfilePath(knower: { uuid: string; user: { name: string } }, variant: 'public' | 'app' = 'public'): string {
  return `${variant === 'app' ? '/app' : ''}/knowers/${knowerSlug(knower.user.name, knower.uuid)}/profile`;
}

export function knowerIdFromSlug(slug: string): string | null {
  return trailingUuid(slug)?.toLowerCase() ?? null;
}

export function userPagePath(uuid: string): string {
  return `/users/${uuid}`;
}
