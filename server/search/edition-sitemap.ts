/** One edition's sitemap.xml: the static public pages (lib/seo/sitemap.ts) plus its public knows and knower profiles. */
import type { Edition } from '@/lib/config/editions';
import { sitemapXml } from '@/lib/seo/sitemap';
import type { AppContext } from '../app';
import { publicKnowerPaths } from '../knowers/public-knower-paths';
import { publicKnowPaths } from './public-know-paths';

export async function editionSitemapXml(app: Pick<AppContext, 'db'>, edition: Edition, origin: string): Promise<string> {
  const [knowPaths, knowerPaths] = await Promise.all([publicKnowPaths(app, edition.country.code), publicKnowerPaths(app, edition)]);
  return sitemapXml(edition, origin, [...knowPaths, ...knowerPaths]);
}
