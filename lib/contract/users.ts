/** Contract of the users resource (spec §7): sign-up, profile, username, newsletter, tracking. */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { INTERFACE_LANGUAGES, LOCALES } from '@/lib/config/locales';
import { bodyId, bodyInt } from './common';
import { ROLES } from './roles';
import { codePointLength, DATE_PATTERN, EMAIL_PATTERN, isPastDate, USER_LIMITS, USERNAME_PATTERN } from './limits';

/** Names: any text of 1 to 100 characters, stored as given (escaped on output). */
export const nameSchema = z
  .string({ error: 'Enter a name.' })
  .refine((s) => s.trim().length > 0, 'Enter a name.')
  .refine((s) => codePointLength(s) <= USER_LIMITS.nameMax, `The name can be at most ${USER_LIMITS.nameMax} characters long.`);

export const usernameSchema = z
  .string({ error: 'Enter a username.' })
  .regex(USERNAME_PATTERN, `Usernames are ${USER_LIMITS.usernameMin} to ${USER_LIMITS.usernameMax} letters, digits, dots or underscores.`);

export const emailSchema = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .max(USER_LIMITS.emailMax, 'The e-mail address is too long.')
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: 'Enter a valid e-mail address.' }));

/** A new password (sign-up, change, reset). */
export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .refine((s) => codePointLength(s) >= USER_LIMITS.passwordMin, `The password needs at least ${USER_LIMITS.passwordMin} characters.`)
  .refine((s) => codePointLength(s) <= USER_LIMITS.passwordMax, `The password can be at most ${USER_LIMITS.passwordMax} characters long.`);

/** A typed existing password (sign-in, confirmations): only required and bounded. */
export const currentPasswordSchema = (message = 'Enter your password.') =>
  z.string({ error: message }).min(1, message).max(USER_LIMITS.passwordInputMax);

export const birthDateSchema = z
  .string()
  .regex(DATE_PATTERN, 'Use the format YYYY-MM-DD.')
  .refine((s) => isPastDate(s), 'Enter a valid date in the past.');

const shortText = (max: number) => z.string().trim().max(max);

export const createUserBody = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
  source: shortText(USER_LIMITS.sourceMax).nullish(),
  sourceCampaign: shortText(USER_LIMITS.sourceCampaignMax).nullish(),
  birthDate: birthDateSchema.nullish(),
  /** Newsletter opt-in; defaults per country (spec §9 subscribeEmailByDefault). */
  newsletter: z.boolean().optional(),
  /** Country of the edition signed up on; default: inferred from the host. */
  country: z.enum(COUNTRY_CODES).optional(),
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).optional(),
  contentLanguage: z.enum(LOCALES).optional(),
});
export type CreateUserBody = z.input<typeof createUserBody>;
export type CreateUserInput = z.output<typeof createUserBody>;

export const updateUserBody = z.object({
  name: nameSchema.optional(),
  country: z.enum(COUNTRY_CODES).optional(),
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).optional(),
  contentLanguage: z.enum(LOCALES).optional(),
  regionId: bodyId.nullable().optional(),
  schoolType: shortText(USER_LIMITS.schoolTypeMax).nullable().optional(),
  grade: shortText(USER_LIMITS.gradeMax).nullable().optional(),
  school: z.object({ id: bodyId }).nullable().optional(),
  birthDate: birthDateSchema.nullable().optional(),
  newsletter: z.boolean().optional(),
});
export type UpdateUserFields = z.input<typeof updateUserBody>;
export type UpdateUserInput = z.output<typeof updateUserBody>;

export const userIdParams = z.object({ id: z.uuid() });
export const usernameParams = z.object({ username: z.string().min(1).max(100) });
export const usernameQuery = z.object({ username: z.string({ error: 'Enter a username.' }).max(100) });

const EMAIL_TYPES = ['NEWSLETTER', 'ALL'] as const;
export const unsubscribeBody = z.object({
  emailType: z.enum(EMAIL_TYPES).default('NEWSLETTER'),
  emailPreferencesToken: z.string().min(16).max(USER_LIMITS.tokenMax),
  emailUuid: z.uuid().nullish(),
});
export const unsubscribeResultSchema = z.object({ unsubscribed: z.boolean(), emailType: z.string() });

export const timezoneBody = z.object({
  /** Minutes from UTC as Date#getTimezoneOffset reports them. */
  offset: bodyInt(USER_LIMITS.timezoneOffsetMin, USER_LIMITS.timezoneOffsetMax),
});

export const publicUserSchema = z
  .object({
    uuid: z.uuid(),
    name: z.string(),
    username: z.string(),
    country: z.string(),
    knowerUuid: z.uuid().nullable(),
    /** Same-origin path of the picture (needs the client headers). */
    profilePictureUrl: z.string().nullable(),
    createdOn: z.string(),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const userSchema = publicUserSchema
  .extend({
    email: z.string(),
    emailConfirmed: z.boolean(),
    interfaceLanguage: z.string(),
    contentLanguage: z.string(),
    regionId: z.number().int().nullable(),
    schoolType: z.string().nullable(),
    grade: z.string().nullable(),
    school: z.object({ id: z.number().int() }).nullable(),
    /** YYYY-MM-DD */
    birthDate: z.string().nullable(),
    /** NONE or PRO (PREMIUM_STATUSES in ./pro-plan); follows the activated subscription. */
    premiumStatus: z.string(),
    source: z.string().nullable(),
    sourceCampaign: z.string().nullable(),
    newsletter: z.boolean(),
    /** Minutes from UTC as Date#getTimezoneOffset reports them. */
    timezoneOffset: z.number().int().nullable(),
    active: z.boolean(),
    isKnower: z.boolean(),
    /** Staff roles (decision 0028), e.g. ["reviewer"]: the shell links the review queues. */
    roles: z.array(z.enum(ROLES)),
    /** The editions (country codes) the reviewer role holds in (decision 0050), e.g. ["DE"]; empty for others. */
    reviewerEditions: z.array(z.enum(COUNTRY_CODES)),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const openAppSchema = z.object({ lastTrackedOn: z.string() });
export type OpenAppResult = z.infer<typeof openAppSchema>;

export const lookupSchema = z.object({
  lastUpdated: z.string().nullable(),
  updatedCount: z.number().int(),
  country: z.string().nullable(),
  updated: z.boolean(),
});
export type LookupState = z.infer<typeof lookupSchema>;
