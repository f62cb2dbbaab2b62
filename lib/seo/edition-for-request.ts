/** The edition a request's Host header selects (default edition for unknown hosts) and its origin. */
import { defaultEdition, editionOrigin, resolveHost, type Edition, type OriginSettings } from '../config/editions';

export function editionForHost(host: string | undefined, settings?: OriginSettings): { edition: Edition; origin: string } {
  const r = resolveHost(host, settings);
  const edition = r.kind === 'edition' ? r.edition : r.kind === 'redirect' ? r.to : defaultEdition(settings);
  return { edition, origin: editionOrigin(edition, settings) };
}
