/** Origins for links in e-mails: APP_URL, else the user's edition (prod) or its local host. */
import { COUNTRIES, isCountryCode, type CountryCode } from '@/lib/config/countries';
import { getEdition } from '@/lib/config/editions';
import type { ServerEnv } from '../env';

export function publicOrigin(env: ServerEnv, country: string): string {
  if (env.APP_URL) return env.APP_URL.replace(/\/$/, '');
  const code: CountryCode = isCountryCode(country) ? country : env.DEFAULT_EDITION;
  const edition = getEdition(COUNTRIES[code].edition ?? env.DEFAULT_EDITION) ?? getEdition(env.DEFAULT_EDITION);
  if (!edition) return `http://localhost:${env.PORT}`;
  return env.APP_ENV === 'prod' ? `https://${edition.domain}` : `http://${edition.localLabel}.localhost:${env.PORT}`;
}
