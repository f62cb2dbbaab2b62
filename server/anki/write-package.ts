/**
 * A flashcard set as an Anki package (.apkg, decision 0070): a legacy collection (schema 11, what
 * every Anki imports) with one Basic note per card in a deck named after the set, the cards' images
 * as media (`media` maps zip entries "0", "1", … to file names). Card text is escaped into the
 * fields and its line breaks become <br>. Note guids come from the cards' uuids, so a set exported
 * again updates the notes Anki already has (it matches by guid) instead of adding copies.
 */
import { createHash } from 'node:crypto';
import yazl from 'yazl';
import { IMAGE_ONLY_TEXT, type FlashcardImageSide } from '@/lib/contract/anki-constants';
import { COLLECTION_SCHEMA, DECK_OPTIONS, SCHEMA_VERSION, basicModel, deck } from './collection-schema';
import { sqlite } from './sqlite';

export interface ExportCard {
  uuid: string;
  front: string;
  back: string;
  images: { side: FlashcardImageSide; name: string }[];
}

export interface ExportMedia {
  name: string;
  data: Buffer;
}

const FIELD_SEPARATOR = '\x1f';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function field(text: string, images: string[]): string {
  // An image-only side is only its image in Anki, as it came (IMAGE_ONLY_TEXT is our stand-in).
  const shown = text === IMAGE_ONLY_TEXT && images.length > 0 ? '' : text;
  const html = escapeHtml(shown).replace(/\r?\n/g, '<br>');
  return [html, ...images.map((name) => `<img src="${escapeHtml(name)}">`)].filter(Boolean).join('<br>');
}

/** Anki's note checksum: the first 8 hex digits of the SHA-1 of the sort field's text. */
const checksum = (text: string) => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** A stable 52-bit id (Anki ids are millisecond-like integers) from a uuid. */
const idOf = (uuid: string, salt: string) =>
  Number(BigInt('0x' + createHash('sha1').update(salt + uuid).digest('hex').slice(0, 13)) % 9_000_000_000_000n) + 1_000_000_000_000;

const guidOf = (uuid: string) => Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url').slice(0, 10);

export async function writeAnkiPackage(input: { setUuid: string; title: string; cards: ExportCard[]; media: ExportMedia[]; now?: Date }): Promise<Buffer> {
  const SQL = await sqlite();
  const db = new SQL.Database();
  try {
    const now = input.now ?? new Date();
    const seconds = Math.floor(now.getTime() / 1000);
    const deckId = idOf(input.setUuid, 'deck');
    const modelId = idOf(input.setUuid, 'model');
    const noteBase = idOf(input.setUuid, 'notes');
    const cardBase = idOf(input.setUuid, 'cards');
    db.run(COLLECTION_SCHEMA);
    const decks = { 1: deck(1, 'Default', seconds), [deckId]: deck(deckId, input.title, seconds) };
    const conf = { activeDecks: [deckId], curDeck: deckId, curModel: String(modelId), nextPos: input.cards.length + 1, sortType: 'noteFld', sortBackwards: false, addToCur: true, newSpread: 0, collapseTime: 1200, timeLim: 0, estTimes: true, dueCounts: true };
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      seconds, now.getTime(), now.getTime(), SCHEMA_VERSION, JSON.stringify(conf),
      JSON.stringify({ [modelId]: basicModel(modelId, deckId, seconds) }), JSON.stringify(decks), JSON.stringify(DECK_OPTIONS), '{}',
    ]);
    const note = db.prepare('INSERT INTO notes VALUES (?, ?, ?, ?, -1, \'\', ?, ?, ?, 0, \'\')');
    const card = db.prepare('INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, \'\')');
    input.cards.forEach((c, position) => {
      // Ids in the set's order (readers list notes by id); Anki matches notes by guid, not id.
      const noteId = noteBase + position;
      const names = (side: FlashcardImageSide) => c.images.filter((i) => i.side === side).map((i) => i.name);
      const front = field(c.front, names('front'));
      const back = field(c.back, names('back'));
      note.run([noteId, guidOf(c.uuid), modelId, seconds, front + FIELD_SEPARATOR + back, c.front, checksum(c.front)]);
      // New cards are shown in the set's order (`due` is the position for new cards).
      card.run([cardBase + position, noteId, deckId, seconds, position + 1]);
    });
    note.free();
    card.free();
    const collection = Buffer.from(db.export());

    const zip = new yazl.ZipFile();
    zip.addBuffer(collection, 'collection.anki2', { mtime: now });
    const map: Record<string, string> = {};
    input.media.forEach((m, i) => {
      map[String(i)] = m.name;
      // Images are compressed already.
      zip.addBuffer(m.data, String(i), { mtime: now, compress: false });
    });
    zip.addBuffer(Buffer.from(JSON.stringify(map)), 'media', { mtime: now });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  } finally {
    db.close();
  }
}
