/**
 * Signing in as a person does, through the sign-in page by keyboard, landing on `path`; the labels
 * are matched in English and German (the DE edition's page). The wait is long: signing in hashes
 * the password (argon2), which outlasts 5 s on a busy machine. Also a seeded demo account's two
 * ways in, which most specs set up alike.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { open } from '../hosts';
import { accessToken, DEMO_PASSWORD, type Api } from './api';

export async function signInThroughPage(page: Page, origin: string, username: string, password: string, path: string) {
  await open(page, `${origin}/auth/signin?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(/E-mail address or username|E-Mail-Adresse oder Benutzername/).fill(username);
  await page.getByLabel(/^(Password|Passwort)$/).fill(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin}${path}`, { timeout: 60_000 });
}

/** A seeded demo account on the edition at `origin`: signing it in through the page, and a fresh API token. */
export function demoAccount(api: Api, origin: string, username: string) {
  return {
    signIn: (page: Page, path: string) => signInThroughPage(page, origin, username, DEMO_PASSWORD, path),
    token: (request: APIRequestContext) => accessToken(api, request, username),
  };
}
