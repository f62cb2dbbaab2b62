/** One edition's sitemap.xml: the static public pages (lib/seo/sitemap.ts) plus its public knows. */
import type { Edition } from '@/lib/config/editions';
import { sitemapXml } from '@/lib/seo/sitemap';
import type { AppContext } from '../app';
import { publicKnowPaths } from './public-know-paths';

export async function editionSitemapXml(app: Pick<AppContext, 'db'>, edition: Edition, origin: string): Promise<string> {
  return sitemapXml(edition, origin, await publicKnowPaths(app, edition.country.code));
}
