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
      (s) => `I miei appunti di ${s.name} ricopiati in bella: concetti di base, metodo passo dopo passo ed errori tipici.`,
      (s) => `Appunti compatti di ${s.name}: l’essenziale in due pagine ed esercizi per metterti alla prova.`,
    ],
    headings: {
      overview: 'Di che cosa si tratta',
      terms: 'Concetti chiave',
      method: 'Passo dopo passo',
      pitfalls: 'Errori frequenti',
      exercises: 'Esercizi',
      summary: 'In sintesi',
    },
    overview: (t) =>
      `Questi appunti sono dedicati al tema «${t}». Compare spesso nelle verifiche perché unisce conoscenze di base e applicazione: chi padroneggia «${t}» sa risolvere anche esercizi che a prima vista sembrano nuovi. Le sezioni seguenti riassumono ciò che devi sapere e mostrano come affrontare gli esercizi.`,
    termsIntro: (t) =>
      `Prima di iniziare con gli esercizi, assicurati di saper spiegare con parole tue i concetti di base di «${t}» e di saper fare un esempio per ciascuno:`,
    termTopic: (t, s) =>
      `${t}: argomento centrale di ${s.name}; memorizza la definizione, un esempio tipico e una situazione in cui si applica.`,
    termRelated: [
      (r, t) => `${r}: si basa sugli stessi fondamenti di «${t}» e spesso viene chiesto insieme nelle verifiche.`,
      (r) => `${r}: utile per un confronto – somiglianze e differenze mostrano se hai davvero capito la materia.`,
      (r) => `${r}: argomento collegato importante; annota almeno due termini con la loro spiegazione.`,
    ],
    method: (t) => [
      'Leggi la consegna due volte e sottolinea i verbi chiave (elenca, spiega, valuta).',
      `Annota tutto ciò che sai già su «${t}»: termini, regole ed esempi visti in classe.`,
      'Prepara una breve scaletta: quali passaggi servono e in quale ordine?',
      'Svolgi con ordine e motiva ogni passaggio con il lessico specifico della materia.',
      'Controlla il risultato: risponde alla domanda? È completo e coerente?',
    ],
    pitfalls: (t) => [
      `L’errore più comune con «${t}» è imparare le definizioni a memoria senza saperle applicare. Nelle verifiche si chiede quasi sempre di trasferire ciò che si è imparato a un esempio nuovo.`,
      'Un altro errore classico è non leggere bene la consegna: se bisogna valutare e ti limiti a descrivere, perdi gran parte del punteggio. Dedica a ogni richiesta un paragrafo con una risposta chiara.',
    ],
    exercises: (t, r) => [
      `Spiega con parole tue che cosa si intende per «${t}» e fai un esempio.`,
      `Confronta «${t}» e «${r}»: indica due somiglianze e due differenze.`,
      `Crea una mappa concettuale con tutti i termini di «${t}» che conosci.`,
      'Inventa una domanda da verifica su questo tema e risolvila con un compagno di studio.',
      'Valuta: perché questo tema è importante per tutta la materia?',
    ],
    summary: (t, s) => [
      `«${t}» fa parte delle basi di ${s.name}. Contano tre cose: spiegare i concetti con sicurezza, applicare il metodo passo dopo passo ed evitare gli errori tipici.`,
      'Consiglio: ripassa questi appunti a intervalli crescenti – oggi, fra tre giorni e fra una settimana. Così i contenuti arrivano nella memoria a lungo termine prima della verifica.',
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
