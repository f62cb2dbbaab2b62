/** Users: sign-up, profile, username, newsletter, app-open and IP-lookup tracking, profile picture. */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { COUNTRIES, type CountryCode } from '@/lib/config/countries';
import { resolveHost } from '@/lib/config/editions';
import { LOCALE_CONFIGS } from '@/lib/config/locales';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import { uniqueViolation } from '../db/errors';
import { users, type UserRow } from '../db/schema';
import { conflict, formError, notFound, ApiError, tooLarge, unsupportedMedia } from '../errors';
import { hashPassword } from '../auth/passwords';
import { randomToken } from '../auth/crypto';
import { sendConfirmationMail } from '../accounts/service';
import { IMAGE_EXTENSIONS, sniffImageType } from '../files/image';
import type { MultipartPart } from '../http/multipart';
import { emailTaken, findUserView, usernameTaken, type UserView } from './repository';
import { USERNAME_PATTERN } from '@/lib/contract/limits';
import type { CreateUserInput, UpdateUserInput } from '@/lib/contract/users';
import { lookupCountry } from '../countries/by-ip';

export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

function checkAge(country: CountryCode, birthDate: string | null | undefined): void {
  const minimumAge = COUNTRIES[country].minimumAge;
  if (minimumAge === null) return;
  if (!birthDate) throw formError({ birthDate: 'Enter your date of birth.' });
  if (ageOn(birthDate, new Date()) < minimumAge) {
    throw formError({ birthDate: `You must be at least ${minimumAge} years old to sign up.` });
  }
}

function signupCountry(explicit: CountryCode | undefined, host: string | null, fallback: CountryCode): CountryCode {
  if (explicit) return explicit;
  const r = resolveHost(host);
  if (r.kind === 'edition') return r.edition.country.code;
  if (r.kind === 'redirect') return r.to.country.code;
  return fallback;
}

/** A free username derived from the name: ascii letters and digits plus a random number. */
async function generateUsername(app: AppContext, name: string, email: string): Promise<string> {
  const ascii = (s: string) => s.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  let base = ascii(name).slice(0, 20) || ascii(email.split('@')[0] ?? '').slice(0, 20);
  if (base.length < 3) base = `user${base}`;
  for (let i = 0; i < 10; i++) {
    const candidate = `${base}.${randomInt(1000, i < 5 ? 10_000 : 1_000_000)}`;
    if (!(await usernameTaken(app.db, candidate))) return candidate;
  }
  return `user.${randomUuid().slice(0, 8)}`;
}

function mapUnique(err: unknown): never {
  const u = uniqueViolation(err);
  if (u?.constraint.includes('email')) throw conflict('EmailInUseError', 'This e-mail address is already in use.');
  if (u?.constraint.includes('username')) throw conflict('UsernameInUseError', 'This username is already taken.');
  throw err;
}

export async function createUser(
  app: AppContext,
  input: CreateUserInput,
  host: string | null,
): Promise<UserView> {
  const country = signupCountry(input.country, host, app.env.DEFAULT_EDITION);
  checkAge(country, input.birthDate);
  if (await emailTaken(app.db, input.email)) throw conflict('EmailInUseError', 'This e-mail address is already in use.');
  if (input.username && (await usernameTaken(app.db, input.username))) {
    throw conflict('UsernameInUseError', 'This username is already taken.');
  }
  const locale = LOCALE_CONFIGS[COUNTRIES[country].locale];
  const id = randomUuid();
  const row = {
    id,
    email: input.email,
    name: input.name,
    username: input.username ?? (await generateUsername(app, input.name, input.email)),
    passwordHash: await hashPassword(input.password, app.env.PASSWORD_HASH_COST),
    birthDate: input.birthDate ?? null,
    country,
    interfaceLanguage: input.interfaceLanguage ?? locale.interfaceLanguage,
    contentLanguage: input.contentLanguage ?? locale.locale,
    source: input.source ?? null,
    sourceCampaign: input.sourceCampaign ?? null,
    newsletter: input.newsletter ?? COUNTRIES[country].subscribeEmailByDefault,
    emailPreferencesToken: randomToken(24),
  };
  try {
    await app.db.insert(users).values(row);
  } catch (err) {
    mapUnique(err);
  }
  await sendConfirmationMail(app, row);
  return mustFind(app, id);
}

export async function mustFind(app: AppContext, id: string): Promise<UserView> {
  const view = await findUserView(app.db, id);
  if (!view) throw notFound('User not found.');
  return view;
}

export async function updateUser(app: AppContext, user: UserRow, input: UpdateUserInput): Promise<UserView> {
  const country = input.country ?? (user.country as CountryCode);
  if (input.birthDate !== undefined || input.country !== undefined) {
    const birthDate = input.birthDate === undefined ? user.birthDate : input.birthDate;
    if (COUNTRIES[country].minimumAge !== null) checkAge(country, birthDate);
  }
  const patch: Partial<UserRow> = { updatedAt: new Date() };
  if (input.name !== undefined) patch.name = input.name;
  if (input.country !== undefined) patch.country = input.country;
  if (input.interfaceLanguage !== undefined) patch.interfaceLanguage = input.interfaceLanguage;
  if (input.contentLanguage !== undefined) patch.contentLanguage = input.contentLanguage;
  if (input.regionId !== undefined) patch.regionId = input.regionId;
  if (input.schoolType !== undefined) patch.schoolType = input.schoolType;
  if (input.grade !== undefined) patch.grade = input.grade;
  if (input.school !== undefined) patch.schoolId = input.school?.id ?? null;
  if (input.birthDate !== undefined) patch.birthDate = input.birthDate;
  if (input.newsletter !== undefined) patch.newsletter = input.newsletter;
  if (input.regionId) {
    const { regionsOf } = await import('../countries/data');
    if (!regionsOf(country).some((r) => r.id === input.regionId)) {
      throw formError({ regionId: 'Choose a region of your country.' });
    }
  }
  await app.db.update(users).set(patch).where(eq(users.id, user.id));
  return mustFind(app, user.id);
}

export async function changeUsername(app: AppContext, user: UserRow, username: string): Promise<UserView> {
  if (!USERNAME_PATTERN.test(username)) {
    throw new ApiError(400, 'InvalidUsernameError', 'Usernames are 3 to 30 letters, digits, dots or underscores.', {
      fields: { username: 'Usernames are 3 to 30 letters, digits, dots or underscores.' },
    });
  }
  if (await usernameTaken(app.db, username, user.id)) throw conflict('UsernameInUseError', 'This username is already taken.');
  try {
    await app.db.update(users).set({ username, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (err) {
    mapUnique(err);
  }
  return mustFind(app, user.id);
}

export async function trackOpenApp(app: AppContext, user: UserRow): Promise<Date> {
  const now = new Date();
  await app.db.update(users).set({ openAppLastTrackedAt: now }).where(eq(users.id, user.id));
  return now;
}

/**
 * IP lookup tracking (spec §9): no new lookup while updatedCount <= 10 and under 3 hours passed,
 * or while above 10 and under 10 days passed.
 */
export async function trackLookup(app: AppContext, user: UserRow, ip: string, countryHeader: string | null) {
  const now = Date.now();
  const last = user.lookupLastUpdatedAt?.getTime() ?? null;
  const wait = user.lookupUpdatedCount <= 10 ? 3 * 3_600_000 : 10 * 86_400_000;
  if (last !== null && now - last < wait) {
    return { lastUpdated: user.lookupLastUpdatedAt!.toISOString(), updatedCount: user.lookupUpdatedCount, country: user.lookupCountry, updated: false };
  }
  const country = lookupCountry(ip, countryHeader);
  const [row] = await app.db
    .update(users)
    .set({ lookupLastUpdatedAt: new Date(now), lookupUpdatedCount: user.lookupUpdatedCount + 1, lookupCountry: country })
    .where(eq(users.id, user.id))
    .returning();
  return { lastUpdated: new Date(now).toISOString(), updatedCount: row?.lookupUpdatedCount ?? 0, country, updated: true };
}

export async function setTimezone(app: AppContext, user: UserRow, offset: number): Promise<UserView> {
  await app.db.update(users).set({ timezoneOffset: offset, updatedAt: new Date() }).where(eq(users.id, user.id));
  return mustFind(app, user.id);
}

export async function setProfilePicture(app: AppContext, user: UserRow, parts: MultipartPart[]): Promise<UserView> {
  const file = parts.find((p) => p.filename !== null && (p.name === 'file' || p.name === 'profilePicture')) ??
    parts.find((p) => p.filename !== null);
  if (!file || file.data.length === 0) throw formError({ file: 'Choose an image file.' });
  if (file.data.length > app.env.MAX_UPLOAD_BYTES) throw tooLarge(app.env.MAX_UPLOAD_BYTES);
  const type = sniffImageType(file.data);
  if (!type) {
    throw unsupportedMedia('Profile pictures must be PNG, JPEG or WebP images.', { allowed: Object.keys(IMAGE_EXTENSIONS) });
  }
  const key = `profile-pictures/${user.id}/${randomToken(12)}.${IMAGE_EXTENSIONS[type]}`;
  await app.storage.put(key, file.data, type);
  await app.db
    .update(users)
    .set({ profilePictureKey: key, profilePictureType: type, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  if (user.profilePictureKey) await app.storage.remove(user.profilePictureKey);
  return mustFind(app, user.id);
}

/** Where the user's picture is stored, and its type; 404 without one. The route streams it. */
export async function getProfilePicture(app: AppContext, id: string): Promise<{ key: string; type: string }> {
  const view = await findUserView(app.db, id);
  const key = view?.user.profilePictureKey;
  if (!view || !key) throw notFound('No profile picture.');
  return { key, type: view.user.profilePictureType ?? 'application/octet-stream' };
}
