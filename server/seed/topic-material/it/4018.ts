/** Educazione civica (it catalogue subject 4018): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  costituzione: {
    explanation: [
      "La Costituzione è la legge fondamentale della Repubblica italiana, approvata dall’Assemblea costituente il 22 dicembre 1947 ed entrata in vigore il 1° gennaio 1948. Nasce dall’incontro tra le culture politiche cattolica, socialista, comunista e liberale che avevano partecipato alla Resistenza.",
      "I principi fondamentali affermano che l’Italia è una Repubblica democratica fondata sul lavoro e che la sovranità appartiene al popolo (art. 1), riconoscono i diritti inviolabili dell’uomo (art. 2) e l’uguaglianza di tutti davanti alla legge senza distinzioni di sesso, razza, lingua, religione e opinioni politiche (art. 3). L’articolo 9 tutela il paesaggio, l’ambiente e la biodiversità.",
    ],
    keyPoints: [
      "La Costituzione è rigida e si modifica con la procedura dell’art. 138.",
      "L’art. 34 stabilisce che la scuola è aperta a tutti.",
      "L’ambiente è stato inserito negli articoli 9 e 41 nel 2022.",
    ],
    cards: [
      ["Articolo 1", "L’Italia è una Repubblica democratica fondata sul lavoro."],
      ["Articolo 2", "Riconoscimento dei diritti inviolabili e dei doveri di solidarietà."],
      ["Uguaglianza sostanziale", "Compito della Repubblica di rimuovere gli ostacoli economici e sociali."],
      ["1° gennaio 1948", "Entrata in vigore della Costituzione."],
    ],
  },
  "istituzioni-dello-stato": {
    explanation: [
      "Le istituzioni della Repubblica si basano sulla separazione dei poteri. Il Parlamento, formato da Camera dei deputati (400 membri) e Senato (200 membri elettivi) dopo la riforma del 2020, esercita il potere legislativo e dà la fiducia al Governo.",
      "Il Governo, composto dal Presidente del Consiglio e dai ministri, esercita il potere esecutivo. La Magistratura è indipendente e amministra la giustizia. Il Presidente della Repubblica, eletto dal Parlamento in seduta comune per sette anni, rappresenta l’unità nazionale, promulga le leggi e nomina il Presidente del Consiglio. La Corte costituzionale controlla la legittimità delle leggi.",
    ],
    keyPoints: [
      "Il bicameralismo italiano è perfetto: le due Camere hanno gli stessi poteri.",
      "Il CSM garantisce l’autonomia della magistratura.",
      "Regioni, Province, Città metropolitane e Comuni sono enti autonomi.",
    ],
    cards: [
      ["Parlamento", "Organo del potere legislativo."],
      ["Governo", "Organo del potere esecutivo."],
      ["Presidente della Repubblica", "Capo dello Stato, eletto per sette anni."],
      ["Corte costituzionale", "Organo che giudica la costituzionalità delle leggi."],
    ],
  },
  cittadinanza: {
    explanation: [
      "La cittadinanza è il legame giuridico tra una persona e uno Stato, che comporta diritti e doveri. In Italia si acquisisce principalmente per nascita da genitore italiano (ius sanguinis), secondo la legge n. 91 del 1992, oppure per naturalizzazione, matrimonio o residenza prolungata.",
      "Il cittadino gode dei diritti civili, politici e sociali, come il diritto di voto a 18 anni, e ha doveri come la fedeltà alla Repubblica, il rispetto delle leggi e il pagamento dei tributi (art. 53). Con il Trattato di Maastricht è nata la cittadinanza europea, che si aggiunge a quella nazionale e consente la libera circolazione nell’UE.",
    ],
    keyPoints: [
      "Lo ius soli riconosce la cittadinanza a chi nasce sul territorio.",
      "Il voto è personale, uguale, libero e segreto (art. 48).",
      "La cittadinanza attiva significa partecipare alla vita della comunità.",
    ],
    cards: [
      ["Ius sanguinis", "Cittadinanza trasmessa dai genitori."],
      ["Ius soli", "Cittadinanza legata al luogo di nascita."],
      ["Cittadinanza europea", "Status che si aggiunge alla cittadinanza nazionale."],
      ["Diritti politici", "Diritti di partecipare alla vita politica, come il voto."],
    ],
  },
  "diritti-umani": {
    explanation: [
      "I diritti umani spettano a ogni persona in quanto essere umano e sono universali, inalienabili e indivisibili. La Dichiarazione universale dei diritti umani fu approvata dall’Assemblea generale dell’ONU il 10 dicembre 1948, dopo gli orrori della Seconda guerra mondiale.",
      "Si distinguono diritti civili e politici, come la libertà di pensiero e il diritto a un processo equo, diritti economici e sociali, come il diritto all’istruzione e alla salute, e diritti di solidarietà, come la pace e l’ambiente. In Europa la Convenzione europea dei diritti dell’uomo del 1950 è garantita dalla Corte di Strasburgo. La Convenzione ONU sui diritti dell’infanzia risale al 1989.",
    ],
    keyPoints: [
      "Il 10 dicembre è la Giornata dei diritti umani.",
      "Amnesty International denuncia le violazioni dei diritti.",
      "La tortura è vietata in ogni circostanza.",
    ],
    cards: [
      ["Dichiarazione universale", "Documento ONU del 1948 sui diritti umani."],
      ["CEDU", "Convenzione europea dei diritti dell’uomo."],
      ["Inalienabile", "Che non può essere ceduto né tolto."],
      ["Diritti sociali", "Diritti come istruzione, salute e lavoro."],
    ],
  },
  legalita: {
    explanation: [
      "La legalità è il rispetto delle leggi e delle regole che garantiscono la convivenza civile. Significa che anche chi esercita il potere è sottoposto alla legge, come prevede lo Stato di diritto, e che i cittadini riconoscono il valore delle norme comuni.",
      "L’educazione alla legalità contrasta fenomeni come la criminalità organizzata, la corruzione, l’evasione fiscale e il bullismo. Giovanni Falcone e Paolo Borsellino, magistrati uccisi dalla mafia nel 1992, sono simboli della lotta alla mafia. L’associazione Libera, fondata da don Luigi Ciotti nel 1995, promuove l’uso sociale dei beni confiscati alle mafie.",
    ],
    keyPoints: [
      "Il 23 maggio si ricorda la strage di Capaci.",
      "Il reato di associazione mafiosa è previsto dall’art. 416-bis del Codice penale.",
      "La legalità si costruisce anche con i comportamenti quotidiani.",
    ],
    cards: [
      ["Legalità", "Rispetto delle leggi e delle regole comuni."],
      ["Stato di diritto", "Stato in cui anche il potere è sottoposto alla legge."],
      ["Falcone e Borsellino", "Magistrati uccisi dalla mafia nel 1992."],
      ["Beni confiscati", "Beni sottratti alla criminalità e riutilizzati per fini sociali."],
    ],
  },
  "unione-europea": {
    explanation: [
      "L’Unione europea è un’organizzazione sovranazionale di 27 Stati che condividono istituzioni, mercato e valori come dignità, libertà, democrazia, uguaglianza, Stato di diritto e diritti umani. Il Manifesto di Ventotene (1941) di Altiero Spinelli ed Ernesto Rossi ne anticipò l’idea federalista.",
      "Le istituzioni principali sono il Parlamento europeo, eletto a suffragio universale ogni cinque anni, il Consiglio europeo dei capi di Stato e di governo, il Consiglio dell’UE, la Commissione europea, che propone le leggi e ne controlla l’applicazione, e la Corte di giustizia. La Carta dei diritti fondamentali dell’UE è vincolante dal 2009.",
    ],
    keyPoints: [
      "Il 9 maggio è la Festa dell’Europa.",
      "Le leggi europee sono regolamenti e direttive.",
      "L’euro è la moneta di 20 Stati membri.",
    ],
    cards: [
      ["Manifesto di Ventotene", "Testo federalista del 1941."],
      ["Commissione europea", "Organo esecutivo dell’UE."],
      ["Parlamento europeo", "Assemblea eletta dai cittadini europei."],
      ["Direttiva", "Atto che fissa obiettivi da recepire negli Stati."],
    ],
  },
  "agenda-2030": {
    explanation: [
      "L’Agenda 2030 per lo sviluppo sostenibile è stata adottata dai 193 Stati membri dell’ONU il 25 settembre 2015. Comprende 17 Obiettivi di sviluppo sostenibile (Sustainable Development Goals) articolati in 169 traguardi da raggiungere entro il 2030.",
      "Gli obiettivi riguardano le tre dimensioni della sostenibilità: sociale, come sconfiggere la povertà e la fame (obiettivi 1 e 2), garantire un’istruzione di qualità (4) e la parità di genere (5); economica, come il lavoro dignitoso (8); e ambientale, come l’azione per il clima (13) e la tutela della vita sott’acqua e sulla terra (14 e 15). Il principio guida è «non lasciare indietro nessuno».",
    ],
    keyPoints: [
      "L’obiettivo 17 riguarda le partnership per gli obiettivi.",
      "In Italia l’ASviS monitora i progressi verso gli obiettivi.",
      "Gli obiettivi riguardano sia i Paesi ricchi sia quelli poveri.",
    ],
    cards: [
      ["Agenda 2030", "Programma ONU adottato nel 2015."],
      ["SDGs", "I 17 Obiettivi di sviluppo sostenibile."],
      ["Obiettivo 13", "Lotta contro il cambiamento climatico."],
      ["Obiettivo 4", "Istruzione di qualità per tutti."],
    ],
  },
  "cittadinanza-digitale": {
    explanation: [
      "La cittadinanza digitale è la capacità di usare le tecnologie in modo consapevole, critico e responsabile, esercitando diritti e doveri anche in rete. La legge 92 del 2019 l’ha inserita tra i temi dell’educazione civica a scuola.",
      "Comprende la valutazione dell’affidabilità delle fonti e il riconoscimento delle fake news, la tutela della privacy e dei dati personali, protetti dal GDPR, e la gestione dell’identità digitale, come lo SPID. Include anche la prevenzione del cyberbullismo, contrastato in Italia dalla legge 71 del 2017, e il rispetto della netiquette, le regole di comportamento online.",
    ],
    keyPoints: [
      "L’impronta digitale lascia tracce durature in rete.",
      "Un minore di almeno 14 anni può chiedere la rimozione di contenuti di cyberbullismo.",
      "Verificare la fonte è il primo passo contro la disinformazione.",
    ],
    cards: [
      ["Cyberbullismo", "Bullismo attraverso strumenti digitali."],
      ["Netiquette", "Regole di buon comportamento in rete."],
      ["SPID", "Sistema pubblico di identità digitale."],
      ["Fake news", "Notizia falsa diffusa come vera."],
    ],
  },
};
