import type { NextApiRequest, NextApiResponse } from 'next';
import { editionForHost } from '@/lib/seo/edition-for-request';
import { sitemapXml } from '@/lib/seo/sitemap';

export default function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const { edition, origin } = editionForHost(req.headers.host);
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(sitemapXml(edition, origin));
}
