/** Shapes of the seed's study content (per-language packs under server/seed/content/). */
import type { SubjectPhrases } from './revision-note';

export interface NoteSection {
  heading: string;
  paragraphs: string[];
  /** Bullet points after the paragraphs. */
  list?: string[];
  /** Start this section on a new page. */
  newPage?: boolean;
}

/** What a seeded PDF shows (its first heading is the know's title). */
export interface StudyNote {
  title: string;
  subtitle: string;
  /** The know's description (a subject's sheet never names its topic: the topic is only in the body). */
  description: string;
  author: string;
  /** BCP 47, for the PDF's /Lang. */
  language: string;
  footer: string;
  sections: NoteSection[];
}

/** Hand-written notes for editions without a catalogue (knows with subjectId null). */
export interface GeneralNote {
  title: string;
  description: string;
  /** The school subject, shown in the subtitle and footer, e.g. "Biología". */
  area: string;
  sections: NoteSection[];
}

export interface FlashcardDeck {
  /** Catalogue subject icon the deck belongs to (lib/config/catalogues), where there is a catalogue. */
  icon: 'biology' | 'history' | 'math' | 'geography' | 'chemistry' | 'physics';
  title: string;
  description: string;
  cards: readonly (readonly [front: string, back: string])[];
}

/** One language's content. */
export interface ContentPack {
  /** BCP 47 language tag of the PDFs. */
  language: string;
  /** Title, byline and description of a catalogue subject's revision sheet (languages with a catalogue). */
  subject?: SubjectPhrases;
  /** Editions without a catalogue only. */
  general?: { byline: (area: string, author: string) => string; notes: readonly GeneralNote[] };
  flashcardDecks: readonly FlashcardDeck[];
  /** Title of the edition's private know (a copy of the first deck). */
  privateTitle: (deckTitle: string) => string;
}
