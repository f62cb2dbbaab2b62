// Pins every per-country value the spec gives (§1, §3, §4, §9).
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  CURRENCIES,
  PAYOUT_TIER_BOUNDS,
  arePayoutsHidden,
  getPayoutTiers,
  isContestActive,
  type CountryCode,
} from '@/lib/config/countries';
import { EDITIONS, EDITION_CODES } from '@/lib/config/editions';
import { CONTENT_LANGUAGE_CODES, LOCALES, LOCALE_CONFIGS, getLocaleConfig } from '@/lib/config/locales';
import { legalDocumentsFor } from '@/lib/config/legal';
import { getCatalogue } from '@/lib/config/catalogue';
import { BADGE_LANGUAGES, getStoreBadge } from '@/lib/config/store-badges';
import { buildCountryLanguageConfig } from '@/lib/config/country-language-config';

const codes = (pred: (c: CountryCode) => boolean) => COUNTRY_CODES.filter(pred).sort();
const sorted = (list: string[]) => [...list].sort();

describe('country table', () => {
  it('lists the 20 countries of §3 and the currencies', () => {
    expect(sorted([...COUNTRY_CODES])).toEqual(
      sorted(['DE', 'CH', 'AT', 'FR', 'PL', 'IT', 'GB', 'US', 'ES', 'CO', 'TR', 'MX', 'CL', 'AR', 'PE', 'RO', 'GR', 'BR', 'CZ', 'PT']),
    );
    expect(sorted([...CURRENCIES])).toEqual(
      sorted(['EUR', 'CHF', 'PLN', 'GBP', 'USD', 'COP', 'TRY', 'MXN', 'PEN', 'CLP', 'ARS', 'RON', 'BRL', 'CZK']),
    );
    for (const c of COUNTRY_CODES) expect(CURRENCIES).toContain(COUNTRIES[c].currency);
  });

  it('has the 15 editions with their own domains; AT and CH map to Germany', () => {
    expect(sorted([...EDITION_CODES])).toEqual(
      sorted(['DE', 'FR', 'PL', 'IT', 'GB', 'US', 'ES', 'CO', 'TR', 'MX', 'RO', 'GR', 'BR', 'CZ', 'PT']),
    );
    expect(new Set(EDITIONS.map((e) => e.domain)).size).toBe(15);
    expect(COUNTRIES.AT.edition).toBe('DE');
    expect(COUNTRIES.CH.edition).toBe('DE');
    expect(COUNTRIES.DE.domain).toBe('knowly.de');
    expect(COUNTRIES.FR.domain).toBe('knowly.fr');
    expect(COUNTRIES.GB.domain).toBe('knowly.co.uk');
    expect(COUNTRIES.US.domain).toBe('knowly.com');
  });

  it('has every content language of §3, mapped to country and languages', () => {
    expect(sorted([...CONTENT_LANGUAGE_CODES])).toEqual(
      sorted(['de', 'fr', 'en-GB', 'pl', 'it', 'en', 'es', 'tr', 'es-MX', 'es-CO', 'es-PE', 'es-CL', 'es-AR', 'ro', 'el', 'pt-BR', 'cs', 'pt', 'es-419']),
    );
    expect(LOCALE_CONFIGS['es-MX'].country).toBe('MX');
    expect(LOCALE_CONFIGS['en-GB'].country).toBe('GB');
    expect(LOCALE_CONFIGS.el.country).toBe('GR');
    for (const l of ['es-MX', 'es-CO', 'es-PE', 'es-CL', 'es-AR'] as const) {
      expect(['es-CO', 'es']).toContain(LOCALE_CONFIGS[l].contentManagementLanguage);
      expect(LOCALE_CONFIGS[l].interfaceLanguage).toBe('es');
    }
    for (const l of LOCALES) expect(COUNTRIES[LOCALE_CONFIGS[l].country]).toBeDefined();
  });

  it('raises the §5 locale errors', () => {
    expect(() => getLocaleConfig(undefined)).toThrow('Locale not available.');
    expect(() => getLocaleConfig('xx')).toThrow(/Unknown locale/);
  });

  it('pins the payout limits of §9', () => {
    const limits: Record<CountryCode, number> = {
      DE: 50000, AT: 50000, CH: 50000, FR: 10000, PL: 50000, IT: 50000, GB: 50000, US: 50000, ES: 50000,
      CO: 130000000, TR: 600000, MX: 0, CL: 0, AR: 0, PE: 0, GR: 50000, RO: 200000, BR: 50000, CZ: 50000, PT: 50000,
    };
    for (const c of COUNTRY_CODES) expect(COUNTRIES[c].payoutLimit, c).toBe(limits[c]);
    expect(codes(arePayoutsHidden)).toEqual(sorted(['MX', 'CL', 'AR', 'PE']));
  });

  it('pins the payout tiers of §9', () => {
    expect(PAYOUT_TIER_BOUNDS.map((t) => t.label)).toEqual(['1-5', '6-15', '16-25', '26-35', '36-50', '50+']);
    expect(PAYOUT_TIER_BOUNDS[0]).toMatchObject({ bottomLimit: 0, topLimit: 6 });
    expect(PAYOUT_TIER_BOUNDS[5]).toMatchObject({ bottomLimit: 50, topLimit: null });
    const amounts = (c: CountryCode) => getPayoutTiers(c).map((t) => t.payoutAmount);
    expect(amounts('GR')).toEqual([20, 25, 30, 35, 40, 50]);
    expect(amounts('RO')).toEqual([80, 100, 120, 140, 180, 200]);
    expect(amounts('BR')).toEqual([60, 80, 100, 120, 140, 160]);
    expect(amounts('PT')).toEqual([20, 25, 30, 35, 40, 45]);
    expect(amounts('CZ')).toEqual([400, 500, 600, 700, 800, 900]);
    expect(getPayoutTiers('GR')[0]?.currency).toBe('EUR');
    expect(getPayoutTiers('RO')[0]?.currency).toBe('RON');
    for (const c of ['DE', 'CH', 'AT', 'PL', 'FR', 'GB', 'IT', 'US', 'ES', 'MX', 'AR', 'CL', 'CO', 'PE', 'TR'] as const) {
      expect(getPayoutTiers(c), c).toEqual([]);
    }
  });

  it('pins the per-country flags of §9', () => {
    expect(codes((c) => COUNTRIES[c].multipleGradeSelection)).toEqual(sorted(['DE', 'AT', 'CH', 'FR']));
    expect(codes((c) => COUNTRIES[c].flags.hasParentsPages)).toEqual(sorted(['DE', 'AT', 'CH']));
    expect(codes((c) => !COUNTRIES[c].navbarDownloadLink)).toEqual(
      sorted(['TR', 'MX', 'CL', 'AR', 'PE', 'GR', 'RO', 'BR', 'CZ', 'PT']),
    );
    expect(codes((c) => COUNTRIES[c].libraryMenu)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL']));
    expect(codes((c) => COUNTRIES[c].contentConversionBanner)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL']));
    expect(codes((c) => COUNTRIES[c].hasExamBoard)).toEqual(sorted(['GB', 'TR']));
    expect(codes((c) => COUNTRIES[c].flags.hasPlusPlan)).toEqual(sorted(['DE', 'AT', 'CH', 'FR', 'PL', 'IT']));
    // Decision 0055: the banner follows each country's consent law, not the spec's list, which
    // left EU editions (GR, RO, CZ, PT) and BR, TR without one. Only Mexico is opt-out.
    expect(codes((c) => COUNTRIES[c].flags.showCookieBanner)).toEqual(
      sorted(COUNTRY_CODES.filter((c) => c !== 'MX')),
    );
    for (const eu of ['GR', 'RO', 'CZ', 'PT', 'DE', 'FR', 'PL', 'IT', 'ES'] as const) {
      expect(COUNTRIES[eu].flags.showCookieBanner).toBe(true);
    }
    expect(codes((c) => COUNTRIES[c].imageUploadAllowed)).toEqual(['US']);
    expect(codes((c) => COUNTRIES[c].hasStudyGuides)).toEqual(['US']);
    expect(codes((c) => COUNTRIES[c].homepageFaqHidden)).toEqual(['US']);
    expect(codes((c) => COUNTRIES[c].contentUnblurred)).toEqual(
      sorted(['CO', 'TR', 'MX', 'CL', 'AR', 'PE', 'GR', 'RO', 'BR', 'CZ', 'PT']),
    );
    expect(COUNTRIES.US.minimumAge).toBe(13);
    for (const c of ['DE', 'FR', 'PL', 'IT', 'GB', 'ES'] as const) expect(COUNTRIES[c].subscribeEmailByDefault, c).toBe(false);
    expect(COUNTRIES.US.subscribeEmailByDefault).toBe(true);
    expect(COUNTRIES.BR.subscribeEmailByDefault).toBe(true);
  });

  it('shows the imprint only where §9 lists it', () => {
    for (const c of COUNTRY_CODES) {
      const hasImprint = ['DE', 'AT', 'CH', 'FR', 'PL', 'IT', 'GB'].includes(c);
      expect(legalDocumentsFor(COUNTRIES[c]).includes('imprint'), c).toBe(hasImprint);
      expect(legalDocumentsFor(COUNTRIES[c])).toEqual(expect.arrayContaining(['privacy', 'guidelines', 'tos', 'tos-knower', 'cancellation', 'contact']));
    }
  });

  it('embeds catalogues for all 20 countries, with subjects only for DE FR PL IT GB ES US (§3; AT and CH none)', () => {
    for (const c of COUNTRY_CODES) expect(getCatalogue(c).countryCode).toBe(c);
    expect(codes((c) => (getCatalogue(c).subjects ?? []).length > 0)).toEqual(
      sorted(['DE', 'FR', 'PL', 'IT', 'GB', 'ES', 'US']),
    );
    expect(getCatalogue('AT').subjects).toBeNull();
    expect(getCatalogue('CH').subjects).toBeNull();
    for (const c of ['DE', 'FR', 'PL', 'IT', 'GB', 'ES', 'US'] as const) {
      const subjects = getCatalogue(c).subjects ?? [];
      expect(subjects.length, c).toBeGreaterThanOrEqual(12);
      for (const s of subjects) expect(s.topics.length, `${c} ${s.name}`).toBeGreaterThanOrEqual(6);
    }
    expect(getCatalogue('TR').subjects).toBeNull();
  });

  it('has contest windows per §4, open end allowed, env-limited where prod-only', () => {
    expect(COUNTRIES.MX.expansionContest).toMatchObject({ start: '2024-10-20', end: '2024-11-01' });
    expect(COUNTRIES.TR.expansionContest).toMatchObject({ start: '2024-07-18', end: '2024-08-12' });
    expect(isContestActive('MX', new Date('2024-10-20T00:00:00Z'), 'prod')).toBe(true);
    expect(isContestActive('MX', new Date('2024-11-01T23:00:00Z'), 'prod')).toBe(true);
    expect(isContestActive('MX', new Date('2024-11-02T00:00:00Z'), 'prod')).toBe(false);
    expect(isContestActive('MX', new Date('2024-10-19T23:59:59Z'), 'prod')).toBe(false);
    expect(isContestActive('DE', new Date(), 'prod')).toBe(false);
    const br = COUNTRIES.BR.expansionContest;
    expect(br?.environments).toEqual(['prod']);
    expect(isContestActive('BR', new Date(`${br?.start}T12:00:00Z`), 'prod')).toBe(true);
    expect(isContestActive('BR', new Date(`${br?.start}T12:00:00Z`), 'staging')).toBe(false);
    for (const c of ['BR', 'RO', 'GR', 'PT', 'CZ'] as const) expect(COUNTRIES[c].expansionContest?.start.startsWith('2025')).toBe(true);
  });

  it('has store badges for the 12 §9 languages and raises for others', () => {
    expect(BADGE_LANGUAGES).toHaveLength(12);
    expect(getStoreBadge('ios', 'de').href).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(getStoreBadge('android', 'pt-BR').href).toMatch(/^https:\/\/play\.google\.com\//);
    expect(() => getStoreBadge('ios', 'xx')).toThrow(/Unsupported store badge/);
  });

  it('builds the §3 country-language configuration', () => {
    const cfg = buildCountryLanguageConfig('US', 'en', {
      env: 'prod', now: new Date(), apiBaseUrl: '/api/v1', analyticsBaseUrl: '/api/analytics', isContestActive: false,
    });
    expect(cfg).toMatchObject({ domain: 'knowly.com', minimumAge: 13, isLaunched: true, hasExamBoard: false, subscribeEmailByDefault: true });
    expect(cfg.country).toMatchObject({ code: 'US', englishName: 'United States' });
    expect(Object.keys(cfg)).toEqual(
      expect.arrayContaining([
        'country', 'language', 'domain', 'supportEmail', 'isLaunched', 'isExpansionContestRunning', 'instagramUrl', 'tiktokUrl',
        'discordUrl', 'knowerGuideUrl', 'knowerCallUrl', 'knowerGuideStudyCollectionUuid', 'hasExamBoard', 'primaryInternalUserUuid',
        'showGrades', 'minimumAge', 'baseUrls', 'subscribeEmailByDefault', 'expansionContestStartOn', 'expansionContestEndOn',
      ]),
    );
  });
});
