/**
 * The EDITION_DOMAINS setting (docs/decisions/0010-edition-origins-and-country-rules.md): where
 * each edition is served, so a copy run at its own domains never links to another site.
 *
 * Two forms, with an optional scheme (default https, http for *.localhost) and port:
 * - a template with `{code}` (lower-case country code): `{code}.knowly.example`,
 *   `http://{code}.localhost:3300`;
 * - a `code=origin` list, comma-separated: `de=knowly.de,fr=http://fr.test:8080`. Every edition
 *   must be named unless a `*=` template covers the rest; AT and CH (hosts redirected to
 *   Germany) are optional.
 * Pure functions, safe in proxy.ts and the browser.
 */
import { COUNTRIES, COUNTRY_CODES, type CountryCode } from './countries';

export type EditionDomains =
  | { kind: 'template'; template: string }
  | { kind: 'list'; origins: Partial<Record<CountryCode, string>>; rest: string | null };

const PLACEHOLDER = '{code}';

/** Countries with a host: editions and the countries redirected to one (AT, CH). */
export const HOST_COUNTRY_CODES: readonly CountryCode[] = COUNTRY_CODES.filter((c) => COUNTRIES[c].edition !== null);
const EDITION_ONLY_CODES = COUNTRY_CODES.filter((c) => COUNTRIES[c].edition === c);

function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1';
}

/** `host[:port]` or `scheme://host[:port]` -> a normalised origin; throws on anything else. */
export function normalizeOrigin(value: string): string {
  const trimmed = value.trim().replace(/\/$/, '');
  if (!trimmed) throw new Error('an origin is empty');
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  const hostPart = hasScheme ? trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : trimmed;
  const scheme = hasScheme ? '' : isLocalHostname(hostPart.replace(/:\d*$/, '').toLowerCase()) ? 'http://' : 'https://';
  let url: URL;
  try {
    url = new URL(`${scheme}${trimmed}`);
  } catch {
    throw new Error(`"${value}" is not a host or origin`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`"${value}": only http and https`);
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[/?#@]/.test(hostPart)) {
    throw new Error(`"${value}": only scheme, host and port are allowed`);
  }
  return url.origin;
}

function checkTemplate(template: string): string {
  const parts = template.split(PLACEHOLDER);
  if (parts.length < 2) throw new Error(`"${template}" has no ${PLACEHOLDER}`);
  // The template must give a valid, distinct origin for every code: check with a sample code.
  normalizeOrigin(template.replaceAll(PLACEHOLDER, 'xx'));
  return template.trim();
}

/** Parses the setting; throws an Error whose message says what is wrong. */
export function parseEditionDomains(value: string): EditionDomains {
  const text = value.trim();
  if (!text.includes('=')) return { kind: 'template', template: checkTemplate(text) };
  const origins: Partial<Record<CountryCode, string>> = {};
  let rest: string | null = null;
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    if (eq < 1) throw new Error(`"${entry}" is not code=host`);
    const key = entry.slice(0, eq).trim().toUpperCase();
    const target = entry.slice(eq + 1).trim();
    if (key === '*') {
      if (rest !== null) throw new Error('"*" is given twice');
      rest = checkTemplate(target);
      continue;
    }
    const code = HOST_COUNTRY_CODES.find((c) => c === key);
    if (!code) throw new Error(`"${key}" is not an edition (one of ${HOST_COUNTRY_CODES.join(', ')})`);
    if (origins[code]) throw new Error(`"${key}" is given twice`);
    if (target.includes(PLACEHOLDER)) throw new Error(`"${entry}": ${PLACEHOLDER} belongs in a template or "*="`);
    origins[code] = normalizeOrigin(target);
  }
  const missing = EDITION_ONLY_CODES.filter((c) => !origins[c]);
  if (rest === null && missing.length > 0) {
    throw new Error(`no origin for ${missing.join(', ')} (name every edition or add "*={code}.example.org")`);
  }
  const seen = new Map<string, CountryCode>();
  for (const [code, origin] of Object.entries(origins) as [CountryCode, string][]) {
    const host = new URL(origin).host;
    const other = seen.get(host);
    if (other) throw new Error(`${other} and ${code} share the host ${host}`);
    seen.set(host, code);
  }
  return { kind: 'list', origins, rest };
}

/** The origin a template gives one country. */
export function templateOrigin(template: string, code: CountryCode): string {
  return normalizeOrigin(template.replaceAll(PLACEHOLDER, code.toLowerCase()));
}

/** A message for the start-up check, or null when the value is valid (or unset). */
export function editionDomainsProblem(value: string | undefined): string | null {
  if (!value || !value.trim()) return null;
  try {
    parseEditionDomains(value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}
