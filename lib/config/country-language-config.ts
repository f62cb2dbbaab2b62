/** The country-language configuration of spec §3, as the API returns it. */
import { BRAND } from './brand';
import { BRAND_LINKS } from './operator';
import { COUNTRIES, type AppEnvironment, type CountryCode } from './countries';
import { LOCALE_CONFIGS, type Locale } from './locales';

export interface CountryLanguageConfig {
  country: { id: number; name: string; code: CountryCode; localizedName: string; englishName: string; iconUrl: string };
  language: { id: number; name: string; code: string; localizedName: string; englishName: string };
  domain: string | null;
  supportEmail: string;
  isLaunched: boolean;
  isExpansionContestRunning: boolean;
  instagramUrl: string;
  tiktokUrl: string;
  discordUrl: string;
  knowerGuideUrl: string;
  knowerCallUrl: string;
  knowerGuideStudyCollectionUuid: string | null;
  hasExamBoard: boolean;
  primaryInternalUserUuid: string | null;
  showGrades: boolean;
  minimumAge: number | null;
  baseUrls: { backendEdge: string; analyticsService: string };
  subscribeEmailByDefault: boolean;
  expansionContestStartOn: string | null;
  expansionContestEndOn: string | null;
  flags: (typeof COUNTRIES)[CountryCode]['flags'];
}

export function buildCountryLanguageConfig(
  code: CountryCode,
  locale: Locale,
  opts: {
    env: AppEnvironment;
    now: Date;
    apiBaseUrl: string;
    analyticsBaseUrl: string;
    isContestActive: boolean;
    primaryInternalUserUuid?: string | null;
  },
): CountryLanguageConfig {
  const c = COUNTRIES[code];
  const l = LOCALE_CONFIGS[locale];
  const languageId = Object.keys(LOCALE_CONFIGS).indexOf(locale) + 1;
  return {
    country: {
      id: c.id,
      name: c.englishName,
      code: c.code,
      localizedName: c.localizedName,
      englishName: c.englishName,
      iconUrl: `/flags/${c.code.toLowerCase()}.svg`,
    },
    language: { id: languageId, name: l.englishName, code: l.locale, localizedName: l.label, englishName: l.englishName },
    domain: c.domain,
    supportEmail: c.supportEmail,
    isLaunched: c.isLaunched,
    isExpansionContestRunning: opts.isContestActive,
    instagramUrl: BRAND.social.instagram.url,
    tiktokUrl: BRAND.social.tiktok.url,
    discordUrl: BRAND_LINKS.discordUrl,
    knowerGuideUrl: BRAND_LINKS.knowerGuideUrl,
    knowerCallUrl: BRAND_LINKS.knowerCallUrl,
    knowerGuideStudyCollectionUuid: null,
    hasExamBoard: c.hasExamBoard,
    primaryInternalUserUuid: opts.primaryInternalUserUuid ?? null,
    showGrades: c.showGrades,
    minimumAge: c.minimumAge,
    baseUrls: { backendEdge: opts.apiBaseUrl, analyticsService: opts.analyticsBaseUrl },
    subscribeEmailByDefault: c.subscribeEmailByDefault,
    expansionContestStartOn: c.expansionContest?.start ?? null,
    expansionContestEndOn: c.expansionContest?.end ?? null,
    flags: c.flags,
  };
}
