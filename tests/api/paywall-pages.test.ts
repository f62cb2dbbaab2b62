/**
 * The paywall holds (issue 21 §5, decision 0048): in an edition that sells Pro, the text of a page
 * a reader may not read never reaches them. A visitor and a member without Pro get page 1 of a
 * know (its text, its bytes); a Pro member and the owner get everything. Checked where the text
 * could leak: the know page's server props (/knows/{slug}, /view, /download-know), GET /knows/{uuid},
 * the document bytes (inline and ?download=1, also of a know's later documents, and their
 * thumbnails), search snippets and the AI tools (summaries, the assistant's quotes).
 */
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSubjects } from '@/lib/config/catalogue';
import { chatEventSchema } from '@/lib/contract/ai';
import { inspectPdf } from '@/server/files/pdf';
import { provideAppContext } from '@/server/http';
import { getServerSideProps as knowPageProps } from '@/pages/knows/[slug]/index';
import { getServerSideProps as downloadPageProps } from '@/pages/knows/[slug]/download-know';
import { makePdf, pdfHolds } from '../support/documents';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, DEVICE_ID, expectError } from './support/client';
import { uploadId } from './support/uploads';

/** Pages of real sentences; every page has words no other page has. */
const PAGE_1 = [
  'Die Mitochondrien sind die Kraftwerke der Zelle und bilden das Molekül ATP.',
  'In der inneren Membran der Mitochondrien läuft die Atmungskette ab.',
  'Muskelzellen besitzen besonders viele Mitochondrien.',
];
const PAGE_2 = [
  'Der Quastenflosser Latimeria gilt als lebendes Fossil der Tiefsee.',
  'Der Quastenflosser wurde im Jahr 1938 vor Südafrika wiederentdeckt.',
  'Quastenflosser haben fleischige Flossen mit Knochen darin.',
];
const PAGE_3 = ['Die Chloroplasten enthalten das grüne Pigment Chlorophyll.', 'Der Calvin-Zyklus läuft im Stroma der Chloroplasten ab.'];
/** The only page of the know's second document: page 4 of the know. */
const PAGE_4 = ['Der Zauberlehrling ist eine Ballade von Goethe aus dem Jahr 1797.', 'Der Zauberlehrling ruft die Geister, die er nicht mehr loswird.'];

const LOCKED = [...PAGE_2, ...PAGE_3, ...PAGE_4];

describe.each(BACKENDS)('Pro pages reach Pro readers only, on %s', (backend) => {
  let owner: string;
  let learner: string;
  let pro: string;
  let knowUuid: string;
  let slug: string;
  let docs: string[];
  let thumbnails: string[];

  async function user() {
    return (await c.signedInUser({ country: 'DE' })).token;
  }

  const upload = (token: string, pdf: Buffer) => uploadId(s.url, token, pdf);

  async function buyAndActivate(token: string) {
    const checkout = await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' }, { token });
    const paid = await c.post(`/api/v1/pro-plan/test-checkouts/${checkout.body.checkoutId}/complete`, undefined, { token });
    const r = await c.post('/api/v1/pro-plan/activate', paid.body, { token });
    expect(r.status, r.text).toBe(200);
  }

  async function document(url: string, token?: string, query = '') {
    const res = await fetch(`${s.url}${url}${query}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes, preview: res.headers.get('x-know-preview') };
  }

  /** Page texts pdf.js reads from the served file, and whether any locked sentence is in it at all. */
  async function served(url: string, token?: string, query = '') {
    const r = await document(url, token, query);
    expect(r.status).toBe(200);
    const pages = (await inspectPdf(r.bytes, { thumbnail: false })).pages;
    const locked = await Promise.all(LOCKED.map((line) => pdfHolds(r.bytes, line)));
    return { pages: pages.length, text: pages.join('\n'), holdsLocked: locked.some(Boolean), preview: r.preview };
  }

  function pageContext(params: Record<string, string>) {
    const res = { setHeader: () => undefined, statusCode: 200 };
    return { params, locale: 'de', res, req: {}, query: {}, resolvedUrl: `/knows/${params.slug}` } as unknown as GetServerSidePropsContext;
  }

  const containsAny = (text: string, lines: string[]) => lines.filter((line) => text.includes(line));

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 180_000);
  const c = client(s);
  beforeAll(async () => {
    [owner, learner, pro] = await Promise.all([user(), user(), user()]);
    await buyAndActivate(pro);
    const first = await upload(owner, await makePdf([PAGE_1, PAGE_2, PAGE_3].map((p) => p.join('\n')), { size: [595, 842], fontSize: 9 }));
    const second = await upload(owner, await makePdf([PAGE_4.join('\n')], { size: [595, 842], fontSize: 9 }));
    const r = await c.post('/api/v1/knows', {
      title: 'Biologie und Balladen', subjectId: getSubjects('DE')[0]!.id, contentLanguageCode: 'de', uploadIds: [first, second],
    }, { token: owner });
    expect(r.status, r.text).toBe(201);
    knowUuid = r.body.uuid;
    slug = r.body.slug;
    docs = r.body.documents.map((d: { url: string }) => d.url);
    thumbnails = r.body.documents.map((d: { thumbnailUrl: string }) => d.thumbnailUrl);
    provideAppContext(s.app);
  }, 180_000);
  afterAll(async () => {
    (globalThis as { __knowlyApp?: unknown }).__knowlyApp = undefined;
  });

  it("GET /knows/{uuid}: page 1's text for visitors and members without Pro, more for Pro and the owner", async () => {
    for (const token of [undefined, learner]) {
      const r = await c.get(`/api/v1/knows/${knowUuid}`, { token });
      expect(r.status, r.text).toBe(200);
      expect(r.body.pages.map((p: { number: number }) => p.number)).toEqual([1]);
      expect(r.text).toContain(PAGE_1[0]);
      expect(containsAny(r.text, LOCKED)).toEqual([]);
      expect(r.body.pageCount).toBe(4);
    }
    for (const token of [pro, owner]) {
      const r = await c.get(`/api/v1/knows/${knowUuid}`, { token });
      expect(r.body.pages.map((p: { number: number }) => p.number)).toEqual([1, 2, 3]);
      expect(r.text).toContain(PAGE_2[0]);
    }
  });

  it('the know page, its full-screen view and its download page hold page 1 only', async () => {
    // One server render for everyone (the reader's own copy comes from the API): the visitor's.
    const page = await knowPageProps(pageContext({ slug }));
    const html = JSON.stringify(page);
    expect(html).toContain(PAGE_1[1]);
    expect(containsAny(html, LOCKED)).toEqual([]);
    // /knows/{slug}/view shares the know page's getServerSideProps; /download-know has its own.
    const download = JSON.stringify(await downloadPageProps(pageContext({ slug })));
    expect(download).toContain(knowUuid);
    expect(containsAny(download, LOCKED)).toEqual([]);
  });

  it('documents: page 1 of the first for visitors and members without Pro, inline and as a download; later ones 403', async () => {
    for (const token of [undefined, learner]) {
      for (const query of ['', '?download=1']) {
        const first = await served(docs[0]!, token, query);
        expect(first).toMatchObject({ pages: 1, holdsLocked: false, preview: 'first-page' });
        expect(first.text).toContain(PAGE_1[0]);
        const second = await document(docs[1]!, token, query);
        expect(second.status).toBe(403);
        expect(JSON.parse(second.bytes.toString())).toMatchObject({ error: { type: 'ForbiddenError', data: { readablePages: 1 } } });
        expect(containsAny(second.bytes.toString('latin1'), PAGE_4)).toEqual([]);
      }
      // The second document's thumbnail is a picture of page 4; the know's own (page 1) is anyone's.
      expect((await document(thumbnails[1]!, token)).status).toBe(403);
      expect((await document(thumbnails[0]!, token)).status).toBe(200);
    }
    expect((await document(thumbnails[1]!, pro)).status).toBe(200);
    for (const token of [pro, owner]) {
      expect(await served(docs[0]!, token)).toMatchObject({ pages: 3, preview: null });
      const second = await served(docs[1]!, token, '?download=1');
      expect(second.text).toContain(PAGE_4[0]);
    }
  });

  it('search snippets quote page 1 only for readers of the preview', async () => {
    const snippet = async (token?: string) => {
      const r = await c.get(`/api/v1/search/knows?query=Quastenflosser`, { token });
      expect(r.status, r.text).toBe(200);
      const hit = r.body.content.find((h: { know: { uuid: string } }) => h.know.uuid === knowUuid);
      expect(hit).toBeDefined();
      return (hit.highlights.snippet as { text: string }[]).map((x) => x.text).join('');
    };
    for (const token of [undefined, learner]) {
      const text = await snippet(token);
      expect(text).not.toMatch(/Quastenflosser|Latimeria/);
    }
    expect(await snippet(pro)).toContain('Quastenflosser');
  });

  it('AI: a summary and the assistant quote no locked page for a member without Pro; Pro members get them', async () => {
    const summary = async (token: string) => {
      const r = await c.post('/api/v1/ai/summaries', { knowUuids: [knowUuid], length: 'long' }, { token });
      expect(r.status, r.text).toBe(201);
      return r.body.sentences as { text: string; citation: { page: number | null } }[];
    };
    const mine = await summary(learner);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((x) => x.citation.page))).toEqual(new Set([1]));
    expect(containsAny(JSON.stringify(mine), LOCKED)).toEqual([]);
    const theirs = await summary(pro);
    expect(theirs.some((x) => (x.citation.page ?? 0) > 1)).toBe(true);

    const ask = async (token: string) => {
      const chat = (await c.post('/api/v1/ai/chats', { kind: 'school-gpt' }, { token })).body.uuid;
      const res = await fetch(`${s.url}/api/v1/ai/chats/${chat}/messages`, {
        method: 'POST',
        headers: { 'X-Platform': 'web', 'X-Device-Id': DEVICE_ID, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'Wann wurde der Quastenflosser wiederentdeckt?' }),
      });
      expect(res.status).toBe(200);
      const events = (await res.text()).trim().split('\n').map((l) => chatEventSchema.parse(JSON.parse(l)));
      return JSON.stringify(events);
    };
    const locked = await ask(learner);
    expect(locked).not.toMatch(/Quastenflosser (wurde|haben)|Latimeria|1938/);
    expect(await ask(pro)).toMatch(/1938/);
  });

  it('a wrong document id is still 404, not 403', async () => {
    expectError(await c.get(`/api/v1/knows/${knowUuid}/documents/00000000-0000-4000-8000-000000000000`), 404, 'NotFoundError');
  });
});
