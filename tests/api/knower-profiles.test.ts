/**
 * Public knower profiles (issue 11 point 1): the profile's totals and paged knows count public
 * knows only, status statistics are the owner's alone, and the server-rendered pages answer 308
 * for a wrong name slug and 404 for an unknown id.
 */
import { eq } from 'drizzle-orm';
import type { GetServerSidePropsContext } from 'next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowDetail } from '@/lib/api/know-types';
import { getEdition } from '@/lib/config/editions';
import { knowerProfilePath } from '@/lib/knowers/knower-href';
import { localeHref } from '@/lib/links/locale-path';
import { knows } from '@/server/db/schema';
import { provideAppContext } from '@/server/http';
import { knowerProfileServerSideProps } from '@/server/knowers/profile-page-props';
import { publicKnowerPaths } from '@/server/knowers/public-knower-paths';
import { editionSitemapXml } from '@/server/search/edition-sitemap';
import { userPublicServerSideProps } from '@/server/users/public-page-props';
import { BACKENDS, startServer, type TestServer } from './support/server';
import { client, expectError } from './support/client';
import { newKnow } from './support/knows';

type Client = ReturnType<typeof client>;

const createKnow = (c: Client, token: string, title: string, over: Record<string, unknown> = {}) =>
  newKnow(c, token, { title, flashcards: [{ front: 'Frage', back: 'Antwort' }], ...over });

/** What Next hands getServerSideProps, as far as the profile pages read it. */
function pageContext(params: Record<string, string>, resolvedUrl: string, locale = 'de') {
  const headers: Record<string, string> = {};
  const res = { setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v) };
  return { ctx: { params, locale, resolvedUrl, res, req: {}, query: {} } as unknown as GetServerSidePropsContext, headers };
}

describe.each(BACKENDS)('knower profiles on %s', (backend) => {
  let s: TestServer;
  let c: Client;
  let owner: { token: string; userId: string; name: string };
  let knowerUuid: string;
  let published: KnowDetail[];
  let hidden: KnowDetail;
  let draft: KnowDetail;

  beforeAll(async () => {
    s = await startServer(backend, { SEED_DEMO_DATA: 'false' });
    c = client(s.url);
    const { token, user, input } = await c.signedInUser({ country: 'DE', name: 'Jana Müller' });
    owner = { token, userId: user.uuid, name: input.name };
    published = [];
    for (let i = 1; i <= 5; i++) published.push(await createKnow(c, owner.token, `Bruchrechnung Teil ${i}`));
    hidden = await createKnow(c, owner.token, 'Private Notizen', { isPrivate: true });
    draft = await createKnow(c, owner.token, 'Entwurf');
    await s.app.db.update(knows).set({ status: 'DRAFT', likesCount: 1000 }).where(eq(knows.id, draft.uuid));
    // Known totals: public knows count, the private and the draft one must not.
    for (const [i, k] of published.entries()) {
      await s.app.db.update(knows).set({ likesCount: i + 1, savesCount: 10 * (i + 1), viewsCount: 100 * (i + 1) }).where(eq(knows.id, k.uuid));
    }
    await s.app.db.update(knows).set({ likesCount: 500, savesCount: 500, viewsCount: 500 }).where(eq(knows.id, hidden.uuid));
    knowerUuid = published[0]!.knower.uuid;
    provideAppContext(s.app);
  });
  afterAll(async () => {
    (globalThis as { __knowlyApp?: unknown }).__knowlyApp = undefined;
    await s?.close();
  });

  it('answers the profile with totals over public knows only', async () => {
    const r = await c.get(`/api/v1/knowers/${knowerUuid}/profile`);
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({
      knower: { uuid: knowerUuid, user: { uuid: owner.userId, name: 'Jana Müller', country: 'DE' } },
      counts: { publishedKnows: 5, likes: 1 + 2 + 3 + 4 + 5, saves: 150, views: 1500 },
    });
    expectError(await c.get('/api/v1/knowers/00000000-0000-4000-8000-000000000000/profile'), 404, 'NotFoundError');
    expectError(await c.get('/api/v1/knowers/not-a-uuid/profile'), 404, 'NotFoundError');
  });

  it("pages the knower's public knows, never the private or unpublished ones", async () => {
    const first = await c.get(`/api/v1/knows?knowerUuid=${knowerUuid}&limit=2&offset=0`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.numberOfResults).toBe(5);
    expect(first.body.content).toHaveLength(2);
    const rest = await c.get(`/api/v1/knows?knowerUuid=${knowerUuid}&limit=10&offset=2`);
    const seen = [...first.body.content, ...rest.body.content].map((k: { uuid: string }) => k.uuid);
    expect(new Set(seen)).toEqual(new Set(published.map((k) => k.uuid)));
    // Even the owner, signed in, gets the public list here (their own list is users/me/knows).
    const asOwner = await c.get(`/api/v1/knows?knowerUuid=${knowerUuid}&limit=50`, { token: owner.token });
    expect(asOwner.body.content.map((k: { uuid: string }) => k.uuid)).not.toContain(hidden.uuid);
    expect(asOwner.body.content.map((k: { uuid: string }) => k.uuid)).not.toContain(draft.uuid);
    expect(expectError(await c.get('/api/v1/knows?knowerUuid=nope'), 400, 'FormValidationError').data.fields).toHaveProperty('knowerUuid');
  });

  it('gives the status statistics to the owner only', async () => {
    const mine = await c.get(`/api/v1/knowers/${knowerUuid}/knows/status-stats`, { token: owner.token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body).toEqual({ total: 7, draft: 1, inReview: 0, published: 6, rejected: 0 });
    const { token: otherToken } = await c.signedInUser({ country: 'DE' });
    expectError(await c.get(`/api/v1/knowers/${knowerUuid}/knows/status-stats`, { token: otherToken }), 403, 'ForbiddenError');
    expectError(await c.get(`/api/v1/knowers/${knowerUuid}/knows/status-stats`), 401, 'AuthorizationError');
  });

  it('renders the profile page, 308 for a wrong name slug, 404 for an unknown id', async () => {
    const path = knowerProfilePath({ uuid: knowerUuid, user: { name: owner.name } });
    expect(path).toBe(`/knowers/jana-muller-${knowerUuid}/profile`);
    const ok = pageContext({ slug: `jana-muller-${knowerUuid}` }, path);
    const page = await knowerProfileServerSideProps('public')(ok.ctx);
    expect(page).toHaveProperty('props');
    const props = (page as { props: { profile: { counts: unknown }; firstPage: { content: { uuid: string }[]; numberOfResults: number } } }).props;
    expect(props.profile.counts).toMatchObject({ publishedKnows: 5 });
    expect(props.firstPage.numberOfResults).toBe(5);
    expect(props.firstPage.content.map((k) => k.uuid)).not.toContain(hidden.uuid);
    expect(ok.headers['cache-control']).toMatch(/^public/);

    // The target is the address the edition shows (German: /profil), query kept.
    const wrong = pageContext({ slug: `someone-else-${knowerUuid}` }, `/knowers/someone-else-${knowerUuid}/profile?utm_content=x`);
    expect(await knowerProfileServerSideProps('public')(wrong.ctx)).toEqual({
      redirect: { destination: `/knowers/jana-muller-${knowerUuid}/profil?utm_content=x`, permanent: true },
    });
    const bare = pageContext({ slug: knowerUuid }, `/app/knowers/${knowerUuid}/profile`, 'en');
    expect(await knowerProfileServerSideProps('app')(bare.ctx)).toEqual({ redirect: { destination: `/app${path}`, permanent: true } });

    for (const slug of ['jana-muller-00000000-0000-4000-8000-000000000000', 'jana-muller', '']) {
      expect(await knowerProfileServerSideProps('public')(pageContext({ slug }, '/x').ctx)).toEqual({ notFound: true });
    }
  });

  it("lists the profile in its edition's sitemap once it has public knows", async () => {
    const de = getEdition('DE')!;
    const path = knowerProfilePath({ uuid: knowerUuid, user: { name: owner.name } });
    expect(await publicKnowerPaths(s.app, de)).toContain(path);
    expect(await publicKnowerPaths(s.app, getEdition('FR')!)).not.toContain(path);
    expect(await editionSitemapXml(s.app, de, 'https://knowly.de')).toContain(`<loc>https://knowly.de${localeHref('de', path)}</loc>`);
    // A knower with only a private know has no page worth indexing.
    const { token } = await c.signedInUser({ country: 'DE' });
    const onlyPrivate = await createKnow(c, token, 'Nur privat', { isPrivate: true });
    expect((await publicKnowerPaths(s.app, de)).join('\n')).not.toContain(onlyPrivate.knower.uuid);
  });

  it('renders /users/{uuid} with the knower link, 404 for unknown ids', async () => {
    const page = await userPublicServerSideProps(pageContext({ id: owner.userId.toUpperCase() }, `/users/${owner.userId}`).ctx);
    expect(page).toMatchObject({ props: { user: { uuid: owner.userId, knowerUuid, name: 'Jana Müller' } } });
    const learner = await c.signUp({ country: 'DE' });
    const learnerPage = await userPublicServerSideProps(pageContext({ id: learner.user.uuid }, '/users/x').ctx);
    expect(learnerPage).toMatchObject({ props: { user: { uuid: learner.user.uuid, knowerUuid: null } } });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await userPublicServerSideProps(pageContext({ id }, '/users/x').ctx)).toEqual({ notFound: true });
    }
  });
});
