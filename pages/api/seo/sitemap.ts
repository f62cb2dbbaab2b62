import type { NextApiRequest, NextApiResponse } from 'next';
import { editionForHost } from '@/lib/seo/edition-for-request';
import { sitemapXml } from '@/lib/seo/sitemap';
import { getAppContext } from '@/server/http';
import { serverEnv } from '@/server/env';
import { editionSitemapXml } from '@/server/search/edition-sitemap';

const XML = 'application/xml; charset=utf-8';

// Plain Node response calls (no Next helpers), so the route also runs behind a bare http server.
export default async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const { edition, origin } = editionForHost(req.headers.host, serverEnv());
  let xml: string;
  let maxAge: number;
  try {
    xml = await editionSitemapXml(await getAppContext(), edition, origin);
    // Short enough that a know made private soon leaves cached copies too.
    maxAge = 900;
  } catch (err) {
    // The static pages are still worth serving while the database is unavailable.
    console.error('Sitemap: the public knows could not be read', err);
    xml = sitemapXml(edition, origin);
    maxAge = 60;
  }
  res.writeHead(200, { 'Content-Type': XML, 'Cache-Control': `public, max-age=${maxAge}` });
  res.end(xml);
}
