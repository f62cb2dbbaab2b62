/**
 * The server environment, checked with zod. This is the only module of server/ that reads
 * process.env; everything else receives a ServerEnv.
 */
import { z } from 'zod';
import { COUNTRY_CODES } from '@/lib/config/countries';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const int = (def: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(def);

export const envSchema = z.object({
  /** PostgreSQL connection string; unset: embedded PGlite in DATA_DIR. */
  DATABASE_URL: optionalString,
  /** PGlite database, mail outbox and uploads live here. */
  DATA_DIR: z.string().default('./.data'),
  /** prod | staging | dev | local (spec §4). */
  APP_ENV: z.enum(['prod', 'staging', 'dev', 'local']).default('local'),
  /** Public origin used in e-mailed links; default: the user's edition (prod) or localhost. */
  APP_URL: optionalString,
  /** Port `npm start` serves on; local e-mail links point to it. */
  PORT: int(3000, 1, 65_535),
  /** Edition for requests whose host names none (plain localhost). */
  DEFAULT_EDITION: z.enum(COUNTRY_CODES).default('US'),
  ACCESS_TOKEN_TTL_SECONDS: int(900, 30, 86_400),
  REFRESH_TOKEN_TTL_SECONDS: int(30 * 86_400, 60, 365 * 86_400),
  /** Replaying a rotated refresh token within this window (racing tabs) is not treated as theft. */
  REFRESH_REUSE_GRACE_SECONDS: int(10, 0, 10),
  /** HMAC key of access tokens; unset: generated once and stored in the database. */
  AUTH_SECRET: optionalString.pipe(z.string().min(32).optional()),
  /** Key of the web client's request signature; unset: signatures are ignored. */
  API_SIGNATURE_KEY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Knowly <no-reply@knowly.com>'),
  /** Header set by a trusted proxy with the visitor's ISO country (e.g. cf-ipcountry). */
  TRUSTED_COUNTRY_HEADER: optionalString.transform((v) => v?.toLowerCase()),
  /** Take the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: bool.default(false),
  FB_EVENTS_URL: optionalString,
  TIKTOK_EVENTS_URL: optionalString,
  /** Seed demo data into an empty database at start (default: everywhere but prod). */
  SEED_DEMO_DATA: bool.optional(),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(20, 1, 20),
  LOGIN_MAX_FAILURES_PER_IP: int(100, 1, 100_000),
  LOGIN_FAILURE_WINDOW_SECONDS: int(900, 60, 86_400),
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
});

export type ServerEnv = z.infer<typeof envSchema> & { seedDemoData: boolean };

export function loadEnv(source: Record<string, string | undefined>): ServerEnv {
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(envSchema.shape)) picked[key] = source[key];
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid server environment: ${problems}`);
  }
  return { ...parsed.data, seedDemoData: parsed.data.SEED_DEMO_DATA ?? parsed.data.APP_ENV !== 'prod' };
}

let cached: ServerEnv | undefined;
/** The process environment (read once). */
export function serverEnv(): ServerEnv {
  cached ??= loadEnv(process.env);
  return cached;
}
