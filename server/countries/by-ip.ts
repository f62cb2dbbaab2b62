/** Country of a client: a trusted proxy's header when configured, else the bundled GeoLite2 table. */
import geoip from 'geoip-country';
import { isCountryCode } from '@/lib/config/countries';

function geoLookup(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country ?? null;
  } catch {
    return null;
  }
}

/** An ISO 3166-1 alpha-2 code (any country), or null when unknown. */
export function lookupCountry(ip: string, trustedHeaderValue: string | null): string | null {
  const header = trustedHeaderValue?.trim().toUpperCase();
  if (header && /^[A-Z]{2}$/.test(header) && header !== 'XX' && header !== 'T1') return header;
  return geoLookup(ip);
}

/** Only countries Knowly serves count (spec §3's 20); others are "unknown" to the client. */
export function servedCountry(code: string | null): string | null {
  return code && isCountryCode(code) ? code : null;
}
