import {
  catalogueSchema, countryByIpSchema, countryItemSchema, countryLanguageConfigSchema, countryLanguageParams, countryParams, countrySchema,
} from '@/lib/contract/countries';
import { COUNTRIES, COUNTRY_CODES, getCountryById, isContestActive, isCountryCode, type CountryCode } from '@/lib/config/countries';
import { buildCountryLanguageConfig } from '@/lib/config/country-language-config';
import { isLocale } from '@/lib/config/locales';
import { getCatalogue } from '@/lib/config/catalogue';
import { defineRoute } from '../route';
import { notFound } from '../../errors';
import { examBoardsOf, examTypesOf, regionsOf } from '../../countries/data';
import { lookupCountry, servedCountry } from '../../countries/by-ip';
import { MOUNT_PREFIX } from '../route';

const tag = 'Countries';

function countryOf(id: string): CountryCode {
  const upper = id.toUpperCase();
  if (isCountryCode(upper)) return upper;
  const byId = /^\d{1,4}$/.test(id) ? getCountryById(Number(id)) : undefined;
  if (!byId) throw notFound('Unknown country.');
  return byId.code;
}

function countryJson(code: CountryCode) {
  const c = COUNTRIES[code];
  return {
    id: c.id, code, name: c.englishName, localizedName: c.localizedName, englishName: c.englishName,
    iconUrl: `/flags/${code.toLowerCase()}.svg`, currency: c.currency, locale: c.locale, domain: c.domain,
    isLaunched: c.isLaunched, hasExamBoard: c.hasExamBoard, minimumAge: c.minimumAge,
  };
}

/** GET /countries/{id}/<segment>: one of a country's embedded lists (by id or code). */
function countryListRoute(segment: string, summary: string, description: string, list: (code: CountryCode) => unknown[]) {
  return defineRoute({
    mount: 'v1', method: 'GET', path: `/countries/{id}/${segment}`, tag, summary, auth: 'none', clientHeaders: 'platform',
    database: false,
    params: countryParams,
    success: { status: 200, description, schema: countryItemSchema.array() },
    handler: async (c) => ({ status: 200, body: list(countryOf(c.params.id)) }),
  });
}

export const countryRoutes = [
  defineRoute({
    mount: 'v1', method: 'GET', path: '/countries', tag, summary: 'All countries', auth: 'none', clientHeaders: 'platform',
    database: false,
    success: { status: 200, description: 'The 20 countries', schema: countrySchema.array() },
    handler: async () => ({ status: 200, body: COUNTRY_CODES.map(countryJson) }),
  }),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/countries/by-ip', tag, summary: "The caller's country by IP", auth: 'none', clientHeaders: 'platform',
    database: false,
    success: {
      status: 200,
      description: 'The country, or code and country null when unknown or not served (a visitor without a country is not an error)',
      schema: countryByIpSchema,
    },
    handler: async (c) => {
      const name = c.app.env.TRUSTED_COUNTRY_HEADER;
      const header = name ? c.req.headers[name] : undefined;
      const code = servedCountry(lookupCountry(c.req.ip, typeof header === 'string' ? header : null));
      const known = code && isCountryCode(code) ? code : null;
      return {
        status: 200,
        body: { code: known, country: known ? countryJson(known) : null },
        headers: { 'Cache-Control': 'private, max-age=3600', Vary: 'X-Forwarded-For' },
      };
    },
  }),
  countryListRoute('regions', 'Regions of a country', 'Regions (empty where none are kept)', regionsOf),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/countries/{id}/languages/{lang}/config', tag, summary: 'Country-language configuration (spec §3)', auth: 'none', clientHeaders: 'platform',
    database: false,
    params: countryLanguageParams,
    success: { status: 200, description: 'Configuration', schema: countryLanguageConfigSchema },
    handler: async (c) => {
      const code = countryOf(c.params.id);
      if (!isLocale(c.params.lang)) throw notFound('Unknown language.');
      const env = c.app.env.APP_ENV;
      const now = new Date();
      return {
        status: 200,
        body: buildCountryLanguageConfig(code, c.params.lang, {
          env, now, isContestActive: isContestActive(code, now, env),
          apiBaseUrl: MOUNT_PREFIX.v1, analyticsBaseUrl: MOUNT_PREFIX.analytics,
        }),
      };
    },
  }),
  countryListRoute('exam-boards', 'Exam boards (GB, TR)', 'Exam boards', examBoardsOf),
  countryListRoute('exam-types', 'Exam types', 'Exam types', examTypesOf),
  defineRoute({
    mount: 'v1', method: 'GET', path: '/countries/{id}/subjects', tag, summary: 'Subject catalogue (subjects null where the country has none)', auth: 'none', clientHeaders: 'platform',
    database: false,
    params: countryParams,
    success: { status: 200, description: 'Subject catalogue', schema: catalogueSchema },
    // Embedded data that changes only with a deploy.
    handler: async (c) => ({ status: 200, body: getCatalogue(countryOf(c.params.id)), headers: { 'Cache-Control': 'public, max-age=3600' } }),
  }),
];
