/** zod schemas of the users resource: they validate requests and generate the OpenAPI document. */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { INTERFACE_LANGUAGES, LOCALES } from '@/lib/config/locales';
import { PASSWORD_MAX, PASSWORD_MIN } from '../auth/passwords';

const codePoints = (s: string) => [...s].length;

/** Names: any text of 1 to 100 characters, stored as given (escaped on output). */
export const nameSchema = z
  .string({ error: 'Enter a name.' })
  .refine((s) => s.trim().length > 0, 'Enter a name.')
  .refine((s) => codePoints(s) <= 100, 'The name can be at most 100 characters long.');

export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;
export const usernameSchema = z
  .string({ error: 'Enter a username.' })
  .regex(USERNAME_PATTERN, 'Usernames are 3 to 30 letters, digits, dots or underscores.');

export const emailSchema = z
  .string({ error: 'Enter an e-mail address.' })
  .trim()
  .max(254, 'The e-mail address is too long.')
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .refine((s) => codePoints(s) >= PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters.`)
  .refine((s) => codePoints(s) <= PASSWORD_MAX, `The password can be at most ${PASSWORD_MAX} characters long.`);

export const birthDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD.')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getTime() <= Date.now();
  }, 'Enter a valid date in the past.');

const shortText = (max: number) => z.string().trim().max(max);

export const createUserBody = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
  username: usernameSchema.optional(),
  source: shortText(100).nullish(),
  sourceCampaign: shortText(200).nullish(),
  birthDate: birthDateSchema.nullish(),
  /** Newsletter opt-in; defaults per country (spec §9 subscribeEmailByDefault). */
  newsletter: z.boolean().optional(),
  /** Country of the edition signed up on; default: inferred from the host. */
  country: z.enum(COUNTRY_CODES).optional(),
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).optional(),
  contentLanguage: z.enum(LOCALES).optional(),
});

export const updateUserBody = z.object({
  name: nameSchema.optional(),
  country: z.enum(COUNTRY_CODES).optional(),
  interfaceLanguage: z.enum(INTERFACE_LANGUAGES).optional(),
  contentLanguage: z.enum(LOCALES).optional(),
  regionId: z.number().int().positive().nullable().optional(),
  schoolType: shortText(50).nullable().optional(),
  grade: shortText(50).nullable().optional(),
  school: z.object({ id: z.number().int().positive() }).nullable().optional(),
  birthDate: birthDateSchema.nullable().optional(),
  newsletter: z.boolean().optional(),
});

export const userIdParams = z.object({ id: z.uuid() });
export const usernameParams = z.object({ username: z.string().min(1).max(100) });
export const usernameQuery = z.object({ username: z.string({ error: 'Enter a username.' }) });

export const unsubscribeBody = z.object({
  emailType: z.enum(['NEWSLETTER', 'ALL']).default('NEWSLETTER'),
  emailPreferencesToken: z.string().min(16).max(200),
  emailUuid: z.uuid().nullish(),
});

export const timezoneBody = z.object({
  /** Minutes from UTC as Date#getTimezoneOffset reports them (-840..720). */
  offset: z.number().int().min(-840).max(840),
});

export const publicUserSchema = z.object({
  uuid: z.uuid(),
  name: z.string(),
  username: z.string(),
  country: z.string(),
  knowerUuid: z.uuid().nullable(),
  profilePictureUrl: z.string().nullable(),
  createdOn: z.string(),
});

export const userSchema = publicUserSchema.extend({
  email: z.string(),
  emailConfirmed: z.boolean(),
  interfaceLanguage: z.string(),
  contentLanguage: z.string(),
  regionId: z.number().nullable(),
  schoolType: z.string().nullable(),
  grade: z.string().nullable(),
  school: z.object({ id: z.number() }).nullable(),
  birthDate: z.string().nullable(),
  premiumStatus: z.string(),
  source: z.string().nullable(),
  sourceCampaign: z.string().nullable(),
  newsletter: z.boolean(),
  timezoneOffset: z.number().nullable(),
  active: z.boolean(),
  isKnower: z.boolean(),
});

export const openAppSchema = z.object({ lastTrackedOn: z.string() });
export const lookupSchema = z.object({
  lastUpdated: z.string().nullable(),
  updatedCount: z.number(),
  country: z.string().nullable(),
  updated: z.boolean(),
});
