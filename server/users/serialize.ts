import type { z } from 'zod';
import type { UserView } from './repository';
import { EDITION_CODES } from '@/lib/config/editions';
import { editionsOfGrants, rolesOfGrants } from '@/lib/contract/roles';
import type { publicUserSchema, userSchema } from '@/lib/contract/users';

export type PublicUser = z.infer<typeof publicUserSchema>;
export type SelfUser = z.infer<typeof userSchema>;

/** Only what the address is made of, so a reader that selected those columns alone can call it. */
export function profilePictureUrl(view: { user: Pick<UserView['user'], 'id' | 'profilePictureKey' | 'updatedAt'>; knowerId?: UserView['knowerId'] }): string | null {
  const u = view.user;
  return u.profilePictureKey ? `/api/v1/users/${u.id}/profilepicture?v=${u.updatedAt.getTime()}` : null;
}

export function toPublicUser(view: UserView): PublicUser {
  const u = view.user;
  return {
    uuid: u.id,
    name: u.name,
    username: u.username,
    country: u.country,
    knowerUuid: view.knowerId,
    profilePictureUrl: profilePictureUrl(view),
    createdOn: u.createdAt.toISOString(),
  };
}

/** The signed-in user's own view: never the password hash or e-mail tokens. */
export function toSelfUser(view: UserView): SelfUser {
  const u = view.user;
  return {
    ...toPublicUser(view),
    email: u.email,
    emailConfirmed: u.emailConfirmedAt !== null,
    interfaceLanguage: u.interfaceLanguage,
    contentLanguage: u.contentLanguage,
    regionId: u.regionId,
    schoolType: u.schoolType,
    grade: u.grade,
    school: u.schoolId === null ? null : { id: u.schoolId },
    birthDate: u.birthDate,
    premiumStatus: u.premiumStatus,
    source: u.source,
    sourceCampaign: u.sourceCampaign,
    newsletter: u.newsletter,
    timezoneOffset: u.timezoneOffset,
    active: u.active,
    isKnower: view.knowerId !== null,
    roles: rolesOfGrants(u.roles),
    reviewerEditions: EDITION_CODES.filter((e) => editionsOfGrants(u.roles, 'reviewer').includes(e)),
  };
}
