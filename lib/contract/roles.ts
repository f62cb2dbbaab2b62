/**
 * Staff roles (decisions 0028, 0050): the role names, the grants as users.roles stores them, and
 * the rule "is a reviewer", without zod, so the shell's profile menu can ask it on every page at
 * no bundle cost.
 *
 * A role holds in one edition: users.roles stores each grant as `role:EDITION` ("reviewer:DE"),
 * so a German reviewer acts on German items only. users/me carries the role names (`roles`) and
 * the editions apart (`reviewerEditions`), never the stored form.
 */
import { editionOf } from '@/lib/config/editions';

export const ROLES = ['reviewer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The stored form of a grant of `role` in `edition` (a country code of an edition). */
export function grantOf(role: Role, edition: string): string {
  return `${role}:${edition}`;
}

/** The editions in which stored grants give `role`, in the order they were granted. */
export function editionsOfGrants(grants: readonly string[], role: Role): string[] {
  const prefix = `${role}:`;
  return grants.filter((g) => g.startsWith(prefix)).map((g) => g.slice(prefix.length));
}

/** The role names stored grants give (each once), as users/me lists them. */
export function rolesOfGrants(grants: readonly string[]): Role[] {
  return ROLES.filter((role) => editionsOfGrants(grants, role).length > 0);
}

/** Whether a user as users/me (or the stored session) shows it holds the reviewer role in some edition. */
export function isReviewer(user: { roles?: readonly string[] } | null | undefined): boolean {
  return !!user?.roles?.includes('reviewer');
}

/** Whether a user as users/me shows it reviews the edition of `country` (a know's country; AT -> DE). */
export function reviewsEditionOf(user: { reviewerEditions?: readonly string[] } | null | undefined, country: string): boolean {
  return !!user?.reviewerEditions?.includes(editionOf(country).country.code);
}
