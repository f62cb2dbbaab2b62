/**
 * Settings (issue 9): every bad value is refused with its name and range, production refuses
 * default secrets and demo seeding, keeps the other local defaults off unless chosen (and then
 * warns; decision 0047), and `.env.example` documents every setting read anywhere.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envProblems, envSchema, InvalidEnvError, loadEnv } from '@/server/env';
import { browserBuildEnv } from '@/lib/build-env';
import { competitionFor } from '@/lib/config/competition';
import { COUNTRIES, COUNTRY_CODES } from '@/lib/config/countries';
import { localDefaultWarnings } from '@/server/env-warnings';
import { workerCount } from '@/server/lifecycle/workers';

const root = join(__dirname, '..', '..');
const example = readFileSync(join(root, '.env.example'), 'utf8');
const PROD_SECRET = 'k3J9vQ2mX7pL4sT8wZ1cR6yB0nF5hD2gA9eU';
/** What every production start needs: a real secret and a mail server. */
const PROD_BASE = { AUTH_SECRET: PROD_SECRET, SMTP_URL: 'smtp://mail.internal:587' };

describe('loadEnv', () => {
  it('runs a fresh clone with nothing set: local, demo data on', () => {
    const env = loadEnv({});
    expect(env.APP_ENV).toBe('local');
    expect(env.ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.seedDemoData).toBe(true);
    // `KEY=` in a .env file means unset.
    expect(loadEnv({ PORT: '', ACCESS_TOKEN_TTL_SECONDS: ' ' }).PORT).toBe(3000);
  });

  it('names the setting, its range and the value it got', () => {
    expect(envProblems({ ACCESS_TOKEN_TTL_SECONDS: '15' })).toEqual([
      'ACCESS_TOKEN_TTL_SECONDS must be an integer from 30 to 86400 (got "15")',
    ]);
    expect(envProblems({ PORT: '1e3' })).toEqual(['PORT must be an integer from 1 to 65535 (got "1e3")']);
    expect(envProblems({ APP_ENV: 'production' })).toEqual(['APP_ENV must be one of prod, staging, dev, local (got "production")']);
    expect(envProblems({ TRUST_PROXY: 'maybe' })).toEqual(['TRUST_PROXY must be one of true, false, 1, 0, yes, no (got "maybe")']);
    expect(() => loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '15', MAX_JSON_BODY_BYTES: 'lots' })).toThrow(InvalidEnvError);
    try {
      loadEnv({ ACCESS_TOKEN_TTL_SECONDS: '15', MAX_JSON_BODY_BYTES: 'lots' });
    } catch (err) {
      expect((err as InvalidEnvError).problems).toHaveLength(2);
    }
  });

  it('refuses a captcha threshold above its hard limit (decision 0022)', () => {
    expect(envProblems({ LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT: '11' })).toEqual([
      'LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT must be at most LOGIN_MAX_FAILURES_PER_CLIENT (10) (got 11)',
    ]);
    // Equal: that count asks for no captcha before its 429.
    expect(envProblems({ LOGIN_CAPTCHA_AFTER_FAILURES_PER_CLIENT: '10', LOGIN_CAPTCHA_AFTER_FAILURES_PER_IP: '100' })).toEqual([]);
  });

  it('refuses an embedded database with jobs off (nothing else could run them)', () => {
    expect(envProblems({ JOBS_ENABLED: 'false' })).toEqual([expect.stringMatching(/^JOBS_ENABLED must be true without DATABASE_URL/)]);
    expect(envProblems({ JOBS_ENABLED: 'false', DATABASE_URL: 'postgres://db/knowly' })).toEqual([]);
    expect(envProblems({ JOBS_PURGE_CRON: 'hourly' })).toEqual([expect.stringMatching(/^JOBS_PURGE_CRON must be a cron expression of 5 fields/)]);
  });

  it('runs one server process per core with PostgreSQL and one with PGlite (decision 0046)', () => {
    const pg = 'postgres://db/knowly';
    expect(workerCount(loadEnv({ DATABASE_URL: pg }), 4)).toBe(4);
    expect(workerCount(loadEnv({ DATABASE_URL: pg, SERVER_WORKERS: '3' }), 8)).toBe(3);
    expect(workerCount(loadEnv({}), 8)).toBe(1);
    expect(workerCount(loadEnv({ SERVER_WORKERS: '1' }), 8)).toBe(1);
    expect(envProblems({ SERVER_WORKERS: '2' })).toEqual([expect.stringMatching(/^SERVER_WORKERS must be 1 without DATABASE_URL \(got 2\)/)]);
    expect(envProblems({ DATABASE_URL: pg, SERVER_WORKERS: '0' })).toEqual(['SERVER_WORKERS must be an integer from 1 to 64 (got "0")']);
    expect(envProblems({ DATABASE_URL: pg, SERVER_WORKERS: 'auto' })).toEqual(['SERVER_WORKERS must be an integer from 1 to 64 (got "auto")']);
  });

  it('never echoes a secret', () => {
    const [problem] = envProblems({ AUTH_SECRET: 'short-secret-value' });
    expect(problem).toBe('AUTH_SECRET must be at least 32 characters (got 18 characters)');
  });

  it('refuses production with a missing, example or placeholder secret', () => {
    expect(envProblems({ APP_ENV: 'prod', SMTP_URL: PROD_BASE.SMTP_URL })).toEqual([expect.stringMatching(/^AUTH_SECRET must be set .* when APP_ENV=prod/)]);
    expect(envProblems({ ...PROD_BASE, APP_ENV: 'prod', AUTH_SECRET: 'change-me-change-me-change-me-change-me' })).toEqual([
      expect.stringMatching(/^AUTH_SECRET must not be an example or placeholder value/),
    ]);
    expect(envProblems({ ...PROD_BASE, APP_ENV: 'prod', AUTH_SECRET: 'x'.repeat(40) })).toHaveLength(1);
    expect(envProblems({ APP_ENV: 'prod', ...PROD_BASE, API_SIGNATURE_KEY: 'your-key-here' })).toEqual([
      expect.stringMatching(/^API_SIGNATURE_KEY must not be an example or placeholder value/),
    ]);
    // Outside production the generated key is fine.
    expect(envProblems({ APP_ENV: 'staging' })).toEqual([]);
  });

  it('never seeds demo accounts in production', () => {
    const prod = loadEnv({ APP_ENV: 'prod', ...PROD_BASE });
    expect(prod.seedDemoData).toBe(false);
    expect(envProblems({ APP_ENV: 'prod', ...PROD_BASE, SEED_DEMO_DATA: 'true' })).toEqual([
      expect.stringMatching(/^SEED_DEMO_DATA must not be true when APP_ENV=prod/),
    ]);
    expect(loadEnv({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('hashes passwords at the test-only cost on local machines only (decision 0075)', () => {
    expect(loadEnv({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadEnv({ PASSWORD_HASH_COST: 'test-minimum' }).PASSWORD_HASH_COST).toBe('test-minimum');
    for (const APP_ENV of ['dev', 'staging']) {
      expect(envProblems({ APP_ENV, PASSWORD_HASH_COST: 'test-minimum' })).toEqual([expect.stringMatching(/^PASSWORD_HASH_COST=test-minimum is for test runs only/)]);
    }
    expect(envProblems({ ...PROD_BASE, APP_ENV: 'prod', PASSWORD_HASH_COST: 'test-minimum' })).toEqual([
      expect.stringMatching(/^PASSWORD_HASH_COST=test-minimum is for test runs only and needs APP_ENV=local/),
    ]);
  });
});

describe('local defaults in production (decision 0047)', () => {
  const PROD = { APP_ENV: 'prod', ...PROD_BASE };

  it('runs the Pro test mode and mail to files by default everywhere but prod', () => {
    for (const APP_ENV of ['local', 'dev', 'staging']) {
      expect(envProblems({ APP_ENV })).toEqual([]);
      expect(loadEnv({ APP_ENV }).paymentTestMode).toBe(true);
      expect(localDefaultWarnings(loadEnv({ APP_ENV, PAYMENT_TEST_MODE: 'true' }))).toEqual([]);
    }
    expect(loadEnv({ PAYMENT_TEST_MODE: 'false' }).paymentTestMode).toBe(false);
    // Stripe replaces the test mode wherever it is configured.
    expect(loadEnv({ STRIPE_SECRET_KEY: 'sk_test_51Habcdefghij', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghij' }).paymentTestMode).toBe(false);
  });

  it('turns the Pro test mode off in prod unless it is set, and then warns', () => {
    const prod = loadEnv(PROD);
    expect(prod.paymentTestMode).toBe(false);
    expect(localDefaultWarnings(prod)).toEqual([]);
    const opted = loadEnv({ ...PROD, PAYMENT_TEST_MODE: 'true' });
    expect(opted.paymentTestMode).toBe(true);
    expect(localDefaultWarnings(opted)).toEqual([
      { setting: 'PAYMENT_TEST_MODE', message: expect.stringMatching(/^PAYMENT_TEST_MODE=true in production: every signed-in visitor can get Pro without paying/) },
    ]);
    expect(envProblems({ PAYMENT_TEST_MODE: 'true', STRIPE_SECRET_KEY: 'sk_test_51Habcdefghij', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghij' })).toEqual([
      'PAYMENT_TEST_MODE must not be true when STRIPE_SECRET_KEY is set: payments go through Stripe (unset one of them)',
    ]);
    expect(envProblems({ PAYMENT_TEST_MODE: 'maybe' })).toEqual(['PAYMENT_TEST_MODE must be one of true, false, 1, 0, yes, no (got "maybe")']);
  });

  it('turns mail off in prod without SMTP_URL unless mail to files is chosen explicitly, and warns either way', () => {
    const noMail = { ...PROD, SMTP_URL: '' };
    expect(envProblems(noMail)).toEqual([]);
    const off = loadEnv(noMail);
    expect(off.mailDelivery).toBe('off');
    expect(localDefaultWarnings(off)).toEqual([{ setting: 'SMTP_URL', message: expect.stringMatching(/^SMTP_URL is not set in production: no mail is sent/) }]);
    const files = loadEnv({ ...noMail, MAIL_TO_FILES: 'true', DATA_DIR: '/srv/knowly' });
    expect(files.mailDelivery).toBe('files');
    expect(localDefaultWarnings(files)).toEqual([
      { setting: 'MAIL_TO_FILES', message: expect.stringContaining('only written to /srv/knowly/outbox') },
    ]);
    expect(envProblems({ SMTP_URL: 'smtp://mail.internal', MAIL_TO_FILES: 'true' })).toEqual([
      'MAIL_TO_FILES must not be true when SMTP_URL is set: mails go to the SMTP server (unset one of them)',
    ]);
    expect(loadEnv({ SMTP_URL: 'smtp://mail.internal' }).mailDelivery).toBe('smtp');
    expect(loadEnv({}).mailDelivery).toBe('files');
    expect(loadEnv({ MAIL_TO_FILES: 'false' }).mailDelivery).toBe('off');
  });

  it('warns about a Stripe stand-in in prod, naming its origin but never the key', () => {
    const key = 'sk_live_51Habcdefghijklmnop';
    const env = loadEnv({ ...PROD, STRIPE_SECRET_KEY: key, STRIPE_WEBHOOK_SECRET: 'whsec_abcdefghij', STRIPE_API_URL: 'http://127.0.0.1:12111/v1' });
    const warnings = localDefaultWarnings(env);
    expect(warnings.map((w) => w.setting)).toEqual(['STRIPE_API_URL']);
    expect(warnings[0]!.message).toContain('http://127.0.0.1:12111 instead of Stripe itself');
    expect(JSON.stringify(warnings)).not.toContain(key);
  });

  it('keeps the demo competition out of prod (lib/config)', () => {
    const demo = COUNTRY_CODES.filter((code) => COUNTRIES[code].expansionContest?.environments?.includes('local') && !COUNTRIES[code].expansionContest?.environments?.includes('prod'));
    expect(demo.length).toBeGreaterThan(0);
    for (const code of demo) {
      expect(competitionFor(code, 'local')).not.toBeNull();
      expect(competitionFor(code, 'prod')).toBeNull();
    }
  });
});

describe('object storage settings (decision 0018)', () => {
  const S3 = { S3_BUCKET: 'knowly-files', S3_ACCESS_KEY_ID: 'AKIA0000EXAMPLE', S3_SECRET_ACCESS_KEY: 'a-secret-of-forty-characters-0123456789' };

  it('takes the bucket and both keys together, or none of them, in every APP_ENV', () => {
    expect(envProblems({})).toEqual([]);
    expect(envProblems(S3)).toEqual([]);
    expect(envProblems({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' })).toEqual([]);
    expect(envProblems({ S3_BUCKET: 'knowly-files' })).toEqual([
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set as well when S3_BUCKET is set (object storage needs the bucket and both keys, or none of them)',
    ]);
    expect(envProblems({ ...S3, S3_SECRET_ACCESS_KEY: '' })).toEqual([
      'S3_SECRET_ACCESS_KEY must be set as well when S3_BUCKET and S3_ACCESS_KEY_ID are set (object storage needs the bucket and both keys, or none of them)',
    ]);
    expect(envProblems({ APP_ENV: 'prod', ...PROD_BASE, S3_ACCESS_KEY_ID: 'x', S3_SECRET_ACCESS_KEY: 'y' })).toHaveLength(1);
    expect(envProblems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or unset S3_ENDPOINT',
    ]);
  });

  it('checks each value, and never echoes a key', () => {
    expect(envProblems({ ...S3, S3_BUCKET: 'Knowly_Files' })).toEqual([
      'S3_BUCKET must be a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens (got "Knowly_Files")',
    ]);
    expect(envProblems({ ...S3, S3_ENDPOINT: 'ftp://files.example' })).toEqual([
      'S3_ENDPOINT must be an http:// or https:// URL without user or password (got "ftp://files.example")',
    ]);
    expect(envProblems({ ...S3, S3_ENDPOINT: 'https://key:secret@s3.example' })).toHaveLength(1);
    expect(envProblems({ ...S3, S3_REGION: 'EU West' })).toHaveLength(1);
    const long = 'k'.repeat(300);
    expect(envProblems({ ...S3, S3_SECRET_ACCESS_KEY: long })).toEqual([
      'S3_SECRET_ACCESS_KEY must be a secret key of at most 256 characters (got 300 characters)',
    ]);
    expect(envProblems({ ...S3, S3_ACCESS_KEY_ID: long }).join()).not.toContain(long);
  });

  it('defaults: local disk, us-east-1, path style decided by the endpoint', () => {
    const env = loadEnv({});
    expect([env.S3_BUCKET, env.S3_REGION, env.S3_FORCE_PATH_STYLE]).toEqual([undefined, 'us-east-1', undefined]);
  });
});

describe('Stripe settings (decision 0033)', () => {
  const KEY = 'sk_test_51Habcdefghijklmnop';
  const HOOK = 'whsec_abcdefghijklmnop0123';

  it('takes the secret key only with the webhook secret, and the rest only with the key', () => {
    expect(envProblems({ STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: HOOK })).toEqual([]);
    expect(envProblems({ STRIPE_SECRET_KEY: KEY })).toEqual([
      'STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set: without the signing secret (whsec_..., from the webhook endpoint in the Stripe dashboard) no payment could ever be confirmed',
    ]);
    expect(() => loadEnv({ STRIPE_SECRET_KEY: KEY })).toThrow(/STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/);
    expect(envProblems({ STRIPE_WEBHOOK_SECRET: HOOK, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_WEBHOOK_SECRET and STRIPE_API_URL are set but STRIPE_SECRET_KEY is not: set STRIPE_SECRET_KEY to take payments through Stripe, or unset STRIPE_WEBHOOK_SECRET and STRIPE_API_URL for the built-in test mode',
    ]);
    expect(envProblems({ APP_ENV: 'prod', ...PROD_BASE, STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: HOOK })).toEqual([
      'STRIPE_SECRET_KEY must be a live key (sk_live_... or rk_live_...) when APP_ENV=prod: a test key takes no money',
    ]);
    expect(envProblems({ APP_ENV: 'prod', ...PROD_BASE, STRIPE_SECRET_KEY: KEY.replace('test', 'live'), STRIPE_WEBHOOK_SECRET: HOOK })).toEqual([]);
  });

  it('checks each value and never echoes a key', () => {
    const both = { STRIPE_SECRET_KEY: KEY, STRIPE_WEBHOOK_SECRET: HOOK };
    expect(envProblems({ ...both, STRIPE_SECRET_KEY: 'pk_test_publishable0123' })).toEqual([
      'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...) (got 23 characters)',
    ]);
    expect(envProblems({ ...both, STRIPE_WEBHOOK_SECRET: 'not-a-whsec-secret' }).join()).not.toContain('not-a-whsec');
    expect(envProblems({ ...both, STRIPE_PRICES: 'EUR_MONTHLY=price_1,PLN_YEARLY=price_2' })).toEqual([]);
    expect(envProblems({ ...both, STRIPE_PRICES: 'USD_MONTHLY=price_1' })[0]).toMatch(/^STRIPE_PRICES must be a list of CURRENCY_PLAN=price_id pairs.*USD is not a currency the Pro plan is sold in/);
    expect(envProblems({ ...both, STRIPE_PRICES: 'EUR_WEEKLY=price_1' })[0]).toMatch(/WEEKLY is not a plan/);
    expect(envProblems({ ...both, STRIPE_PRICES: 'EUR_MONTHLY=price_1,EUR_MONTHLY=price_2' })[0]).toMatch(/EUR_MONTHLY is listed twice/);
    expect(envProblems({ ...both, STRIPE_PRICES: 'EUR_MONTHLY:price_1' })[0]).toMatch(/is not CURRENCY_PLAN=price_id/);
    expect(envProblems({ ...both, STRIPE_API_URL: 'ftp://stripe.local' })).toHaveLength(1);
  });
});

describe('APP_ENV is one switch for server and browser', () => {
  it('builds the browser value from APP_ENV, default local like the server', () => {
    expect(browserBuildEnv({}).NEXT_PUBLIC_APP_ENV).toBe(loadEnv({}).APP_ENV);
    expect(browserBuildEnv({ APP_ENV: 'prod', NEXT_PUBLIC_APP_ENV: 'local' }).NEXT_PUBLIC_APP_ENV).toBe('prod');
    expect(browserBuildEnv({ APP_ENV: 'staging', NEXT_PUBLIC_API_BASE_URL: '/x', OTHER: 'y', PORT: '3300' })).toEqual({
      NEXT_PUBLIC_APP_ENV: 'staging',
      NEXT_PUBLIC_API_BASE_URL: '/x',
      // Origins and PORT are read at run time, not baked in (decision 0076).
    });
  });
});

/** Paragraphs of .env.example (comment lines joined), each with the keys it sets. */
function paragraphs(): { text: string; keys: string[] }[] {
  return example.split(/\n\s*\n/).map((block) => {
    const lines = block.split('\n').map((l) => l.replace(/^#\s?/, ''));
    const keys = [...block.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]!);
    return { text: lines.join(' '), keys };
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(name) ? [path] : [];
  });
}

describe('.env.example', () => {
  const documented = new Set(paragraphs().flatMap((p) => p.keys));

  it('lists every key of the server settings with its range', () => {
    for (const [key, schema] of Object.entries(envSchema.shape)) {
      expect(documented, `${key} missing from .env.example`).toContain(key);
      const expected = (schema.meta() as { expected?: string } | undefined)?.expected;
      if (!expected) continue;
      const paragraph = paragraphs().find((p) => p.keys.includes(key))!;
      expect(paragraph.text, `${key}: .env.example should say "${expected}"`).toContain(expected);
      expect(paragraph.text, `${key}: .env.example should give the default`).toMatch(/Default/);
    }
  });

  it('lists every setting the product reads from process.env', () => {
    // Set by Node/Next, derived from APP_ENV by the build (lib/build-env.ts), or set by
    // scripts/test.mjs for its own build step (NEXT_SKIP_TYPECHECK: the typecheck step runs tsc).
    const NOT_SETTINGS = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'NEXT_PUBLIC_APP_ENV', 'NEXT_SKIP_TYPECHECK']);
    const files = [
      ...['server', 'lib', 'pages', 'components', 'stores'].flatMap((d) => sourceFiles(join(root, d))),
      ...['proxy.ts', 'next.config.ts', 'scripts/start.mjs'].map((f) => join(root, f)),
    ];
    const read = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) read.add(m[1]!);
    }
    expect(read.size).toBeGreaterThan(5);
    for (const key of read) {
      if (!NOT_SETTINGS.has(key)) expect(documented, `${key} is read but missing from .env.example`).toContain(key);
    }
  });
});
