/**
 * What Next does for the know page, without a Next build: the page's real getServerSideProps
 * (pages/knows/[slug]/index.tsx) on the real response, then an HTML answer carrying the props as
 * `__NEXT_DATA__` does. The React render is left out: what a cache in front may reuse is decided
 * by the props and the headers, which are the page's own. API paths go to the API as under Next.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps } from '@/pages/knows/[slug]/index';
import { handleApiRequest } from '@/server/http';

const KNOW_PATH = /^\/knows\/([^/?]+)(?:\?|$)/;

export async function knowPageStandIn(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = req.url ?? '/';
  if (url.startsWith('/api/')) return handleApiRequest(req, res);
  const slug = KNOW_PATH.exec(url)?.[1];
  if (!slug) {
    res.writeHead(404).end();
    return;
  }
  const result = await getServerSideProps({ params: { slug }, locale: 'de', res, req, query: {}, resolvedUrl: url } as unknown as GetServerSidePropsContext);
  if (res.writableEnded) return; // the page answered itself (503 busy)
  const props = 'props' in result ? await result.props : {};
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(`<!DOCTYPE html><html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: props } })}</script></body></html>`);
}
