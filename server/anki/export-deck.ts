/**
 * A flashcard set of the caller as an Anki package (decision 0070). Only the owner exports: a set
 * of someone else is 404 when the caller cannot see it and 403 when they can (as editing it).
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcardImages, flashcards } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { visibleKnow } from '../knows/service';
import { isOwner } from '../knows/visibility';
import { writeAnkiPackage, type ExportCard, type ExportMedia } from './write-package';

export interface AnkiExport {
  filename: string;
  data: Buffer;
}

export async function exportAnkiDeck(app: Pick<AppContext, 'db' | 'storage'>, user: AuthUser, knowUuid: string): Promise<AnkiExport> {
  const know = await visibleKnow(app, knowUuid, user);
  if (know.format !== 'FLASHCARDS') throw notFound('Flashcard set not found.');
  if (!isOwner(know, user)) throw forbidden('Only the knower who made this set can export it.');
  const cards = await app.db.select().from(flashcards).where(eq(flashcards.knowId, know.id)).orderBy(asc(flashcards.position));
  const images = await app.db
    .select()
    .from(flashcardImages)
    .where(eq(flashcardImages.knowId, know.id))
    .orderBy(asc(flashcardImages.side), asc(flashcardImages.position));

  // One media file per stored image, under a name no other image of the set has.
  const media: ExportMedia[] = [];
  const nameOfKey = new Map<string, string>();
  const taken = new Set<string>();
  for (const image of images) {
    if (nameOfKey.has(image.storageKey)) continue;
    const data = await app.storage.get(image.storageKey);
    if (!data) continue; // a file lost from storage: the card goes without it
    let name = image.filename;
    for (let n = 2; taken.has(name); n++) name = image.filename.replace(/(\.[^.]*)?$/, `-${n}$1`);
    taken.add(name);
    nameOfKey.set(image.storageKey, name);
    media.push({ name, data });
  }
  const byCard = new Map<string, ExportCard['images']>();
  for (const image of images) {
    const name = nameOfKey.get(image.storageKey);
    if (!name) continue;
    const list = byCard.get(image.flashcardId) ?? [];
    list.push({ side: image.side === 'back' ? 'back' : 'front', name });
    byCard.set(image.flashcardId, list);
  }
  const data = await writeAnkiPackage({
    setUuid: know.id,
    title: know.title,
    cards: cards.map((c) => ({ uuid: c.id, front: c.front, back: c.back, images: byCard.get(c.id) ?? [] })),
    media,
  });
  return { filename: `${know.title}.apkg`, data };
}
