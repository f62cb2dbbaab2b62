/**
 * Two-factor sign-in (issue 10 §7, decision 0021): enrolment with a pending secret confirmed by
 * a first code, the sign-in that asks for a code (Requires2FAError) and refuses a wrong one
 * (Invalid2FATokenError), no replay of a code within its window, recovery codes that work once,
 * disabling, and the per-account code limit under parallel requests. Turning it on or off and new
 * recovery codes end every other sign-in and mail a notice; a password reset leaves it on.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { BACKENDS, mailedToken, readOutbox } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError, type Res } from './support/client';
import { twoFactor, twoFactorRecoveryCodes, users } from '@/server/db/schema';
import { issueChallenge } from '@/server/auth/two-factor/challenge';

const TOKEN = '/api/auth/oauth/token';

const statuses = (rs: Res[]) => {
  const n: Record<number, number> = {};
  for (const r of rs) n[r.status] = (n[r.status] ?? 0) + 1;
  return n;
};

/** The code of the step `offsetSteps` from now (the server accepts one step either side). */
const codeAt = (secret: string, offsetSteps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

describe.each(BACKENDS)('two-factor sign-in on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);

  const base = (uuid: string) => `/api/auth/accounts/${uuid}/two-factor`;

  const fresh = () => c.member();

  /** As if the last accepted code were older than the drift window (the next test code is fresh). */
  async function forgetLastStep(uuid: string) {
    await s.app.db.update(twoFactor).set({ lastStep: null }).where(eq(twoFactor.userId, uuid));
  }

  async function enrolled() {
    const u = await fresh();
    const start = await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token });
    expect(start.status, start.text).toBe(201);
    const secret = start.body.secret as string;
    const done = await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(secret) }, { token: u.token });
    expect(done.status, done.text).toBe(200);
    await forgetLastStep(u.uuid);
    return { ...u, secret, recoveryCodes: done.body.recoveryCodes as string[] };
  }

  const passwordGrant = (u: { email: string; password: string }) =>
    c.post(TOKEN, { grantType: 'password', username: u.email, password: u.password });

  async function challengeOf(u: { email: string; password: string }): Promise<string> {
    const err = expectError(await passwordGrant(u), 401, 'Requires2FAError');
    expect(err.data.expiresIn).toBeGreaterThan(0);
    return err.data.challengeToken as string;
  }

  it('enrols: a pending secret stored encrypted, confirmed by a first code, then 10 recovery codes stored hashed', async () => {
    const u = await fresh();
    expect((await c.get(base(u.uuid), { token: u.token })).body).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0 });
    const start = await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token });
    expect(start.status, start.text).toBe(201);
    const { secret, otpauthUri } = start.body as { secret: string; otpauthUri: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Knowly:/);
    expect(new URL(otpauthUri).searchParams.get('secret')).toBe(secret);
    const [row] = await s.app.db.select().from(twoFactor).where(eq(twoFactor.userId, u.uuid));
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(row!.enabledAt).toBeNull();
    expect((await c.get(base(u.uuid), { token: u.token })).body).toMatchObject({ enabled: false, pending: true });
    // Pending is not on: the password alone still signs in.
    expect((await passwordGrant(u)).status).toBe(200);

    expectError(await c.post(`${base(u.uuid)}/confirmation`, { code: '000000' }, { token: u.token }), 401, 'Invalid2FATokenError');
    expectError(await c.post(`${base(u.uuid)}/confirmation`, { code: 'x'.repeat(41) }, { token: u.token }), 400, 'FormValidationError');
    const done = await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(secret) }, { token: u.token });
    expect(done.status, done.text).toBe(200);
    const codes = done.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await s.app.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.uuid));
    expect(stored).toHaveLength(10);
    for (const r of stored) for (const code of codes) expect(r.codeHash).not.toContain(code.replaceAll('-', ''));

    const status = (await c.get(base(u.uuid), { token: u.token })).body;
    expect(status).toMatchObject({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(Date.parse(status.enabledAt)).not.toBeNaN();
    // On: no second enrolment, no second confirmation.
    expectError(await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token }), 409, 'DuplicateError');
    expectError(await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(secret, 1) }, { token: u.token }), 409, 'DuplicateError');
  });

  it('a restarted set-up replaces the pending key: a code of the first one no longer turns it on', async () => {
    const u = await fresh();
    const first = (await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token })).body.secret as string;
    const second = (await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token })).body.secret as string;
    expect(second).not.toBe(first);
    expectError(await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(first) }, { token: u.token }), 401, 'Invalid2FATokenError');
    expect((await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(second) }, { token: u.token })).status).toBe(200);
  });

  it('only the owner reads or changes the settings', async () => {
    const a = await fresh();
    const b = await fresh();
    expectError(await c.get(base(a.uuid), { token: b.token }), 403, 'ForbiddenError');
    expectError(await c.post(`${base(a.uuid)}/enrolment`, undefined, { token: b.token }), 403, 'ForbiddenError');
    expectError(await c.post(`${base(a.uuid)}/enrolment`), 401, 'AuthorizationError');
    expectError(await c.post(`${base(a.uuid)}/confirmation`, { code: '123456' }, { token: a.token }), 400, 'BadRequestError');
  });

  it('asks for a code after the right password, refuses a wrong one and signs in with the right one', async () => {
    const u = await enrolled();
    const right = await passwordGrant(u);
    const err = expectError(right, 401, 'Requires2FAError');
    expect(right.body).not.toHaveProperty('accessToken');
    expect(JSON.stringify(err.data)).not.toContain('refresh');
    // A wrong password is still just that.
    expectError(await passwordGrant({ ...u, password: 'not the password' }), 401, 'InvalidCredentialsError');

    const challengeToken = err.data.challengeToken as string;
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: '000000' }), 401, 'Invalid2FATokenError');
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: 'aaaa-bbbb-cccc' }), 401, 'Invalid2FATokenError');
    const ok = await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: await codeAt(u.secret) });
    expect(ok.status, ok.text).toBe(200);
    expect((await c.get('/api/v1/users/me', { token: ok.body.accessToken })).body.uuid).toBe(u.uuid);
  });

  it('refuses a forged, expired or outdated challenge', async () => {
    const u = await enrolled();
    const challengeToken = await challengeOf(u);
    const [payload, sig] = challengeToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${sig}`;
    const code = await codeAt(u.secret);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: forged, code }), 401, 'InvalidCredentialsError');
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: 'nonsense', code }), 401, 'InvalidCredentialsError');
    // Older than its 5 minutes.
    const [row] = await s.app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, u.uuid));
    const expired = issueChallenge(s.app.authSecret, u.uuid, row!.hash, Date.now() - 301_000);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: expired, code }), 401, 'InvalidCredentialsError');
    // A password change voids open challenges.
    await s.app.db.execute(sql`UPDATE users SET password_hash = password_hash || 'x' WHERE id = ${u.uuid}`);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code }), 401, 'InvalidCredentialsError');
  });

  it('does not accept a code twice within its window, nor an older one, nor one code in parallel', async () => {
    const u = await enrolled();
    const code = await codeAt(u.secret);
    expect((await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code })).status).toBe(200);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code }), 401, 'Invalid2FATokenError');
    // The code of the step before: inside the drift window, but older than the one used.
    const older = await codeAt(u.secret, -1);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: older }), 401, 'Invalid2FATokenError');

    // One fresh code sent 8 times at once: exactly one sign-in.
    await forgetLastStep(u.uuid);
    const challengeToken = await challengeOf(u);
    const fresh = await codeAt(u.secret);
    const rs = await Promise.all(Array.from({ length: 8 }, () => c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: fresh })));
    expect(statuses(rs)).toEqual({ 200: 1, 401: 7 });
    for (const r of rs.filter((x) => x.status === 401)) expect(r.body.error.type).toBe('Invalid2FATokenError');
  });

  it('signs in with a recovery code once (typed loosely), and new codes replace the old ones', async () => {
    const u = await enrolled();
    const [first, second] = u.recoveryCodes as [string, string];
    const loose = ` ${first.toUpperCase().replaceAll('-', ' ')} `;
    const ok = await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: loose });
    expect(ok.status, ok.text).toBe(200);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: first }), 401, 'Invalid2FATokenError');
    // In parallel a second code also works only once.
    const challengeToken = await challengeOf(u);
    const rs = await Promise.all(Array.from({ length: 6 }, () => c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: second })));
    expect(statuses(rs)).toEqual({ 200: 1, 401: 5 });
    expect((await c.get(base(u.uuid), { token: ok.body.accessToken })).body.recoveryCodesLeft).toBe(8);

    const again = await c.post(`${base(u.uuid)}/recovery-codes`, { code: await codeAt(u.secret) }, { token: ok.body.accessToken });
    expect(again.status, again.text).toBe(200);
    const fresh = again.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await c.get(base(u.uuid), { token: ok.body.accessToken })).body.recoveryCodesLeft).toBe(10);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: u.recoveryCodes[2] }), 401, 'Invalid2FATokenError');
    expect((await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: fresh[0] })).status).toBe(200);
  });

  it('turns off with the password and a current code only', async () => {
    const u = await enrolled();
    const t = await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: u.recoveryCodes[0] });
    const token = t.body.accessToken as string;
    await forgetLastStep(u.uuid);
    const code = await codeAt(u.secret);
    expectError(await c.post(`${base(u.uuid)}/disable`, { password: 'wrong password', code }, { token }), 401, 'InvalidCredentialsError');
    expectError(await c.post(`${base(u.uuid)}/disable`, { password: u.password, code: '000000' }, { token }), 401, 'Invalid2FATokenError');
    expectError(await c.post(`${base(u.uuid)}/disable`, { password: u.password }, { token }), 400, 'FormValidationError');
    expect((await c.get(base(u.uuid), { token })).body.enabled).toBe(true);
    const off = await c.post(`${base(u.uuid)}/disable`, { password: u.password, code }, { token });
    expect(off.status, off.text).toBe(204);
    expect((await c.get(base(u.uuid), { token })).body).toEqual({ enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0 });
    expect(await s.app.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.uuid))).toHaveLength(0);
    expect((await passwordGrant(u)).status).toBe(200);
    expectError(await c.post(`${base(u.uuid)}/disable`, { password: u.password, code }, { token }), 400, 'BadRequestError');
  });

  /** The mails to the address so far but the sign-up's confirmation. */
  const noticesTo = async (email: string) =>
    (await readOutbox(s.db.dataDir)).filter((m) => m.to.includes(email) && !m.text.includes('confirmationToken='));

  /** True while the sign-in still works for the API and for a refresh. */
  async function alive(t: { accessToken: string; refreshToken: string }) {
    return (await c.get('/api/v1/users/me', { token: t.accessToken })).status === 200;
  }
  async function refreshable(t: { refreshToken: string }) {
    return (await c.post(TOKEN, { grantType: 'refresh_token', refreshToken: t.refreshToken })).status === 200;
  }

  it('on, new recovery codes and off each end every other sign-in, keep this one and mail a notice', async () => {
    const u = await fresh();
    const other = await c.signIn(u.email, u.password);
    const current = { accessToken: u.token };
    // A failed confirmation ends nothing and mails nothing.
    const secret = (await c.post(`${base(u.uuid)}/enrolment`, undefined, { token: u.token })).body.secret as string;
    expectError(await c.post(`${base(u.uuid)}/confirmation`, { code: '000000' }, { token: u.token }), 401, 'Invalid2FATokenError');
    expect(await alive(other)).toBe(true);
    expect(await noticesTo(u.email)).toHaveLength(0);

    const on = await c.post(`${base(u.uuid)}/confirmation`, { code: await codeAt(secret) }, { token: u.token });
    expect(on.status, on.text).toBe(200);
    expect(await alive(other)).toBe(false);
    expect(await refreshable(other)).toBe(false);
    expect(await alive({ ...current, refreshToken: '' })).toBe(true);
    let mails = await noticesTo(u.email);
    expect(mails.map((m) => m.subject)).toEqual(['Die Bestätigung in zwei Schritten wurde aktiviert']);
    expect(mails[0]!.text).toContain('Auf allen anderen Geräten wurdest du abgemeldet.');
    expect(mails[0]!.text).toMatch(/Falls du das nicht warst, setze sofort dein Passwort zurück:\s+https?:\/\/\S+\/auth\/passwort-vergessen$/m);

    // New recovery codes: a wrong code changes nothing, the right one ends the second sign-in.
    const recoveryCodes = on.body.recoveryCodes as string[];
    const second = await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: recoveryCodes[0] });
    expect(second.status, second.text).toBe(200);
    expectError(await c.post(`${base(u.uuid)}/recovery-codes`, { code: '000000' }, { token: u.token }), 401, 'Invalid2FATokenError');
    expect(await alive(second.body)).toBe(true);
    expect(await noticesTo(u.email)).toHaveLength(1);
    const again = await c.post(`${base(u.uuid)}/recovery-codes`, { code: recoveryCodes[1] }, { token: u.token });
    expect(again.status, again.text).toBe(200);
    expect(await alive(second.body)).toBe(false);
    expect(await refreshable(second.body)).toBe(false);
    expect(await alive({ ...current, refreshToken: '' })).toBe(true);
    mails = await noticesTo(u.email);
    expect(mails.map((m) => m.subject)).toEqual(['Die Bestätigung in zwei Schritten wurde aktiviert', 'Neue Wiederherstellungscodes wurden erstellt']);

    // Off: a wrong password changes nothing, the right password and code end the third sign-in.
    const fresh3 = again.body.recoveryCodes as string[];
    const third = await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(u), code: fresh3[0] });
    expect(third.status, third.text).toBe(200);
    expectError(await c.post(`${base(u.uuid)}/disable`, { password: 'wrong password', code: fresh3[1] }, { token: u.token }), 401, 'InvalidCredentialsError');
    expect(await alive(third.body)).toBe(true);
    const off = await c.post(`${base(u.uuid)}/disable`, { password: u.password, code: fresh3[1] }, { token: u.token });
    expect(off.status, off.text).toBe(204);
    expect(await alive(third.body)).toBe(false);
    expect(await alive({ ...current, refreshToken: '' })).toBe(true);
    mails = await noticesTo(u.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Die Bestätigung in zwei Schritten wurde aktiviert', 'Neue Wiederherstellungscodes wurden erstellt', 'Die Bestätigung in zwei Schritten wurde deaktiviert',
    ]);
  });

  it('the notice is in the user\'s language and ends no sign-in of another user', async () => {
    const bystander = await fresh();
    const { user, input, tokens: t } = await c.signedInUser({ country: 'FR' });
    const secret = (await c.post(`${base(user.uuid as string)}/enrolment`, undefined, { token: t.accessToken })).body.secret as string;
    expect((await c.post(`${base(user.uuid as string)}/confirmation`, { code: await codeAt(secret) }, { token: t.accessToken })).status).toBe(200);
    expect((await noticesTo(input.email)).map((m) => m.subject)).toEqual(['La validation en deux étapes a été activée']);
    expect((await c.get('/api/v1/users/me', { token: bystander.token })).status).toBe(200);
  });

  it('a password reset by mail leaves two-step verification on: the new password still needs a code', async () => {
    const u = await enrolled();
    const before = await challengeOf(u);
    expect((await c.post('/api/auth/accounts/forgot-password', { email: u.email })).status).toBe(202);
    const token = await mailedToken(s.db.dataDir, u.email, 'Reset');
    const newPassword = 'a brand new passphrase';
    const reset = await c.post('/api/auth/accounts/reset-password', { token, newPassword });
    expect(reset.status, reset.text).toBe(204);

    // Still on, with its secret and every recovery code; the reset ended the open sign-in.
    expect((await s.app.db.select().from(twoFactor).where(eq(twoFactor.userId, u.uuid)))[0]?.enabledAt).not.toBeNull();
    expectError(await c.get(base(u.uuid), { token: u.token }), 401, 'AuthorizationError');
    // The old password is gone; a challenge issued before the reset is void.
    expectError(await passwordGrant(u), 401, 'InvalidCredentialsError');
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken: before, code: await codeAt(u.secret) }), 401, 'InvalidCredentialsError');
    // The new password alone gives no tokens, only the code step.
    const after = { ...u, password: newPassword };
    const challengeToken = await challengeOf(after);
    expectError(await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: '000000' }), 401, 'Invalid2FATokenError');
    const ok = await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: await codeAt(u.secret) });
    expect(ok.status, ok.text).toBe(200);
    expect((await c.get(base(u.uuid), { token: ok.body.accessToken })).body).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // A recovery code of before the reset still works too.
    expect((await c.post(TOKEN, { grantType: 'two_factor', challengeToken: await challengeOf(after), code: u.recoveryCodes[0] })).status).toBe(200);
  });

  it('checks exactly 10 of 30 parallel wrong codes for one account; then even the right code waits', async () => {
    const u = await enrolled();
    const challengeToken = await challengeOf(u);
    const rs = await Promise.all(
      Array.from({ length: 30 }, (_, i) => c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: String(100000 + i) })),
    );
    expect(statuses(rs)).toEqual({ 401: 10, 429: 20 });
    const limited = rs.find((r) => r.status === 429)!;
    expect(limited.body.error.type).toBe('TooManyLoginAttemptsError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const right = await c.post(TOKEN, { grantType: 'two_factor', challengeToken, code: await codeAt(u.secret) });
    expectError(right, 429, 'TooManyLoginAttemptsError');
    // The limit is the account's: the signed-in settings count against it too.
    expectError(await c.post(`${base(u.uuid)}/recovery-codes`, { code: await codeAt(u.secret) }, { token: u.token }), 429, 'TooManyLoginAttemptsError');
  });
});
