/**
 * Two-factor sign-in end to end (issue 10 §7 and §10, decision 0021): set it up from the profile
 * (the key is read from the page and the code computed here with otplib, as an authenticator app
 * would), keep the recovery codes, sign out, sign in with a code, then with a recovery code.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { open, origin, viaHost } from './hosts';
import { expectAccessible } from './support/accessibility';

const US = origin('us');
const name = 'Tess Factor';
const email = `tess.${randomBytes(5).toString('hex')}@example.com`;
const password = 'correct horse battery';

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function signUp(request: APIRequestContext) {
  const [url, { headers }] = viaHost('us', '/api/v1/users');
  const res = await request.post(url, {
    headers: { ...headers, 'X-Platform': 'web', 'X-Device-Id': 'e2e-two-factor-0001' },
    data: { email, name, password, country: 'US', birthDate: '2004-04-01' },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function passwordStep(page: Page) {
  await open(page, `${US}/auth/signin?redirect=%2Fprofile`);
  await page.getByLabel('E-mail address or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin(\?|$)/);
}

test.describe.serial('two-factor sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  test('set up from the profile: QR code and key, a first code, recovery codes once', async ({ page, request }) => {
    await signUp(request);
    await passwordStep(page);
    await expect(page).toHaveURL(`${US}/profile`);
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await expect(section.getByText('Two-step verification is off.')).toBeVisible();
    await section.getByRole('button', { name: 'Set up two-step verification' }).click();

    // The QR code is drawn by the encoder loaded for this screen only.
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' }).locator('svg')).toBeVisible();
    secret = ((await section.getByTestId('two-factor-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, '/profile (set-up)');

    const code = section.getByLabel('Code from the app');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(section.getByText('This code is wrong or was already used.', { exact: false })).toBeVisible();
    await code.fill(await codeAt(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const list = section.getByTestId('recovery-codes');
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    await expect(section.getByRole('button', { name: 'Download' })).toBeVisible();
    await section.getByRole('button', { name: "I've saved my codes" }).click();
    await expect(section.getByText(/Two-step verification is on since/)).toBeVisible();
    await expect(section.getByText('Unused recovery codes: 10.')).toBeVisible();
    // Shown once: a reload shows the state, not the codes.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText(/is on since/)).toBeVisible();
    await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    await signOut(page);
  });

  test('sign in with the password and then a code from the app', async ({ page }) => {
    expect(secret, 'set up by the test before').not.toBe('');
    await passwordStep(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    const code = page.getByLabel('Code from the app');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expectAccessible(page, '/auth/signin (code step)');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    // The set-up used this step's code: the app's next one (accepted within the clock drift).
    await code.fill(await codeAt(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${US}/profile`);
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await signOut(page);
  });

  test('sign in with a recovery code, which then is used up', async ({ page }) => {
    expect(recoveryCodes).toHaveLength(10);
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    const field = page.getByLabel('Recovery code');
    await expect(field).toBeFocused();
    await field.fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(`${US}/profile`);
    await expect(page.getByRole('region', { name: 'Two-step verification' }).getByText('Unused recovery codes: 9.')).toBeVisible();
    await signOut(page);

    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByLabel('Recovery code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This recovery code is wrong or was already used.')).toBeVisible();
  });
});
