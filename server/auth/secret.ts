/**
 * The access-token key: AUTH_SECRET when set, else a random key generated once and kept in the
 * database (app_secrets), so restarts and every instance on the same database agree.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await db
    .insert(appSecrets)
    .values({ name: 'auth_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'auth_secret'));
  if (!row) throw new Error('auth secret missing');
  return Buffer.from(row.value, 'utf8');
}
