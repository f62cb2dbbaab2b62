import type { NextApiRequest, NextApiResponse } from 'next';
import { editionForHost } from '@/lib/seo/edition-for-request';
import { robotsTxt } from '@/lib/seo/sitemap';
import { serverEnv } from '@/server/env';

export default function robots(req: NextApiRequest, res: NextApiResponse) {
  const { origin } = editionForHost(req.headers.host, serverEnv());
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.status(200).send(robotsTxt(origin));
}
