/** Public knows in each edition's sitemap.xml; private and unpublished ones never (decision 0008). */
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockNextRoutes } from './support/next-routes';
import { getEdition } from '@/lib/config/editions';
import { knowPath } from '@/lib/knows/know-href';
import { knows } from '@/server/db/schema';
import { editionSitemapXml } from '@/server/search/edition-sitemap';
import { publicKnowPaths } from '@/server/search/public-know-paths';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client } from './support/client';
import { newKnow } from './support/knows';

type Client = ReturnType<typeof client>;

const createKnow = (c: Client, token: string, title: string, over: Record<string, unknown> = {}) =>
  newKnow(c, token, { title, flashcards: [{ front: 'Frage', back: 'Antwort' }], ...over });

async function signedIn(c: Client, country: string) {
  return (await c.signedInUser({ country })).token;
}

describe.each(BACKENDS)('know sitemap on %s', (backend) => {
  let s: TestServer;
  let c: Client;
  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    c = client(s.url);
  });
  afterAll(async () => s?.close());

  it("lists the edition's public knows and nothing private or unpublished", async () => {
    const token = await signedIn(c, 'DE');
    const published = await createKnow(c, token, 'Brüche kürzen & erweitern');
    const hidden = await createKnow(c, token, 'Meine privaten Notizen', { isPrivate: true });
    const draft = await createKnow(c, token, 'Noch ein Entwurf');
    await s.app.db.update(knows).set({ status: 'DRAFT' }).where(eq(knows.id, draft.uuid));
    const greek = await createKnow(c, token, 'Κλάσματα', { contentLanguageCode: 'el', subjectId: null });
    const de = getEdition('DE')!;

    const xml = await editionSitemapXml(s.app, de, 'https://knowly.de');
    expect(xml).toContain(`<loc>https://knowly.de${knowPath(published)}</loc>`);
    expect(knowPath(published)).toBe(`/knows/bruche-kurzen-erweitern-${published.uuid}`);
    expect(xml).not.toContain(hidden.uuid);
    expect(xml).not.toContain(draft.uuid);
    // Static pages stay.
    expect(xml).toContain('<loc>https://knowly.de/</loc>');
    // Another edition's know is in that edition's sitemap only.
    expect(xml).not.toContain(greek.uuid);
    const gr = await editionSitemapXml(s.app, getEdition('GR')!, 'https://knowly.gr');
    // Greek titles are transliterated (decision 0056), never an empty slug.
    expect(gr).toContain(`/knows/klasmata-${greek.uuid}</loc>`);

    // Made private, it leaves at once; made public again, it returns.
    expect((await c.patch(`/api/v1/knows/${published.uuid}`, { isPrivate: true }, { token })).status).toBe(200);
    expect(await editionSitemapXml(s.app, de, 'https://knowly.de')).not.toContain(published.uuid);
    expect((await c.patch(`/api/v1/knows/${published.uuid}`, { isPrivate: false }, { token })).status).toBe(200);
    expect(await publicKnowPaths(s.app, 'DE')).toEqual([knowPath(published)]);
    expect(await publicKnowPaths(s.app, 'DE', 0)).toEqual([]);
  });
});

describe('GET /sitemap.xml through the Next API route', () => {
  const served = blockNextRoutes(async () => ({
    '/api/v1/': (await import('@/pages/api/v1/[[...path]]')).default,
    '/api/auth/': (await import('@/pages/api/auth/[[...path]]')).default,
    '/sitemap.xml': (await import('@/pages/api/seo/sitemap')).default,
  }));

  it('serves the edition of the host with its public knows', async () => {
    const c = client(served);
    const token = await signedIn(c, 'DE');
    const open = await createKnow(c, token, 'Prozentrechnung');
    const closed = await createKnow(c, token, 'Privat', { isPrivate: true });
    // fetch() will not send another Host header; node:http will.
    const res = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const r = request(`${served.url}/sitemap.xml`, { headers: { host: 'de.localhost:3000' } }, (m) => {
        let body = '';
        m.setEncoding('utf8').on('data', (d: string) => (body += d)).on('end', () => resolve({ status: m.statusCode!, type: String(m.headers['content-type']), body }));
      });
      r.on('error', reject).end();
    });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/xml/);
    const xml = res.body;
    expect(xml).toMatch(new RegExp(`<loc>http://de\\.localhost:3000/knows/prozentrechnung-${open.uuid}</loc>`));
    expect(xml).not.toContain(closed.uuid);
  });
});
