/**
 * Active experiments (spec §4, §9): a cookie (so server renders can read it too) holding the
 * visitor's variant per experiment, kept 30 days (Max-Age 2592000) on path /. When none is
 * stored, random variants are drawn: a test (2), scrollable breadcrumbs (2), visual trust
 * elements (4). Variants are numbered 0..n-1; 0 is the control.
 */
export const EXPERIMENTS_COOKIE = 'knowly_experiments';
export const EXPERIMENTS_MAX_AGE_SECONDS = 2_592_000;

/** Experiment name -> number of variants. */
export const EXPERIMENTS = {
  a_test: 2,
  scrollable_breadcrumbs: 2,
  visual_trust_elements: 4,
} as const;
export type ExperimentName = keyof typeof EXPERIMENTS;
export type ActiveExperiments = Record<ExperimentName, number>;

const NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

function isActiveExperiments(value: unknown): value is ActiveExperiments {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return NAMES.every((name) => {
    const variant = v[name];
    return typeof variant === 'number' && Number.isInteger(variant) && variant >= 0 && variant < EXPERIMENTS[name];
  });
}

/** Parses the experiments cookie out of a Cookie header or `document.cookie`. */
export function parseExperimentsCookie(cookieHeader: string | null | undefined): ActiveExperiments | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== EXPERIMENTS_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      return isActiveExperiments(value) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

export function drawVariants(random: () => number = Math.random): ActiveExperiments {
  const drawn = {} as ActiveExperiments;
  for (const name of NAMES) drawn[name] = Math.min(EXPERIMENTS[name] - 1, Math.floor(random() * EXPERIMENTS[name]));
  return drawn;
}

export function experimentsCookie(experiments: ActiveExperiments, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(experiments));
  return `${EXPERIMENTS_COOKIE}=${value}; Max-Age=${EXPERIMENTS_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The stored experiments, or new random variants stored in the cookie. Browser only. */
export function ensureActiveExperiments(random: () => number = Math.random): ActiveExperiments {
  const stored = parseExperimentsCookie(document.cookie);
  if (stored) return stored;
  const drawn = drawVariants(random);
  document.cookie = experimentsCookie(drawn, window.location.protocol === 'https:');
  return drawn;
}

/** The stored experiments without drawing any (null outside the browser or when none). */
export function readActiveExperiments(): ActiveExperiments | null {
  return typeof document === 'undefined' ? null : parseExperimentsCookie(document.cookie);
}
