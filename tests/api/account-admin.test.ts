/**
 * The operator's account commands (issue 25 §3, decision 0076): `npm run user:lock`, `user:unlock`
 * and `user:reset-2fa` on both databases. Locking and a reset sign the account out everywhere at
 * once (its tokens stop working), each change is one audit row, a repeat changes nothing; the
 * command line answers with exit codes 0, 1 (no such account) and 2 (usage).
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { reviewActions, twoFactor, twoFactorRecoveryCodes, users } from '@/server/db/schema';
import { changeAccount } from '@/server/users/account-admin';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { runScript } from './support/run-node';

const TOKEN = '/api/auth/oauth/token';

/** `npm run user:<command> -- ARGS` on the test database (as the README says to run it). */
const adminCommand = (args: string[], databaseUrl: string, dataDir: string) =>
  runScript('user-admin.ts', args, { APP_ENV: 'local', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });

describe.each(BACKENDS)('account commands on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' });
  const c = client(s);

  async function person() {
    const { user, input } = await c.signUp();
    const t = await c.signIn(input.email, input.password);
    return { uuid: user.uuid as string, email: input.email, password: input.password, token: t.accessToken, refresh: t.refreshToken };
  }

  const audit = (uuid: string, action: string) =>
    s.app.db.select().from(reviewActions).where(and(eq(reviewActions.itemId, uuid), eq(reviewActions.action, action)));
  const signIn = (u: { email: string; password: string }) => c.post(TOKEN, { grantType: 'password', username: u.email, password: u.password });
  const me = (token: string) => c.get('/api/v1/users/me', { token });

  it('a lock signs the account out everywhere and keeps it out; an unlock lets it in again', async () => {
    const u = await person();
    const second = (await signIn(u)).body.accessToken as string;
    expect((await me(u.token)).status).toBe(200);

    const locked = await changeAccount(s.app.db, u.email.toUpperCase(), 'lock');
    expect(locked).toEqual({ email: u.email, changed: true, sessionsEnded: 2 });
    expectError(await me(u.token), 401, 'AuthorizationError');
    expectError(await me(second), 401, 'AuthorizationError');
    expect((await c.post(TOKEN, { grantType: 'refresh_token', refreshToken: u.refresh })).status).toBe(401);
    expectError(await signIn(u), 401, 'InvalidCredentialsError');
    expect(await audit(u.uuid, 'ACCOUNT_LOCKED')).toMatchObject([{ actorId: null, itemType: 'USER' }]);
    // Again: nothing to do, nothing recorded.
    expect(await changeAccount(s.app.db, u.email, 'lock')).toEqual({ email: u.email, changed: false, sessionsEnded: 0 });
    expect(await audit(u.uuid, 'ACCOUNT_LOCKED')).toHaveLength(1);

    expect(await changeAccount(s.app.db, u.email, 'unlock')).toEqual({ email: u.email, changed: true, sessionsEnded: 0 });
    const back = await signIn(u);
    expect(back.status, back.text).toBe(200);
    expect((await me(back.body.accessToken as string)).status).toBe(200);
    expect(await audit(u.uuid, 'ACCOUNT_UNLOCKED')).toHaveLength(1);
    expect(await changeAccount(s.app.db, u.email, 'unlock')).toMatchObject({ changed: false });
  });

  it('a two-step reset turns it off with its recovery codes and signs the account out everywhere', async () => {
    const u = await person();
    const base = `/api/auth/accounts/${u.uuid}/two-factor`;
    const start = await c.post(`${base}/enrolment`, undefined, { token: u.token });
    expect(start.status, start.text).toBe(201);
    const code = await generate({ secret: start.body.secret as string });
    const done = await c.post(`${base}/confirmation`, { code }, { token: u.token });
    expect(done.status, done.text).toBe(200);
    // Enabling it ended the other sessions but this one; the password alone no longer signs in.
    expectError(await signIn(u), 401, 'Requires2FAError');

    const reset = await changeAccount(s.app.db, u.email, 'reset-2fa');
    expect(reset).toEqual({ email: u.email, changed: true, sessionsEnded: 1 });
    expectError(await me(u.token), 401, 'AuthorizationError');
    expect(await s.app.db.select().from(twoFactor).where(eq(twoFactor.userId, u.uuid))).toEqual([]);
    expect(await s.app.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, u.uuid))).toEqual([]);
    const again = await signIn(u);
    expect(again.status, again.text).toBe(200);
    expect((await c.get(base, { token: again.body.accessToken as string })).body).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect(await audit(u.uuid, 'TWO_FACTOR_RESET')).toMatchObject([{ actorId: null, itemType: 'USER' }]);
    // Nothing to reset: no change, no audit row, the session stays.
    expect(await changeAccount(s.app.db, u.email, 'reset-2fa')).toEqual({ email: u.email, changed: false, sessionsEnded: 0 });
    expect((await me(again.body.accessToken as string)).status).toBe(200);
    expect(await audit(u.uuid, 'TWO_FACTOR_RESET')).toHaveLength(1);
  });

  it('refuses an address without an account (or a deleted one)', async () => {
    await expect(changeAccount(s.app.db, 'nobody@example.org', 'lock')).rejects.toThrow(/No account with the e-mail address nobody@example.org/);
    const u = await person();
    await s.app.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, u.uuid));
    await expect(changeAccount(s.app.db, u.email, 'reset-2fa')).rejects.toThrow(/No account/);
  });

  it.runIf(backend === 'postgres')('npm run user:lock / user:unlock / user:reset-2fa from the command line', async () => {
    const run = (...args: string[]) => adminCommand(args, s.db.databaseUrl!, s.db.dataDir);
    const u = await person();
    const usage = await run('lock');
    expect(usage.code).toBe(2);
    expect(usage.stdout).toContain('usage: npm run user:lock -- EMAIL');
    const lock = await run('lock', u.email);
    expect(lock.code, lock.stderr).toBe(0);
    expect(lock.stdout).toContain(`${u.email} locked; sessions ended: 1.`);
    expectError(await me(u.token), 401, 'AuthorizationError');
    expect((await run('lock', u.email)).stdout).toContain('was already locked: nothing changed');
    expect((await run('unlock', u.email)).stdout).toContain(`${u.email} unlocked`);
    expect((await signIn(u)).status).toBe(200);
    expect((await run('reset-2fa', u.email)).stdout).toContain('had no two-step verification: nothing changed');
    const unknown = await run('unlock', 'nobody@example.org');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account with the e-mail address nobody@example.org');
  }, 420_000);
});
