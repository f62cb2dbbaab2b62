/** A learner's library folders: names unique per user regardless of case; deleting keeps saves. */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Folder } from '@/lib/contract/library';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import type { Db, Tx } from '../db/client';
import { uniqueViolation } from '../db/errors';
import { folders, knows, knowSaves, type FolderRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { visibleTo } from '../knows/visibility';

type Ctx = Pick<AppContext, 'db'>;

const duplicate = () => conflict('DuplicateError', 'You already have a folder with this name.');

/** The caller's folder, or 404 (someone else's folder is as good as absent). */
export async function ownFolder(db: Db | Tx, user: AuthUser, id: string): Promise<FolderRow> {
  const [row] = await db.select().from(folders).where(and(eq(folders.id, id), eq(folders.userId, user.user.id)));
  if (!row) throw notFound('Folder not found.');
  return row;
}

async function toFolders(app: Ctx, user: AuthUser, rows: FolderRow[]): Promise<Folder[]> {
  if (rows.length === 0) return [];
  // Count only knows the user can still see: a saved know that went private drops out.
  const counts = await app.db
    .select({ folderId: knowSaves.folderId, n: count() })
    .from(knowSaves)
    .innerJoin(knows, eq(knows.id, knowSaves.knowId))
    .where(and(eq(knowSaves.userId, user.user.id), inArray(knowSaves.folderId, rows.map((r) => r.id)), visibleTo(user)))
    .groupBy(knowSaves.folderId);
  const byId = new Map(counts.map((c) => [c.folderId, c.n]));
  return rows.map((r) => ({
    uuid: r.id,
    name: r.name,
    knowsCount: byId.get(r.id) ?? 0,
    createdOn: r.createdAt.toISOString(),
    updatedOn: r.updatedAt.toISOString(),
  }));
}

export async function listFolders(app: Ctx, user: AuthUser): Promise<Folder[]> {
  const rows = await app.db.select().from(folders).where(eq(folders.userId, user.user.id)).orderBy(asc(folders.createdAt), asc(folders.id));
  return toFolders(app, user, rows);
}

export async function getFolder(app: Ctx, user: AuthUser, id: string): Promise<Folder> {
  return (await toFolders(app, user, [await ownFolder(app.db, user, id)]))[0]!;
}

export async function createFolder(app: Ctx, user: AuthUser, name: string): Promise<Folder> {
  try {
    const [row] = await app.db.insert(folders).values({ id: randomUuid(), userId: user.user.id, name }).returning();
    return (await toFolders(app, user, [row!]))[0]!;
  } catch (err) {
    if (uniqueViolation(err)) throw duplicate();
    throw err;
  }
}

export async function renameFolder(app: Ctx, user: AuthUser, id: string, name: string): Promise<Folder> {
  await ownFolder(app.db, user, id);
  try {
    const [row] = await app.db
      .update(folders)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(folders.id, id), eq(folders.userId, user.user.id)))
      .returning();
    if (!row) throw notFound('Folder not found.');
    return (await toFolders(app, user, [row]))[0]!;
  } catch (err) {
    if (uniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** The folder goes; its knows stay saved, outside any folder (folder_id ON DELETE SET NULL). */
export async function deleteFolder(app: Ctx, user: AuthUser, id: string): Promise<void> {
  const deleted = await app.db
    .delete(folders)
    .where(and(eq(folders.id, id), eq(folders.userId, user.user.id)))
    .returning({ id: folders.id });
  if (deleted.length === 0) throw notFound('Folder not found.');
}
