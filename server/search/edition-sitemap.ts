/**
 * One edition's sitemap.xml: the static public pages (lib/seo/sitemap.ts) plus its public knows,
 * knower profiles and the info pages of its subject learning bots that have public knows to
 * answer from (a bot without any would be an empty page).
 */
import type { Edition } from '@/lib/config/editions';
import { isFeatureLive } from '@/lib/config/features';
import { sitemapXml } from '@/lib/seo/sitemap';
import { listSubjectBots } from '../ai/learning-bots';
import type { AppContext } from '../app-context';
import { publicKnowerPaths } from '../knowers/public-knower-paths';
import { publicKnowPaths } from './public-know-paths';

/** More than any catalogue has subjects. */
const BOTS_MAX = 1000;

async function learningBotPaths(app: AppContext, edition: Edition): Promise<string[]> {
  if (!isFeatureLive('university')) return [];
  const bots = await listSubjectBots(app, { country: edition.country.code, limit: BOTS_MAX, offset: 0 });
  return bots.content.filter((b) => b.knowCount > 0).map((b) => `/learning-bot/${b.uuid}/info`);
}

export async function editionSitemapXml(app: AppContext, edition: Edition, origin: string): Promise<string> {
  const [knowPaths, knowerPaths, botPaths] = await Promise.all([
    publicKnowPaths(app, edition.country.code),
    publicKnowerPaths(app, edition),
    learningBotPaths(app, edition),
  ]);
  return sitemapXml(edition, origin, [...knowPaths, ...knowerPaths, ...botPaths]);
}
