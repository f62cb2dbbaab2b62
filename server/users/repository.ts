import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { knowers, users, type UserRow } from '../db/schema';

export interface UserView {
  user: UserRow;
  knowerId: string | null;
}

export async function findUserView(db: Db, id: string): Promise<UserView | null> {
  const [row] = await db
    .select({ user: users, knowerId: knowers.id })
    .from(users)
    .leftJoin(knowers, eq(knowers.userId, users.id))
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`);
  return row ?? null;
}

export async function findUserViewByUsername(db: Db, username: string): Promise<UserView | null> {
  const [row] = await db
    .select({ user: users, knowerId: knowers.id })
    .from(users)
    .leftJoin(knowers, eq(knowers.userId, users.id))
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row ?? null;
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const row = await findUserByEmail(db, email);
  return !!row && row.id !== exceptId;
}

export async function usernameTaken(db: Db, username: string, exceptId?: string): Promise<boolean> {
  const row = await findUserByUsername(db, username);
  return !!row && row.id !== exceptId;
}
