/**
 * What the data export holds besides the files (decision 0023): every row tied to the user, as
 * plain JSON-ready objects. Secrets (password hash, e-mail preferences token, refresh and
 * e-mailed token hashes) and the security counters of the rate limits are left out.
 */
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import {
  analyticsEvents, flashcardAcceptedAnswers, flashcardReviews, flashcards, folders, knowers, knowLikes, knows, knowSaves, tokenFamilies, twoFactor, uploads,
  type UploadRow, type UserRow,
} from '../db/schema';

/** Whether two-factor sign-in is on, and since when (never the secret or recovery codes). */
export async function twoFactorOf(db: Db, userId: string): Promise<{ enabledAt: Date | null } | null> {
  const [row] = await db.select({ enabledAt: twoFactor.enabledAt }).from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

export async function knowerOf(db: Db, userId: string): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await db.select({ id: knowers.id, createdAt: knowers.createdAt }).from(knowers).where(eq(knowers.userId, userId));
  return row ?? null;
}

/** The profile as the user entered it and as the service recorded it. */
export function profileOf(
  user: UserRow,
  knower: { id: string; createdAt: Date } | null,
  picturePath: string | null,
  twoFactorSince: Date | null,
) {
  return {
    uuid: user.id,
    email: user.email,
    emailConfirmedAt: user.emailConfirmedAt,
    name: user.name,
    username: user.username,
    birthDate: user.birthDate,
    country: user.country,
    interfaceLanguage: user.interfaceLanguage,
    contentLanguage: user.contentLanguage,
    regionId: user.regionId,
    schoolType: user.schoolType,
    grade: user.grade,
    schoolId: user.schoolId,
    premiumStatus: user.premiumStatus,
    source: user.source,
    sourceCampaign: user.sourceCampaign,
    newsletter: user.newsletter,
    timezoneOffset: user.timezoneOffset,
    openAppLastTrackedAt: user.openAppLastTrackedAt,
    lookup: { lastUpdatedAt: user.lookupLastUpdatedAt, updatedCount: user.lookupUpdatedCount, country: user.lookupCountry },
    profilePicture: picturePath,
    twoFactorEnabledAt: twoFactorSince,
    knowerUuid: knower?.id ?? null,
    knowerSince: knower?.createdAt ?? null,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** The user's own knows (every status, private too), oldest first, with their cards. */
export async function ownKnows(db: Db, knowerId: string | null) {
  if (!knowerId) return [];
  const rows = await db.select().from(knows).where(eq(knows.knowerId, knowerId)).orderBy(asc(knows.createdAt), asc(knows.id));
  const ids = rows.map((k) => k.id);
  const cards = ids.length
    ? await db.select().from(flashcards).where(inArray(flashcards.knowId, ids)).orderBy(asc(flashcards.knowId), asc(flashcards.position))
    : [];
  return rows.map((k) => ({
    know: k,
    flashcards: cards.filter((c) => c.knowId === k.id).map((c) => ({ uuid: c.id, position: c.position, front: c.front, back: c.back })),
  }));
}

/** Every upload of the user: those of their knows and unclaimed ones. */
export async function ownUploads(db: Db, userId: string, knowerId: string | null): Promise<UploadRow[]> {
  const mine = knowerId
    ? or(eq(uploads.userId, userId), inArray(uploads.knowId, db.select({ id: knows.id }).from(knows).where(eq(knows.knowerId, knowerId))))
    : eq(uploads.userId, userId);
  return db.select().from(uploads).where(mine).orderBy(asc(uploads.knowId), asc(uploads.position), asc(uploads.createdAt));
}

/**
 * Library: folders, saves and likes. A know's title is given only while the user may still see
 * it (public, or their own): another user's know that became private stays theirs.
 */
export async function libraryOf(db: Db, userId: string, knowerId: string | null) {
  const title = (k: { title: string; knowerId: string; status: string; isPrivate: boolean }) =>
    (k.status === 'PUBLISHED' && !k.isPrivate) || k.knowerId === knowerId ? k.title : null;
  const known = { title: knows.title, knowerId: knows.knowerId, status: knows.status, isPrivate: knows.isPrivate };
  const [folderRows, saves, likes] = await Promise.all([
    db.select().from(folders).where(eq(folders.userId, userId)).orderBy(asc(folders.createdAt)),
    db
      .select({ knowId: knowSaves.knowId, folderId: knowSaves.folderId, createdAt: knowSaves.createdAt, know: known })
      .from(knowSaves)
      .innerJoin(knows, eq(knows.id, knowSaves.knowId))
      .where(eq(knowSaves.userId, userId))
      .orderBy(asc(knowSaves.createdAt)),
    db
      .select({ knowId: knowLikes.knowId, createdAt: knowLikes.createdAt, know: known })
      .from(knowLikes)
      .innerJoin(knows, eq(knows.id, knowLikes.knowId))
      .where(eq(knowLikes.userId, userId))
      .orderBy(asc(knowLikes.createdAt)),
  ]);
  return {
    folders: folderRows.map((f) => ({ uuid: f.id, name: f.name, createdAt: f.createdAt, updatedAt: f.updatedAt })),
    saves: saves.map((s) => ({ knowUuid: s.knowId, title: title(s.know), folderUuid: s.folderId, savedAt: s.createdAt })),
    likes: likes.map((l) => ({ knowUuid: l.knowId, title: title(l.know), likedAt: l.createdAt })),
  };
}

type CardTable = typeof flashcardReviews | typeof flashcardAcceptedAnswers;

/** The user's rows of a per-card table, each with its card's know, in `order`. */
async function cardRowsOf<T extends CardTable>(db: Db, table: T, userId: string, order: AnyPgColumn) {
  const rows = await db
    .select({ row: table as CardTable, knowId: flashcards.knowId })
    .from(table as CardTable)
    .innerJoin(flashcards, eq(flashcards.id, table.flashcardId))
    .where(eq(table.userId, userId))
    .orderBy(asc(order));
  return rows as { row: T['$inferSelect']; knowId: string }[];
}

/** Spaced-repetition state of every card the user studied (card ids only: the cards may be others'). */
export async function reviewsOf(db: Db, userId: string) {
  const rows = await cardRowsOf(db, flashcardReviews, userId, flashcardReviews.due);
  return rows.map(({ row: r, knowId }) => ({
    flashcardUuid: r.flashcardId,
    knowUuid: knowId,
    due: r.due,
    stability: r.stability,
    difficulty: r.difficulty,
    elapsedDays: r.elapsedDays,
    scheduledDays: r.scheduledDays,
    learningSteps: r.learningSteps,
    reps: r.reps,
    lapses: r.lapses,
    state: r.state,
    lastReview: r.lastReview,
  }));
}

/** Sign-ins (token families): when, from which browser and country, when and why they ended. No token material. */
export async function signInsOf(db: Db, userId: string) {
  const rows = await db.select().from(tokenFamilies).where(eq(tokenFamilies.userId, userId)).orderBy(asc(tokenFamilies.createdAt));
  return rows.map((f) => ({
    uuid: f.id,
    startedAt: f.createdAt,
    lastUsedAt: f.lastUsedAt,
    userAgent: f.userAgent,
    country: f.country,
    endedAt: f.revokedAt,
    endReason: f.revokedReason,
  }));
}

const EVENT_PAGE = 500;

/** The user's analytics events, a page at a time (keyset on id): memory stays bounded. */
export async function* analyticsEventLines(db: Db, userId: string): AsyncGenerator<Buffer> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), gt(analyticsEvents.id, after)))
      .orderBy(asc(analyticsEvents.id))
      .limit(EVENT_PAGE);
    if (rows.length === 0) return;
    yield Buffer.from(
      rows.map((e) => JSON.stringify({ uuid: e.uuid, name: e.name, receivedAt: e.receivedAt, payload: e.payload })).join('\n') + '\n',
    );
    after = rows[rows.length - 1]!.id;
    if (rows.length < EVENT_PAGE) return;
  }
}

/** Typed answers the user accepted for cards with "I was right" (decision 0067), in compared form. */
export async function acceptedAnswersOf(db: Db, userId: string) {
  const rows = await cardRowsOf(db, flashcardAcceptedAnswers, userId, flashcardAcceptedAnswers.createdAt);
  return rows.map(({ row: a, knowId }) => ({ flashcardUuid: a.flashcardId, knowUuid: knowId, answer: a.answerKey, acceptedAt: a.createdAt }));
}
