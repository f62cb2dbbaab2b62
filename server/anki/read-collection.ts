/**
 * The notes of an Anki collection (SQLite): legacy (`collection.anki2`, `collection.anki21`,
 * decks as JSON in `col.decks`) and schema 18 (`collection.anki21b`, a `decks` table). Each note
 * becomes one card: its first field is the front, its second the back; a cloze note's text is
 * both, the deletions hidden on the front. The deck most of the notes' cards are in names the set.
 */
import type { Database } from 'sql.js';
import { ANKI_LIMITS, KNOW_LIMITS } from '@/lib/contract/limits';
import { ankiRefusal } from './refusal';
import { clozeSides, fieldContent } from './field-text';
import { sqlite } from './sqlite';

export interface AnkiNote {
  front: string;
  back: string;
  frontImages: string[];
  backImages: string[];
}

export interface AnkiCollection {
  deckName: string;
  notes: AnkiNote[];
  /** Notes left out: an empty back, or a front with neither text nor image, once the HTML is gone. */
  skippedNotes: number;
}

const FIELD_SEPARATOR = '\x1f';
const CLOZE_MARK = /\{\{c\d+::/;

function rows(db: Database, sql: string): unknown[][] {
  const result = db.exec(sql);
  return result[0]?.values ?? [];
}

function deckNames(db: Database): Map<string, string> {
  const names = new Map<string, string>();
  const hasDeckTable = rows(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'decks'").length > 0;
  if (hasDeckTable) {
    for (const [id, name] of rows(db, 'SELECT id, name FROM decks')) names.set(String(id), String(name));
  }
  const [json] = rows(db, 'SELECT decks FROM col LIMIT 1')[0] ?? [];
  if (typeof json === 'string' && json.length > 2) {
    const decks = JSON.parse(json) as Record<string, { name?: unknown }>;
    for (const [id, deck] of Object.entries(decks)) if (typeof deck?.name === 'string') names.set(id, deck.name);
  }
  return names;
}

/** "Languages::French" (schema 18 separates with \x1f) → "Languages › French", within a title's length. */
function displayDeckName(name: string): string {
  const parts = name.split(/::|\x1f/).map((p) => p.trim()).filter(Boolean);
  const joined = parts.join(' › ') || 'Anki';
  return [...joined].slice(0, KNOW_LIMITS.titleMax).join('');
}

function toNote(fieldsText: string): AnkiNote {
  const fields = fieldsText.split(FIELD_SEPARATOR);
  const first = fields[0] ?? '';
  const sides = CLOZE_MARK.test(first)
    ? { front: clozeSides(first).front, back: [clozeSides(first).back, fields[1] ?? ''].join('<br>') }
    : { front: first, back: fields[1] ?? '' };
  const front = fieldContent(sides.front);
  const back = fieldContent(sides.back);
  return { front: front.text, back: back.text, frontImages: front.images, backImages: back.images };
}

const cut = (s: string) => [...s].slice(0, KNOW_LIMITS.flashcardTextMax).join('');

export async function readCollection(data: Buffer): Promise<AnkiCollection> {
  const SQL = await sqlite();
  let db: Database;
  try {
    db = new SQL.Database(data);
  } catch {
    throw ankiRefusal('CorruptCollection');
  }
  try {
    const [count] = rows(db, 'SELECT count(*) FROM notes')[0] ?? [0];
    if (Number(count) > ANKI_LIMITS.cardsMax) throw ankiRefusal('TooManyCards', { cardsMax: ANKI_LIMITS.cardsMax, found: Number(count) });
    const names = deckNames(db);
    // Each note's deck: the deck of its first card.
    const noteRows = rows(db, `
      SELECT n.id, n.flds, (SELECT c.did FROM cards c WHERE c.nid = n.id ORDER BY c.ord LIMIT 1) AS did
      FROM notes n ORDER BY n.id`);
    const perDeck = new Map<string, number>();
    const notes: AnkiNote[] = [];
    let skippedNotes = 0;
    for (const [, flds, did] of noteRows) {
      const note = toNote(String(flds ?? ''));
      // An image-only front stays (read-package.ts gives it a placeholder if an image is readable).
      if ((!note.front && note.frontImages.length === 0) || !note.back) {
        skippedNotes++;
        continue;
      }
      notes.push({ ...note, front: cut(note.front), back: cut(note.back) });
      if (did !== null && did !== undefined) perDeck.set(String(did), (perDeck.get(String(did)) ?? 0) + 1);
    }
    const mainDeck = [...perDeck.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const deckName = displayDeckName((mainDeck && names.get(mainDeck)) || 'Anki');
    return { deckName, notes, skippedNotes };
  } catch (err) {
    if (err instanceof Error && 'status' in err) throw err;
    // Not SQLite, a truncated file, or tables that are not Anki's.
    throw ankiRefusal('CorruptCollection');
  } finally {
    db.close();
  }
}
