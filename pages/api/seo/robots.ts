import type { NextApiRequest, NextApiResponse } from 'next';
import { editionForHost } from '@/lib/seo/edition-for-request';
import { robotsTxt } from '@/lib/seo/sitemap';
import { serverEnv } from '@/server/env';

// Plain Node response calls (no Next helpers), so the route also runs behind a bare http server.
export default function robots(req: NextApiRequest, res: NextApiResponse) {
  const { origin } = editionForHost(req.headers.host, serverEnv());
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  res.end(robotsTxt(origin));
}
