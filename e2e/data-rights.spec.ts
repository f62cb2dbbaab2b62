/**
 * Data rights end to end (issue 10 §8, decision 0023): from the profile, download the data (a
 * real browser download: the archive holds the user's uploaded file byte for byte), then delete
 * the account with the password; afterwards signing in fails.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { makePdf } from '../tests/support/documents';
import { open, origin, viaHost } from './hosts';
import { unzip } from '../tests/support/unzip';

const US = origin('us');
const name = 'Dana Rights';
const email = `dana.${randomBytes(5).toString('hex')}@example.com`;
const password = 'correct horse battery';
const headers = { 'X-Platform': 'web', 'X-Device-Id': 'e2e-data-rights-0001' };

/** Signs up through the API and uploads one PDF (an upload not yet in a know). */
async function accountWithAFile(request: APIRequestContext, pdf: Buffer): Promise<string> {
  const [signUpUrl, host] = viaHost('us', '/api/v1/users');
  const created = await request.post(signUpUrl, { headers: { ...host.headers, ...headers }, data: { email, name, password, country: 'US', birthDate: '2004-04-01' } });
  expect(created.status(), await created.text()).toBe(201);
  const [tokenUrl] = viaHost('us', '/api/auth/oauth/token');
  const token = await request.post(tokenUrl, { headers: { ...host.headers, ...headers }, data: { grantType: 'password', username: email, password } });
  expect(token.status()).toBe(200);
  const [uploadUrl] = viaHost('us', '/api/v1/uploads');
  const upload = await request.post(uploadUrl, {
    headers: { ...host.headers, ...headers, Authorization: `Bearer ${(await token.json()).accessToken}` },
    multipart: { file: { name: 'lecture-notes.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return (await upload.json()).uuid as string;
}

test('download my data, delete my account, then sign-in fails', async ({ page, request }) => {
  const pdf = await makePdf(['Dana lecture notes']);
  const uploadId = await accountWithAFile(request, pdf);

  await open(page, `${US}/auth/signin?redirect=%2Fprofile`);
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${US}/profile`);

  // The download: a browser download of the streamed archive.
  const exportSection = page.getByRole('region', { name: 'Download your data' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportSection.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^knowly-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = await unzip(await readFile((await download.path())!));
  expect(files.get(`files/uploads/${uploadId}/1-lecture-notes.pdf`)?.equals(pdf)).toBe(true);
  expect(JSON.parse(files.get('profile.json')!.toString())).toMatchObject({ email, name });
  expect(files.get('README.txt')!.toString()).toContain('profile.json');

  // The deletion: a wrong password first changes nothing, the right one deletes.
  const deletion = page.getByRole('region', { name: 'Delete your account' });
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(dialog.getByText('The password is wrong.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page).toHaveURL(`${US}/`);
  await expect(page.getByText('Your account has been deleted. Goodbye!')).toBeVisible();

  // Signing in again fails, in the browser and on the API.
  await open(page, `${US}/auth/signin`);
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The e-mail address, username or password is wrong.' })).toBeVisible();
  const [tokenUrl, host] = viaHost('us', '/api/auth/oauth/token');
  const refused = await request.post(tokenUrl, { headers: { ...host.headers, ...headers }, data: { grantType: 'password', username: email, password } });
  expect(refused.status()).toBe(401);
});
