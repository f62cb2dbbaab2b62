// Card images in the study modes (decision 0070), from a set saved offline (the IndexedDB copy's
// source, lib/offline/offline-images.ts): the flip card shows each side's images at their size
// with alt text, an image-only front shows its picture instead of the placeholder, Match tiles
// carry their pictures, and saving for offline keeps images only up to the bound.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlashcardStudy } from '@/components/flashcards/flashcard-study';
import { KnowFlashcardList } from '@/components/knows/know-flashcard-list';
import { CardImageSourceProvider } from '@/components/shared/card-side-images';
import { RoundSummary } from '@/components/study/learn/round-summary';
import { MatchGame } from '@/components/study/match/match-game';
import { TestResults } from '@/components/study/test/test-results';
import type { FlashcardImage } from '@/lib/contract/anki';
import { IMAGE_ONLY_TEXT } from '@/lib/contract/anki-constants';
import type { StudyCard } from '@/lib/contract/flashcards';
import { fetchOfflineImages, offlineImageSource } from '@/lib/offline/offline-images';
import type { OfflineSetRecord } from '@/lib/offline/offline-db';
import { createTestQueryClient, renderWithShell } from './render';

const KNOW = '7c0a4f5e-8a53-4a8f-9a39-9d1c1b7a0002';
const uuid = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;

const card = (n: number, front: string, back: string): StudyCard => ({
  uuid: uuid(n), knowUuid: KNOW, front, back, state: 0, due: new Date().toISOString(), reps: 0, lapses: 0,
});
const image = (n: number, cardN: number, side: 'front' | 'back', width: number, height: number): FlashcardImage => ({
  uuid: uuid(50 + n), flashcardUuid: uuid(cardN), side, width, height, url: `/api/v1/flashcard-images/${uuid(50 + n)}`,
});

const cards = [card(1, IMAGE_ONLY_TEXT, 'der Hund'), card(2, 'Katze', 'cat')];
const images = [image(1, 1, 'front', 640, 480), image(2, 2, 'back', 300, 600)];
const record = {
  userId: uuid(90), knowUuid: KNOW, savedAt: new Date().toISOString(), syncedAt: null,
  set: { knowUuid: KNOW, title: 'Tiere', contentLanguageCode: 'de', cards },
  images: images.map((i) => ({ image: i, blob: new Blob([new Uint8Array(100)], { type: 'image/png' }) })),
} satisfies OfflineSetRecord;

describe('card images in the study modes', () => {
  const created: Blob[] = [];
  beforeEach(() => {
    // jsdom has no object URLs; the blob each one is made from is what counts.
    URL.createObjectURL = vi.fn((b: Blob) => (created.push(b), `blob:${created.length}`));
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    created.length = 0;
  });

  it('flip cards: an image-only front shows its picture, named by its side; the back by its text', async () => {
    const user = userEvent.setup();
    await renderWithShell(
      <CardImageSourceProvider value={offlineImageSource(record)}>
        <FlashcardStudy cards={cards} onReview={async (c) => ({ card: c, nextDue: c.due })} onExit={vi.fn()} onStudyAgain={vi.fn()} />
      </CardImageSourceProvider>,
    );
    const front = document.querySelector('[data-side="front"]') as HTMLElement;
    const picture = await within(front).findByRole('img', { name: 'Picture on the front' });
    expect(picture).toHaveAttribute('src', 'blob:1');
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('loading', 'lazy');
    // Its box has the picture's aspect ratio before the bytes arrive (no layout shift).
    expect((picture.parentElement as HTMLElement).style.aspectRatio).toBe('640 / 480');
    expect(front).not.toHaveTextContent(IMAGE_ONLY_TEXT);

    await user.keyboard(' ');
    const back = document.querySelector('[data-side="back"]') as HTMLElement;
    expect(back).toHaveTextContent('der Hund');
    expect(within(back).queryByRole('img')).toBeNull();

    await user.keyboard('3');
    await waitFor(() => expect(document.querySelector('[data-side="front"]')).toHaveTextContent('Katze'));
    expect(within(document.querySelector('[data-side="front"]') as HTMLElement).queryByRole('img')).toBeNull();
    await user.keyboard(' ');
    const back2 = document.querySelector('[data-side="back"]') as HTMLElement;
    expect(await within(back2).findByRole('img', { name: 'cat' })).toHaveAttribute('height', '600');
  });

  it('Match: a tile shows its card side picture', async () => {
    const user = userEvent.setup();
    await renderWithShell(
      <CardImageSourceProvider value={offlineImageSource(record)}>
        <MatchGame
          knowUuid={KNOW}
          pairs={[
            { uuid: uuid(1), term: IMAGE_ONLY_TEXT, definition: 'der Hund' },
            { uuid: uuid(2), term: 'Katze', definition: 'cat' },
          ]}
          best={null}
          onFinish={vi.fn()}
          onPlayAgain={vi.fn()}
          order={(x) => x}
        />
      </CardImageSourceProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const grid = await screen.findByRole('group', { name: 'Terms and definitions' });
    const tiles = within(grid).getAllByRole('button');
    expect(await within(tiles[0]!).findByRole('img', { name: 'Picture on the front' })).toBeInTheDocument();
    expect(tiles[0]).not.toHaveTextContent(IMAGE_ONLY_TEXT);
    expect(await within(grid).findByRole('img', { name: 'cat' })).toBeInTheDocument();
  });

  it('a Learn round summary and test results name an image-only side as a picture, never show its placeholder', async () => {
    const { unmount } = await renderWithShell(
      <RoundSummary round={1} finished={false} mastered={[cards[0]!]} needsWork={[card(3, 'Maus', IMAGE_ONLY_TEXT)]} masteredTotal={1} total={2}
        onNext={vi.fn()} onRestart={vi.fn()} onExit={vi.fn()} />,
    );
    const mastered = screen.getByRole('list', { name: /mastered/i });
    expect(mastered).toHaveTextContent('Picture on the front der Hund');
    expect(screen.getByRole('list', { name: /work/i })).toHaveTextContent('Maus Picture on the back');
    expect(document.body).not.toHaveTextContent(IMAGE_ONLY_TEXT);
    unmount();

    const graded = { flashcardUuid: uuid(1), prompt: IMAGE_ONLY_TEXT, correctAnswer: IMAGE_ONLY_TEXT, matched: null, nextDue: new Date().toISOString() };
    await renderWithShell(
      <TestResults
        result={{
          score: 1,
          total: 2,
          answers: [
            { ...graded, type: 'written', answer: 'Hund', shown: null, verdict: 'incorrect' },
            { ...graded, flashcardUuid: uuid(2), type: 'trueFalse', answer: 'true', shown: IMAGE_ONLY_TEXT, verdict: 'correct' },
          ],
        }}
        onRetakeWrong={vi.fn()} onNewTest={vi.fn()} onExit={vi.fn()}
      />,
    );
    const mistakes = screen.getByRole('list', { name: /mistake/i });
    expect(mistakes).toHaveTextContent('Picture on the front');
    expect(mistakes).toHaveTextContent('Picture on the back');
    expect(document.body).not.toHaveTextContent(IMAGE_ONLY_TEXT);
  });

  it("a know page's card list shows an image-only side as its picture, and names it while there is none", async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['flashcards', 'sets', KNOW, 'images'], images);
    queryClient.setQueryData(['flashcards', 'images', images[0]!.uuid], 'blob:front');
    const list = [{ uuid: uuid(1), front: IMAGE_ONLY_TEXT, back: 'der Hund' }, { uuid: uuid(3), front: 'Maus', back: IMAGE_ONLY_TEXT }];
    await renderWithShell(<KnowFlashcardList cards={list} total={2} knowUuid={KNOW} />, { queryClient });
    expect(await screen.findByRole('img', { name: /front/i })).toHaveAttribute('src', 'blob:front');
    await user.click(screen.getAllByRole('button', { name: /show answer/i })[1]!);
    // Card 3's back has no picture: it is named, not shown as its placeholder.
    expect(screen.getByText('Picture on the back')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(IMAGE_ONLY_TEXT);
  });

  it('asks again for a list that failed (a request made while the session renewed its token)', async () => {
    const source = offlineImageSource(record);
    let calls = 0;
    const flaky = {
      ...source,
      id: 'flaky',
      list: async (knowUuid: string) => {
        calls++;
        if (calls === 1) throw new Error('404: not found for an anonymous request');
        return source.list(knowUuid);
      },
    };
    await renderWithShell(
      <CardImageSourceProvider value={flaky}>
        <FlashcardStudy cards={cards} onReview={async (c) => ({ card: c, nextDue: c.due })} onExit={vi.fn()} onStudyAgain={vi.fn()} />
      </CardImageSourceProvider>,
    );
    expect(await screen.findByRole('img', { name: 'Picture on the front' }, { timeout: 4000 })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('saving for offline keeps images in card order up to the byte bound', async () => {
    const list = [image(1, 1, 'front', 10, 10), image(2, 1, 'back', 10, 10), image(3, 2, 'front', 10, 10)];
    const get = vi.fn(async () => new Blob([new Uint8Array(400)]));
    const kept = await fetchOfflineImages(async () => list, get, 1000);
    expect(kept.map((k) => k.image.uuid)).toEqual([list[0]!.uuid, list[1]!.uuid]);
    // A failed image ends the list: the set is kept with the images before it.
    const failing = vi.fn(async (i: FlashcardImage) => {
      if (i.uuid === list[1]!.uuid) throw new Error('offline');
      return new Blob([new Uint8Array(10)]);
    });
    expect((await fetchOfflineImages(async () => list, failing, 1000)).map((k) => k.image.uuid)).toEqual([list[0]!.uuid]);
  });
});
