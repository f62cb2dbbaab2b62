/**
 * The server environment, checked with zod. This is the only module of server/ that reads
 * process.env; everything else receives a ServerEnv. The server entry (server/serve.ts) checks
 * it before anything starts, and a bad value stops the process with a message naming the
 * setting and its range; `.env.example` lists every key (tests/unit/env.test.ts checks it).
 */
import { z } from 'zod';
import { APP_ENVIRONMENTS, DEFAULT_APP_ENVIRONMENT } from '@/lib/app-environment';
import { COUNTRY_CODES } from '@/lib/config/countries';
import { editionDomainsProblem } from '@/lib/config/edition-domains';
import { stripePricesProblem } from './pro-plan/stripe-prices';

/** What a setting accepts, in words, for the start-up message ("an integer from 30 to 86400"). */
interface SettingMeta {
  expected: string;
  /** Never echo the value (keys, passwords in URLs). */
  secret?: boolean;
}
/** Attaches the words of the start-up message; always on a setting's outermost schema. */
const setting = <T extends z.ZodType>(schema: T, meta: SettingMeta): T => schema.meta({ ...meta }) as T;

const bool = z.enum(['1', '0', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');
const BOOL_WORDS = { expected: 'one of true, false, 1, 0, yes, no' };
/** A yes/no setting; unset: `def` (or undefined: "not decided", see SEED_DEMO_DATA). */
const flag = <D extends boolean | undefined>(def: D) =>
  setting(bool.optional().transform((v): boolean | D => v ?? def), BOOL_WORDS);

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A whole number in [min, max] written in plain digits (no `1e3`, no `0x10`). */
const int = (def: number, min: number, max: number) =>
  setting(
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).optional().transform((v) => v ?? def),
    { expected: `an integer from ${min} to ${max}` },
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, def: T[number]) =>
  setting(z.enum(values).default(def), { expected: `one of ${values.join(', ')}` });

/** Five cron fields of digits, `*`, ranges, lists and steps (pg-boss checks the values at start). */
const CRON = /^[\d*,/-]+( [\d*,/-]+){4}$/;

export const envSchema = z.object({
  /** PostgreSQL connection string; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: setting(optionalString, { expected: 'a postgres:// connection string', secret: true }),
  /**
   * PostgreSQL connections this instance opens at most (decision 0045). Each instance (each
   * worker process) has its own pool: instances x this stays under PostgreSQL's max_connections.
   */
  DATABASE_POOL_MAX: int(10, 1, 200),
  /**
   * How long a request waits for a free pooled connection (or a new one to open) before it is
   * answered 503 busy with Retry-After (decision 0045): load is backpressure, not an outage.
   */
  DATABASE_POOL_WAIT_MS: int(10_000, 100, 60_000),
  /** PGlite database, mail outbox and uploads live here. */
  DATA_DIR: z.string().default('./.data'),
  /**
   * prod | staging | dev | local (spec §4): the one switch for server and browser (the build
   * passes it to the browser as NEXT_PUBLIC_APP_ENV). Default local, so a clone runs the demo;
   * prod must be chosen explicitly and then needs real secrets and never seeds demo accounts.
   */
  APP_ENV: oneOf(APP_ENVIRONMENTS, DEFAULT_APP_ENVIRONMENT),
  /**
   * Origins of the editions (decision 0010): a template with {code} (`{code}.knowly.example`) or
   * a `code=host` list (`de=knowly.de,fr=http://fr.test:8080,*={code}.knowly.example`); scheme
   * and port allowed. Unset: the production domains when APP_ENV is prod, else
   * http://{code}.localhost:{PORT}. Canonical links, sitemaps and e-mailed links use it.
   */
  EDITION_DOMAINS: setting(
    optionalString.superRefine((v, ctx) => {
      const problem = editionDomainsProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    { expected: 'a template with {code} or a code=host list' },
  ),
  /** Port `npm start` serves on; local e-mail links point to it. */
  PORT: int(3000, 1, 65_535),
  /**
   * Processes `npm start` serves with, all on PORT (node:cluster; decision 0046). Unset: one per
   * available CPU core with DATABASE_URL, and 1 without: PGlite is one process per data directory.
   */
  SERVER_WORKERS: setting(
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(64)).optional(),
    { expected: 'an integer from 1 to 64' },
  ),
  /**
   * Megabytes of rendered know pages each server process keeps and reuses for every reader while
   * the know reads the same (decision 0066); least recently used out first. 0 turns it off.
   */
  RENDER_CACHE_MB: int(64, 0, 4096),
  /** Edition for requests whose host names none (plain localhost). */
  DEFAULT_EDITION: oneOf(COUNTRY_CODES, 'US'),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 30, 86_400),
  REFRESH_TOKEN_TTL_SECONDS: int(30 * 86_400, 60, 365 * 86_400),
  /** Replaying a rotated refresh token within this window (racing tabs) is not treated as theft. */
  REFRESH_REUSE_GRACE_SECONDS: int(10, 0, 10),
  /** HMAC key of access tokens; unset: generated once and stored in the database (not in prod). */
  AUTH_SECRET: setting(optionalString.pipe(z.string().min(32).optional()), { expected: 'at least 32 characters', secret: true }),
  /** Key of the web client's request signature; unset: signatures are ignored. */
  API_SIGNATURE_KEY: setting(optionalString, { expected: 'a key shared with the web build (NEXT_PUBLIC_API_SIGNATURE_KEY)', secret: true }),
  SMTP_URL: setting(optionalString, { expected: 'an smtp:// or smtps:// URL', secret: true }),
  /**
   * Without SMTP_URL mails are written to DATA_DIR/outbox (decision 0047): a local default, so
   * unset means on everywhere but prod; prod needs SMTP_URL, or this set to true (the start log
   * warns: nobody receives those mails).
   */
  MAIL_TO_FILES: flag(undefined),
  MAIL_FROM: z.string().default('Knowly <no-reply@knowly.com>'),
  /** Header set by a trusted proxy with the visitor's ISO country (e.g. cf-ipcountry). */
  TRUSTED_COUNTRY_HEADER: optionalString.transform((v) => v?.toLowerCase()),
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: flag(false),
  FB_EVENTS_URL: optionalString,
  TIKTOK_EVENTS_URL: optionalString,
  /** Seed demo data into an empty database at start (default: everywhere but prod; never in prod). */
  SEED_DEMO_DATA: flag(undefined),
  /**
   * argon2id cost of new password hashes: standard (ASVS), or test-minimum for test runs that
   * sign up hundreds of accounts (decision 0075); test-minimum is refused unless APP_ENV=local.
   */
  PASSWORD_HASH_COST: oneOf(['standard', 'test-minimum'], 'standard'),
  /** Failed sign-ins per account from one client IP per window (decision 0014). */
  LOGIN_MAX_FAILURES_PER_CLIENT: int(10, 1, 1_000),
  /** Failed sign-ins per account from all clients per window: a ceiling against many IPs. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(100, 1, 100_000),
  /** Failed sign-ins from one client IP over all accounts per window. */
  LOGIN_MAX_FAILURES_PER_IP: int(100, 1, 100_000),
  LOGIN_FAILURE_WINDOW_SECONDS: int(900, 60, 86_400),
  /**
   * Sign-in captcha (decision 0022): after this many failures (of the same window) the password
   * is checked only together with a solved proof-of-work challenge. At most the hard limit above.
   */
  LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT: int(3, 1, 1_000),
  LOGIN_CAPTCHA_AFTER_FAILURES_PER_ACCOUNT: int(5, 1, 100_000),
  LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: int(20, 1, 100_000),
  /** PBKDF2 iterations of one captcha try (ALTCHA cost): the work per try. */
  CAPTCHA_COST: int(5_000, 1, 1_000_000),
  /** The solution is a random try between half this and this: the number of tries of a solve. */
  CAPTCHA_MAX_TRIES: int(2_000, 2, 10_000_000),
  /** Seconds a captcha challenge (and so its solution) stays valid. */
  CAPTCHA_EXPIRY_SECONDS: int(600, 30, 3_600),
  MAX_JSON_BODY_BYTES: int(64 * 1024, 1024, 10 * 1024 * 1024),
  MAX_UPLOAD_BYTES: int(5 * 1024 * 1024, 1024, 50 * 1024 * 1024),
  /** Largest know document (POST /uploads): PDF or image. Default 25 MiB, at most 100 MiB. */
  MAX_DOCUMENT_BYTES: int(25 * 1024 * 1024, 1024, 100 * 1024 * 1024),
  /** Most pages of an uploaded PDF (decision 0015); more: 400 too-many-pages. Default 500, 1 to 5,000. */
  MAX_DOCUMENT_PAGES: int(500, 1, 5_000),
  /**
   * Most bytes an uploaded PDF's streams may decode to, together (decision 0015); more: 400
   * too-large-when-decompressed. Bounds the inspect worker's memory. Default 256 MiB, 16 MiB to 2 GiB.
   */
  MAX_DOCUMENT_DECOMPRESSED_BYTES: int(256 * 1024 * 1024, 16 * 1024 * 1024, 2 * 1024 * 1024 * 1024),
  /**
   * Most of one user's uploads in the inspection pool at once, running or waiting for a worker
   * (decision 0049); one more: 429. Default 4 (the web client sends 2 at a time), 1 to 100.
   */
  INSPECTIONS_PER_USER: int(4, 1, 100),
  /**
   * Object storage (decision 0018): with S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY
   * (all three or none) uploads live in that S3-compatible bucket, else under DATA_DIR/uploads.
   * S3_ENDPOINT unset: AWS S3 itself in S3_REGION.
   */
  S3_ENDPOINT: setting(
    optionalString.pipe(
      z.url({ protocol: /^https?$/ }).refine((u) => !/^https?:\/\/[^/]*@/.test(u), 'keys belong in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY').optional(),
    ),
    { expected: 'an http:// or https:// URL without user or password' },
  ),
  S3_BUCKET: setting(optionalString.pipe(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/).optional()), {
    expected: 'a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens',
  }),
  S3_REGION: setting(z.string().regex(/^[a-z0-9-]{2,32}$/).default('us-east-1'), { expected: 'a region such as us-east-1 or auto (2 to 32 lowercase letters, digits, hyphens)' }),
  S3_ACCESS_KEY_ID: setting(optionalString.pipe(z.string().max(256).optional()), { expected: 'an access key id of at most 256 characters', secret: true }),
  S3_SECRET_ACCESS_KEY: setting(optionalString.pipe(z.string().max(256).optional()), { expected: 'a secret key of at most 256 characters', secret: true }),
  /** Bucket in the path (host/bucket/key) rather than the host name; default: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: flag(undefined),
  /** Lowest level written to the log (pino): fatal, error, warn, info (one line per request), debug, trace, silent. */
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
  /** json: one object per line (collectors); pretty: readable. Unset: pretty for APP_ENV local and dev, else json. */
  LOG_FORMAT: setting(z.enum(['json', 'pretty']).optional(), { expected: 'one of json, pretty' }),
  /**
   * On SIGTERM: seconds in-flight requests get to finish before their connections are cut, then
   * background work stops and the database closes. Keep it under the orchestrator's kill timeout.
   */
  SHUTDOWN_GRACE_SECONDS: int(8, 0, 600),
  /**
   * Background jobs (decision 0017): the queue lives in the database (pg-boss). This instance
   * runs job workers and the schedules; false: it only queues jobs and another instance on the
   * same PostgreSQL runs them (refused without DATABASE_URL: nothing else would).
   */
  JOBS_ENABLED: flag(true),
  /** Jobs of one kind this instance runs at the same time (each worker polls; scheduled jobs get one). */
  JOBS_CONCURRENCY: int(2, 1, 20),
  /** How often an idle worker looks for jobs queued by another instance, and retries that fell due. */
  JOBS_POLL_INTERVAL_SECONDS: int(2, 1, 60),
  /** On shutdown, how long running jobs may take to finish before they are handed back to the queue. */
  JOBS_STOP_TIMEOUT_SECONDS: int(10, 1, 300),
  /** When the purges of expired tokens, rate-limit rows and abandoned uploads run (cron, UTC). */
  JOBS_PURGE_CRON: setting(
    z.string().trim().regex(CRON).default('17 * * * *'),
    { expected: 'a cron expression of 5 fields (minute hour day month weekday), e.g. "17 * * * *"' },
  ),
  /** When the month that just ended is credited to knowers (cron, UTC; decision 0025). */
  EARNINGS_ACCRUAL_CRON: setting(
    z.string().trim().regex(CRON).default('0 3 1 * *'),
    { expected: 'a cron expression of 5 fields (minute hour day month weekday), e.g. "0 3 1 * *"' },
  ),
  /** When Pro subscriptions whose period ended renew or expire (cron, UTC; decision 0027). */
  SUBSCRIPTION_EXPIRY_CRON: setting(
    z.string().trim().regex(CRON).default('*/10 * * * *'),
    { expected: 'a cron expression of 5 fields (minute hour day month weekday), e.g. "*/10 * * * *"' },
  ),
  /**
   * Stripe (decision 0033): with a secret key (sk_live_/sk_test_/rk_...) Pro payments go through
   * Stripe Checkout instead of the built-in test mode; then STRIPE_WEBHOOK_SECRET (whsec_..., the
   * signing secret of the endpoint /api/v1/pro-plan/webhooks/stripe) is required as well.
   */
  STRIPE_SECRET_KEY: setting(optionalString.pipe(z.string().regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{6,}$/).optional()), {
    expected: 'a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)', secret: true,
  }),
  STRIPE_WEBHOOK_SECRET: setting(optionalString.pipe(z.string().regex(/^whsec_[A-Za-z0-9+/=]{6,}$/).optional()), {
    expected: "the webhook endpoint's signing secret (whsec_...)", secret: true,
  }),
  /**
   * Stripe Prices to charge, `CURRENCY_PLAN=price_id` separated by commas
   * (`EUR_MONTHLY=price_1,EUR_YEARLY=price_2`). A currency and plan not listed is charged the
   * amount of lib/config/pro-prices.ts as inline price_data.
   */
  STRIPE_PRICES: setting(
    optionalString.superRefine((v, ctx) => {
      const problem = v === undefined ? null : stripePricesProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    { expected: 'a list of CURRENCY_PLAN=price_id pairs, e.g. EUR_MONTHLY=price_123,EUR_YEARLY=price_456' },
  ),
  /** Where the Stripe client sends API requests; unset: Stripe itself. A local stand-in (tests, stripe-mock). */
  STRIPE_API_URL: setting(optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()), { expected: 'an http:// or https:// URL' }),
  /**
   * The built-in test-mode checkout without STRIPE_SECRET_KEY (decisions 0027, 0047): Pro is
   * "paid" without money. A local default: unset means on everywhere but prod; prod runs it only
   * when set to true (the start log warns), else Pro checkout is unavailable. Never with Stripe.
   */
  PAYMENT_TEST_MODE: flag(undefined),
  /** When closed competitions get their winners and the winners their e-mail (cron, UTC; decision 0031). */
  COMPETITION_WINNERS_CRON: setting(
    z.string().trim().regex(CRON).default('*/15 * * * *'),
    { expected: 'a cron expression of 5 fields (minute hour day month weekday), e.g. "*/15 * * * *"' },
  ),
  /**
   * /ads-survey-redirect (spec §2.1, decision 0039): the survey ad visitors are sent on to, an
   * https:// URL on one of ADS_SURVEY_ALLOWED_HOSTS. Unset: the page says no survey is running.
   */
  ADS_SURVEY_URL: setting(optionalString.pipe(z.url({ protocol: /^https$/ }).optional()), { expected: 'an https:// URL on one of ADS_SURVEY_ALLOWED_HOSTS' }),
  /** Host names a configured survey may be on (exact names, comma-separated); `?to=` must name a configured survey exactly (decision 0051). */
  ADS_SURVEY_ALLOWED_HOSTS: setting(
    z
      .string()
      .default('docs.google.com,forms.gle,tally.so')
      .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/)).max(50)),
    { expected: 'a comma-separated list of host names, e.g. docs.google.com,tally.so' },
  ),
  /** Attempts after the first when the mail server refuses or is unreachable. */
  MAIL_RETRY_LIMIT: int(10, 0, 30),
  /** Seconds before the first retry of a mail; doubled (with jitter) each further attempt. */
  MAIL_RETRY_DELAY_SECONDS: int(30, 1, 3_600),
  /** Uploads that no know claims are deleted, with their files, after this many hours. */
  UPLOAD_ABANDON_AFTER_HOURS: int(24, 1, 720),
  /**
   * AI engine (issue 12, decisions 0034, 0064 and 0068): with AI_BASE_URL and AI_MODEL, an
   * OpenAI-compatible chat-completions endpoint (OpenAI https://api.openai.com/v1, Ollama
   * http://localhost:11434/v1, vLLM, llama.cpp server) writes answers from the retrieved passages,
   * and summaries, mock exams and flashcard drafts checked against their passages; unset: the embedded engine (no
   * key, no network). AI_API_KEY is sent as the bearer (local servers often need none).
   */
  AI_BASE_URL: setting(optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()), { expected: 'an http:// or https:// URL ending before /chat/completions' }),
  AI_API_KEY: setting(optionalString, { expected: 'the provider API key', secret: true }),
  AI_MODEL: setting(optionalString.pipe(z.string().max(200).optional()), { expected: 'a model name of at most 200 characters' }),
  /**
   * Milliseconds the model may take (to the first token, and between tokens) before the embedded
   * engine answers; a summary's or exam's whole reply at most 6 times this (decision 0064).
   */
  AI_TIMEOUT_MS: int(20_000, 500, 300_000),
});

export type ServerEnv = z.infer<typeof envSchema> & {
  seedDemoData: boolean;
  /** Pro checkouts are paid in the built-in test mode (no Stripe key; PAYMENT_TEST_MODE or its default). */
  paymentTestMode: boolean;
  /**
   * Where mail goes: SMTP when SMTP_URL is set; else .eml files in DATA_DIR/outbox (local
   * default; in production only with MAIL_TO_FILES=true); else nowhere (production without
   * SMTP_URL: the start log says so and each dropped mail is logged without its content).
   */
  mailDelivery: 'smtp' | 'files' | 'off';
};

/** Values that are somebody's example, not a secret (checked in prod). */
const PLACEHOLDER = [/change[-_ ]?me/i, /replace[-_ ]?me/i, /example/i, /placeholder/i, /dummy/i, /your[-_ ]?(secret|key)/i, /^(.)\1*$/];
const isPlaceholder = (v: string) => PLACEHOLDER.some((re) => re.test(v));

/** Rules between settings, and what production refuses. Each problem names its setting. */
function crossChecks(env: z.infer<typeof envSchema>): string[] {
  const problems = captchaProblems(env);
  if (!env.JOBS_ENABLED && !env.DATABASE_URL) {
    // PGlite is one process: no other instance could send its mail.
    problems.push('JOBS_ENABLED must be true without DATABASE_URL: with the embedded database no other instance can run the jobs');
  }
  if (env.SERVER_WORKERS !== undefined && env.SERVER_WORKERS > 1 && !env.DATABASE_URL) {
    problems.push(`SERVER_WORKERS must be 1 without DATABASE_URL (got ${env.SERVER_WORKERS}): the embedded database (PGlite) can be opened by one process only`);
  }
  problems.push(...stripeProblems(env), ...mailProblems(env));
  if (env.ADS_SURVEY_URL && !env.ADS_SURVEY_ALLOWED_HOSTS.includes(new URL(env.ADS_SURVEY_URL).hostname)) {
    problems.push(`ADS_SURVEY_URL must lead to one of ADS_SURVEY_ALLOWED_HOSTS (${env.ADS_SURVEY_ALLOWED_HOSTS.join(', ')})`);
  }
  if (env.PASSWORD_HASH_COST !== 'standard' && env.APP_ENV !== 'local') {
    problems.push(`PASSWORD_HASH_COST=${env.PASSWORD_HASH_COST} is for test runs only and needs APP_ENV=local: hashes that cheap fall to guessing`);
  }
  if (env.APP_ENV !== 'prod') return problems;
  if (!env.AUTH_SECRET) {
    problems.push('AUTH_SECRET must be set to a random value of at least 32 characters when APP_ENV=prod (e.g. `openssl rand -base64 48`)');
  } else if (isPlaceholder(env.AUTH_SECRET)) {
    problems.push('AUTH_SECRET must not be an example or placeholder value when APP_ENV=prod');
  }
  if (env.API_SIGNATURE_KEY && isPlaceholder(env.API_SIGNATURE_KEY)) {
    problems.push('API_SIGNATURE_KEY must not be an example or placeholder value when APP_ENV=prod (leave it unset or set a real key)');
  }
  if (env.SEED_DEMO_DATA === true) {
    problems.push('SEED_DEMO_DATA must not be true when APP_ENV=prod: demo accounts have a published password');
  }
  return problems;
}

/** Mail goes to SMTP or to files, never both. */
function mailProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.SMTP_URL && env.MAIL_TO_FILES === true) {
    return ['MAIL_TO_FILES must not be true when SMTP_URL is set: mails go to the SMTP server (unset one of them)'];
  }
  return [];
}

/** Stripe's settings come together (decision 0033): unsigned webhooks would never be accepted. */
function stripeProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set: without the signing secret (whsec_..., from the webhook endpoint in the Stripe dashboard) no payment could ever be confirmed');
  }
  const stray = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICES', 'STRIPE_API_URL'] as const).filter((k) => env[k] !== undefined);
  if (!env.STRIPE_SECRET_KEY && stray.length > 0) {
    problems.push(`${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set but STRIPE_SECRET_KEY is not: set STRIPE_SECRET_KEY to take payments through Stripe, or unset ${stray.join(' and ')} for the built-in test mode`);
  }
  if (env.STRIPE_SECRET_KEY && env.PAYMENT_TEST_MODE === true) {
    problems.push('PAYMENT_TEST_MODE must not be true when STRIPE_SECRET_KEY is set: payments go through Stripe (unset one of them)');
  }
  if (env.APP_ENV === 'prod' && env.STRIPE_SECRET_KEY && /^(sk|rk)_test_/.test(env.STRIPE_SECRET_KEY)) {
    problems.push('STRIPE_SECRET_KEY must be a live key (sk_live_... or rk_live_...) when APP_ENV=prod: a test key takes no money');
  }
  return problems;
}

/** A captcha threshold above its hard limit would never be reached (decision 0022). */
function captchaProblems(env: z.infer<typeof envSchema>): string[] {
  const pairs = [
    ['LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT', 'LOGIN_MAX_FAILURES_PER_CLIENT'],
    ['LOGIN_CAPTCHA_AFTER_FAILURES_PER_ACCOUNT', 'LOGIN_MAX_FAILURES_PER_ACCOUNT'],
    ['LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP', 'LOGIN_MAX_FAILURES_PER_IP'],
  ] as const;
  return pairs
    .filter(([soft, hard]) => env[soft] > env[hard])
    .map(([soft, hard]) => `${soft} must be at most ${hard} (${env[hard]}) (got ${env[soft]})`);
}

function describeIssue(issue: z.core.$ZodIssue, raw: Record<string, string | undefined>): string {
  const key = String(issue.path[0] ?? '');
  const schema = envSchema.shape[key as keyof typeof envSchema.shape] as z.ZodType | undefined;
  const meta = schema?.meta() as SettingMeta | undefined;
  const value = raw[key];
  const got = meta?.secret ? `${value?.length ?? 0} characters` : JSON.stringify(value);
  // A custom check (EDITION_DOMAINS) says what exactly is wrong.
  const detail = issue.code === 'custom' && meta?.expected ? `: ${issue.message}` : '';
  return `${key} must be ${meta?.expected ?? issue.message} (got ${got})${detail}`;
}

/** Object storage settings come together (decision 0018): a half-configured bucket is refused, in every APP_ENV. */
function storageProblems(env: z.infer<typeof envSchema>): string[] {
  const parts = { S3_BUCKET: env.S3_BUCKET, S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY };
  const set = Object.keys(parts).filter((k) => parts[k as keyof typeof parts] !== undefined);
  const missing = Object.keys(parts).filter((k) => parts[k as keyof typeof parts] === undefined);
  if (set.length > 0 && missing.length > 0) {
    return [`${missing.join(' and ')} must be set as well when ${set.join(' and ')} ${set.length > 1 ? 'are' : 'is'} set (object storage needs the bucket and both keys, or none of them)`];
  }
  if (set.length === 0) {
    const stray = (['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const).filter((k) => env[k] !== undefined);
    if (stray.length > 0) return [`${stray.join(' and ')} ${stray.length > 1 ? 'are' : 'is'} set but S3_BUCKET is not: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or unset ${stray.join(' and ')}`];
  }
  return [];
}

/** The model needs its endpoint and its name together. */
function aiProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.AI_BASE_URL && !env.AI_MODEL) return ['AI_MODEL must be set as well when AI_BASE_URL is set (the model to ask, e.g. gpt-4o-mini or llama3.1)'];
  if (!env.AI_BASE_URL && (env.AI_MODEL || env.AI_API_KEY)) return ['AI_BASE_URL must be set as well when AI_MODEL or AI_API_KEY is set (unset all three for the embedded engine)'];
  return [];
}

/** The setting problems of `source`, each a sentence naming the setting; empty when valid. */
export function envProblems(source: Record<string, string | undefined>): string[] {
  const parsed = envSchema.safeParse(pick(source));
  if (!parsed.success) return parsed.error.issues.map((i) => describeIssue(i, pick(source)));
  return [...crossChecks(parsed.data), ...storageProblems(parsed.data), ...aiProblems(parsed.data)];
}

/** Only the keys of the schema; an empty or blank value means "unset" (`KEY=` in a .env file). */
function pick(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = source[key];
    picked[key] = v === undefined || v.trim() === '' ? undefined : v.trim();
  }
  return picked;
}

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n  - ${problems.join('\n  - ')}`);
    this.name = 'InvalidEnvError';
  }
}

export function loadEnv(source: Record<string, string | undefined>): ServerEnv {
  const problems = envProblems(source);
  if (problems.length > 0) throw new InvalidEnvError(problems);
  const env = envSchema.parse(pick(source));
  // Local defaults (demo data, test-mode payments) are on unless chosen otherwise, but never by default in prod.
  const localDefault = (explicit: boolean | undefined) => explicit ?? env.APP_ENV !== 'prod';
  return {
    ...env,
    seedDemoData: env.APP_ENV !== 'prod' && localDefault(env.SEED_DEMO_DATA),
    paymentTestMode: !env.STRIPE_SECRET_KEY && localDefault(env.PAYMENT_TEST_MODE),
    mailDelivery: env.SMTP_URL ? 'smtp' : localDefault(env.MAIL_TO_FILES) ? 'files' : 'off',
  };
}

let cached: ServerEnv | undefined;
/** The process environment (read once). */
export function serverEnv(): ServerEnv {
  cached ??= loadEnv(process.env);
  return cached;
}
