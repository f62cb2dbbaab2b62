/** Italian study notes and flashcards (IT). */
import type { ContentPack } from './types';

export const it: ContentPack = {
  language: 'it',
  subject: {
    titles: [
      (s) => `${s.name}: appunti per la prossima verifica`,
      (s) => `${s.name} in breve – riassunto ed esercizi`,
      (s) => `${s.name}: tutto l’essenziale a colpo d’occhio`,
      (s) => `Schema di ${s.name}: concetti chiave ed esercizi`,
    ],
    subtitle: (s, author) => `${s.secondLabel} · ${author} · Liceo`,
    descriptions: [
      (s) => `Un riassunto chiaro di ${s.name} con definizioni, esempi e domande di ripasso, ideale prima di una verifica.`,
      (s) => `I miei appunti di ${s.name} ricopiati in bella: due argomenti spiegati con esempi, i punti chiave riassunti e i termini per metterti alla prova.`,
      (s) => `Appunti compatti di ${s.name}: l’essenziale in due pagine ed esercizi per metterti alla prova.`,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'La cellula: flashcard di ripasso',
      description: 'Gli organuli cellulari e le loro funzioni.',
      cards: [
        ['Nucleo', 'Contiene il DNA e controlla le attività della cellula.'],
        ['Mitocondrio', 'Sede della respirazione cellulare; produce ATP.'],
        ['Cloroplasto', 'Organulo delle cellule vegetali in cui avviene la fotosintesi.'],
        ['Ribosoma', 'Sintetizza le proteine a partire dagli amminoacidi.'],
        ['Membrana plasmatica', 'Delimita la cellula e regola gli scambi con l’esterno.'],
        ['Parete cellulare', 'Rivestimento rigido di cellulosa delle cellule vegetali.'],
        ['Vacuolo', 'Immagazzina acqua e sostanze di riserva.'],
        ['Apparato di Golgi', 'Modifica, impacchetta e smista le proteine.'],
        ['Cellula procariote', 'Cellula priva di nucleo, come i batteri.'],
      ],
    },
    {
      icon: 'history',
      title: 'Date fondamentali della storia d’Italia',
      description: 'Le date da sapere per interrogazioni e maturità.',
      cards: [
        ['476', 'Caduta dell’Impero romano d’Occidente.'],
        ['1492', 'Cristoforo Colombo arriva in America.'],
        ['1848', 'Prima guerra d’indipendenza e Statuto Albertino.'],
        ['1861', 'Proclamazione del Regno d’Italia.'],
        ['1870', 'Presa di Roma, che diventa capitale.'],
        ['1915', 'L’Italia entra nella Prima guerra mondiale.'],
        ['1922', 'Marcia su Roma e inizio del fascismo.'],
        ['1946', 'Referendum: nasce la Repubblica italiana.'],
        ['1948', 'Entra in vigore la Costituzione italiana.'],
        ['1957', 'Trattati di Roma e nascita della Comunità economica europea.'],
      ],
    },
  ],
  privateTitle: (title) => `Solo per me: ${title}`,
};
