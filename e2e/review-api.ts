/**
 * Knows wait for review where the edition has a reviewer (decision 0028), and every seeded
 * edition has one: specs that need a public know publish it as the edition's demo reviewer
 * through the reviewer endpoint, the step a reviewer takes on /app/review.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { viaHost } from './hosts';
import { DEMO_PASSWORD } from './support/api';

const clientHeaders = { 'X-Platform': 'web', 'X-Device-Id': '0b1c2d3e-4f50-4617-8a9b-c0d1e2f3a4b5' };

/** The demo reviewer of the edition `label` (e.g. de) publishes the know. */
export async function publishAsReviewer(request: APIRequestContext, label: string, knowUuid: string): Promise<void> {
  const [tokenUrl, tokenInit] = viaHost(label, '/api/auth/oauth/token');
  const signIn = await request.post(tokenUrl, {
    headers: { ...tokenInit.headers, ...clientHeaders },
    data: { grantType: 'password', username: `reviewer1.${label}@example.com`, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const [url, init] = viaHost(label, `/api/v1/review/knows/${knowUuid}/decision`);
  const decided = await request.post(url, {
    headers: { ...init.headers, ...clientHeaders, Authorization: `Bearer ${accessToken}` },
    data: { action: 'PUBLISH' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}
