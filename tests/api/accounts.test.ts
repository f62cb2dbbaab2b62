/** Account flows of the auth server, with mail read from DATA_DIR/outbox (issue 3 §4). */
import { describe, expect, it } from 'vitest';
import { BACKENDS, mailedToken, readOutbox } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

describe.each(BACKENDS)('accounts on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);

  async function fresh() {
    const { user, input, tokens: t } = await c.signedInUser();
    return { user, input, t };
  }

  it('confirms the e-mail address with the mailed single-use token', async () => {
    const { user, input, t } = await fresh();
    const mails = await readOutbox(s.db.dataDir);
    // A German user (the default sign-up country here) gets the mail in German (issue 9).
    expect(mails.some((m) => m.to.includes(input.email) && m.subject === 'Bestätige deine E-Mail-Adresse')).toBe(true);
    const token = await mailedToken(s.db.dataDir, input.email, 'Confirmation');
    const r = await c.post('/api/auth/accounts/confirm-email', { confirmationToken: token });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toMatchObject({ uuid: user.uuid, emailConfirmed: true });
    expect((await c.get('/api/v1/users/me', { token: t.accessToken })).body.emailConfirmed).toBe(true);
    const again = await c.post('/api/auth/accounts/confirm-email', { confirmationToken: token });
    expect(expectError(again, 400, 'FormValidationError').data.fields).toHaveProperty('confirmationToken');
    // Already confirmed: nothing to resend.
    expectError(await c.post(`/api/auth/accounts/${user.uuid}/resendconfirmation`, undefined, { token: t.accessToken }), 400, 'BadRequestError');
  });

  it('resends confirmation, limited per user (429 TooManyRequestsError)', async () => {
    const { user, t } = await fresh();
    const path = `/api/auth/accounts/${user.uuid}/resendconfirmation`;
    for (let i = 0; i < 5; i++) expect((await c.post(path, undefined, { token: t.accessToken })).status).toBe(204);
    const limited = await c.post(path, undefined, { token: t.accessToken });
    expectError(limited, 429, 'TooManyRequestsError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await fresh();
    expectError(await c.post(path, undefined, { token: other.t.accessToken }), 403, 'ForbiddenError');
  });

  it('changes the e-mail address only with the password; the new address needs confirming', async () => {
    const { user, input, t } = await fresh();
    const path = `/api/auth/accounts/${user.uuid}/email`;
    expectError(await c.patch(path, { newEmail: 'moved@example.org', password: 'wrong password' }, { token: t.accessToken }), 401, 'InvalidCredentialsError');
    const taken = await fresh();
    expectError(await c.patch(path, { newEmail: taken.input.email, password: input.password }, { token: t.accessToken }), 409, 'EmailInUseError');
    expectError(await c.patch(path, { newEmail: 'nope', password: input.password }, { token: t.accessToken }), 400, 'FormValidationError');
    const ok = await c.patch(path, { newEmail: 'moved@example.org', password: input.password }, { token: t.accessToken });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ email: 'moved@example.org', emailConfirmed: false });
    // The old address's confirmation token no longer confirms anything; the new one does.
    const token = await mailedToken(s.db.dataDir, 'moved@example.org', 'Confirmation');
    expect((await c.post('/api/auth/accounts/confirm-email', { confirmationToken: token })).body.emailConfirmed).toBe(true);
    expect((await c.signIn('moved@example.org', input.password)).accessToken).toBeTruthy();
  });

  it('changes the password with the old one, ends every sign-in and hands the caller a new one', async () => {
    const { user, input, t } = await fresh();
    const second = await c.signIn(input.email, input.password);
    const path = `/api/auth/accounts/${user.uuid}/password`;
    expectError(await c.patch(path, { oldPassword: 'not it at all', newPassword: 'brand new secret' }, { token: t.accessToken }), 401, 'InvalidCredentialsError');
    expectError(await c.patch(path, { oldPassword: input.password, newPassword: 'short' }, { token: t.accessToken }), 400, 'FormValidationError');
    const ok = await c.patch(path, { oldPassword: input.password, newPassword: 'brand new secret' }, { token: t.accessToken });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body).toMatchObject({ tokenType: 'Bearer', accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await c.get('/api/v1/users/me', { token: ok.body.accessToken })).status).toBe(200);
    // Every earlier refresh token and every access token of the user stops working (decision 0014).
    for (const session of [t, second]) {
      expectError(await c.get('/api/v1/users/me', { token: session.accessToken }), 401, 'AuthorizationError');
      expectError(await c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken: session.refreshToken }), 401, 'AuthorizationError');
    }
    expectError(await c.post('/api/auth/oauth/token', { grantType: 'password', username: input.email, password: input.password }), 401, 'InvalidCredentialsError');
    await c.signIn(input.email, 'brand new secret');
  });

  it('resets a forgotten password with a single-use token and ends every sign-in', async () => {
    const { input, t } = await fresh();
    const r = await c.post('/api/auth/accounts/forgot-password', { email: input.email });
    expect(r.status).toBe(202);
    // Unknown addresses get the same answer (no account enumeration).
    expect((await c.post('/api/auth/accounts/forgot-password', { email: 'nobody@example.org' })).status).toBe(202);
    const token = await mailedToken(s.db.dataDir, input.email, 'Reset');
    expectError(await c.post('/api/auth/accounts/reset-password', { token: 'bogus', newPassword: 'another secret' }), 400, 'FormValidationError');
    const ok = await c.post('/api/auth/accounts/reset-password', { token, newPassword: 'another secret' });
    expect(ok.status, ok.text).toBe(204);
    expectError(await c.post('/api/auth/accounts/reset-password', { token, newPassword: 'third secret!' }), 400, 'FormValidationError');
    expectError(await c.get('/api/v1/users/me', { token: t.accessToken }), 401, 'AuthorizationError');
    const after = await c.signIn(input.email, 'another secret');
    // A reset proves the mailbox: the address counts as confirmed.
    expect((await c.get('/api/v1/users/me', { token: after.accessToken })).body.emailConfirmed).toBe(true);
  });

  it('limits password-reset requests per address', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/auth/accounts/forgot-password', { email: 'flood@example.org' })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
