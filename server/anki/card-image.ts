/**
 * A card's image as an HTTP answer, to whoever can see its set (decision 0070). The type is the
 * one sniffed on import (PNG, JPEG or WebP, never SVG or HTML), sent with nosniff and a sandbox
 * policy, inline: a hostile file can only ever be shown as an image.
 */
import { asc, eq } from 'drizzle-orm';
import type { FlashcardImage } from '@/lib/contract/anki';
import { flashcardImagePath } from '@/lib/contract/anki-constants';
import { isUuid } from '@/lib/uuid';
import type { AppContext } from '../app-context';
import type { AuthUser } from '../auth/authenticate';
import { flashcardImages, flashcards } from '../db/schema';
import { fileReply, storedBytes } from '../http/file-reply';
import { notFound } from '../errors';
import { MOUNT_PREFIX, type Reply, type RequestInfo } from '../http/route';
import { visibleKnow } from '../knows/service';

export async function flashcardImage(
  app: Pick<AppContext, 'db' | 'storage'>,
  req: Pick<RequestInfo, 'headers'>,
  imageId: string,
  viewer: AuthUser | null,
): Promise<Reply> {
  if (!isUuid(imageId)) throw notFound('Image not found.');
  const [image] = await app.db.select().from(flashcardImages).where(eq(flashcardImages.id, imageId.toLowerCase()));
  if (!image) throw notFound('Image not found.');
  // 404 as the set would be: a private set's images do not exist for others.
  const know = await visibleKnow(app, image.knowId, viewer).catch(() => null);
  if (!know) throw notFound('Image not found.');
  return fileReply(req, {
    contentType: image.contentType,
    etag: `"${image.id}"`,
    lastModified: image.createdAt,
    headers: {
      'Cache-Control': know.isPrivate || know.status !== 'PUBLISHED' ? 'private, no-cache' : 'public, max-age=3600',
      Vary: 'Authorization',
      'Content-Disposition': 'inline',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
    read: storedBytes(app.storage, image.storageKey),
  });
}

/** The images of a set's cards, in card and side order, for whoever can see the set. */
export async function setImages(app: Pick<AppContext, 'db'>, knowUuid: string, viewer: AuthUser | null): Promise<FlashcardImage[]> {
  const know = await visibleKnow(app, knowUuid, viewer);
  const rows = await app.db
    .select({ image: flashcardImages, cardPosition: flashcards.position })
    .from(flashcardImages)
    .innerJoin(flashcards, eq(flashcards.id, flashcardImages.flashcardId))
    .where(eq(flashcardImages.knowId, know.id))
    .orderBy(asc(flashcards.position), asc(flashcardImages.side), asc(flashcardImages.position));
  return rows.map(({ image }) => ({
    uuid: image.id,
    flashcardUuid: image.flashcardId,
    side: image.side === 'back' ? 'back' : 'front',
    width: image.width,
    height: image.height,
    url: `${MOUNT_PREFIX.v1}${flashcardImagePath(image.id)}`,
  }));
}
