/**
 * Refresh-token grace and replay, password change and reset ending every token, and the exact
 * access-token encoding (issue 9 §1, decision 0014).
 */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BACKENDS, mailedToken } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';

describe.each(BACKENDS)('refresh tokens on %s', (backend) => {
  const s = blockServer(backend, { SEED_DEMO_DATA: 'false', REFRESH_REUSE_GRACE_SECONDS: '10' });
  const c = client(s);

  const refresh = (refreshToken: string) => c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken });
  const me = (accessToken: string) => c.get('/api/v1/users/me', { token: accessToken });

  async function session() {
    const { user, input, tokens: t } = await c.signedInUser();
    return { uuid: user.uuid as string, input, t };
  }

  async function tokensOfUser(uuid: string) {
    const r = await s.app.db.execute(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE f.revoked_at IS NULL)::int AS live
      FROM refresh_tokens t JOIN token_families f ON f.id = t.family_id WHERE f.user_id = ${uuid}`);
    const row = (r as unknown as { rows: { n: number; live: number }[] }).rows[0]!;
    return { n: Number(row.n), live: Number(row.live) };
  }

  /** Moves the rotation of `refreshToken` `seconds` into the past (the grace window then lies behind it). */
  async function ageRotation(refreshToken: string, seconds: number) {
    const hash = createHash('sha256').update(refreshToken).digest('hex');
    await s.app.db.execute(sql`
      UPDATE refresh_tokens SET used_at = used_at - make_interval(secs => ${seconds}) WHERE token_hash = ${hash}`);
  }

  // Issue 21 point 6: a browser with several tabs refreshes with one token at once; a third
  // caller used to revoke the session and sign the user out.
  for (const n of [5, 10]) {
    it(`gives all ${n} parallel refreshes of one token the same successor, and the session lives`, async () => {
      const { uuid, t } = await session();
      const rs = await Promise.all(Array.from({ length: n }, () => refresh(t.refreshToken)));
      for (const r of rs) expect(r.status, r.text).toBe(200);
      expect(new Set(rs.map((r) => r.body.refreshToken)).size).toBe(1);
      // The sign-in token and its one successor: no second branch was ever stored.
      expect(await tokensOfUser(uuid)).toEqual({ n: 2, live: 2 });
      for (const r of rs) expect((await me(r.body.accessToken)).status).toBe(200);
      // The successor rotates on as usual.
      const next = await refresh(rs[0]!.body.refreshToken);
      expect(next.status, next.text).toBe(200);
      expect((await me(next.body.accessToken)).status).toBe(200);
    });
  }

  it('returns the same successor to every replay inside the grace window, and revokes the family after it', async () => {
    const { t } = await session();
    const first = await refresh(t.refreshToken);
    expect(first.status, first.text).toBe(200);
    for (let i = 0; i < 3; i++) {
      const again = await refresh(t.refreshToken);
      expect(again.status, again.text).toBe(200);
      expect(again.body.refreshToken).toBe(first.body.refreshToken);
      expect((await me(again.body.accessToken)).status).toBe(200);
    }
    await ageRotation(t.refreshToken, 11);
    expectError(await refresh(t.refreshToken), 401, 'AuthorizationError');
    expectError(await refresh(first.body.refreshToken), 401, 'AuthorizationError');
    expectError(await me(first.body.accessToken), 401, 'AuthorizationError');
  });

  it('treats a grace-window replay after the successor was used as theft', async () => {
    const { t } = await session();
    const first = await refresh(t.refreshToken);
    const next = await refresh(first.body.refreshToken);
    expect(next.status).toBe(200);
    expectError(await refresh(t.refreshToken), 401, 'AuthorizationError');
    expectError(await refresh(next.body.refreshToken), 401, 'AuthorizationError');
  });

  it('ends every refresh and access token of the user on a password change, the caller\'s too', async () => {
    const { uuid, input, t } = await session();
    const other = await c.signIn(input.email, input.password);
    // A thief's copy of the caller's token, replayed inside the grace window.
    const mine = await refresh(t.refreshToken);
    const stolen = await refresh(t.refreshToken);
    expect(stolen.body.refreshToken).toBe(mine.body.refreshToken);
    const ok = await c.patch(`/api/auth/accounts/${uuid}/password`, { oldPassword: input.password, newPassword: 'brand new secret' }, { token: mine.body.accessToken });
    expect(ok.status, ok.text).toBe(200);
    for (const tok of [other, mine.body, stolen.body]) {
      expectError(await refresh(tok.refreshToken), 401, 'AuthorizationError');
      expectError(await me(tok.accessToken), 401, 'AuthorizationError');
    }
    // Only the new sign-in handed to the caller lives.
    expect((await tokensOfUser(uuid)).live).toBe(1);
    expect((await me(ok.body.accessToken)).status).toBe(200);
    expect((await refresh(ok.body.refreshToken)).status).toBe(200);
    expect((await me((await c.signIn(input.email, 'brand new secret')).accessToken)).status).toBe(200);
  });

  it('ends every token on a password reset', async () => {
    const { uuid, input, t } = await session();
    const next = await refresh(t.refreshToken);
    await c.post('/api/auth/accounts/forgot-password', { email: input.email });
    const token = await mailedToken(s.db.dataDir, input.email, 'Reset');
    expect((await c.post('/api/auth/accounts/reset-password', { token, newPassword: 'another secret' })).status).toBe(204);
    expectError(await refresh(next.body.refreshToken), 401, 'AuthorizationError');
    expectError(await me(next.body.accessToken), 401, 'AuthorizationError');
    expect((await tokensOfUser(uuid)).live).toBe(0);
  });

  describe('access-token encoding', () => {
    /** A valid token whose signature holds both '-' and '_' (so every variant differs). */
    async function token(): Promise<string> {
      const { input } = await session();
      for (let i = 0; i < 40; i++) {
        const t = (await c.signIn(input.email, input.password)).accessToken;
        const sig = t.split('.')[2]!;
        if (sig.includes('-') && sig.includes('_')) return t;
      }
      throw new Error('no token with both - and _ in its signature');
    }
    const withSig = (t: string, f: (sig: string) => string) => {
      const [h, p, sig] = t.split('.') as [string, string, string];
      return `${h}.${p}.${f(sig)}`;
    };
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

    it('accepts the canonical token and refuses every other spelling of its signature', async () => {
      const t = await token();
      expect((await me(t)).status).toBe(200);
      const variants = {
        padded: withSig(t, (sig) => `${sig}=`),
        doublePadded: withSig(t, (sig) => `${sig}==`),
        standardAlphabet: withSig(t, (sig) => sig.replace(/-/g, '+').replace(/_/g, '/')),
        standardAlphabetPadded: withSig(t, (sig) => `${sig.replace(/-/g, '+').replace(/_/g, '/')}=`),
        // Same 32 bytes: the last character's two unused bits set.
        nonCanonicalTail: withSig(t, (sig) => sig.slice(0, -1) + ALPHABET[ALPHABET.indexOf(sig.at(-1)!) | 1]!),
      };
      expect(variants.nonCanonicalTail).not.toBe(t);
      for (const [name, v] of Object.entries(variants)) {
        const r = await me(v);
        expect(r.status, name).toBe(401);
        expect(r.body.error.type, name).toBe('AuthorizationError');
      }
    });
  });
});
