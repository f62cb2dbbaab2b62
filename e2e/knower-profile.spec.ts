/**
 * Knower profiles end to end (issue 11 point 1): a demo knower publishes a know through the API
 * (and the edition's demo reviewer publishes it, decision 0028);
 * its page links the knower's profile, which is server-rendered with canonical and ProfilePage
 * JSON-LD and lists the know; a private know never appears; a wrong name slug answers 308 to the
 * right address.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { open, origin, viaHost } from './hosts';
import { publishAsReviewer } from './review-api';
import { DEMO_PASSWORD } from './support/api';

const DE = origin('de');
const run = randomBytes(4).toString('hex');
const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b' };

async function api(request: APIRequestContext, method: 'get' | 'post', path: string, token?: string, data?: unknown) {
  const [url, init] = viaHost('de', path);
  const headers = { ...init.headers, ...clientHeaders, ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const res = await request[method](url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

test('from a know page to the knower profile; 308 on a wrong name slug', async ({ page, request }) => {
  const { accessToken } = await api(request, 'post', '/api/auth/oauth/token', undefined, {
    grantType: 'password', username: 'knower1.de@example.com', password: DEMO_PASSWORD,
  });
  const body = (title: string, isPrivate: boolean) => ({
    title, contentLanguageCode: 'de', subjectId: 1001, isPrivate, flashcards: [{ front: 'Frage', back: 'Antwort' }],
  });
  const know = await api(request, 'post', '/api/v1/knows', accessToken, body(`Profiltest ${run}`, false));
  const hidden = await api(request, 'post', '/api/v1/knows', accessToken, body(`Geheim ${run}`, true));
  const knower = know.knower as { uuid: string; user: { name: string } };
  // DE has a demo reviewer: the know is public once published (decision 0028); the private one stays in review.
  expect(know.status).toBe('IN_REVIEW');
  await publishAsReviewer(request, 'de', know.uuid);

  await open(page, `${DE}/knows/${know.uuid}`);
  await page.getByRole('link', { name: knower.user.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/knowers/[a-z0-9-]*${knower.uuid}/profil$`));
  await expect(page.getByRole('heading', { level: 1, name: knower.user.name })).toBeVisible();
  const profileUrl = page.url();
  const path = new URL(profileUrl).pathname;

  // Server-rendered: canonical and JSON-LD are in the HTML itself.
  const html = await (await request.get(...viaHost('de', path))).text();
  expect(html).toContain(`rel="canonical" href="${DE}${path}"`);
  expect(html).toMatch(/"@type":"ProfilePage"/);
  expect(html).toContain(`Profiltest ${run}`);
  expect(html).not.toContain(`Geheim ${run}`);
  expect(html).not.toContain(hidden.uuid);

  // The newest know is on the first page of the list.
  await expect(page.getByRole('link', { name: `Profiltest ${run}` })).toBeVisible();

  const [wrongUrl, init] = viaHost('de', `/knowers/jemand-anderes-${knower.uuid}/profil?utm_content=e2e`);
  const wrong = await request.get(wrongUrl, { ...init, maxRedirects: 0 });
  expect(wrong.status()).toBe(308);
  expect(wrong.headers()['location']).toBe(`${path}?utm_content=e2e`);

  const [unknownUrl, unknownInit] = viaHost('de', '/knowers/x-00000000-0000-4000-8000-000000000000/profil');
  expect((await request.get(unknownUrl, { ...unknownInit, maxRedirects: 0 })).status()).toBe(404);
});
