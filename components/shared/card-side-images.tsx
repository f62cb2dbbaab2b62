/**
 * A card side's images in the study modes (flip cards, Learn, Test, Match; decision 0070). The
 * set's image list is read once per set and page; each image is fetched with the client headers
 * (the API wants them) when its side is shown, kept as an object URL for the next time, and drawn
 * in a box of its own aspect ratio, so nothing moves when it arrives. Offline study reads the
 * same from IndexedDB through `CardImageSourceProvider`.
 *
 * Alt text is the side's text (what the image illustrates), else "Picture on the front/back":
 * a deck says nothing else about its images.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import type { FlashcardImage } from '@/lib/contract/anki';
import { IMAGE_ONLY_TEXT, type FlashcardImageSide } from '@/lib/contract/anki-constants';
import type { CardImageSource } from '@/lib/study/card-image-source';
import { imageFrame } from './image-frame';

const api = () => import('@/lib/api/anki');
const apiSource: CardImageSource = {
  id: 'api',
  list: async (knowUuid) => (await api()).listSetImages(knowUuid),
  blob: async (image) => (await api()).getFlashcardImage(image.url),
};
const SourceContext = createContext<CardImageSource>(apiSource);
export const CardImageSourceProvider = SourceContext.Provider;

const lists = new Map<string, Promise<FlashcardImage[]>>();
/** Object URLs of the images shown last; older ones are let go (a long session sees hundreds). */
const urls = new Map<string, Promise<string>>();
const URLS_KEPT = 40;

/**
 * A read tried again twice (after 1 s and 3 s): a study page may ask before the session's token
 * is renewed, and a private set is then not found (404) for that one request.
 */
async function retried<T>(read: () => Promise<T>): Promise<T> {
  for (const wait of [1000, 3000]) {
    try {
      return await read();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
  return read();
}

function listOf(source: CardImageSource, knowUuid: string): Promise<FlashcardImage[]> {
  const key = `${source.id}:${knowUuid}`;
  let list = lists.get(key);
  if (!list) {
    // A failed list is no images (the text still studies) and is asked again next time.
    list = retried(() => source.list(knowUuid)).catch(() => {
      lists.delete(key);
      return [];
    });
    lists.set(key, list);
  }
  return list;
}

function urlOf(source: CardImageSource, image: FlashcardImage): Promise<string> {
  const key = `${source.id}:${image.uuid}`;
  let url = urls.get(key);
  if (url) {
    urls.delete(key);
    urls.set(key, url);
    return url;
  }
  url = retried(() => source.blob(image)).then((b) => URL.createObjectURL(b));
  url.catch(() => urls.delete(key));
  urls.set(key, url);
  while (urls.size > URLS_KEPT) {
    const [oldest, old] = urls.entries().next().value!;
    urls.delete(oldest);
    void old.then((u) => setTimeout(() => URL.revokeObjectURL(u), 5_000), () => undefined);
  }
  return url;
}

/** The images of every card of a set, by card uuid; `loaded` once the list is known. */
export function useStudyImages(knowUuid: string | null | undefined): { byCard: Map<string, FlashcardImage[]>; loaded: boolean } {
  const source = useContext(SourceContext);
  const [state, setState] = useState<{ key: string; list: FlashcardImage[] } | null>(null);
  const key = knowUuid ? `${source.id}:${knowUuid}` : '';
  useEffect(() => {
    if (!knowUuid) return;
    let alive = true;
    void listOf(source, knowUuid).then((list) => alive && setState({ key: `${source.id}:${knowUuid}`, list }));
    return () => {
      alive = false;
    };
  }, [source, knowUuid]);
  const byCard = new Map<string, FlashcardImage[]>();
  const current = state && state.key === key ? state.list : null;
  for (const image of current ?? []) byCard.set(image.flashcardUuid, [...(byCard.get(image.flashcardUuid) ?? []), image]);
  return { byCard, loaded: !knowUuid || current !== null };
}

/**
 * What a side shows: its images and its text. The placeholder text of an image-only side
 * (IMAGE_ONLY_TEXT) is not shown beside its image, nor while the list loads.
 */
export function useCardSide(knowUuid: string | null | undefined, cardUuid: string, side: FlashcardImageSide, text: string) {
  const { byCard, loaded } = useStudyImages(knowUuid);
  const images = (byCard.get(cardUuid) ?? []).filter((i) => i.side === side);
  const placeholder = text === IMAGE_ONLY_TEXT;
  return { images, text: placeholder && (images.length > 0 || !loaded) ? '' : text, placeholder };
}

function StudyImage({ image, alt, maxHeight }: { image: FlashcardImage; alt: string; maxHeight: string }) {
  const source = useContext(SourceContext);
  const [src, setSrc] = useState<{ uuid: string; url: string } | null>(null);
  useEffect(() => {
    let alive = true;
    urlOf(source, image).then(
      (url) => alive && setSrc({ uuid: image.uuid, url }),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [source, image]);
  const ratio = image.width / image.height;
  return (
    // The box has the image's size before the bytes arrive: no layout shift.
    <Frame style={{ aspectRatio: `${image.width} / ${image.height}`, width: `min(100%, ${image.width}px, calc(${maxHeight} * ${ratio}))` }}>
      {src?.uuid === image.uuid && (
        <img src={src.url} alt={alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      )}
    </Frame>
  );
}

const ALT_MAX = 150;

/** A side's images, or nothing. `text` is the side's own text (the alt text when there is one). */
export function CardSideImages({
  images,
  side,
  text,
  size = 'large',
}: {
  images: FlashcardImage[];
  side: FlashcardImageSide;
  text: string;
  /** large: a card's face; small: a tile or an answer option. */
  size?: 'large' | 'small';
}) {
  const { t } = useTranslation('common');
  if (images.length === 0) return null;
  const own = text.trim() && text !== IMAGE_ONLY_TEXT ? [...text.trim()].slice(0, ALT_MAX).join('') : '';
  const alt = own || t(side === 'front' ? 'cardImage.front' : 'cardImage.back');
  return (
    <Images data-testid="card-side-images" $size={size}>
      {images.map((image) => (
        <StudyImage key={image.uuid} image={image} alt={alt} maxHeight={size === 'small' ? '72px' : 'min(36vh, 320px)'} />
      ))}
    </Images>
  );
}

/**
 * A side's text where its images are not shown (a round's summary, a test's results): an
 * image-only side is named as a picture, never shown as its placeholder.
 */
export function SideText({ side, text }: { side: FlashcardImageSide; text: string }) {
  const sideText = useSideText();
  return <>{sideText(side, text)}</>;
}

/** SideText as a string (an announcement, a label). */
export function useSideText() {
  const { t } = useTranslation('common');
  return (side: FlashcardImageSide, text: string) => (text === IMAGE_ONLY_TEXT ? t(side === 'front' ? 'cardImage.front' : 'cardImage.back') : text);
}

/** A side as the study modes show it: its images, then its text (rendered by the mode). */
export function CardSide({
  knowUuid,
  cardUuid,
  side,
  text,
  size,
  children,
}: {
  knowUuid: string | null | undefined;
  cardUuid: string;
  side: FlashcardImageSide;
  text: string;
  size?: 'large' | 'small';
  /** The text as the mode shows it; not called when an image-only side has no text to show. */
  children: (text: string) => ReactNode;
}) {
  const shown = useCardSide(knowUuid, cardUuid, side, text);
  return (
    <>
      <CardSideImages images={shown.images} side={side} text={text} size={size} />
      {shown.text && children(shown.text)}
    </>
  );
}

// Spans: a side may be shown inside a button (Match) or a label (Test).
const Images = styled.span<{ $size: 'large' | 'small' }>`
  display: flex; flex-wrap: wrap; justify-content: center; gap: 8px;
  margin: ${({ $size }) => ($size === 'small' ? '0 0 6px' : '4px 0 12px')};
`;
const Frame = styled.span`
  display: block;
  max-width: 100%;
  ${imageFrame};
`;
