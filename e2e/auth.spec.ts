/**
 * Accounts end to end (issue 4): sign-up on a fresh address, the confirmation link from the
 * outbox, sign-in, a session that survives reloads and an expired access token (one silent
 * refresh), profile changes, logout, a wrong password, and the password reset mail.
 *
 * The access token lives ACCESS_TOKEN_TTL_SECONDS (playwright.config.ts sets 30 s for e2e).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { open, origin } from './hosts';
import { expectAccessible } from './support/accessibility';
import { decodeQuotedPrintable } from './support/mail';

const US = origin('us');
const DE = origin('de');
const outbox = resolve(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox');

/** The path and query of the newest link to `path` in a mail to `to` (waits for the mail). */
async function linkFromOutbox(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${path.replace(/\//g, '\\/')}\\?[^\\s]+)`);
  let found: string | null = null;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort();
        } catch {
          return null;
        }
        for (const file of files.reverse()) {
          const raw = readFileSync(join(outbox, file), 'utf8');
          if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
          const match = decodeQuotedPrintable(raw).match(pattern);
          if (match?.[1]) return (found = match[1]);
        }
        return null;
      },
      { timeout: 10_000, message: `a mail to ${to} with a ${path} link` },
    )
    .not.toBeNull();
  return found!;
}

function countRefreshes(page: Page): { count: () => number } {
  let refreshes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/oauth/token')) return;
    try {
      if ((request.postDataJSON() as { grantType?: string }).grantType === 'refresh_token') refreshes++;
    } catch {
      // not JSON: not ours
    }
  });
  return { count: () => refreshes };
}

const name = 'Lena Tester';
const email = `lena.${randomBytes(5).toString('hex')}@example.com`;
const password = 'correct horse battery';

test.describe.serial('accounts', () => {
  test('sign up, onboarding, home feed', async ({ page }) => {
    // Six pages, two accessibility scans and three form submissions: on a loaded CI machine the
    // journey passed 60 s (the home feed was still loading), with nothing wrong on the way.
    test.slow();
    await open(page, `${US}/auth/signup?redirect=%2Fsubjects`);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
    await expectAccessible(page, '/auth/signup');
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    // The US sets a minimum age: the date of birth is asked, and under-age is refused by the API.
    await page.getByLabel('Date of birth').fill('2020-01-01');
    await expect(page.getByRole('checkbox', { name: /study tips/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();
    const birthDate = page.getByLabel('Date of birth');
    await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Sorry, you need to be at least 13 years old to sign up.')).toBeVisible();
    await birthDate.fill('2005-04-01');
    await page.getByRole('button', { name: 'Create account' }).click();

    // Signed in at once, then onboarding, which leads on to the redirect.
    await expect(page).toHaveURL(`${US}/app/onboarding?redirect=%2Fsubjects`);
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
    await page.getByLabel('School type').selectOption('secondary');
    await page.getByLabel('Grade', { exact: true }).selectOption('9');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${US}/subjects`);

    await open(page, `${US}/app/feeds`);
    await expect(page.getByRole('heading', { level: 1, name: `Hi ${name}!` })).toBeVisible();
    await expect(page.getByText(`Please confirm your e-mail address (${email}).`)).toBeVisible();
    await expectAccessible(page, '/app/feeds');
  });

  test('the same address cannot sign up twice', async ({ page }) => {
    await open(page, `${US}/auth/signup`);
    await page.getByLabel('Your name').fill('Someone Else');
    await page.getByLabel('E-mail address').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Date of birth').fill('2004-02-02');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/There is already an account with this e-mail address/)).toBeVisible();
  });

  test('confirm the address from the mail, sign in, stay signed in through reloads and a token refresh, log out', async ({ page }) => {
    test.setTimeout(150_000);
    const refreshes = countRefreshes(page);

    // The confirmation link of the mail (the page's query parameter name must match the server's).
    const confirmPath = await linkFromOutbox(email, '/auth/confirm');
    expect(confirmPath).toMatch(/^\/auth\/confirm\?confirmationToken=[^&]+$/);
    await open(page, `${US}${confirmPath}`);
    await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    // Single use: the same link again is explained, not an error screen.
    await open(page, `${US}${confirmPath}`);
    await expect(page.getByRole('heading', { name: "This link doesn't work any more" })).toBeVisible();

    // A signed-in page sends visitors to sign-in and back.
    await open(page, `${US}/profile`);
    await expect(page).toHaveURL(`${US}/auth/signin?redirect=%2Fprofile`);
    const tokenResponse = page.waitForResponse((r) => r.url().includes('/oauth/token') && r.request().method() === 'POST');
    await page.getByLabel('E-mail address or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const { expiresIn } = (await (await tokenResponse).json()) as { expiresIn: number };
    await expect(page).toHaveURL(`${US}/profile`);
    const avatar = page.getByRole('button', { name: `Account menu for ${name}` });
    await expect(avatar).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

    await page.reload();
    await expect(avatar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    expect(refreshes.count()).toBe(0);

    // Let the access token expire: the next calls refresh it once, silently, and carry on.
    expect(expiresIn, 'e2e runs with a short ACCESS_TOKEN_TTL_SECONDS (playwright.config.ts)').toBeLessThanOrEqual(60);
    await page.waitForTimeout((expiresIn + 2) * 1000);
    await page.reload();
    await expect(avatar).toBeVisible();
    const nameField = page.getByLabel('Name', { exact: true });
    await expect(nameField).toHaveValue(name);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your changes are saved.')).toBeVisible();
    expect(refreshes.count()).toBe(1);
    await page.reload();
    await expect(avatar).toBeVisible();
    expect(refreshes.count()).toBe(1);

    // Log out from the profile menu: back on the sign-in page, signed out.
    await avatar.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/signin(\?|$)/);
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(avatar).toBeHidden();
  });

  test('a wrong password is explained; an off-site redirect is ignored after sign-in', async ({ page }) => {
    await open(page, `${US}/auth/signin?redirect=https%3A%2F%2Fevil.example%2F`);
    await page.getByLabel('E-mail address or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The e-mail address, username or password is wrong.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reset your password' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${US}/app/feeds`);
  });

  test('profile: username availability, picture upload with progress, password change', async ({ page, context }) => {
    test.setTimeout(90_000);
    await open(page, `${US}/auth/signin?redirect=%2Fapp%2Fprofile`);
    await page.getByLabel('E-mail address or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${US}/app/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
    await expectAccessible(page, '/app/profile');

    // Username: live check (a seeded user's name is taken; a random one is free).
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    await username.fill('a');
    await expect(page.getByText('Use 3 to 30 letters, digits, dots or underscores.').first()).toBeVisible();
    const fresh = `lena_${randomBytes(3).toString('hex')}`;
    await username.fill(fresh);
    await expect(page.getByText('✓ This username is available.')).toBeVisible();
    await page.getByRole('button', { name: 'Change username' }).click();
    await expect(page.getByText(`Your username is now ${fresh}.`)).toBeVisible();
    await expect(page.getByText('This is your current username.')).toBeVisible();

    // Picture: a throttled upload shows a real progress bar, then the new picture.
    const png = Buffer.concat([
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
      Buffer.alloc(400_000),
    ]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 150_000 });
    await page.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const bar = page.getByRole('progressbar', { name: 'Uploading profile picture' });
    await expect(bar).toBeVisible();
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect(page.getByText('Your new profile picture is saved.')).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(bar).toBeHidden();
    await expect(page.getByRole('button', { name: `Account menu for ${name}` }).locator('img')).toHaveAttribute('src', /^blob:/);

    // Password change needs the current password.
    await page.getByLabel('Current password').fill('wrong wrong');
    await page.getByLabel('New password', { exact: true }).fill('another good password');
    await page.getByLabel('Repeat the new password').fill('another good password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Your current password is wrong.')).toBeVisible();
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed.')).toBeVisible();
    // Still signed in on this device.
    await page.reload();
    await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  });

  test('forgot password: the reset link from the mail sets a new password', async ({ page }) => {
    await open(page, `${DE}/auth/passwort-vergessen`);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();

    const resetPath = await linkFromOutbox(email, '/auth/reset-password');
    expect(resetPath).toMatch(/^\/auth\/reset-password\?token=[^&]+$/);
    await open(page, `${US}${resetPath}`);
    await page.getByLabel('New password', { exact: true }).fill('brand new password');
    await page.getByLabel('Repeat the new password').fill('brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).last().click();
    await page.getByLabel('E-mail address or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('brand new password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${US}/app/feeds`);
    // The link was used up.
    await open(page, `${US}${resetPath}`);
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Repeat the new password').fill('yet another password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: "This link doesn't work any more" })).toBeVisible();
  });

  test('account pages have localised slugs and no serious accessibility violations', async ({ page }) => {
    for (const [path, heading] of [
      ['/auth/anmelden', 'Anmelden'],
      ['/auth/registrieren', 'Erstelle dein kostenloses Konto'],
      ['/auth/passwort-vergessen', 'Passwort vergessen?'],
    ] as const) {
      await open(page, `${DE}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page, path);
    }
    // English slugs redirect to the German ones, keeping the query.
    await page.goto(`${DE}/auth/signin?redirect=%2Fsubjects`);
    await expect(page).toHaveURL(`${DE}/auth/anmelden?redirect=%2Fsubjects`);
  });
});
