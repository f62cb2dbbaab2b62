/**
 * The editions named on the role command line (decision 0050): `DE`, `de pt`, or `all` for every
 * edition there is today. Naming none is an error (a reviewer acts in chosen editions, never in
 * all of them by accident), and so is a country that is not an edition itself (AT belongs to DE).
 */
import { COUNTRIES, isCountryCode, type CountryCode } from '@/lib/config/countries';
import { EDITION_CODES } from '@/lib/config/editions';

const ALL_EDITIONS = 'all';

export type EditionArgs = { editions: CountryCode[] } | { error: string };

const list = () => `Editions: ${EDITION_CODES.join(', ')}, or "${ALL_EDITIONS}" for every one of them.`;

export function parseEditionArgs(args: readonly string[]): EditionArgs {
  if (args.length === 0) return { error: `Name the editions the role holds in, e.g. "reviewer DE". ${list()}` };
  if (args.some((a) => a.toLowerCase() === ALL_EDITIONS)) return { editions: [...EDITION_CODES] };
  const editions: CountryCode[] = [];
  for (const arg of args) {
    const code = arg.toUpperCase();
    if (!isCountryCode(code)) return { error: `Unknown edition "${arg}". ${list()}` };
    const edition = COUNTRIES[code].edition;
    if (edition !== code) {
      const where = edition ? `its accounts and knows belong to the ${edition} edition` : 'its accounts and knows belong to the default edition';
      return { error: `${code} is not an edition: ${where}. ${list()}` };
    }
    if (!editions.includes(code)) editions.push(code);
  }
  return { editions };
}
