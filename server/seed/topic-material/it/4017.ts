/** Greco (it catalogue subject 4017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "alfabeto-e-fonetica": {
    explanation: [
      "L’alfabeto greco conta 24 lettere, da alfa (α) a omega (ω), e deriva dall’alfabeto fenicio, a cui i Greci aggiunsero le vocali. Le vocali sono sette: α, ε, η, ι, ο, υ, ω; ε e ο sono sempre brevi, η e ω sempre lunghe, α, ι e υ possono essere brevi o lunghe.",
      "Ogni parola che inizia per vocale porta uno spirito, aspro (ἁ), che indica un’aspirazione, o dolce (ἀ). Gli accenti sono tre: acuto, grave e circonflesso, e la loro posizione segue la legge del trisillabismo, per cui l’accento non può risalire oltre la terzultima sillaba. I dittonghi, come αι, ει, οι e ου, uniscono due vocali in una sillaba.",
    ],
    keyPoints: [
      "Il sigma finale si scrive ς.",
      "Lo iota sottoscritto compare sotto α, η e ω lunghe.",
      "Le consonanti doppie sono ζ, ξ e ψ.",
    ],
    cards: [
      ["Spirito aspro", "Segno che indica aspirazione iniziale."],
      ["Legge del trisillabismo", "L’accento non va oltre la terzultima sillaba."],
      ["Circonflesso", "Accento che cade solo su vocali lunghe o dittonghi."],
      ["Dittongo", "Unione di due vocali in una sola sillaba."],
    ],
  },
  declinazioni: {
    explanation: [
      "Il greco ha cinque casi: nominativo, genitivo, dativo, accusativo e vocativo; il dativo assume anche le funzioni che in latino ha l’ablativo. I numeri sono singolare, plurale e duale, e i generi maschile, femminile e neutro.",
      "Le declinazioni sono tre. La prima comprende soprattutto nomi femminili in -α e -η (ἡ χώρα, ἡ τιμή) e maschili in -ας e -ης. La seconda comprende maschili in -ος (ὁ λόγος) e neutri in -ον (τὸ δῶρον). La terza, detta atematica, ha temi in consonante o in vocale e si riconosce dal genitivo in -ος (ὁ φύλαξ, τοῦ φύλακος).",
    ],
    keyPoints: [
      "L’articolo determinativo ὁ, ἡ, τό aiuta a riconoscere genere e caso.",
      "I neutri plurali reggono il verbo al singolare.",
      "Il tema della terza declinazione si ricava dal genitivo singolare.",
    ],
    cards: [
      ["Duale", "Numero che indica coppie."],
      ["Prima declinazione", "Declinazione dei temi in -α."],
      ["Seconda declinazione", "Declinazione tematica in -ο."],
      ["Terza declinazione", "Declinazione atematica con genitivo in -ος."],
    ],
  },
  "sistema-verbale": {
    explanation: [
      "Il verbo greco esprime aspetto, tempo, modo, diatesi, persona e numero. L’aspetto è fondamentale: il tema del presente indica l’azione durativa, quello dell’aoristo l’azione puntuale, quello del perfetto lo stato risultante.",
      "I modi sono indicativo, congiuntivo, ottativo, imperativo, infinito e participio. Le diatesi sono attiva, media e passiva: il medio indica un’azione che interessa il soggetto. Il verbo modello λύω (sciogliere) ha aoristo ἔλυσα e perfetto λέλυκα; l’aumento ἐ- contraddistingue i tempi storici dell’indicativo, e il raddoppiamento il perfetto. I verbi in -μι, come δίδωμι, appartengono alla coniugazione atematica.",
    ],
    keyPoints: [
      "L’ottativo esprime desiderio o possibilità.",
      "L’aoristo all’indicativo indica un’azione passata puntuale.",
      "I verbi contratti, come τιμάω, fondono la vocale del tema con la desinenza.",
    ],
    cards: [
      ["Aspetto", "Modo in cui l’azione è vista: durativa, puntuale o compiuta."],
      ["Aoristo", "Tempo dell’aspetto puntuale."],
      ["Diatesi media", "Azione che riguarda o coinvolge il soggetto."],
      ["Aumento", "Prefisso ἐ- dei tempi storici."],
    ],
  },
  sintassi: {
    explanation: [
      "La sintassi greca studia l’uso dei casi e delle proposizioni. Il genitivo esprime anche provenienza e paragone, il dativo strumento, causa, modo e tempo determinato. Le preposizioni possono reggere uno, due o tre casi con significati diversi.",
      "Il participio ha un ruolo centrale: può essere attributivo, predicativo o congiunto, e il genitivo assoluto equivale all’ablativo assoluto latino: «τοῦ ἡλίου δύνοντος», mentre il sole tramontava. L’infinito può essere sostantivato con l’articolo (τὸ φιλοσοφεῖν). Le subordinate finali sono introdotte da ἵνα, ὅπως, ὡς, e le dichiarative da ὅτι o ὡς.",
    ],
    keyPoints: [
      "La negazione οὐ si usa con i fatti, μή con volontà e ipotesi.",
      "Il periodo ipotetico ha tipi della realtà, possibilità e irrealtà.",
      "Le particelle μέν… δέ creano contrapposizioni.",
    ],
    cards: [
      ["Genitivo assoluto", "Costrutto participiale indipendente in genitivo."],
      ["Infinito sostantivato", "Infinito preceduto dall’articolo neutro."],
      ["Μέν… δέ", "Coppia di particelle correlative: da un lato… dall’altro."],
      ["Ἵνα", "Congiunzione finale."],
    ],
  },
  versione: {
    explanation: [
      "La versione dal greco richiede di comprendere e tradurre un testo d’autore in italiano corretto. Il primo passo è leggere il titolo e il testo per cogliere il contesto, poi individuare i verbi di modo finito e le congiunzioni che delimitano le proposizioni.",
      "Si riconoscono i soggetti al nominativo e i complementi dai casi e dalle preposizioni, facendo attenzione ai participi e alle particelle. Il vocabolario, come il Rocci o il GI di Montanari, si consulta dalla forma base: nominativo dei nomi e prima persona del presente dei verbi. La traduzione finale deve rispettare il senso e l’aspetto verbale.",
    ],
    keyPoints: [
      "L’aoristo si rende spesso con il passato remoto o prossimo.",
      "Le particelle danno sfumature logiche da rendere in italiano.",
      "Il participio può essere tradotto con una relativa o una subordinata.",
    ],
    cards: [
      ["Rocci", "Vocabolario greco-italiano storico."],
      ["Particella", "Parola invariabile con funzione logica o espressiva."],
      ["Forma base", "Forma con cui la parola compare nel vocabolario."],
      ["Aspetto verbale", "Valore durativo, puntuale o risultativo da rendere in traduzione."],
    ],
  },
  "letteratura-greca": {
    explanation: [
      "La letteratura greca inizia con i poemi omerici e con Esiodo, autore della Teogonia e delle Opere e giorni. La lirica arcaica comprende Saffo e Alceo a Lesbo e la lirica corale di Pindaro, autore di epinici per i vincitori dei giochi.",
      "Nel V secolo ad Atene fioriscono la tragedia di Eschilo, Sofocle ed Euripide, la commedia di Aristofane e la storiografia di Erodoto, «padre della storia», e Tucidide, storico della guerra del Peloponneso. Il IV secolo è l’età dell’oratoria con Lisia e Demostene e della filosofia di Platone e Aristotele. L’età ellenistica vede Callimaco, Teocrito e Apollonio Rodio.",
    ],
    keyPoints: [
      "Tucidide cerca le cause profonde degli eventi.",
      "Menandro è il maggiore autore della commedia nuova.",
      "Alessandria d’Egitto fu il centro della cultura ellenistica.",
    ],
    cards: [
      ["Esiodo", "Poeta della Teogonia."],
      ["Saffo", "Poetessa lirica di Lesbo."],
      ["Erodoto", "Storico delle guerre persiane."],
      ["Callimaco", "Poeta e bibliotecario alessandrino."],
    ],
  },
  omero: {
    explanation: [
      "A Omero la tradizione attribuisce i due grandi poemi epici greci, l’Iliade e l’Odissea, composti in esametri dattilici probabilmente tra l’VIII e il VII secolo a.C. L’esistenza storica del poeta è discussa: è la cosiddetta questione omerica.",
      "L’Iliade, in 24 libri, narra cinquanta giorni del decimo anno della guerra di Troia, a partire dall’ira di Achille contro Agamennone, fino ai funerali di Ettore. L’Odissea, anch’essa in 24 libri, racconta il ritorno di Odisseo a Itaca e la vendetta sui Proci. I poemi derivano da una tradizione orale, con epiteti e formule ricorrenti.",
    ],
    keyPoints: [
      "Gli epiteti formulari aiutavano la composizione orale, come «piè veloce Achille».",
      "L’Odissea inizia con l’invocazione alla Musa sull’«uomo dal multiforme ingegno».",
      "La divisione in 24 libri risale agli eruditi alessandrini.",
    ],
    cards: [
      ["Iliade", "Poema dell’ira di Achille nella guerra di Troia."],
      ["Odissea", "Poema del ritorno di Odisseo."],
      ["Esametro", "Verso dell’epica greca."],
      ["Questione omerica", "Dibattito sull’autore e la composizione dei poemi."],
    ],
  },
  "tragedia-greca": {
    explanation: [
      "La tragedia greca nasce ad Atene nel VI secolo a.C., forse dai ditirambi in onore di Dioniso, e veniva rappresentata nelle Grandi Dionisie. Aristotele, nella Poetica, la definisce imitazione di un’azione seria che, suscitando pietà e paura, produce la catarsi.",
      "La struttura comprende prologo, parodo, episodi, stasimi ed esodo; il coro commenta l’azione. Eschilo scrive l’Orestea, unica trilogia conservata, Sofocle l’Edipo re e l’Antigone, Euripide la Medea e le Baccanti, con personaggi più psicologici. Gli attori, solo uomini, indossavano maschere.",
    ],
    keyPoints: [
      "Sofocle portò a tre il numero degli attori.",
      "Il deus ex machina è frequente in Euripide.",
      "Le tragedie erano presentate in concorso in tetralogie.",
    ],
    cards: [
      ["Catarsi", "Purificazione delle passioni attraverso la tragedia."],
      ["Stasimo", "Canto del coro tra gli episodi."],
      ["Orestea", "Trilogia di Eschilo."],
      ["Antigone", "Tragedia di Sofocle sul conflitto tra legge divina e legge della città."],
    ],
  },
};
