/**
 * Images on a set's cards (decision 0070: imported from Anki). The list loads once per set and
 * only when the set has cards; each image is fetched with the client headers (the API wants them)
 * and shown through an object URL, at its own aspect ratio so the page does not jump.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { styled } from 'next-yak';
import type { FlashcardImage } from '@/lib/contract/anki';
import type { FlashcardImageSide } from '@/lib/contract/anki-constants';
import { imageFrame } from '@/components/shared/image-frame';

const anki = () => import('@/lib/api/anki');

/** The set's images by card uuid; empty while loading, for sets without images, or on failure. */
export function useSetImages(knowUuid: string | null): Map<string, FlashcardImage[]> {
  const query = useQuery({
    queryKey: ['flashcards', 'sets', knowUuid, 'images'],
    queryFn: async () => (await anki()).listSetImages(knowUuid!),
    enabled: !!knowUuid,
    staleTime: 5 * 60_000,
  });
  const byCard = new Map<string, FlashcardImage[]>();
  for (const image of query.data ?? []) byCard.set(image.flashcardUuid, [...(byCard.get(image.flashcardUuid) ?? []), image]);
  return byCard;
}

export function CardImage({ image, alt }: { image: FlashcardImage; alt: string }) {
  const src = useQuery({
    queryKey: ['flashcards', 'images', image.uuid],
    queryFn: async () => URL.createObjectURL(await (await anki()).getFlashcardImage(image.url)),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
  return (
    <Frame style={{ aspectRatio: `${image.width} / ${image.height}`, maxWidth: Math.min(image.width, 480) }}>
      {src.data && <img src={src.data} alt={alt} width={image.width} height={image.height} />}
    </Frame>
  );
}

export function CardImages({ images, side, number }: { images: FlashcardImage[] | undefined; side: FlashcardImageSide; number: number }) {
  const { t } = useTranslation('knows');
  const shown = (images ?? []).filter((i) => i.side === side);
  if (shown.length === 0) return null;
  return (
    <Images>
      {shown.map((image, i) => (
        <CardImage key={image.uuid} image={image} alt={t(side === 'front' ? 'cards.imageFront' : 'cards.imageBack', { number, index: i + 1 })} />
      ))}
    </Images>
  );
}

const Images = styled.div`
  display: flex; flex-wrap: wrap; gap: 8px;
  margin: 0 0 10px;
`;
const Frame = styled.div`
  width: 100%;
  ${imageFrame};
`;
