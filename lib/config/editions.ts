/**
 * Editions: the countries with their own web edition (spec §1), their origins and host
 * inference. The origins come from EDITION_DOMAINS (lib/config/edition-domains.ts; decision
 * 0010); unset, the production domains when APP_ENV is prod, else `http://{code}.localhost:{PORT}`.
 * Safe in proxy.ts and the browser: pure data and functions. The settings are read at run time,
 * never inlined by the build (decision 0076); server code passes its checked ServerEnv instead.
 */
import { appEnvironment } from '../app-environment';
import { COUNTRIES, COUNTRY_CODES, isCountryCode, type CountryCode, type CountryConfig } from './countries';
import { HOST_COUNTRY_CODES, parseEditionDomains, templateOrigin } from './edition-domains';
import { LOCALE_CONFIGS, isLocale, type Locale } from './locales';
import { pageOriginSettings } from './page-origin-settings';

export const EDITION_CODES = COUNTRY_CODES.filter((c) => COUNTRIES[c].edition === c);

export interface Edition {
  country: CountryConfig;
  locale: Locale;
  /** Production domain (without www.). */
  domain: string;
  /** Subdomain label for local use: `{label}.localhost`. */
  localLabel: string;
}

export const EDITIONS: readonly Edition[] = EDITION_CODES.map((code) => {
  const country = COUNTRIES[code];
  return {
    country,
    locale: country.locale,
    domain: country.domain as string,
    localLabel: code.toLowerCase(),
  };
});

export function getEdition(code: CountryCode): Edition | undefined {
  return EDITIONS.find((e) => e.country.code === code);
}

export function getEditionForLocale(locale: Locale): Edition | undefined {
  return getEdition(LOCALE_CONFIGS[locale].country);
}

/** The settings that decide the origins (a ServerEnv fits). */
export interface OriginSettings {
  EDITION_DOMAINS?: string | undefined;
  APP_ENV?: string | undefined;
  PORT?: number | string | undefined;
  DEFAULT_EDITION?: string | undefined;
}

/**
 * The settings of this process: on the server (and in proxy.ts) read at run time; in the browser
 * those of the page, with the port it was loaded from (the local default origins carry one).
 */
function ambientSettings(): OriginSettings {
  const pageSettings = typeof window !== 'undefined' ? pageOriginSettings() : null;
  if (pageSettings) {
    const { port, protocol } = window.location;
    return { ...pageSettings, APP_ENV: appEnvironment(), PORT: port || (protocol === 'https:' ? '443' : '80') };
  }
  return {
    EDITION_DOMAINS: process.env.EDITION_DOMAINS,
    APP_ENV: appEnvironment(),
    PORT: process.env.PORT,
    DEFAULT_EDITION: process.env.DEFAULT_EDITION,
  };
}

const DEFAULT_PORT = 3000;

/** §1 default edition: DEFAULT_EDITION when it names an edition, else the US edition. */
export function defaultEdition(settings: OriginSettings = ambientSettings()): Edition {
  const code = (settings.DEFAULT_EDITION ?? '').toUpperCase();
  const edition = isCountryCode(code) && COUNTRIES[code].edition === code ? getEdition(code) : undefined;
  return edition ?? (getEdition('US') as Edition);
}

/**
 * The edition of a country code (AT, CH -> DE; countries without one -> the default edition) or
 * of a locale (the edition whose language it is; es-CL, es-AR, es-PE -> the default edition).
 */
export function editionOf(codeOrLocale: string | null | undefined, settings?: OriginSettings): Edition {
  const value = codeOrLocale ?? '';
  if (isCountryCode(value)) {
    const edition = COUNTRIES[value].edition;
    if (edition) return getEdition(edition) ?? defaultEdition(settings);
  } else if (isLocale(value)) {
    const edition = getEditionForLocale(value);
    if (edition && edition.locale === value) return edition;
  }
  return defaultEdition(settings);
}

type OriginTable = Partial<Record<CountryCode, string>>;
const tables = new Map<string, OriginTable>();

/** Origin of every host country (editions, and AT/CH where they have a host). */
export function originTable(settings: OriginSettings = ambientSettings()): OriginTable {
  const domains = settings.EDITION_DOMAINS?.trim() ?? '';
  const prod = settings.APP_ENV === 'prod';
  const port = Number(settings.PORT) || DEFAULT_PORT;
  const key = `${domains}|${prod}|${port}`;
  const cached = tables.get(key);
  if (cached) return cached;
  const table: OriginTable = {};
  const parsed = domains ? parseEditionDomains(domains) : null;
  for (const code of HOST_COUNTRY_CODES) {
    if (!parsed) {
      table[code] = prod ? `https://${COUNTRIES[code].domain}` : `http://${code.toLowerCase()}.localhost:${port}`;
    } else if (parsed.kind === 'template') {
      table[code] = templateOrigin(parsed.template, code);
    } else {
      const origin = parsed.origins[code] ?? (parsed.rest ? templateOrigin(parsed.rest, code) : undefined);
      if (origin) table[code] = origin;
    }
  }
  tables.set(key, table);
  return table;
}

/** THE origin (scheme://host[:port]) of the edition of a country code, locale or edition. */
export function editionOrigin(codeOrLocale: string | Edition | null | undefined, settings?: OriginSettings): string {
  const edition = typeof codeOrLocale === 'object' && codeOrLocale ? codeOrLocale : editionOf(codeOrLocale as string, settings);
  return originTable(settings)[edition.country.code] as string;
}

export type HostResolution =
  | { kind: 'edition'; edition: Edition; local: boolean }
  /** A country whose domain redirects to another edition's (AT, CH -> DE). */
  | { kind: 'redirect'; to: Edition; local: boolean }
  | { kind: 'default'; local: boolean };

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '');
}

function hostCountry(host: string, settings?: OriginSettings): CountryCode | undefined {
  const hostname = stripPort(host);
  const configured = Object.entries(originTable(settings)) as [CountryCode, string][];
  const hosts = configured.map(([code, origin]) => [code, new URL(origin).host] as const);
  // The configured host with its port, then its host name alone (a proxy may drop the port).
  const exact = hosts.find(([, h]) => h === host);
  if (exact) return exact[0];
  const byName = hosts.find(([, h]) => stripPort(h) === hostname);
  if (byName) return byName[0];
  // The production domains and {code}.localhost are always understood.
  return HOST_COUNTRY_CODES.find((c) => hostname === COUNTRIES[c].domain || hostname === `${c.toLowerCase()}.localhost`);
}

/** Maps a Host header to its edition (spec §1: country is inferred from the host name). */
export function resolveHost(hostHeader: string | null | undefined, settings?: OriginSettings): HostResolution {
  const host = (hostHeader ?? '').trim().toLowerCase().replace(/\.(?=:\d+$|$)/, '');
  const hostname = stripPort(host);
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  const code = hostCountry(host, settings) ?? hostCountry(bare, settings);
  const target = code ? COUNTRIES[code].edition : null;
  const edition = target ? getEdition(target) : undefined;
  if (!code || !edition) return { kind: 'default', local };
  if (target !== code) return { kind: 'redirect', to: edition, local };
  return { kind: 'edition', edition, local };
}
