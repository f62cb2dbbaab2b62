/** What the session list keeps of a sign-in's request: its User-Agent and its IP's country. */
import type { AppContext } from '../app-context';
import type { RequestInfo } from '../http/route';
import { lookupCountry } from '../countries/by-ip';
import type { SessionOrigin } from './tokens';

export function sessionOrigin(app: Pick<AppContext, 'env'>, req: RequestInfo): SessionOrigin {
  const name = app.env.TRUSTED_COUNTRY_HEADER;
  const header = name ? req.headers[name] : undefined;
  return { userAgent: req.userAgent, country: lookupCountry(req.ip, typeof header === 'string' ? header : null) };
}
