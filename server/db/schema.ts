/** Drizzle schema. Migrations under server/db/migrations are generated from this file. */
import { sql } from 'drizzle-orm';
import {
  bigserial, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Server secrets that must agree across instances (generated AUTH_SECRET). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    emailConfirmedAt: ts('email_confirmed_at'),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    country: text('country').notNull(),
    interfaceLanguage: text('interface_language').notNull(),
    contentLanguage: text('content_language').notNull(),
    regionId: integer('region_id'),
    schoolType: text('school_type'),
    grade: text('grade'),
    schoolId: integer('school_id'),
    premiumStatus: text('premium_status').notNull().default('NONE'),
    source: text('source'),
    sourceCampaign: text('source_campaign'),
    newsletter: boolean('newsletter').notNull(),
    /** Random token that lets an e-mail's unsubscribe link act without signing in. */
    emailPreferencesToken: text('email_preferences_token').notNull(),
    timezoneOffset: smallint('timezone_offset'),
    openAppLastTrackedAt: ts('open_app_last_tracked_at'),
    lookupLastUpdatedAt: ts('lookup_last_updated_at'),
    lookupUpdatedCount: integer('lookup_updated_count').notNull().default(0),
    lookupCountry: text('lookup_country'),
    profilePictureKey: text('profile_picture_key'),
    profilePictureType: text('profile_picture_type'),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const knowers = pgTable('knowers', {
  id: uuid('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Minimal know record: enough for status statistics; the content issue extends it. */
export const knows = pgTable(
  'knows',
  {
    id: uuid('id').primaryKey(),
    knowerId: uuid('knower_id')
      .notNull()
      .references(() => knowers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** DRAFT | IN_REVIEW | PUBLISHED | REJECTED */
    status: text('status').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('knows_knower_idx').on(t.knowerId, t.status)],
);

/** A sign-in: every refresh token issued from it belongs to the family. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the token was exchanged (rotated). */
    usedAt: ts('used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use e-mailed tokens: e-mail confirmation and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** confirm-email | reset-password */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For confirm-email: the address being confirmed. */
    email: text('email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Sliding-window rate-limit counters shared by all instances (one row per hit). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    name: text('name').notNull(),
    userId: uuid('user_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.receivedAt)],
);

/** Ad-conversion events (fb, tiktok): stored, and relayed when an endpoint is configured. */
export const adEvents = pgTable('ad_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  network: text('network').notNull(),
  eventName: text('event_name').notNull(),
  payload: jsonb('payload').notNull(),
  /** stored | relayed | failed */
  relayStatus: text('relay_status').notNull(),
  relayHttpStatus: integer('relay_http_status'),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
