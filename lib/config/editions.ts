/**
 * Editions: the countries with their own web edition and domain (spec §1), and host inference.
 * Safe in proxy.ts: pure data and functions.
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type CountryConfig } from './countries';
import { LOCALE_CONFIGS, type Locale } from './locales';

export const EDITION_CODES = COUNTRY_CODES.filter((c) => COUNTRIES[c].edition === c);
export type EditionCode = CountryCode;

export interface Edition {
  country: CountryConfig;
  locale: Locale;
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

export type HostResolution =
  | { kind: 'edition'; edition: Edition; local: boolean }
  /** A country whose domain redirects to another edition's (AT, CH -> DE). */
  | { kind: 'redirect'; to: Edition; local: boolean }
  | { kind: 'default'; local: boolean };

function stripPort(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase().replace(/\.$/, '');
}

/** Maps a Host header to its edition (spec §1: country is inferred from the host name). */
export function resolveHost(hostHeader: string | null | undefined): HostResolution {
  const host = stripPort(hostHeader ?? '');
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1';
  const bare = host.startsWith('www.') ? host.slice(4) : host;
  for (const code of COUNTRY_CODES) {
    const country = COUNTRIES[code];
    const label = code.toLowerCase();
    const matches = bare === country.domain || bare === `${label}.localhost`;
    if (!matches || !country.edition) continue;
    const edition = getEdition(country.edition);
    if (!edition) continue;
    if (country.edition !== code) return { kind: 'redirect', to: edition, local };
    return { kind: 'edition', edition, local };
  }
  return { kind: 'default', local };
}

/**
 * Origin of an edition as seen from the current host: production domains in production,
 * `{label}.localhost:{port}` when browsing locally, so cross-edition links work both ways.
 */
export function editionOrigin(edition: Edition, currentHost?: string | null): string {
  const host = currentHost ?? '';
  const hostname = stripPort(host);
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1') {
    const port = host.match(/:(\d+)$/)?.[1];
    return `http://${edition.localLabel}.localhost${port ? `:${port}` : ''}`;
  }
  return `https://${edition.domain}`;
}

/** Production origin, for canonical links, hreflang, sitemaps. */
export function productionOrigin(edition: Edition): string {
  return `https://${edition.domain}`;
}
