/**
 * Card images survive edits (decision 0070), on both databases: PATCH /knows/{uuid} matches cards
 * by uuid, so changing text or the order keeps every image on its card; a deleted card takes its
 * images (rows, and files no other card shows); `imageUuids` removes single images. An Anki note
 * whose front is only an image imports as a studyable card with the placeholder text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { AnkiImportResult } from '@/lib/contract/anki';
import { IMAGE_ONLY_TEXT } from '@/lib/contract/anki-constants';
import type { KnowDetail } from '@/lib/api/know-types';
import { flashcardImages } from '@/server/db/schema';
import { readAnkiPackage } from '@/server/anki/read-package';
import { BACKENDS } from './support/server';
import { blockServer } from './support/block-server';
import { client, expectError } from './support/client';
import { pngImage, thirdPartyDeck } from '../support/anki-packages';

describe.each(BACKENDS)('Card images through edits and image-only fronts on %s', (backend) => {
  let owner: string;
  const red = pngImage(16, 10, '#aa2200');
  const blue = pngImage(12, 12, '#0022aa');
  const green = pngImage(10, 20, '#00aa22');

  const importDeck = async (cards: { front: string; back: string }[], media: { name: string; data: Buffer }[]) => {
    const form = new FormData();
    form.append('contentLanguageCode', 'de');
    form.append('subjectId', '1001');
    const pkg = await thirdPartyDeck({ deckName: 'Bilder', cards, media });
    form.append('file', new Blob([new Uint8Array(pkg)], { type: 'application/octet-stream' }), 'deck.apkg');
    const r = await c.call<AnkiImportResult>('POST', '/api/v1/flashcard-sets/anki-imports', { raw: form, token: owner });
    expect(r.status, r.text).toBe(201);
    return r.body;
  };
  const patch = (uuid: string, flashcards: unknown[]) =>
    c.call<KnowDetail>('PATCH', `/api/v1/knows/${uuid}`, { body: { flashcards }, token: owner });
  /** Each image row as [card uuid, side, file key], in card and side order. */
  const imagesOf = async (knowId: string) =>
    (
      await s.app.db
        .select()
        .from(flashcardImages)
        .where(eq(flashcardImages.knowId, knowId))
        .orderBy(asc(flashcardImages.flashcardId), asc(flashcardImages.side), asc(flashcardImages.position))
    ).map((i) => ({ id: i.id, card: i.flashcardId, side: i.side, key: i.storageKey }));
  const fileExists = async (key: string) => (await s.app.storage.get(key)) !== null;

  const s = blockServer(backend, { SEED_DEMO_DATA: 'false' }, 300_000);
  const c = client(s);
  beforeAll(async () => {
    owner = (await c.signedInUser({ country: 'DE' })).token;
  }, 300_000);

  it('keeps every image through a text edit and a reorder; a deleted card takes its images', async () => {
    const set = await importDeck(
      [
        { front: 'Hund', back: 'dog <img src="red.png">' },
        { front: 'Katze <img src="blue.png">', back: 'cat' },
        { front: 'Maus', back: 'mouse <img src="red.png"><img src="green.png">' },
      ],
      [
        { name: 'red.png', data: red },
        { name: 'blue.png', data: blue },
        { name: 'green.png', data: green },
      ],
    );
    const [dog, cat, mouse] = set.know.flashcards;
    const before = await imagesOf(set.know.uuid);
    expect(before).toHaveLength(4);

    // Text changed on one card, a new card added: the same image rows stay on the same cards.
    const edited = await patch(set.know.uuid, [
      { uuid: dog!.uuid, front: 'der Hund', back: 'the dog' },
      { uuid: cat!.uuid, front: cat!.front, back: cat!.back },
      { uuid: mouse!.uuid, front: mouse!.front, back: mouse!.back },
      { front: 'Vogel', back: 'bird' },
    ]);
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.flashcards.slice(0, 3).map((f) => f.uuid)).toEqual([dog!.uuid, cat!.uuid, mouse!.uuid]);
    expect(edited.body.flashcards[0]).toMatchObject({ front: 'der Hund', back: 'the dog' });
    expect(await imagesOf(set.know.uuid)).toEqual(before);

    // Reordered: matched by uuid, not position.
    const reordered = await patch(set.know.uuid, [
      { uuid: mouse!.uuid, front: mouse!.front, back: mouse!.back },
      { uuid: dog!.uuid, front: 'der Hund', back: 'the dog' },
      { uuid: cat!.uuid, front: cat!.front, back: cat!.back },
    ]);
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.flashcards.map((f) => [f.uuid, f.front])).toEqual([
      [mouse!.uuid, 'Maus'],
      [dog!.uuid, 'der Hund'],
      [cat!.uuid, 'Katze'],
    ]);
    expect(await imagesOf(set.know.uuid)).toEqual(before);
    const listed = await c.get<{ flashcardUuid: string }[]>(`/api/v1/flashcard-sets/${set.know.uuid}/images`, { token: owner });
    expect(listed.body.map((i) => i.flashcardUuid)).toEqual([mouse!.uuid, mouse!.uuid, dog!.uuid, cat!.uuid]);

    // The mouse card deleted: its two rows go; green's file (only the mouse showed it) goes,
    // red's file stays because the dog still shows it.
    const redKey = before.find((i) => i.card === dog!.uuid)!.key;
    const greenKey = before.find((i) => i.card === mouse!.uuid && i.key !== redKey)!.key;
    const deleted = await patch(set.know.uuid, [
      { uuid: dog!.uuid, front: 'der Hund', back: 'the dog' },
      { uuid: cat!.uuid, front: cat!.front, back: cat!.back },
    ]);
    expect(deleted.status, deleted.text).toBe(200);
    expect(await imagesOf(set.know.uuid)).toEqual(before.filter((i) => i.card !== mouse!.uuid));
    expect(await fileExists(redKey)).toBe(true);
    expect(await fileExists(greenKey)).toBe(false);
  }, 180_000);

  it('removes only the images a card no longer lists; a card sent without its uuid is the stored card with its text, or new', async () => {
    const set = await importDeck(
      [
        { front: 'eins', back: 'one <img src="red.png"><img src="blue.png">' },
        { front: 'zwei <img src="green.png">', back: 'two' },
      ],
      [
        { name: 'red.png', data: red },
        { name: 'blue.png', data: blue },
        { name: 'green.png', data: green },
      ],
    );
    const [one, two] = set.know.flashcards;
    const before = await imagesOf(set.know.uuid);
    const [keep, drop] = before.filter((i) => i.card === one!.uuid);
    const r = await patch(set.know.uuid, [
      { uuid: one!.uuid, front: 'eins', back: 'one', imageUuids: [keep!.id] },
      { uuid: two!.uuid, front: 'zwei', back: 'two' },
    ]);
    expect(r.status, r.text).toBe(200);
    expect((await imagesOf(set.know.uuid)).map((i) => i.id).sort()).toEqual(before.filter((i) => i.id !== drop!.id).map((i) => i.id).sort());
    expect(await fileExists(drop!.key)).toBe(false);
    expect(await fileExists(keep!.key)).toBe(true);

    // Each card once.
    const twice = expectError(await patch(set.know.uuid, [
      { uuid: one!.uuid, front: 'a', back: 'b' },
      { uuid: one!.uuid, front: 'c', back: 'd' },
    ]), 400, 'FormValidationError');
    expect(twice.data.fields).toHaveProperty('flashcards');

    // Without uuids (a page loaded before cards had them, a script): a card whose text is a stored
    // card's is that card, with its progress and images; other text is a new card; a stored card
    // not sent goes with its images.
    const legacy = await patch(set.know.uuid, [{ front: 'drei', back: 'three' }, { front: 'eins', back: 'one' }]);
    expect(legacy.status, legacy.text).toBe(200);
    expect(legacy.body.flashcards.map((f) => f.front)).toEqual(['drei', 'eins']);
    expect(legacy.body.flashcards[1]!.uuid).toBe(one!.uuid);
    expect([one!.uuid, two!.uuid]).not.toContain(legacy.body.flashcards[0]!.uuid);
    expect((await imagesOf(set.know.uuid)).map((i) => i.id)).toEqual([keep!.id]);
    expect(await fileExists(keep!.key)).toBe(true);
    for (const image of before.filter((i) => i.card === two!.uuid)) expect(await fileExists(image.key)).toBe(false);
  }, 180_000);

  it('imports a note whose front is only an image as a card with the placeholder text and that image', async () => {
    const set = await importDeck(
      [
        { front: '<img src="red.png">', back: 'rot' },
        { front: '<div><img src="missing.png"></div>', back: 'fehlt' },
        { front: 'blau', back: 'blue' },
      ],
      [{ name: 'red.png', data: red }],
    );
    // The note whose only image is not in the package has nothing to show on its front.
    expect(set).toMatchObject({ cardCount: 2, imageCount: 1, skippedNotes: 1 });
    expect(set.know.flashcards.map((f) => [f.front, f.back])).toEqual([
      [IMAGE_ONLY_TEXT, 'rot'],
      ['blau', 'blue'],
    ]);
    expect(await imagesOf(set.know.uuid)).toMatchObject([{ card: set.know.flashcards[0]!.uuid, side: 'front' }]);

    // The card is a card like any other: it can be edited with its placeholder kept, and studied.
    const study = await c.get<{ cards: { uuid: string; front: string }[] }>(`/api/v1/flashcard-sets/${set.know.uuid}`, { token: owner });
    expect(study.body.cards[0]).toMatchObject({ uuid: set.know.flashcards[0]!.uuid, front: IMAGE_ONLY_TEXT });
    const edit = await patch(set.know.uuid, set.know.flashcards.map((f) => ({ uuid: f.uuid, front: f.front, back: `${f.back}!` })));
    expect(edit.status, edit.text).toBe(200);
    expect(await imagesOf(set.know.uuid)).toHaveLength(1);

    // Exported, the front is the image alone again (no placeholder in Anki), and reads back as before.
    const res = await fetch(`${s.url}/api/v1/flashcard-sets/${set.know.uuid}/anki-export`, {
      headers: { 'X-Platform': 'web', 'X-Device-Id': 'test-device-0001', Authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(200);
    const read = await readAnkiPackage(Buffer.from(await res.arrayBuffer()));
    expect(read.cards.map((card) => [card.front, card.back, card.images.map((i) => i.side)])).toEqual([
      [IMAGE_ONLY_TEXT, 'rot!', ['front']],
      ['blau', 'blue!', []],
    ]);
  }, 180_000);
});
