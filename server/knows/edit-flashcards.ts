/**
 * An edit of a set's cards (PATCH /knows/{uuid}, decisions 0008 and 0070). Cards are matched by
 * their uuid, never by position: a matched card keeps its id, so its study progress (reviews,
 * offline reviews in flight) and its images stay, wherever it moved. A card sent without a uuid
 * of this set is the unmatched stored card with the same text, if there is one, or else new; a
 * card of the set not sent is deleted, and its images with it (ON DELETE CASCADE). Before this, an edit replaced every card and silently dropped imported images.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { UpdateKnowInput } from '@/lib/contract/knows';
import { randomUuid } from '@/lib/uuid';
import type { Tx } from '../db/client';
import { flashcardImages, flashcards } from '../db/schema';

type EditedCard = NonNullable<UpdateKnowInput['flashcards']>[number];

/** Statements stay far below the bind-parameter limit (4 per card). */
const CHUNK = 200;

const chunks = <T>(list: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
};

async function storageKeys(tx: Tx, knowId: string): Promise<Set<string>> {
  const rows = await tx.selectDistinct({ key: flashcardImages.storageKey }).from(flashcardImages).where(eq(flashcardImages.knowId, knowId));
  return new Set(rows.map((r) => r.key));
}

type StoredCard = { id: string; position: number; front: string; back: string };

/**
 * The stored card each sent card is, or null for a new one: by uuid first; then a card sent
 * without a uuid of this set takes an unmatched stored card with the same front and back (in
 * order), so a client that sends no uuids (a page loaded before decision 0070, a script) keeps
 * the progress and images of every card it did not change instead of replacing them all.
 */
function matchCards(cards: EditedCard[], existing: StoredCard[]): (StoredCard | null)[] {
  // The contract lets each uuid through once (updateKnowBody), so a uuid matches at most one card.
  const byId = new Map(existing.map((c) => [c.id, c]));
  const matched = cards.map((card) => (card.uuid ? (byId.get(card.uuid.toLowerCase()) ?? null) : null));
  const taken = new Set(matched.flatMap((old) => (old ? [old.id] : [])));
  const sameText = new Map<string, StoredCard[]>();
  for (const c of [...existing].sort((a, b) => a.position - b.position)) {
    if (taken.has(c.id)) continue;
    const key = `${c.front}\u0000${c.back}`;
    sameText.set(key, [...(sameText.get(key) ?? []), c]);
  }
  return matched.map((old, i) => old ?? sameText.get(`${cards[i]!.front}\u0000${cards[i]!.back}`)?.shift() ?? null);
}

/**
 * Writes the edited cards of a set inside the caller's transaction. Returns the storage keys of
 * image files no row names any more (one file may be shared by several cards): the caller
 * removes them after the commit, so a rolled-back edit loses no file.
 */
export async function saveEditedFlashcards(tx: Tx, knowId: string, cards: EditedCard[]): Promise<string[]> {
  const existing = await tx
    .select({ id: flashcards.id, position: flashcards.position, front: flashcards.front, back: flashcards.back })
    .from(flashcards)
    .where(eq(flashcards.knowId, knowId));
  const keysBefore = await storageKeys(tx, knowId);

  const kept: { id: string; position: number; front: string; back: string }[] = [];
  const added: (typeof flashcards.$inferInsert)[] = [];
  const imageChoices: { id: string; imageUuids: string[] }[] = [];
  const matched = matchCards(cards, existing);
  cards.forEach((card, position) => {
    const old = matched[position];
    if (!old) {
      added.push({ id: randomUuid(), knowId, position, front: card.front, back: card.back });
      return;
    }
    if (old.position !== position || old.front !== card.front || old.back !== card.back) {
      kept.push({ id: old.id, position, front: card.front, back: card.back });
    }
    if (card.imageUuids) imageChoices.push({ id: old.id, imageUuids: card.imageUuids.map((u) => u.toLowerCase()) });
  });
  const keptIds = matched.flatMap((old) => (old ? [old.id] : []));

  // Deleted cards first (their images go with them), then the changed ones, then the new ones.
  if (keptIds.length === 0) await tx.delete(flashcards).where(eq(flashcards.knowId, knowId));
  else await tx.delete(flashcards).where(and(eq(flashcards.knowId, knowId), notInArray(flashcards.id, keptIds)));
  for (const chunk of chunks(kept)) {
    // One statement per chunk: a reorder moves every card.
    const values = sql.join(
      chunk.map((c) => sql`(${c.id}::uuid, ${c.position}::integer, ${c.front}::text, ${c.back}::text)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE flashcards AS f SET position = v.position, front = v.front, back = v.back
      FROM (VALUES ${values}) AS v(id, position, front, back)
      WHERE f.id = v.id AND f.know_id = ${knowId}`);
  }
  for (const chunk of chunks(added)) await tx.insert(flashcards).values(chunk);
  for (const { id, imageUuids } of imageChoices) {
    const ofCard = eq(flashcardImages.flashcardId, id);
    await tx.delete(flashcardImages).where(imageUuids.length === 0 ? ofCard : and(ofCard, notInArray(flashcardImages.id, imageUuids)));
  }

  if (keysBefore.size === 0) return [];
  const keysAfter = await storageKeys(tx, knowId);
  return [...keysBefore].filter((k) => !keysAfter.has(k));
}

