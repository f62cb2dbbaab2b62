/**
 * An Anki package imported as a new private flashcard set of the caller (decision 0070): the
 * package is read and checked whole first; then the set, its cards and its images are written in
 * one transaction (images to file storage inside it, removed again if it fails), so a refused or
 * failed import leaves nothing behind. At most ANKI_LIMITS.concurrentImports run at once per server.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { createKnowBody } from '@/lib/contract/knows';
import type { AnkiImportResult } from '@/lib/contract/anki';
import type { Locale } from '@/lib/config/locales';
import { randomUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcardImages, flashcards } from '../db/schema';
import { formError } from '../errors';
import { createKnow } from '../knows/service';
import { cardImageKey } from './card-image-keys';
import { readAnkiPackage } from './read-package';
import { ankiRefusal } from './refusal';

let running = 0;

export interface AnkiImportInput {
  /** The package: a spooled upload's path, or its bytes. */
  source: string | Buffer;
  contentLanguageCode: Locale;
  subjectId: number | null;
}

export async function importAnkiDeck(app: Pick<AppContext, 'db' | 'env' | 'storage'>, user: AuthUser, input: AnkiImportInput): Promise<AnkiImportResult> {
  if (running >= ANKI_LIMITS.concurrentImports) throw ankiRefusal('Busy');
  running++;
  try {
    return await importDeck(app, user, input);
  } finally {
    running--;
  }
}

async function importDeck(app: Pick<AppContext, 'db' | 'env' | 'storage'>, user: AuthUser, input: AnkiImportInput): Promise<AnkiImportResult> {
  const deck = await readAnkiPackage(input.source);
  const parsed = createKnowBody.safeParse({
    title: deck.deckName,
    contentLanguageCode: input.contentLanguageCode,
    subjectId: input.subjectId,
    isPrivate: true,
    flashcards: deck.cards.map((c) => ({ front: c.front, back: c.back })),
  });
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.')] ??= issue.message;
    throw formError(fields);
  }
  const written: string[] = [];
  let imageCount = 0;
  try {
    const know = await createKnow(app, user, parsed.data, {
      withinCreate: async (tx, knowId) => {
        const cards = await tx.select({ id: flashcards.id, position: flashcards.position }).from(flashcards).where(eq(flashcards.knowId, knowId));
        const cardIds = new Map(cards.map((c) => [c.position, c.id]));
        // One stored file per image of the deck, shared by the cards that show it.
        const stored = new Map<number, { key: string; id: string }>();
        const rows: (typeof flashcardImages.$inferInsert)[] = [];
        for (const [position, card] of deck.cards.entries()) {
          const perSide = { front: 0, back: 0 };
          for (const { side, image } of card.images) {
            const img = deck.images[image]!;
            let file = stored.get(image);
            if (!file) {
              const id = randomUuid();
              file = { id, key: cardImageKey(user.user.id, knowId, id, img.contentType) };
              written.push(file.key);
              await app.storage.put(file.key, img.data, img.contentType);
              stored.set(image, file);
            }
            rows.push({
              id: randomUuid(),
              knowId,
              flashcardId: cardIds.get(position)!,
              side,
              position: perSide[side]++,
              contentType: img.contentType,
              width: img.width,
              height: img.height,
              sizeBytes: img.data.length,
              storageKey: file.key,
              filename: exportName(img.name, img.data),
            });
          }
        }
        for (let i = 0; i < rows.length; i += 200) await tx.insert(flashcardImages).values(rows.slice(i, i + 200));
        imageCount = stored.size;
      },
    });
    return { know, cardCount: deck.cards.length, imageCount, skippedMedia: deck.skippedMedia, skippedNotes: deck.skippedNotes };
  } catch (err) {
    await Promise.all(written.map((key) => app.storage.remove(key).catch(() => {})));
    throw err;
  }
}

/** The name an image is exported under again: the deck's, else one from its bytes. */
function exportName(name: string, data: Buffer): string {
  if (/^[\w.\- ]{1,120}$/.test(name)) return name;
  return `${createHash('sha1').update(data).digest('hex').slice(0, 16)}${name.match(/\.[a-z0-9]{1,5}$/i)?.[0] ?? ''}`;
}
