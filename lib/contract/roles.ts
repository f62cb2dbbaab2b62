/**
 * Staff roles (decision 0028): the values of users.roles and the rule "is a reviewer", without
 * zod, so the shell's profile menu can ask it on every page at no bundle cost.
 */
export const ROLES = ['reviewer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Whether a user (users/me, the stored session or the server's row) holds the reviewer role. */
export function isReviewer(user: { roles?: readonly string[] } | null | undefined): boolean {
  return !!user?.roles?.includes('reviewer');
}
