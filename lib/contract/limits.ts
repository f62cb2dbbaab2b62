/**
 * Every limit of the API, written once: the zod schemas of lib/contract enforce them on the
 * server, and forms import them (this file has no zod, so a page can use a limit without
 * shipping the schemas). Change a number here and server, forms and OpenAPI follow.
 */

/** X-Platform values (spec §7). */
export const PLATFORMS = ['web', 'ios', 'android'] as const;
/** What the API accepts as X-Device-Id (spec §7). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** Largest PostgreSQL `integer`: every id, page and count in a request stays within it. */
export const INT32_MAX = 2_147_483_647;

export const USER_LIMITS = {
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  /** Typed passwords on sign-in and confirmations (any old password must still be accepted). */
  passwordInputMax: 1024,
  sourceMax: 100,
  sourceCampaignMax: 200,
  schoolTypeMax: 50,
  gradeMax: 50,
  /** Minutes from UTC as Date#getTimezoneOffset reports them. */
  timezoneOffsetMin: -840,
  timezoneOffsetMax: 840,
  tokenMax: 200,
  /** The captcha widget's payload (base64 JSON of challenge and solution, about 700 characters). */
  captchaPayloadMax: 4_000,
} as const;

/**
 * Deepest nesting of a JSON request body (objects and arrays; the body itself is level 1). No
 * request needs more than a handful; a bound checked on the raw text before parsing keeps every
 * later walk of the value shallow (issue 21: 5,000 levels overflowed a recursive walk).
 */
export const JSON_DEPTH_MAX = 32;

/** Integers in a query string: plain decimal digits only (no `1e3`, `12abc`, `0x10`, ` 5`, `1.0`). */
export const INTEGER_TEXT = /^-?\d{1,12}$/;

/** Usernames: 3 to 30 letters, digits, dots or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]{3,30}$/;

/** E-mail addresses (zod's default e-mail pattern, named so forms test the same rule). */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Dates as YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Knows (decision 0008). */
export const KNOW_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  uploadsMax: 20,
  flashcardsMax: 500,
  flashcardTextMax: 1000,
  gradeMin: 1,
  gradeMax: 13,
  gradesMax: 13,
  /** Text of this many pages comes with GET /knows/{uuid} (KnowDetail.pages). */
  previewPages: 3,
  listLimitMax: 50,
  listLimitDefault: 20,
  listOffsetMax: 100_000,
} as const;

export const FOLDER_LIMITS = { nameMax: 60 } as const;

export const SEARCH_LIMITS = {
  queryMax: 200,
  limitMax: 50,
  limitDefault: 20,
  /** Deep pages cost as much as the whole result; nobody reads past the 50th page. */
  offsetMax: 1000,
  /**
   * Hits counted at most (decision 0072): the pages reach no further, and counting every hit of a
   * broad word is what made search slow. More than this shows as "1,000+" (moreResults).
   */
  countMax: 1000,
  /** Suggestions under the search box while typing. */
  suggestionsMax: 10,
  suggestionsDefault: 8,
} as const;

export const STUDY_LIMITS = { limitDefault: 20, limitMax: 100 } as const;

/** Learn and Test over a flashcard set (issue 24, decision 0067). */
export const STUDY_MODE_LIMITS = {
  /** A typed answer; longer than any back may be, for spaces and alternatives typed together. */
  answerMax: 2000,
  testQuestionsMin: 1,
  testQuestionsMax: 50,
  testQuestionsDefault: 10,
  /** "I was right" answers remembered per learner and card; the oldest give way. */
  acceptedAnswersPerCard: 20,
} as const;

/**
 * Anki packages (.apkg) imported into a flashcard set (issue 24 §6, decision 0070). A package is a
 * zip: its declared and its real sizes are both held to these, entry by entry, before a row is
 * written. Cards per package: a set's own limit (KNOW_LIMITS.flashcardsMax).
 */
export const ANKI_LIMITS = {
  /** The .apkg as uploaded. */
  packageBytesMax: 50 * 1024 * 1024,
  /** Every entry inflated, added up (collection and media). */
  uncompressedBytesMax: 200 * 1024 * 1024,
  /** The SQLite collection inflated: sql.js holds it in memory. */
  collectionBytesMax: 64 * 1024 * 1024,
  /** Inflated to compressed, per entry over `ratioFloorBytes`: past it an entry is a zip bomb. */
  compressionRatioMax: 100,
  ratioFloorBytes: 1024 * 1024,
  /** Zip entries (collection, media map, one per media file). */
  entriesMax: 5_000,
  /** Notes read from the collection; cards beyond a set's limit are refused, not cut. */
  cardsMax: KNOW_LIMITS.flashcardsMax,
  /** Images kept per package, and per image (bytes, pixels per side). */
  imagesMax: 500,
  imageBytesMax: 5 * 1024 * 1024,
  /** Imports running at once on one server: each inflates and parses a package in memory. */
  concurrentImports: 2,
} as const;

/** Offline study (issue 24 §7, decision 0071): reviews made offline, synced in batches. */
export const OFFLINE_STUDY_LIMITS = {
  /** Reviews in one sync request; a longer queue is sent in several. */
  reviewsPerSync: 200,
  /** A review time later than the server's clock by more than this is taken as made now. */
  clockSkewMs: 10 * 60 * 1000,
  /**
   * Card images kept with one offline set, in bytes (decision 0070): enough for a deck of
   * pictures (a phone photo is 0.2–2 MB), small enough that a few saved sets stay well inside
   * a browser's storage quota. Images past it are not kept; their cards study as text.
   */
  imageBytesPerSet: 30 * 1024 * 1024,
} as const;

/** Counts text as people do: by code point, so an emoji is one character. */
export const codePointLength = (s: string): number => [...s].length;

/** YYYY-MM-DD of a real day that is not in the future (birth dates). */
export function isPastDate(value: string, today: Date = new Date()): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && d.getTime() <= today.getTime();
}

/** The earnings ledger of a knower (decision 0025), newest first. */
export const EARNINGS_LIMITS = { limitMax: 100, limitDefault: 20, offsetMax: 100_000 } as const;

/** Payout requests (issue 11 §4, decision 0026): history paging and the PayPal address length. */
/** The reviewer queues (decision 0028). */
export const REVIEW_LIMITS = { limitMax: 50, limitDefault: 20, offsetMax: 100_000, reasonMax: 500 } as const;

export const PAYOUT_LIMITS = { limitMax: 100, limitDefault: 20, offsetMax: 100_000, emailMax: 254, reasonMax: 500 } as const;

/**
 * AI study tools (issue 12, decisions 0034 and 0035): how much a request may ask for, and what
 * each kind of request costs of the monthly tutoring minutes.
 */
export const AI_LIMITS = {
  /** Knows (own, saved or public) one summary, exam or bot may draw from. */
  sourcesMax: 20,
  /** The mock exam's focus text (userInput) and a course title. */
  userInputMax: 500,
  courseTitleMax: 150,
  questionsMin: 3,
  questionsMax: 30,
  questionsDefault: 10,
  /** One answer typed into a mock exam (a gap). */
  answerMax: 200,
  /** One chat message. */
  messageMax: 2000,
  /** Messages of a chat the assistant sees again (newest first). */
  historyTurns: 6,
  summarySaveTitleMax: 150,
  listLimitMax: 50,
  listLimitDefault: 20,
  offsetMax: 10_000,
  /** Learning bot names (bots scoped to a set of knows). */
  botNameMax: 100,
} as const;

/** Chats (issue 13, decision 0037): text length, group size and name, history and queue pages. */
export const CHAT_LIMITS = {
  textMax: 2000,
  nameMax: 60,
  groupMembersMax: 50,
  historyLimitMax: 100,
  historyLimitDefault: 30,
  listLimitMax: 100,
  reportDetailsMax: 1000,
  queueLimitMax: 100,
  /**
   * Live streams (GET /chats/events) open at once per account, on all instances together: one per
   * tab showing chats, so this is plenty for a person and bounds what one account can hold open.
   */
  streamsPerAccountMax: 10,
} as const;

/** Polls (issue 13 §3, decision 0039). */
export const POLL_LIMITS = {
  questionMax: 300,
  optionsMin: 2,
  optionsMax: 6,
  optionMax: 120,
  /** Latest closing time, in days from now. */
  closesWithinDaysMax: 365,
  /** How often an open poll's page refetches its results (ms). */
  refetchMs: 5_000,
} as const;

/** Topic quizzes (issue 13 §4, decision 0039). */
export const QUIZ_LIMITS = {
  questions: 10,
  /** Choices per question: the answer and up to three distractors. */
  choices: 4,
  /** Fewer distinct cards in the topic than this: no quiz (empty state). */
  minCards: 4,
  answerMax: 2000,
  followsMax: 200,
} as const;
