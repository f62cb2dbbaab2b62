/**
 * The university area, the {product}-ai landing and the learning bots in each edition's sitemap
 * (issue 12 §4-5): localised slugs per market, a subject bot's info page once its subject has a
 * public know in the edition's language, never a bot without one.
 */
import { describe, expect, it } from 'vitest';
import { getEdition } from '@/lib/config/editions';
import { listSubjectBots } from '@/server/ai/learning-bots';
import { editionSitemapXml } from '@/server/search/edition-sitemap';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';

describe.each(BACKENDS)('AI pages in the sitemap on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);

  it('lists the university pages in each market slugs and the bots of subjects with public knows', async () => {
    const de = getEdition('DE')!;
    const es = getEdition('ES')!;
    const bots = (await listSubjectBots(s.app, { country: 'DE', limit: 1000, offset: 0 })).content;
    const withKnow = bots.find((b) => b.subjectId === 1001)!;
    const without = bots.find((b) => b.subjectId !== 1001)!;
    expect(withKnow && without).toBeTruthy();

    let xml = await editionSitemapXml(s.app, de, 'https://knowly.de');
    for (const path of ['/uni', '/uni/ki-zusammenfassung', '/uni/uni-gpt', '/uni/probeklausur', '/knowly-ki']) {
      expect(xml).toContain(`<loc>https://knowly.de${path}</loc>`);
    }
    expect(xml).not.toContain(withKnow.uuid);

    const { token: accessToken } = await c.signedInUser({ country: 'DE' });
    const created = await c.post('/api/v1/knows', { title: 'Brüche', contentLanguageCode: 'de', subjectId: 1001, flashcards: [{ front: 'a', back: 'b' }] }, { token: accessToken });
    expect(created.status, created.text).toBe(201);

    xml = await editionSitemapXml(s.app, de, 'https://knowly.de');
    expect(xml).toContain(`<loc>https://knowly.de/learning-bot/${withKnow.uuid}/info</loc>`);
    expect(xml).not.toContain(without.uuid);

    // A market with the smaller slug set localises only the university segment.
    const esXml = await editionSitemapXml(s.app, es, 'https://knowly.es');
    expect(esXml).toContain('<loc>https://knowly.es/universidad/ai-summary</loc>');
    expect(esXml).toContain('<loc>https://knowly.es/knowly-ia</loc>');
  });
});
