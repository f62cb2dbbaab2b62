/**
 * The few words a topic's seeded note and deck, and a subject's revision sheet, need around the
 * hand-written material (headings, the deck's title): per catalogue language, no sentences, so
 * nothing is repeated per topic.
 */
import type { CatalogueKey } from '@/lib/config/catalogues';

export interface TopicPhrases {
  explanation: string;
  keyPoints: string;
  keyTerms: string;
  /** Shown after the topic name in the flashcard set's title. */
  flashcards: string;
  /** A subject's revision sheet (content/revision-note.ts): both topics' key points. */
  summary: string;
  /** Its numbered definitions to name the term of. */
  selfTest: string;
  /** The terms, by number. */
  answers: string;
}

export const TOPIC_PHRASES: Record<CatalogueKey, TopicPhrases> = {
  de: { explanation: 'Erklärung', keyPoints: 'Das Wichtigste', keyTerms: 'Fachbegriffe', flashcards: 'Karteikarten', summary: 'Zusammenfassung', selfTest: 'Welcher Begriff ist gemeint?', answers: 'Lösungen' },
  es: { explanation: 'Explicación', keyPoints: 'Puntos clave', keyTerms: 'Conceptos clave', flashcards: 'tarjetas de estudio', summary: 'Resumen', selfTest: '¿Qué concepto es?', answers: 'Soluciones' },
  fr: { explanation: 'Explication', keyPoints: 'L’essentiel', keyTerms: 'Notions clés', flashcards: 'fiches de révision', summary: 'À retenir', selfTest: 'Quelle notion est définie ?', answers: 'Réponses' },
  gb: { explanation: 'Explanation', keyPoints: 'Key points', keyTerms: 'Key terms', flashcards: 'flashcards', summary: 'Summary', selfTest: 'Which term is it?', answers: 'Answers' },
  it: { explanation: 'Spiegazione', keyPoints: 'Punti chiave', keyTerms: 'Termini chiave', flashcards: 'flashcard', summary: 'In sintesi', selfTest: 'Quale termine è?', answers: 'Soluzioni' },
  pl: { explanation: 'Wyjaśnienie', keyPoints: 'Najważniejsze', keyTerms: 'Kluczowe pojęcia', flashcards: 'fiszki', summary: 'Podsumowanie', selfTest: 'Jakie to pojęcie?', answers: 'Odpowiedzi' },
  us: { explanation: 'Explanation', keyPoints: 'Key points', keyTerms: 'Key terms', flashcards: 'flashcards', summary: 'Summary', selfTest: 'Which term is it?', answers: 'Answers' },
};
