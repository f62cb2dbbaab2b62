/**
 * robots.txt and sitemap.xml through the Next API routes with EDITION_DOMAINS set (issue 9 §2):
 * a copy at its own domains names only its own origins. The setting is read at the first
 * request (serverEnv), so it is set before the routes load; this file runs in its own module scope.
 */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { blockNextRoutes } from './support/next-routes';

const DOMAINS = 'de=lernen.example,*=https://{code}.copy.example:8443';

function get(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = request(url, { headers: { host } }, (m) => {
      let body = '';
      m.setEncoding('utf8').on('data', (d: string) => (body += d)).on('end', () => resolve({ status: m.statusCode!, body }));
    });
    r.on('error', reject).end();
  });
}

describe('robots.txt and sitemap.xml with EDITION_DOMAINS', () => {
  const served = blockNextRoutes(
    async () => ({
      '/robots.txt': (await import('@/pages/api/seo/robots')).default,
      '/sitemap.xml': (await import('@/pages/api/seo/sitemap')).default,
    }),
    { EDITION_DOMAINS: DOMAINS },
  );

  it('answers the configured host with its configured origin', async () => {
    const robots = await get(`${served.url}/robots.txt`, 'lernen.example');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Sitemap: https://lernen.example/sitemap.xml');
    const fr = await get(`${served.url}/robots.txt`, 'fr.copy.example:8443');
    expect(fr.body).toContain('Sitemap: https://fr.copy.example:8443/sitemap.xml');

    const sitemap = await get(`${served.url}/sitemap.xml`, 'lernen.example');
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain('<loc>https://lernen.example/</loc>');
    expect(sitemap.body).toContain('<loc>https://lernen.example/about/werbung</loc>');
    // Never another site's address: no production domain, no local host.
    expect(sitemap.body).not.toMatch(/knowly\.(de|com)|localhost/);
    // The first sitemap request migrates a fresh embedded database: allow for a busy machine.
  }, 120_000);
});
