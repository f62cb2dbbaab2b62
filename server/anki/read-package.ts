/**
 * An Anki package (.apkg) read into cards and images, or refused (decision 0070). Reading writes
 * nothing: the caller stores the result in one transaction. The newest collection in the package
 * is read (anki21b, then anki21, then anki2: newer Anki writes a stub "please update" deck in the
 * older names beside the real one).
 */
import { ANKI_LIMITS } from '@/lib/contract/limits';
import { IMAGE_ONLY_TEXT, type FlashcardImageSide } from '@/lib/contract/anki-constants';
import { sniffImageType, type ImageType } from '../files/image';
import { imageDimensions } from '../files/image-dimensions';
import { openPackageZip, type PackageZip } from './package-zip';
import { isZstd, parseMediaMap, unzstd } from './media-map';
import { readCollection } from './read-collection';
import { ankiRefusal } from './refusal';

const COLLECTIONS = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
/** Pixels per side: larger is a decompression bomb for whoever decodes it (a browser too). */
const IMAGE_SIDE_MAX = 10_000;

export interface PackageImage {
  /** The media file name as the deck wrote it. */
  name: string;
  data: Buffer;
  contentType: ImageType;
  width: number;
  height: number;
}

export interface PackageCard {
  front: string;
  back: string;
  /** Indexes into `images`, in the order the field showed them. */
  images: { side: FlashcardImageSide; image: number }[];
}

export interface AnkiPackage {
  deckName: string;
  cards: PackageCard[];
  images: PackageImage[];
  skippedMedia: number;
  skippedNotes: number;
}

/** An <img src> as the media name it means: Anki writes names raw, some tools percent-encode them. */
function mediaNameCandidates(src: string): string[] {
  const names = [src];
  try {
    const decoded = decodeURIComponent(src);
    if (decoded !== src) names.push(decoded);
  } catch {
    // not percent-encoding: the raw name only
  }
  return names;
}

async function readImage(zip: PackageZip, entry: string, name: string): Promise<PackageImage | null> {
  if (!zip.has(entry)) return null;
  let data = await zip.read(entry, ANKI_LIMITS.imageBytesMax);
  if (isZstd(data)) data = unzstd(data, ANKI_LIMITS.imageBytesMax);
  const contentType = sniffImageType(data);
  if (!contentType) return null;
  const size = imageDimensions(data, contentType);
  if (!size || size.width < 1 || size.height < 1 || size.width > IMAGE_SIDE_MAX || size.height > IMAGE_SIDE_MAX) return null;
  return { name, data, contentType, ...size };
}

export async function readAnkiPackage(source: string | Buffer): Promise<AnkiPackage> {
  const zip = await openPackageZip(source);
  try {
    const collectionName = COLLECTIONS.find((name) => zip.has(name));
    if (!collectionName) throw ankiRefusal('NoCollection');
    let collectionData = await zip.read(collectionName, ANKI_LIMITS.collectionBytesMax);
    if (isZstd(collectionData)) collectionData = unzstd(collectionData, ANKI_LIMITS.collectionBytesMax);
    const media = parseMediaMap(zip.has('media') ? await zip.read('media', ANKI_LIMITS.imageBytesMax) : null, ANKI_LIMITS.imageBytesMax);
    const collection = await readCollection(collectionData);
    if (collection.notes.length === 0) throw ankiRefusal('NoCards');

    const images: PackageImage[] = [];
    const byName = new Map<string, number | null>();
    const imageIndex = async (src: string): Promise<number | null> => {
      const name = mediaNameCandidates(src).find((n) => media.has(n));
      if (!name) return null;
      if (byName.has(name)) return byName.get(name)!;
      const image = images.length < ANKI_LIMITS.imagesMax ? await readImage(zip, media.get(name)!, name) : null;
      byName.set(name, image ? images.push(image) - 1 : null);
      return byName.get(name)!;
    };
    const cards: PackageCard[] = [];
    let skippedNotes = collection.skippedNotes;
    for (const note of collection.notes) {
      const card: PackageCard = { front: note.front, back: note.back, images: [] };
      for (const [side, srcs] of [['front', note.frontImages], ['back', note.backImages]] as const) {
        for (const src of srcs) {
          const image = await imageIndex(src);
          if (image !== null) card.images.push({ side, image });
        }
      }
      if (!card.front) {
        // An image-only front: studyable by its image, with the placeholder as its text.
        if (!card.images.some((i) => i.side === 'front')) {
          skippedNotes++;
          continue;
        }
        card.front = IMAGE_ONLY_TEXT;
      }
      cards.push(card);
    }
    if (cards.length === 0) throw ankiRefusal('NoCards');
    return {
      deckName: collection.deckName,
      cards,
      images,
      skippedMedia: media.size - images.length,
      skippedNotes,
    };
  } finally {
    zip.close();
  }
}
