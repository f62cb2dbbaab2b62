/**
 * What Pro unlocks (decision 0032) over HTTP: in an edition that sells Pro, a know's document is a
 * first-page preview for visitors and for members without Pro, whole for its owner and for Pro
 * members and reviewers; in a blurred edition without Pro (GB) members read it whole. The member's preview is
 * never kept without revalidation, so Pro shows the whole document at once; it follows the
 * subscription through expiry, and premiumStatus cannot be written by the user.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from '@pdfme/pdf-lib';
import { getSubjects } from '@/lib/config/catalogue';
import { expireDueSubscriptions } from '@/server/pro-plan/subscriptions';
import { changeRole } from '@/server/users/roles';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';
import { makePdf } from '../support/documents';
import { uploadId } from './support/uploads';

describe.each(BACKENDS)('Pro unblurs knows on %s', (backend) => {
  let pdf: Buffer;

  const user = (country: string) => c.member({ country });

  /** A published 3-page know of `token`'s account in `language`; its document path. */
  async function knowDocument(token: string, contentLanguageCode: string, subjectId: number | null): Promise<string> {
    const upload = await uploadId(s.url, token, pdf);
    const r = await c.post('/api/v1/knows', { title: 'Analysis Lernzettel', subjectId, contentLanguageCode, uploadIds: [upload] }, { token });
    expect(r.status, r.text).toBe(201);
    return r.body.documents[0].url as string;
  }

  async function read(path: string, token?: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${s.url}${path}`, { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
    const bytes = Buffer.from(await res.arrayBuffer());
    const pages = res.status === 200 ? (await PDFDocument.load(bytes)).getPageCount() : 0;
    return { status: res.status, pages, preview: res.headers.get('x-know-preview'), cache: res.headers.get('cache-control'), etag: res.headers.get('etag') };
  }

  async function buyAndActivate(token: string) {
    const checkout = await c.post('/api/v1/pro-plan/checkouts', { country: 'DE', plan: 'MONTHLY' }, { token });
    const paid = await c.post(`/api/v1/pro-plan/test-checkouts/${checkout.body.checkoutId}/complete`, undefined, { token });
    const r = await c.post('/api/v1/pro-plan/activate', paid.body, { token });
    expect(r.status, r.text).toBe(200);
  }

  let deOwner: { token: string; uuid: string };
  let deDoc: string;
  let gbDoc: string;
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);
  beforeAll(async () => {
    pdf = await makePdf(['Erste Seite', 'Zweite Seite', 'Dritte Seite']);
    const gbOwner = await user('GB');
    deOwner = await user('DE');
    [deDoc, gbDoc] = await Promise.all([knowDocument(deOwner.token, 'de', getSubjects('DE')[0]!.id), knowDocument(gbOwner.token, 'en-GB', getSubjects('GB')[0]!.id)]);
  });

  it('previews a DE know for visitors and free members, shows it whole to its owner; GB members read whole', async () => {
    const learner = await user('DE');
    expect(await read(deDoc)).toMatchObject({ status: 200, pages: 1, preview: 'first-page', cache: 'public, max-age=300, stale-while-revalidate=600' });
    expect(await read(deDoc, learner.token)).toMatchObject({ status: 200, pages: 1, preview: 'first-page', cache: 'private, no-cache' });
    expect(await read(deDoc, deOwner.token)).toMatchObject({ status: 200, pages: 3, preview: null, cache: 'private, max-age=300' });
    // GB blurs visitors but sells no Pro: nothing could lift a member's blur there.
    expect(await read(gbDoc)).toMatchObject({ pages: 1, preview: 'first-page' });
    expect(await read(gbDoc, learner.token)).toMatchObject({ pages: 3, preview: null });
  });

  it('shows the whole know the moment Pro is active, and the preview again after it expired', async () => {
    const learner = await user('DE');
    const before = await read(deDoc, learner.token);
    expect(before).toMatchObject({ pages: 1, preview: 'first-page' });
    await buyAndActivate(learner.token);
    // The browser revalidates its preview copy: the tag no longer matches, so the whole file comes.
    const after = await read(deDoc, learner.token, { 'If-None-Match': before.etag! });
    expect(after).toMatchObject({ status: 200, pages: 3, preview: null, cache: 'private, max-age=300' });
    expect(after.etag).not.toBe(before.etag);

    expect((await c.post('/api/v1/pro-plan/subscription/cancel', undefined, { token: learner.token })).status).toBe(200);
    await expireDueSubscriptions(s.app, new Date(Date.now() + 40 * 86_400_000));
    expect((await c.get('/api/v1/users/me', { token: learner.token })).body.premiumStatus).toBe('NONE');
    expect(await read(deDoc, learner.token)).toMatchObject({ pages: 1, preview: 'first-page' });
  });

  // Last: a reviewer in DE sends new knows to review (decision 0028), so the knows exist before.
  it("shows the edition's reviewers the whole document (the review queue reads it), without Pro; another edition's reviewer is blurred like anyone", async () => {
    const reviewer = await user('DE');
    expect(await read(deDoc, reviewer.token)).toMatchObject({ pages: 1, preview: 'first-page' });
    expect((await changeRole(s.app.db, reviewer.email, 'reviewer', ['PT'], true)).changed).toBe(true);
    expect(await read(deDoc, reviewer.token)).toMatchObject({ pages: 1, preview: 'first-page' });
    expect((await changeRole(s.app.db, reviewer.email, 'reviewer', ['DE'], true)).changed).toBe(true);
    expect(await read(deDoc, reviewer.token)).toMatchObject({ pages: 3, preview: null });
  });

  it('cannot be unlocked by writing premiumStatus on the account', async () => {
    const learner = await user('DE');
    // The profile update ignores fields it does not know; whatever it answers, nothing changes.
    await c.patch(`/api/v1/users/${learner.uuid}`, { premiumStatus: 'PRO' }, { token: learner.token });
    expect((await c.get('/api/v1/users/me', { token: learner.token })).body.premiumStatus).toBe('NONE');
    expect(await read(deDoc, learner.token)).toMatchObject({ pages: 1, preview: 'first-page' });
  });
});
