/** Drizzle schema. Migrations under server/db/migrations are generated from this file. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, bigserial, boolean, check, customType, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey,
  smallint, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
// Column groups most tables repeat (Drizzle's reusable column helpers). Each call makes new
// builders, so no two tables share one; the SQL is the same as the columns written out.
const uuidPk = () => uuid('id').primaryKey();
const createdAt = () => ts('created_at').notNull().defaultNow();
const timestamps = () => ({ createdAt: createdAt(), updatedAt: ts('updated_at').notNull().defaultNow() });
/** A required reference whose row is deleted with the row it points at. */
const cascadingRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** Server secrets that must agree across instances (generated AUTH_SECRET). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuidPk(),
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
    /**
     * Staff role grants, each `role:EDITION` (lib/contract/roles, decisions 0028 and 0050), e.g.
     * {reviewer:DE,reviewer:PT}; granted from the command line.
     */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Set when the owner deleted the account (decision 0023): the row is already a tombstone
     * (no address, name or password; signed out) and the deletion job removes it with the rest.
     */
    deletedAt: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
  ],
);

export const knowers = pgTable('knowers', {
  id: uuidPk(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A know: a study document (PDF or, in the US, images) or a set of flashcards. Only PUBLISHED,
 * non-private knows are public (search, lists, sitemaps, other users). `searchVector` is kept
 * by server/search/search-index.ts in the text-search configuration of the content language.
 */
export const knows = pgTable(
  'knows',
  {
    id: uuidPk(),
    knowerId: cascadingRef('knower_id', () => knowers.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** DRAFT | IN_REVIEW | PUBLISHED | REJECTED */
    status: text('status').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /** PDF | IMAGE | FLASHCARDS */
    format: text('format').notNull().default('PDF'),
    /** Catalogue subject id (lib/config/catalogues); null where the edition has no catalogue. */
    subjectId: integer('subject_id'),
    topicUuid: uuid('topic_uuid'),
    gradeIds: integer('grade_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Content language code (lib/config/locales), e.g. de, en-GB, es-MX. */
    contentLanguage: text('content_language').notNull().default('en'),
    /** The edition (country code) the know was published in. */
    country: text('country').notNull().default('US'),
    pageCount: integer('page_count').notNull().default(0),
    /** Original file name of the first document, if any. */
    filename: text('filename'),
    /** Text of every page, joined: what full-text search reads besides title and description. */
    documentText: text('document_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    likesCount: integer('likes_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    /** Ranking of the popular feed; stored so an index can serve it. */
    popularity: doublePrecision('popularity').generatedAlwaysAs(
      sql`likes_count * 2 + saves_count * 3 + views_count * 0.1`,
    ),
    publishedAt: ts('published_at'),
    /** Why a reviewer rejected the know (status REJECTED); shown to its owner. */
    rejectionReason: text('rejection_reason'),
    /** When a reviewer last published or rejected it (decision 0028). */
    reviewedAt: ts('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    index('knows_knower_idx').on(t.knowerId, t.status),
    index('knows_search_idx').using('gin', t.searchVector),
    index('knows_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('knows_public_lang_idx').on(t.contentLanguage, t.publishedAt).where(sql`${t.status} = 'PUBLISHED' AND NOT ${t.isPrivate}`),
    index('knows_public_subject_idx').on(t.subjectId, t.publishedAt).where(sql`${t.status} = 'PUBLISHED' AND NOT ${t.isPrivate}`),
    index('knows_public_popular_idx')
      .on(t.contentLanguage, t.popularity.desc(), t.publishedAt.desc())
      .where(sql`${t.status} = 'PUBLISHED' AND NOT ${t.isPrivate}`),
    /** The review queue: oldest first. */
    index('knows_review_queue_idx').on(t.createdAt).where(sql`${t.status} = 'IN_REVIEW'`),
    index('knows_public_topic_idx').on(t.topicUuid, t.publishedAt).where(sql`${t.status} = 'PUBLISHED' AND NOT ${t.isPrivate}`),
    // The competition leaderboard (decision 0031): public knows by publication time, per knower.
    index('knows_public_published_idx').on(t.publishedAt, t.knowerId).where(sql`${t.status} = 'PUBLISHED' AND NOT ${t.isPrivate}`),
  ],
);

/**
 * Search's narrow copy of each public know (decision 0072), kept by the trigger know_search_sync
 * (migration 0024) on every write to knows: a hit is read here, a few hundred bytes with the
 * vector out of line, not from the know's row with its document text.
 */
export const knowSearch = pgTable(
  'know_search',
  {
    knowId: uuid('know_id')
      .primaryKey()
      .references(() => knows.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    searchVector: tsvector('search_vector').notNull(),
    /** The title's lexemes alone (weight A). */
    titleVector: tsvector('title_vector')
      .notNull()
      .generatedAlwaysAs(sql`ts_filter(search_vector, '{a}')`),
    contentLanguage: text('content_language').notNull(),
    subjectId: integer('subject_id'),
    topicUuid: uuid('topic_uuid'),
    gradeIds: integer('grade_ids').array().notNull(),
    format: text('format').notNull(),
    popularity: doublePrecision('popularity').notNull(),
    publishedAt: ts('published_at'),
  },
  (t) => [
    // The language is a column of the vector's index (btree_gin, migration 0025): one scan serves a search in one language.
    index('know_search_language_vector_idx').using('gin', t.contentLanguage, t.searchVector),
    index('know_search_title_vector_idx').using('gin', t.titleVector),
    index('know_search_title_trgm_idx').using('gin', sql`lower(${t.title}) gin_trgm_ops`),
    index('know_search_published_idx').on(t.publishedAt.desc().nullsLast(), t.knowId),
    index('know_search_subject_idx').on(t.subjectId, t.publishedAt.desc().nullsLast()),
    index('know_search_language_idx').on(t.contentLanguage, t.publishedAt.desc().nullsLast()),
    index('know_search_topic_idx').on(t.topicUuid, t.publishedAt.desc().nullsLast()),
  ],
);

/**
 * Every word the search index has seen (server/search/search-lexicon.ts), per base content
 * language (de, en, ...): the key is the word lower-cased without accents, `display` its first
 * spelling as written. Typo correction ("Did
 * you mean ...?") looks query words up here by trigram similarity. Words are only added (a word
 * of a deleted know stays): a correction is offered only when it finds public knows.
 */
export const searchWords = pgTable(
  'search_words',
  {
    language: text('language').notNull(),
    word: text('word').notNull(),
    display: text('display').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.word] }),
    // No pending list: a search reads the index only (PGlite has no autovacuum to merge one), and
    // after the first knows nearly every indexed word is already there.
    index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
    index('search_words_prefix_idx').using('btree', t.language, sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * An uploaded file (POST /uploads): validated, text extracted, thumbnail made. It belongs to its
 * uploader until a know claims it (`knowId`, `position`); unclaimed uploads expire.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    knowId: uuid('know_id').references(() => knows.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** application/pdf | image/png | image/jpeg | image/webp (sniffed, never the declared type) */
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    pageCount: integer('page_count').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** SHA-256 of the bytes, hex. */
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), index('uploads_know_idx').on(t.knowId, t.position)],
);

/** Extracted text of each page of an upload (1-based page numbers). */
export const uploadPages = pgTable(
  'upload_pages',
  {
    uploadId: cascadingRef('upload_id', () => uploads.id),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.pageNumber] })],
);

export const flashcards = pgTable(
  'flashcards',
  {
    id: uuidPk(),
    knowId: cascadingRef('know_id', () => knows.id),
    position: integer('position').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
  },
  (t) => [index('flashcards_know_idx').on(t.knowId, t.position)],
);

/**
 * An image shown on one side of a card (decision 0070: imported from an Anki deck). The bytes are
 * in file storage under `flashcard-images/{owner}/{know}/`, so deleting the know or the account
 * removes them by that prefix; the row goes with its card or know (ON DELETE CASCADE).
 */
export const flashcardImages = pgTable(
  'flashcard_images',
  {
    id: uuidPk(),
    knowId: cascadingRef('know_id', () => knows.id),
    flashcardId: cascadingRef('flashcard_id', () => flashcards.id),
    /** front | back */
    side: text('side').notNull(),
    position: smallint('position').notNull(),
    /** image/png | image/jpeg | image/webp (sniffed) */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name the deck gave the file (exported again under it). */
    filename: text('filename').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('flashcard_images_card_idx').on(t.flashcardId, t.side, t.position), index('flashcard_images_know_idx').on(t.knowId)],
);

/** FSRS memory state of one card for one learner (ts-fsrs Card fields). */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    userId: cascadingRef('user_id', () => users.id),
    flashcardId: cascadingRef('flashcard_id', () => flashcards.id),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning */
    state: smallint('state').notNull(),
    lastReview: ts('last_review'),
    /**
     * Set by a typed answer graded wrong (decision 0067): its key and the state before that
     * review, so "I was right" can take the Again back. Any other review clears it.
     */
    wrongAnswer: jsonb('wrong_answer').$type<WrongAnswerUndo>(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flashcardId] }), index('flashcard_reviews_due_idx').on(t.userId, t.due)],
);

/** A card's whole FSRS state as stored in JSON (dates as ISO strings). */
export interface ReviewStateSnapshot {
  due: string; stability: number; difficulty: number; elapsedDays: number; scheduledDays: number;
  learningSteps: number; reps: number; lapses: number; state: number; lastReview: string | null;
}

/** The FSRS state before a wrong typed answer; null: the card was new. */
export interface WrongAnswerUndo {
  answerKey: string;
  before: ReviewStateSnapshot | null;
}

/** Typed answers a learner marked "I was right" for a card: accepted from then on (decision 0067). */
export const flashcardAcceptedAnswers = pgTable(
  'flashcard_accepted_answers',
  {
    userId: cascadingRef('user_id', () => users.id),
    flashcardId: cascadingRef('flashcard_id', () => flashcards.id),
    /** The answer's comparison form (lib/study/answer-text.ts answerKey). */
    answerKey: text('answer_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.flashcardId, t.answerKey] })],
);

/**
 * Every rating a learner gave (decision 0069): what the study page charts (cards per day,
 * retention) and the daily streak count. `studyDay` is the learner's calendar day when they
 * rated, fixed at write time, so a later move or clock change does not reshuffle their history.
 */
export const flashcardReviewLog = pgTable(
  'flashcard_review_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: cascadingRef('user_id', () => users.id),
    flashcardId: cascadingRef('flashcard_id', () => flashcards.id),
    /** 1 Again, 2 Hard, 3 Good, 4 Easy */
    rating: smallint('rating').notNull(),
    /** The card's FSRS state before this rating: 0 (new) marks a first sight, not a recall. */
    stateBefore: smallint('state_before').notNull(),
    reviewedAt: ts('reviewed_at').notNull(),
    studyDay: date('study_day', { mode: 'string' }).notNull(),
    /**
     * The id a client gave a review it made offline (decision 0071): unique per learner, so a
     * replayed or doubly sent review counts once. Null for reviews made online.
     */
    clientReviewId: uuid('client_review_id'),
    /**
     * The card's whole FSRS state before this rating (null: new; also null on rows written before
     * migration 0023). A review synced late is slotted in at its time and the later ones replayed.
     */
    cardBefore: jsonb('card_before').$type<ReviewStateSnapshot | null>(),
  },
  (t) => [
    index('flashcard_review_log_user_day_idx').on(t.userId, t.studyDay),
    uniqueIndex('flashcard_review_log_client_id_idx').on(t.userId, t.clientReviewId),
    index('flashcard_review_log_card_time_idx').on(t.userId, t.flashcardId, t.reviewedAt),
  ],
);

/** A learner's best Match time on a set (decision 0069), for the round size it was played with. */
export const matchBestTimes = pgTable(
  'match_best_times',
  {
    userId: cascadingRef('user_id', () => users.id),
    knowId: cascadingRef('know_id', () => knows.id),
    /** Pairs of the round; a set that shrank below a full round starts a new record. */
    pairCount: smallint('pair_count').notNull(),
    bestMs: integer('best_ms').notNull(),
    rounds: integer('rounds').notNull().default(1),
    achievedAt: ts('achieved_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowId] })],
);

export const folders = pgTable(
  'folders',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('folders_user_name_idx').on(t.userId, sql`lower(${t.name})`)],
);

export const knowLikes = pgTable(
  'know_likes',
  {
    userId: cascadingRef('user_id', () => users.id),
    knowId: cascadingRef('know_id', () => knows.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.knowId] }), index('know_likes_know_idx').on(t.knowId)],
);

/** A know in a learner's library, optionally in one of their folders. */
export const knowSaves = pgTable(
  'know_saves',
  {
    userId: cascadingRef('user_id', () => users.id),
    knowId: cascadingRef('know_id', () => knows.id),
    /** Deleting a folder keeps its knows saved, outside any folder. */
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.knowId] }),
    index('know_saves_folder_idx').on(t.userId, t.folderId),
    index('know_saves_know_idx').on(t.knowId),
  ],
);

/**
 * An engaged reader of a know (decision 0058): a signed-in reader, not its knower, who stayed on
 * the know for ENGAGED_READ_SECONDS. Counted once per reader, know and month by the primary key;
 * the monthly accrual pays the knower a per-edition rate for each row of the month.
 */
export const knowEngagedReads = pgTable(
  'know_engaged_reads',
  {
    knowId: cascadingRef('know_id', () => knows.id),
    readerId: cascadingRef('reader_id', () => users.id),
    /** YYYY-MM (UTC) of the read: the month it is paid for. */
    period: text('period').notNull(),
    knowerId: cascadingRef('knower_id', () => knowers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.knowId, t.readerId, t.period] }), index('know_engaged_reads_knower_idx').on(t.knowerId, t.period)],
);

/** A sign-in: every refresh token issued from it belongs to the family. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    createdAt: createdAt(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The sign-in's User-Agent (cut to 512 characters), for the session list (decision 0022). */
    userAgent: text('user_agent'),
    /** ISO country of the sign-in's client IP (the IP itself is not kept). */
    country: text('country'),
    /** The sign-in or its latest refresh: when the session was last used, to the access-token TTL. */
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuidPk(),
    familyId: cascadingRef('family_id', () => tokenFamilies.id),
    /** SHA-256 of the opaque token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the token was exchanged (rotated). */
    usedAt: ts('used_at'),
    /** The token issued when this one was rotated (its one successor). */
    successorId: uuid('successor_id'),
    /** Set when the successor was handed out a second time inside the grace window (racing tabs). */
    graceUsedAt: ts('grace_used_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Two-factor sign-in (decision 0021): one row per user who started enrolment. The TOTP secret is
 * encrypted at rest (AES-256-GCM, key derived from the token key); `enabledAt` is null while the
 * enrolment waits for its first code. `lastStep` is the TOTP time step of the last accepted
 * code: a code of that step or an earlier one is refused (no replay within its window).
 */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: ts('enabled_at'),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes: an HMAC of the code (never the code), used once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/** Single-use e-mailed tokens: e-mail confirmation and password reset. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    /** confirm-email | reset-password */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For confirm-email: the address being confirmed. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/**
 * Sign-in captcha solutions already used (decision 0022): one row per challenge nonce until the
 * challenge expires; the insert that finds the row taken is a replay.
 */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

/**
 * Rate limits (server/rate-limit): one row per (bucket, key) holding the GCRA "theoretical
 * arrival time". A hit is one upsert under the row lock, so parallel requests and every instance
 * on one database are counted exactly. A row whose tat is past is the same as no row.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    tat: ts('tat').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_tat_idx').on(t.tat)],
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

/**
 * The earnings ledger (issue 11 §3, decision 0025): every credit (EARNING, PAYOUT_REVERSAL) and
 * debit (PAYOUT) of a knower is one row in integer minor units of an ISO currency; a balance is
 * the SUM of the rows, never a stored number. A row is never updated. `period` (YYYY-MM) is set on
 * monthly earnings: the unique key (knower, period, kind) makes the accrual credit a month once,
 * however often and on however many instances it runs (payout rows have no period: NULLs differ).
 */
export const earningsLedger = pgTable(
  'earnings_ledger',
  {
    id: uuidPk(),
    knowerId: cascadingRef('knower_id', () => knowers.id),
    /** EARNING | PAYOUT | PAYOUT_REVERSAL (lib/contract/earnings LEDGER_KINDS). */
    kind: text('kind').notNull(),
    /** Signed minor units (cents): credits positive, debits negative. bigint: COP limits exceed int4. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** ISO 4217 code, the knower's country's currency when the row was written. */
    currency: text('currency').notNull(),
    /** What the row is for: `accrual:2026-10` or the payout request id. */
    reference: text('reference').notNull(),
    period: text('period'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('earnings_ledger_period_idx').on(t.knowerId, t.period, t.kind),
    index('earnings_ledger_knower_idx').on(t.knowerId, t.createdAt),
    check('earnings_ledger_sign_check', sql`(${t.kind} = 'PAYOUT') = (${t.amountMinor} < 0) AND ${t.amountMinor} <> 0`),
  ],
);

/**
 * Payout requests (issue 11 §4, decision 0026). The money leaves the balance when the request is
 * made (a PAYOUT ledger row, reference = this id, same transaction); a rejection writes a
 * PAYOUT_REVERSAL that returns it. The row keeps the state; the ledger keeps the money.
 */
export const payoutRequests = pgTable(
  'payout_requests',
  {
    id: uuidPk(),
    knowerId: cascadingRef('knower_id', () => knowers.id),
    /** Positive minor units of `currency` (the knower's country's currency at request time). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** IBAN | PAYPAL (lib/contract/payouts PAYOUT_METHODS). */
    method: text('method').notNull(),
    /** The normalized IBAN or the PayPal e-mail address. */
    details: text('details').notNull(),
    /** REQUESTED | APPROVED | PAID | REJECTED. */
    state: text('state').notNull().default('REQUESTED'),
    rejectionReason: text('rejection_reason'),
    /** The user who took the last decision (approve, pay, reject); null while REQUESTED. */
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    approvedAt: ts('approved_at'),
    paidAt: ts('paid_at'),
    rejectedAt: ts('rejected_at'),
  },
  (t) => [
    index('payout_requests_knower_idx').on(t.knowerId, t.createdAt),
    index('payout_requests_state_idx').on(t.state, t.createdAt),
    check('payout_requests_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Pro plan subscriptions (issue 11 §6, decision 0027). One row from checkout on: PENDING (checkout
 * open) -> PAID (paid, code not used yet) -> ACTIVE (activated on `activated_by`) -> EXPIRED.
 * The buyer and the account it unlocks may differ (a parent buys, the learner activates).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The subscriptionUuid shown on the success page. */
    id: uuidPk(),
    /** Null: bought without signing in (the code is what carries it to an account). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    activatedBy: uuid('activated_by').references(() => users.id, { onDelete: 'set null' }),
    activatedAt: ts('activated_at'),
    /** MONTHLY | YEARLY (lib/config/pro-prices PRO_PLANS). */
    plan: text('plan').notNull(),
    /** PENDING | PAID | ACTIVE | EXPIRED (lib/contract/pro-plan SUBSCRIPTION_STATUSES). */
    status: text('status').notNull(),
    country: text('country').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    currentPeriodEnd: ts('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** test | stripe (never none: without a provider no checkout opens) */
    provider: text('provider').notNull(),
    /** The provider's checkout (Stripe: Checkout Session id); completion events name it. */
    providerCheckoutId: text('provider_checkout_id').notNull(),
    /** The provider's recurring subscription (Stripe: sub_...); null until paid. */
    providerSubscriptionId: text('provider_subscription_id'),
    /**
     * When the provider's newest applied state was true (Stripe: the `created` of the last
     * customer.subscription.* event applied): an older event arriving late changes nothing.
     */
    providerStateAt: ts('provider_state_at'),
    /** Single-use activation code, set when paid; cleared of use by `activated_by`. */
    code: text('code'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_checkout_idx').on(t.provider, t.providerCheckoutId),
    index('subscriptions_activated_by_idx').on(t.activatedBy),
    index('subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
);

/**
 * Provider events applied (decision 0033): one row per event id, inserted in the transaction that
 * applies the event, so a replayed or parallel duplicate delivery finds the row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** stripe */
    provider: text('provider').notNull(),
    /** The provider's event id (Stripe: evt_...). */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** When the provider created the event. */
    createdAt: ts('created_at').notNull(),
    processedAt: ts('processed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * A country's contest whose winners were decided (issue 11 §5, decision 0031). The row is
 * written once, when the window has closed, in the same transaction as its prizes: the unique
 * (country, starts_on) makes a second run of the winners job, on any instance, decide nothing.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuidPk(),
    country: text('country').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    decidedAt: ts('decided_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competitions_country_start_idx').on(t.country, t.startsOn)],
);

/**
 * A winner's prize: rank, amount (integer minor units) and, once the winner sent them, where it
 * goes. AWARDED -> SUBMITTED (details may be changed until paid) -> PAID.
 */
export const competitionPrizes = pgTable(
  'competition_prizes',
  {
    id: uuidPk(),
    competitionId: cascadingRef('competition_id', () => competitions.id),
    knowerId: cascadingRef('knower_id', () => knowers.id),
    rank: smallint('rank').notNull(),
    knowsCount: integer('knows_count').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** AWARDED | SUBMITTED | PAID (lib/contract/competition PRIZE_STATES). */
    state: text('state').notNull().default('AWARDED'),
    /** IBAN | PAYPAL, and the normalized IBAN or PayPal address; null until submitted. */
    method: text('method'),
    details: text('details'),
    submittedAt: ts('submitted_at'),
    /** When the winner's e-mail (with the first claim link) was queued. */
    notifiedAt: ts('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('competition_prizes_rank_idx').on(t.competitionId, t.rank),
    uniqueIndex('competition_prizes_knower_idx').on(t.competitionId, t.knowerId),
    index('competition_prizes_winner_idx').on(t.knowerId),
    check('competition_prizes_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Single-use links that open a prize's claim form without signing in. Only a keyed hash of the
 * token is stored (server/auth/seal.ts keyedHash): the table cannot open any form. A use is one
 * conditional UPDATE (used_at IS NULL AND not expired), so of parallel submits exactly one wins.
 */
export const prizeClaimTokens = pgTable(
  'prize_claim_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    prizeId: cascadingRef('prize_id', () => competitionPrizes.id),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('prize_claim_tokens_prize_idx').on(t.prizeId)],
);

/**
 * The reviewers' audit trail (decision 0028): one row per action, never updated. `actorId` is
 * the reviewer (null: the command line, for role grants); it keeps the uuid after the account
 * is deleted (no foreign key), so the trail still says which account acted.
 */
export const reviewActions = pgTable(
  'review_actions',
  {
    id: uuidPk(),
    actorId: uuid('actor_id'),
    /** server/review/audit.ts ReviewAction, e.g. KNOW_PUBLISHED, PAYOUT_DETAILS_VIEWED, ROLE_GRANTED */
    action: text('action').notNull(),
    /** KNOW | PAYOUT | USER | REPORT */
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    /** The rejection reason, the grant given or taken ("reviewer:DE"), the payout method read, or the reported item. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('review_actions_item_idx').on(t.itemType, t.itemId), index('review_actions_actor_idx').on(t.actorId, t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type KnowRow = typeof knows.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type FlashcardRow = typeof flashcards.$inferSelect;
export type FolderRow = typeof folders.$inferSelect;

/**
 * Chats (issue 13, decision 0037): DIRECT between two users (`directKey` = the two user ids
 * sorted and joined, unique, so two parallel creates give one chat) or GROUP (a name, a creator
 * who adds and removes members). `lastSeq` is the per-chat message sequence: a send bumps it
 * under the chat row's lock, so sequence numbers are gap-free and commit in order, which is what
 * a reconnecting stream catches up on.
 */
export const chats = pgTable(
  'chats',
  {
    id: uuidPk(),
    /** DIRECT | GROUP (lib/contract/chat CHAT_KINDS). */
    kind: text('kind').notNull(),
    name: text('name'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    directKey: text('direct_key').unique(),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: ts('last_message_at'),
    createdAt: createdAt(),
  },
  (t) => [check('chats_kind_check', sql`${t.kind} IN ('DIRECT', 'GROUP')`)],
);

/** Who is in a chat, and how far they have read (`lastReadSeq`): unread = chats.last_seq - last_read_seq. */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: cascadingRef('chat_id', () => chats.id),
    userId: cascadingRef('user_id', () => users.id),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

/**
 * One message: TEXT (text as typed), KNOW (a shared know, `knowId`) or IMAGE (stored through the
 * upload checks, `imageKey` + `thumbnailKey`). `seq` numbers the chat's messages 1, 2, 3, ...
 * A reviewer's "hide" sets `hiddenAt`: the row stays (reports point at it), its content is not
 * served any more.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuidPk(),
    chatId: cascadingRef('chat_id', () => chats.id),
    seq: integer('seq').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    /** TEXT | KNOW | IMAGE (lib/contract/chat MESSAGE_KINDS). */
    kind: text('kind').notNull(),
    text: text('text').notNull().default(''),
    knowId: uuid('know_id').references(() => knows.id, { onDelete: 'set null' }),
    imageKey: text('image_key'),
    imageType: text('image_type'),
    thumbnailKey: text('thumbnail_key'),
    hiddenAt: ts('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq_idx').on(t.chatId, t.seq),
    index('chat_messages_sender_idx').on(t.senderId),
    check('chat_messages_kind_check', sql`${t.kind} IN ('TEXT', 'KNOW', 'IMAGE')`),
  ],
);

/** A user blocked by another: no new messages either way, no new direct chat. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: cascadingRef('blocker_id', () => users.id),
    blockedId: cascadingRef('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * Reports of a message, a user or a know (issue 13 §2), with a reason. Reviewers decide:
 * OPEN -> HIDDEN (the item is hidden) | DISMISSED | SUSPENDED (the account behind it is suspended).
 * One report per reporter and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuidPk(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    /** MESSAGE | USER | KNOW */
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The account behind the target (sender, user, knower's user): what SUSPENDED suspends. */
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The edition (country code) the report belongs to, fixed when it is made: the know's, else
     * that of the account behind the target (decision 0050). Only its reviewers see the report.
     */
    edition: text('edition').notNull(),
    /** lib/contract/chat REPORT_REASONS */
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** OPEN | HIDDEN | DISMISSED | SUSPENDED */
    status: text('status').notNull().default('OPEN'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: ts('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_idx').on(t.reporterId, t.targetType, t.targetId),
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_edition_queue_idx').on(t.edition, t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

export type ChatRow = typeof chats.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * Tutoring minutes used per user and calendar month (UTC, `period` YYYY-MM; decision 0035). A
 * request takes its cost in one conditional upsert, so parallel requests can never overdraw.
 */
export const aiAllowances = pgTable(
  'ai_allowances',
  {
    userId: cascadingRef('user_id', () => users.id),
    period: text('period').notNull(),
    usedMinutes: integer('used_minutes').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.period] }), check('ai_allowances_used_check', sql`${t.usedMinutes} >= 0`)],
);

/** An AI summary (issue 12 §2): the chosen sentences with their citations, as shown. */
export const aiSummaries = pgTable(
  'ai_summaries',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    title: text('title').notNull(),
    /** short | medium | long */
    length: text('length').notNull(),
    contentLanguage: text('content_language').notNull(),
    /** [{ text, citation }] (lib/contract/ai summarySchema.sentences). */
    sentences: jsonb('sentences').notNull(),
    /** embedded | openai-compatible */
    engine: text('engine').notNull(),
    note: text('note'),
    sourceKnowIds: uuid('source_know_ids').array().notNull().default(sql`'{}'::uuid[]`),
    uploadId: uuid('upload_id'),
    courseUuid: uuid('course_uuid'),
    courseTitle: text('course_title'),
    savedKnowId: uuid('saved_know_id').references(() => knows.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ai_summaries_user_idx').on(t.userId, t.createdAt)],
);

/** A mock exam (issue 12 §3): questions with their answer keys and passages (never sent before an attempt). */
export const aiMockExams = pgTable(
  'ai_mock_exams',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    title: text('title').notNull(),
    userInput: text('user_input').notNull().default(''),
    contentLanguage: text('content_language').notNull(),
    /** [{ kind, prompt, options, answer, passage }] (server/ai/mock-exam GeneratedQuestion). */
    questions: jsonb('questions').notNull(),
    engine: text('engine').notNull(),
    note: text('note'),
    sourceKnowIds: uuid('source_know_ids').array().notNull().default(sql`'{}'::uuid[]`),
    uploadId: uuid('upload_id'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_mock_exams_user_idx').on(t.userId, t.createdAt)],
);

export const aiExamAttempts = pgTable(
  'ai_exam_attempts',
  {
    id: uuidPk(),
    examId: cascadingRef('exam_id', () => aiMockExams.id),
    answers: jsonb('answers').notNull(),
    score: integer('score').notNull(),
    total: integer('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_exam_attempts_exam_idx').on(t.examId, t.createdAt)],
);

/** A learning bot scoped to a learner's own set of knows (subject bots come from the catalogue). */
export const aiLearningBots = pgTable(
  'ai_learning_bots',
  {
    id: uuidPk(),
    ownerId: cascadingRef('owner_id', () => users.id),
    name: text('name').notNull(),
    country: text('country').notNull(),
    contentLanguage: text('content_language').notNull(),
    knowIds: uuid('know_ids').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ai_learning_bots_owner_idx').on(t.ownerId, t.createdAt)],
);

/** An assistant chat (school-gpt, uni-gpt, optionally with a learning bot). */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: uuidPk(),
    userId: cascadingRef('user_id', () => users.id),
    /** school-gpt | uni-gpt */
    kind: text('kind').notNull(),
    /** A subject bot's uuid (catalogue) or an ai_learning_bots row; checked when the chat starts. */
    learningBotId: uuid('learning_bot_id'),
    title: text('title').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('ai_chat_sessions_user_idx').on(t.userId, t.updatedAt)],
);

export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuidPk(),
    sessionId: cascadingRef('session_id', () => aiChatSessions.id),
    /** user | assistant */
    role: text('role').notNull(),
    text: text('text').notNull(),
    citations: jsonb('citations').notNull().default(sql`'[]'::jsonb`),
    engine: text('engine'),
    note: text('note'),
    /** False: the learner stopped the answer; `text` is what had been written. */
    complete: boolean('complete').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('ai_chat_messages_session_idx').on(t.sessionId, t.createdAt)],
);

/**
 * A poll (issue 13 §3, decision 0039): a question with 2 to 6 options (lib/contract POLL_LIMITS),
 * made by a knower or in a chat (`chatId`), open until `closesAt` (null: never closes).
 */
export const polls = pgTable(
  'polls',
  {
    id: uuidPk(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    closesAt: ts('closes_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('polls_creator_idx').on(t.creatorId, t.createdAt),
    check('polls_options_check', sql`cardinality(${t.options}) BETWEEN 2 AND 6`),
  ],
);

/** One vote per user and poll (the primary key): a change rewrites the row, parallel votes meet on it. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    pollId: cascadingRef('poll_id', () => polls.id),
    userId: cascadingRef('user_id', () => users.id),
    /** 0-based index into polls.options. */
    option: smallint('option').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.pollId, t.userId] }), index('poll_votes_poll_option_idx').on(t.pollId, t.option)],
);

/** Catalogue topics a user follows (issue 13 §4), with the edition they follow it in (its knows feed the quiz). */
export const topicFollows = pgTable(
  'topic_follows',
  {
    userId: cascadingRef('user_id', () => users.id),
    topicUuid: uuid('topic_uuid').notNull(),
    /** Country code of the edition (lib/config/countries). */
    country: text('country').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.topicUuid] })],
);

/**
 * Visits of /ads-survey-redirect (spec §2.1): the attribution they came with and where they were
 * sent (`targetHost`), or why not (`outcome`: REDIRECTED | REFUSED | UNCONFIGURED).
 */
export const adsSurveyVisits = pgTable(
  'ads_survey_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outcome: text('outcome').notNull(),
    targetHost: text('target_host'),
    source: text('source'),
    sourceCampaign: text('source_campaign'),
    tiktokClickId: text('tiktok_click_id'),
    facebookClickId: text('facebook_click_id'),
    referrer: text('referrer'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('ads_survey_visits_created_idx').on(t.createdAt)],
);
