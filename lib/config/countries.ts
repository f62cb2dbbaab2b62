/**
 * THE per-country table (spec §1, §3, §4, §9). Every other module reads country facts from
 * here; no other file lists countries.
 */
import type { Locale } from './locales';
import type { CatalogueKey } from './catalogues';
import { payoutsHidden } from './country-facts';
import { asksForConsent } from './consent-law';

export const COUNTRY_CODES = [
  'DE', 'CH', 'AT', 'FR', 'PL', 'IT', 'GB', 'US', 'ES', 'CO',
  'TR', 'MX', 'CL', 'AR', 'PE', 'RO', 'GR', 'BR', 'CZ', 'PT',
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const CURRENCIES = [
  'EUR', 'CHF', 'PLN', 'GBP', 'USD', 'COP', 'TRY', 'MXN', 'PEN', 'CLP', 'ARS', 'RON', 'BRL', 'CZK',
] as const;
export type Currency = (typeof CURRENCIES)[number];

/** §4: contest window; `end: null` is an open end. Dates are ISO days, inclusive. */
export interface ContestWindow {
  start: string;
  end: string | null;
  /** Only active in these environments (spec: some windows are prod-only). */
  environments?: readonly AppEnvironment[];
  /**
   * Prizes by rank (1st, 2nd, ...) in whole local currency units of the country's currency
   * (decision 0031; the spec names none). Empty: no competition with prizes (payouts hidden).
   */
  prizes: readonly number[];
}
export type AppEnvironment = 'prod' | 'staging' | 'dev' | 'local';

/** §9 payout tiers by number of knows: 1-5, 6-15, 16-25, 26-35, 36-50, 50+. */
export const PAYOUT_TIER_BOUNDS = [
  { label: '1-5', bottomLimit: 0, topLimit: 6 },
  { label: '6-15', bottomLimit: 6, topLimit: 16 },
  { label: '16-25', bottomLimit: 16, topLimit: 26 },
  { label: '26-35', bottomLimit: 26, topLimit: 36 },
  { label: '36-50', bottomLimit: 36, topLimit: 50 },
  { label: '50+', bottomLimit: 50, topLimit: null },
] as const;

export interface CountryFlags {
  /** Derived from the country's consent law (consent-law.ts, decision 0055), not set per row. */
  showCookieBanner: boolean;
  hasPlusPlan: boolean;
  hasParentsPages: boolean;
  hasContentCampaignRunning: boolean;
  enableMicrosoftClarifyPageWide: boolean;
}

export interface CountryConfig {
  code: CountryCode;
  /** Numeric id used by the API (`/countries/{id}`). */
  id: number;
  englishName: string;
  localizedName: string;
  currency: Currency;
  /** The locale this country's content is in; AT/CH share Germany's. */
  locale: Locale;
  /** Country whose edition (domain) serves this country; itself for editions. null: no edition. */
  edition: CountryCode | null;
  /** Production domain (without www.) for editions and for countries redirected to one. */
  domain: string | null;
  isLaunched: boolean;
  supportEmail: string;
  flags: CountryFlags;
  multipleGradeSelection: boolean;
  navbarDownloadLink: boolean;
  libraryMenu: boolean;
  contentConversionBanner: boolean;
  hasExamBoard: boolean;
  imageUploadAllowed: boolean;
  hasStudyGuides: boolean;
  homepageFaqHidden: boolean;
  contentUnblurred: boolean;
  showGrades: boolean;
  minimumAge: number | null;
  subscribeEmailByDefault: boolean;
  hasImprint: boolean;
  /** §9 yearly payout limit in local currency units; 0 = payouts hidden. */
  payoutLimit: number;
  /** §9 payout amounts per tier (PAYOUT_TIER_BOUNDS order); null = no tiers. */
  payoutTiers: readonly [number, number, number, number, number, number] | null;
  catalogue: CatalogueKey | null;
  expansionContest: ContestWindow | null;
  /** API region (spec §7: eu-central-1 or us-east-1). */
  region: 'eu-central-1' | 'us-east-1';
  /** Legal jurisdiction named in the terms. */
  jurisdiction: string;
}

const baseFlags: CountryFlags = {
  showCookieBanner: false,
  hasPlusPlan: false,
  hasParentsPages: false,
  hasContentCampaignRunning: false,
  enableMicrosoftClarifyPageWide: false,
};

type Row = Omit<CountryConfig, 'code' | 'flags' | 'supportEmail'> & {
  flags?: Partial<Omit<CountryFlags, 'showCookieBanner'>>;
};

// One row per country. Values from spec §3, §4, §9; see docs/decisions for the ones the spec
// leaves open (domains, ids, prod contest dates).
const ROWS: Record<CountryCode, Row> = {
  DE: {
    id: 1, englishName: 'Germany', localizedName: 'Deutschland', currency: 'EUR', locale: 'de',
    edition: 'DE', domain: 'knowly.de', isLaunched: true,
    flags: { hasPlusPlan: true, hasParentsPages: true, enableMicrosoftClarifyPageWide: true },
    multipleGradeSelection: true, navbarDownloadLink: true, libraryMenu: true, contentConversionBanner: true,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: 'de', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Germany',
  },
  AT: {
    id: 2, englishName: 'Austria', localizedName: 'Österreich', currency: 'EUR', locale: 'de',
    edition: 'DE', domain: 'knowly.at', isLaunched: true,
    flags: { hasPlusPlan: true, hasParentsPages: true },
    multipleGradeSelection: true, navbarDownloadLink: true, libraryMenu: true, contentConversionBanner: true,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Austria',
  },
  CH: {
    id: 3, englishName: 'Switzerland', localizedName: 'Schweiz', currency: 'CHF', locale: 'de',
    edition: 'DE', domain: 'knowly.ch', isLaunched: true,
    flags: { hasPlusPlan: true, hasParentsPages: true },
    multipleGradeSelection: true, navbarDownloadLink: true, libraryMenu: true, contentConversionBanner: true,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Switzerland',
  },
  FR: {
    id: 4, englishName: 'France', localizedName: 'France', currency: 'EUR', locale: 'fr',
    edition: 'FR', domain: 'knowly.fr', isLaunched: true,
    flags: { hasPlusPlan: true },
    multipleGradeSelection: true, navbarDownloadLink: true, libraryMenu: true, contentConversionBanner: true,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 10000, payoutTiers: null, catalogue: 'fr', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'France',
  },
  PL: {
    id: 5, englishName: 'Poland', localizedName: 'Polska', currency: 'PLN', locale: 'pl',
    edition: 'PL', domain: 'knowly.pl', isLaunched: true,
    flags: { hasPlusPlan: true },
    multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: true, contentConversionBanner: true,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: 'pl', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Poland',
  },
  IT: {
    id: 6, englishName: 'Italy', localizedName: 'Italia', currency: 'EUR', locale: 'it',
    edition: 'IT', domain: 'knowly.it', isLaunched: true,
    flags: { hasPlusPlan: true },
    multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: 'it', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Italy',
  },
  GB: {
    id: 7, englishName: 'United Kingdom', localizedName: 'United Kingdom', currency: 'GBP', locale: 'en-GB',
    edition: 'GB', domain: 'knowly.co.uk', isLaunched: true,
        multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: true, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: true, payoutLimit: 50000, payoutTiers: null, catalogue: 'gb', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'England and Wales',
  },
  US: {
    id: 8, englishName: 'United States', localizedName: 'United States', currency: 'USD', locale: 'en',
    edition: 'US', domain: 'knowly.com', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: true, hasStudyGuides: true, homepageFaqHidden: true,
    contentUnblurred: false, showGrades: true, minimumAge: 13, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 50000, payoutTiers: null, catalogue: 'us',
    // Not in the spec: a demo contest outside prod, ended, over the seeded knows' dates, so a
    // fresh clone shows a decided competition with a leaderboard and winners (decision 0031).
    expansionContest: { start: '2026-03-01', end: '2026-06-30', environments: ['local', 'dev', 'staging'], prizes: [500, 250, 100] },
    region: 'us-east-1', jurisdiction: 'the State of Delaware',
  },
  ES: {
    id: 9, englishName: 'Spain', localizedName: 'España', currency: 'EUR', locale: 'es',
    edition: 'ES', domain: 'knowly.es', isLaunched: true,
        multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: false, showGrades: true, minimumAge: null, subscribeEmailByDefault: false,
    hasImprint: false, payoutLimit: 50000, payoutTiers: null, catalogue: 'es', expansionContest: null,
    region: 'eu-central-1', jurisdiction: 'Spain',
  },
  CO: {
    id: 10, englishName: 'Colombia', localizedName: 'Colombia', currency: 'COP', locale: 'es-CO',
    edition: 'CO', domain: 'knowly.com.co', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: true, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 130000000, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'us-east-1', jurisdiction: 'Colombia',
  },
  TR: {
    id: 11, englishName: 'Turkey', localizedName: 'Türkiye', currency: 'TRY', locale: 'tr',
    edition: 'TR', domain: 'knowly.com.tr', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: true, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 600000, payoutTiers: null, catalogue: null,
    expansionContest: { start: '2024-07-18', end: '2024-08-12', prizes: [5000, 2500, 1000] },
    region: 'eu-central-1', jurisdiction: 'Türkiye',
  },
  MX: {
    id: 12, englishName: 'Mexico', localizedName: 'México', currency: 'MXN', locale: 'es-MX',
    edition: 'MX', domain: 'knowly.com.mx', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 0, payoutTiers: null, catalogue: null,
    // §9 hides payouts here, so the contest has no prizes to pay out (decision 0031).
    expansionContest: { start: '2024-10-20', end: '2024-11-01', prizes: [] },
    region: 'us-east-1', jurisdiction: 'Mexico',
  },
  CL: {
    id: 13, englishName: 'Chile', localizedName: 'Chile', currency: 'CLP', locale: 'es-CL',
    edition: null, domain: null, isLaunched: false,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 0, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'us-east-1', jurisdiction: 'Chile',
  },
  AR: {
    id: 14, englishName: 'Argentina', localizedName: 'Argentina', currency: 'ARS', locale: 'es-AR',
    edition: null, domain: null, isLaunched: false,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 0, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'us-east-1', jurisdiction: 'Argentina',
  },
  PE: {
    id: 15, englishName: 'Peru', localizedName: 'Perú', currency: 'PEN', locale: 'es-PE',
    edition: null, domain: null, isLaunched: false,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 0, payoutTiers: null, catalogue: null, expansionContest: null,
    region: 'us-east-1', jurisdiction: 'Peru',
  },
  RO: {
    id: 16, englishName: 'Romania', localizedName: 'România', currency: 'RON', locale: 'ro',
    edition: 'RO', domain: 'knowly.ro', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 200000, payoutTiers: [80, 100, 120, 140, 180, 200], catalogue: null,
    expansionContest: { start: '2025-03-01', end: '2025-04-15', environments: ['prod'], prizes: [1000, 500, 250] },
    region: 'eu-central-1', jurisdiction: 'Romania',
  },
  GR: {
    id: 17, englishName: 'Greece', localizedName: 'Ελλάδα', currency: 'EUR', locale: 'el',
    edition: 'GR', domain: 'knowly.gr', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 50000, payoutTiers: [20, 25, 30, 35, 40, 50], catalogue: null,
    expansionContest: { start: '2025-03-01', end: '2025-04-15', environments: ['prod'], prizes: [200, 100, 50] },
    region: 'eu-central-1', jurisdiction: 'Greece',
  },
  BR: {
    id: 18, englishName: 'Brazil', localizedName: 'Brasil', currency: 'BRL', locale: 'pt-BR',
    edition: 'BR', domain: 'knowly.com.br', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 50000, payoutTiers: [60, 80, 100, 120, 140, 160], catalogue: null,
    expansionContest: { start: '2025-02-01', end: '2025-03-15', environments: ['prod'], prizes: [1000, 500, 250] },
    region: 'us-east-1', jurisdiction: 'Brazil',
  },
  CZ: {
    id: 19, englishName: 'Czech Republic', localizedName: 'Česko', currency: 'CZK', locale: 'cs',
    edition: 'CZ', domain: 'knowly.cz', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 50000, payoutTiers: [400, 500, 600, 700, 800, 900], catalogue: null,
    expansionContest: { start: '2025-04-01', end: '2025-05-15', environments: ['prod'], prizes: [5000, 2500, 1000] },
    region: 'eu-central-1', jurisdiction: 'the Czech Republic',
  },
  PT: {
    id: 20, englishName: 'Portugal', localizedName: 'Portugal', currency: 'EUR', locale: 'pt',
    edition: 'PT', domain: 'knowly.pt', isLaunched: true,
    multipleGradeSelection: false, navbarDownloadLink: false, libraryMenu: false, contentConversionBanner: false,
    hasExamBoard: false, imageUploadAllowed: false, hasStudyGuides: false, homepageFaqHidden: false,
    contentUnblurred: true, showGrades: true, minimumAge: null, subscribeEmailByDefault: true,
    hasImprint: false, payoutLimit: 50000, payoutTiers: [20, 25, 30, 35, 40, 45], catalogue: null,
    expansionContest: { start: '2025-04-01', end: '2025-05-15', environments: ['prod'], prizes: [200, 100, 50] },
    region: 'eu-central-1', jurisdiction: 'Portugal',
  },
};

export const COUNTRIES: Readonly<Record<CountryCode, CountryConfig>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => {
    const row = ROWS[code];
    return [
      code,
      {
        ...row,
        code,
        flags: { ...baseFlags, ...row.flags, showCookieBanner: asksForConsent(code) },
        supportEmail: `support@${row.domain ?? 'knowly.com'}`,
      },
    ];
  }),
) as Record<CountryCode, CountryConfig>;

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

export function getCountryById(id: number): CountryConfig | undefined {
  return Object.values(COUNTRIES).find((c) => c.id === id);
}

/** §6: knowers see payouts except where the limit is 0 (CL, AR, PE, MX). */
export function arePayoutsHidden(code: CountryCode): boolean {
  return payoutsHidden(COUNTRIES[code]);
}

export function getPayoutTiers(code: CountryCode) {
  const c = COUNTRIES[code];
  if (!c.payoutTiers) return [];
  const amounts = c.payoutTiers;
  return PAYOUT_TIER_BOUNDS.map((tier, i) => ({
    payoutAmount: amounts[i] as number,
    knowsRequirement: tier.label,
    bottomLimit: tier.bottomLimit,
    topLimit: tier.topLimit,
    currency: c.currency,
  }));
}

/** §4: active when now is at or after start and at or before end (open end allowed). */
export function isContestActive(code: CountryCode, now: Date, env: AppEnvironment): boolean {
  const w = COUNTRIES[code].expansionContest;
  if (!w) return false;
  if (w.environments && !w.environments.includes(env)) return false;
  const start = new Date(`${w.start}T00:00:00Z`).getTime();
  const end = w.end === null ? Infinity : new Date(`${w.end}T23:59:59.999Z`).getTime();
  const t = now.getTime();
  return t >= start && t <= end;
}
