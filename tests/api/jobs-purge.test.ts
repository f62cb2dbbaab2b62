/**
 * The scheduled purges (decision 0017), run through the queue with app.jobs.runNow: expired
 * sign-ins and tokens, past rate-limit rows, and uploads no know claimed, with their files.
 * Whatever is still in use stays.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { PDFDocument } from '@pdfme/pdf-lib';
import { randomUuid } from '@/lib/uuid';
import { emailTokens, rateLimits, refreshTokens, tokenFamilies, uploads } from '@/server/db/schema';
import { storeUpload } from '@/server/uploads/store-upload';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client } from './support/client';

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  return Buffer.from(await doc.save());
}

describe.each(BACKENDS)('scheduled purges on %s', (backend) => {
  const s = blockServer(backend);
  const c = client(s);

  it('purges ended sign-ins, expired tokens and past rate-limit rows; live ones keep working', async () => {
    const { user, input, tokens: live } = await c.signedInUser();
    const userId = user.uuid as string;
    const family = async (f: { createdAt: Date; revokedAt?: Date }, tokenExpiresAt: Date) => {
      const id = randomUuid();
      await s.app.db.insert(tokenFamilies).values({ id, userId, ...f });
      await s.app.db.insert(refreshTokens).values({ id: randomUuid(), familyId: id, tokenHash: randomUuid(), createdAt: f.createdAt, expiresAt: tokenExpiresAt });
      return id;
    };
    const revokedLongAgo = await family({ createdAt: ago(3 * DAY), revokedAt: ago(2 * DAY) }, new Date(Date.now() + DAY));
    const revokedJustNow = await family({ createdAt: ago(3 * DAY), revokedAt: ago(60_000) }, new Date(Date.now() + DAY));
    const runOut = await family({ createdAt: ago(40 * DAY) }, ago(2 * DAY));
    // A live sign-in's rotated token that expired long ago goes; the sign-in stays.
    const [liveFamily] = await s.app.db.select().from(tokenFamilies).where(sql`${tokenFamilies.userId} = ${userId} AND ${tokenFamilies.revokedAt} IS NULL AND ${tokenFamilies.id} NOT IN (${revokedJustNow}, ${runOut})`);
    const oldRotated = randomUuid();
    await s.app.db.insert(refreshTokens).values({ id: oldRotated, familyId: liveFamily!.id, tokenHash: randomUuid(), createdAt: ago(40 * DAY), expiresAt: ago(2 * DAY), usedAt: ago(39 * DAY) });
    const emailToken = (over: Partial<typeof emailTokens.$inferInsert>) => ({
      id: randomUuid(), userId, purpose: 'reset-password', email: input.email, tokenHash: randomUuid(), createdAt: ago(3 * DAY), expiresAt: new Date(Date.now() + DAY), ...over,
    });
    const expiredMail = emailToken({ expiresAt: ago(2 * DAY) });
    const usedMail = emailToken({ usedAt: ago(2 * DAY) });
    const openMail = emailToken({});
    await s.app.db.insert(emailTokens).values([expiredMail, usedMail, openMail]);
    await s.app.db.insert(rateLimits).values([
      { bucket: 'test-purge', key: 'past', tat: ago(1000) },
      { bucket: 'test-purge', key: 'future', tat: new Date(Date.now() + 600_000) },
    ]);

    await s.app.jobs.runNow('purge-expired', {});

    const families = (await s.app.db.select({ id: tokenFamilies.id }).from(tokenFamilies).where(eq(tokenFamilies.userId, userId))).map((r) => r.id);
    expect(families).not.toContain(revokedLongAgo);
    expect(families).not.toContain(runOut);
    expect(families).toContain(revokedJustNow);
    expect(families).toContain(liveFamily!.id);
    expect(await s.app.db.select().from(refreshTokens).where(inArray(refreshTokens.familyId, [revokedLongAgo, runOut]))).toEqual([]);
    expect(await s.app.db.select().from(refreshTokens).where(eq(refreshTokens.id, oldRotated))).toEqual([]);
    const mails = (await s.app.db.select({ id: emailTokens.id }).from(emailTokens).where(eq(emailTokens.userId, userId))).map((r) => r.id);
    expect(mails).toContain(openMail.id);
    expect(mails).not.toContain(expiredMail.id);
    expect(mails).not.toContain(usedMail.id);
    const limits = (await s.app.db.select().from(rateLimits).where(eq(rateLimits.bucket, 'test-purge'))).map((r) => r.key);
    expect(limits).toEqual(['future']);

    // The live sign-in still works, both its access token and its refresh token.
    expect((await c.get('/api/v1/users/me', { token: live.accessToken })).status).toBe(200);
    const refreshed = await c.post('/api/auth/oauth/token', { grantType: 'refresh_token', refreshToken: live.refreshToken });
    expect(refreshed.status, refreshed.text).toBe(200);
  });

  it('removes uploads no know claimed in UPLOAD_ABANDON_AFTER_HOURS, with their files; claimed and recent ones stay', async () => {
    const { user } = await c.signUp();
    const data = await pdf();
    const store = (filename: string) => storeUpload(s.app, { userId: user.uuid, filename, data, allowImages: false });
    const abandoned = await store('abandoned.pdf');
    const recent = await store('recent.pdf');
    await s.app.db.update(uploads).set({ createdAt: ago(25 * 3_600_000) }).where(eq(uploads.id, abandoned.id));
    // A seeded know's document, just as old: claimed, so it stays.
    const [claimed] = await s.app.db.select().from(uploads).where(isNotNull(uploads.knowId)).limit(1);
    await s.app.db.update(uploads).set({ createdAt: ago(400 * DAY) }).where(eq(uploads.id, claimed!.id));
    expect(await s.app.storage.get(abandoned.storageKey)).not.toBeNull();

    await s.app.jobs.runNow('purge-abandoned-uploads', {});

    const left = (await s.app.db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, [abandoned.id, recent.id, claimed!.id]))).map((r) => r.id);
    expect(left.sort()).toEqual([recent.id, claimed!.id].sort());
    expect(await s.app.storage.get(abandoned.storageKey)).toBeNull();
    if (abandoned.thumbnailKey) expect(await s.app.storage.get(abandoned.thumbnailKey)).toBeNull();
    expect(await s.app.storage.get(recent.storageKey)).not.toBeNull();
    expect(await s.app.storage.get(claimed!.storageKey)).not.toBeNull();
  });

  it('reports a failed job to runNow instead of hiding it', async () => {
    await expect(s.app.jobs.runNow('send-mail', { sealed: 'not-a-sealed-mail' })).rejects.toThrow(/send-mail failed/);
  });
});
