/** The edition a request's Host header selects (default edition for unknown hosts). */
import { COUNTRIES, isCountryCode } from '../config/countries';
import { editionOrigin, getEdition, resolveHost, type Edition } from '../config/editions';

export function editionForHost(host: string | undefined): { edition: Edition; origin: string } {
  const r = resolveHost(host);
  const fallbackCode = (process.env.DEFAULT_EDITION ?? 'US').toUpperCase();
  const fallback = getEdition(isCountryCode(fallbackCode) && COUNTRIES[fallbackCode].edition ? fallbackCode : 'US');
  const edition = r.kind === 'edition' ? r.edition : r.kind === 'redirect' ? r.to : fallback;
  if (!edition) throw new Error('No default edition configured');
  return { edition, origin: editionOrigin(edition, host) };
}
