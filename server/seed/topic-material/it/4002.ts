/** Italiano (it catalogue subject 4002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "dolce-stil-novo": {
    explanation: [
      "Il Dolce stil novo è una corrente poetica sviluppatasi tra Bologna e Firenze alla fine del Duecento. Il nome deriva da un verso del Purgatorio di Dante (XXIV, 57), dove Bonagiunta Orbicciani parla del «dolce stil novo».",
      "Il manifesto è la canzone «Al cor gentil rempaira sempre amore» di Guido Guinizzelli, che lega l’amore alla nobiltà d’animo e non di sangue. La donna è una donna-angelo, tramite tra l’uomo e Dio, e il suo saluto porta salvezza. Gli autori principali sono Guinizzelli, Guido Cavalcanti, che vede l’amore come forza dolorosa, Dante giovane e Cino da Pistoia.",
    ],
    keyPoints: [
      "Lo stile è dolce, musicale e raffinato.",
      "La Vita nova di Dante è il culmine dello Stilnovo.",
      "Il cuore gentile è la condizione necessaria per amare.",
    ],
    cards: [
      ["Donna-angelo", "Figura femminile che eleva l’uomo verso Dio."],
      ["Cor gentile", "Nobiltà d’animo che rende capaci d’amore."],
      ["Guinizzelli", "Poeta bolognese considerato il padre dello Stilnovo."],
      ["Cavalcanti", "Stilnovista fiorentino dalla visione tormentata dell’amore."],
    ],
  },
  "divina-commedia": {
    explanation: [
      "La Divina Commedia è il poema di Dante Alighieri, composto probabilmente tra il 1304 e il 1321. Racconta un viaggio immaginario nell’aldilà compiuto nella settimana santa del 1300, diviso in tre cantiche: Inferno, Purgatorio e Paradiso, di 33 canti ciascuna più il canto proemiale, per un totale di 100.",
      "È scritta in terzine di endecasillabi a rima incatenata (ABA BCB). Dante è guidato da Virgilio, simbolo della ragione, e poi da Beatrice, simbolo della teologia. La pena dei dannati segue la legge del contrappasso. L’opera ha un significato allegorico: il cammino dell’umanità dal peccato alla salvezza.",
    ],
    keyPoints: [
      "L’Inferno è una voragine divisa in nove cerchi.",
      "Il Purgatorio è una montagna con sette cornici.",
      "Il titolo «Divina» fu aggiunto dopo, a partire da Boccaccio.",
    ],
    cards: [
      ["Terzina dantesca", "Strofa di tre endecasillabi a rima incatenata."],
      ["Contrappasso", "Corrispondenza tra colpa e pena."],
      ["Virgilio", "Guida di Dante nell’Inferno e nel Purgatorio."],
      ["Beatrice", "Guida di Dante nel Paradiso."],
    ],
  },
  "petrarca-e-boccaccio": {
    explanation: [
      "Francesco Petrarca (1304-1374) è il grande poeta lirico del Trecento. Il Canzoniere, o Rerum vulgarium fragmenta, raccoglie 366 componimenti dedicati soprattutto a Laura, e racconta il dissidio interiore tra amore terreno e aspirazione a Dio. Il suo stile diventerà modello per secoli: il petrarchismo.",
      "Giovanni Boccaccio (1313-1375) scrive il Decameron, raccolta di cento novelle raccontate in dieci giorni da dieci giovani rifugiati fuori Firenze durante la peste del 1348. Le novelle celebrano l’ingegno, la fortuna e l’amore, in una prospettiva mondana e mercantile. La cornice narrativa organizza l’intera opera.",
    ],
    keyPoints: [
      "Il Secretum di Petrarca è un dialogo con sant’Agostino.",
      "Nel Decameron ogni giornata ha un re o una regina che sceglie il tema.",
      "Petrarca e Boccaccio sono precursori dell’Umanesimo.",
    ],
    cards: [
      ["Canzoniere", "Raccolta di 366 liriche di Petrarca."],
      ["Laura", "Donna amata e cantata da Petrarca."],
      ["Decameron", "Raccolta di cento novelle di Boccaccio."],
      ["Cornice", "Racconto che inquadra le novelle del Decameron."],
    ],
  },
  "umanesimo-e-rinascimento": {
    explanation: [
      "L’Umanesimo, nel Quattrocento, riscopre i classici latini e greci e pone l’uomo al centro del mondo. Gli umanisti, come Poliziano e Lorenzo il Magnifico a Firenze, studiano i testi con metodo filologico; Lorenzo Valla dimostrò la falsità della Donazione di Costantino.",
      "Il Rinascimento, nel Cinquecento, porta a maturità questa cultura. Ariosto scrive l’Orlando furioso, poema cavalleresco in ottave, Machiavelli nel Principe (1513) fonda la scienza politica moderna, e Castiglione nel Cortegiano descrive l’uomo di corte ideale. Pietro Bembo stabilisce nelle Prose della volgar lingua il modello del toscano di Petrarca e Boccaccio.",
    ],
    keyPoints: [
      "La stampa a caratteri mobili favorì la diffusione dei testi.",
      "Per Machiavelli il principe deve unire virtù e fortuna.",
      "Tasso compose la Gerusalemme liberata alla fine del Rinascimento.",
    ],
    cards: [
      ["Filologia", "Studio critico dei testi per ricostruirne la forma originale."],
      ["Il Principe", "Trattato politico di Machiavelli del 1513."],
      ["Orlando furioso", "Poema cavalleresco di Ariosto."],
      ["Questione della lingua", "Dibattito cinquecentesco sulla lingua letteraria italiana."],
    ],
  },
  romanticismo: {
    explanation: [
      "Il Romanticismo nasce in Germania e in Inghilterra alla fine del Settecento e si afferma in Italia dal 1816, con la Lettera semiseria di Berchet e la polemica sul Conciliatore. Valorizza il sentimento, l’immaginazione, la storia nazionale e la letteratura popolare.",
      "Alessandro Manzoni scrive I promessi sposi, romanzo storico ambientato in Lombardia nel 1628-1630, la cui edizione definitiva del 1840-1842 adotta il fiorentino colto. Giacomo Leopardi, autore dei Canti e delle Operette morali, elabora un pessimismo che passa da storico a cosmico. Ugo Foscolo, con i Sepolcri e le Ultime lettere di Jacopo Ortis, unisce neoclassicismo e sensibilità romantica.",
    ],
    keyPoints: [
      "Il romanzo storico unisce vero storico e invenzione.",
      "L’infinito di Leopardi è del 1819.",
      "Il Romanticismo italiano è legato agli ideali risorgimentali.",
    ],
    cards: [
      ["I promessi sposi", "Romanzo storico di Manzoni."],
      ["Pessimismo cosmico", "Concezione leopardiana della natura come matrigna."],
      ["Il Conciliatore", "Periodico milanese del Romanticismo italiano."],
      ["Dei Sepolcri", "Carme di Foscolo del 1807."],
    ],
  },
  verismo: {
    explanation: [
      "Il Verismo è la corrente letteraria italiana dell’ultimo Ottocento ispirata al Naturalismo francese. Vuole rappresentare la realtà in modo oggettivo, soprattutto quella delle classi umili del Sud, attraverso la tecnica dell’impersonalità: l’autore deve «eclissarsi».",
      "Giovanni Verga è il maggiore verista. Nella novella Rosso Malpelo e nei Malavoglia (1881), primo romanzo del «ciclo dei vinti», usa il discorso indiretto libero e la regressione del narratore nel punto di vista popolare. L’ideale dell’ostrica indica la necessità di restare legati alla propria famiglia e al proprio luogo. Luigi Capuana ne fu il teorico.",
    ],
    keyPoints: [
      "Mastro-don Gesualdo (1889) è il secondo romanzo del ciclo dei vinti.",
      "Verga ha una visione pessimistica del progresso.",
      "Grazia Deledda, vicina al Verismo, vinse il Nobel nel 1926.",
    ],
    cards: [
      ["Impersonalità", "Tecnica che elimina la presenza dell’autore dal racconto."],
      ["I Malavoglia", "Romanzo di Verga del 1881."],
      ["Ideale dell’ostrica", "Attaccamento ai valori familiari e al proprio scoglio."],
      ["Ciclo dei vinti", "Progetto verghiano di cinque romanzi sui vinti del progresso."],
    ],
  },
  decadentismo: {
    explanation: [
      "Il Decadentismo è un movimento culturale europeo di fine Ottocento, nato in Francia con i poeti maledetti come Baudelaire, Verlaine e Rimbaud. Rifiuta il positivismo, privilegia l’irrazionale, l’inconscio e il mistero, e affida alla poesia il compito di cogliere corrispondenze nascoste.",
      "In Italia i maggiori esponenti sono Giovanni Pascoli e Gabriele D’Annunzio. Pascoli, con Myricae e la poetica del fanciullino, guarda il mondo con stupore infantile e usa un linguaggio analogico e fonosimbolico. D’Annunzio incarna l’estetismo nel romanzo Il piacere (1889) e il superomismo, e nell’Alcyone celebra la fusione panica con la natura.",
    ],
    keyPoints: [
      "Il simbolismo usa l’analogia e la musicalità del verso.",
      "Il fanciullino è la parte intuitiva presente in ogni uomo.",
      "Svevo e Pirandello sviluppano nel Novecento i temi della crisi dell’io.",
    ],
    cards: [
      ["Estetismo", "Culto della bellezza e dell’arte come valore supremo."],
      ["Poetica del fanciullino", "Concezione pascoliana del poeta come bambino che si stupisce."],
      ["Panismo", "Fusione dell’uomo con la natura in D’Annunzio."],
      ["Poeti maledetti", "Poeti francesi ribelli come Verlaine e Rimbaud."],
    ],
  },
  "analisi-del-testo": {
    explanation: [
      "L’analisi del testo è la prova che chiede di comprendere, analizzare e interpretare un testo letterario, in prosa o in poesia. Inizia con la comprensione complessiva, spesso con una sintesi del contenuto, e prosegue con l’analisi degli aspetti formali.",
      "In poesia si studiano metro, rime, strofe, figure retoriche e lessico; in prosa il narratore, la focalizzazione, il tempo del racconto e lo stile. L’interpretazione collega il testo alla poetica dell’autore, al contesto storico e ad altre opere. Ogni affermazione va sostenuta con riferimenti precisi al testo.",
    ],
    keyPoints: [
      "L’endecasillabo è il verso principale della tradizione italiana.",
      "La parafrasi riformula il testo poetico in prosa.",
      "L’interpretazione deve essere argomentata.",
    ],
    cards: [
      ["Parafrasi", "Riscrittura in prosa di un testo poetico."],
      ["Metrica", "Studio della struttura dei versi."],
      ["Focalizzazione", "Punto di vista da cui è raccontata la storia."],
      ["Contestualizzazione", "Collegamento del testo con l’autore e l’epoca."],
    ],
  },
  "figure-retoriche": {
    explanation: [
      "Le figure retoriche sono procedimenti che modificano il linguaggio per ottenere effetti espressivi. Le figure di suono comprendono l’allitterazione, ripetizione di suoni, e l’onomatopea; le figure d’ordine comprendono l’anafora, il chiasmo e l’anastrofe.",
      "Le figure di significato includono la metafora, che sostituisce un termine con un altro per somiglianza, la similitudine, che usa «come», la metonimia, la sineddoche, l’ossimoro e l’iperbole. Un esempio di enjambement si trova nell’Infinito di Leopardi: «e questa siepe, che da tanta parte / dell’ultimo orizzonte il guardo esclude».",
    ],
    keyPoints: [
      "La sinestesia unisce sensazioni di sensi diversi.",
      "L’anastrofe inverte l’ordine normale di due parole.",
      "La litote afferma negando il contrario.",
    ],
    cards: [
      ["Metafora", "Sostituzione di un termine con un altro per analogia."],
      ["Ossimoro", "Accostamento di termini di senso opposto."],
      ["Enjambement", "Frase che prosegue oltre la fine del verso."],
      ["Sinestesia", "Associazione di sensazioni diverse, come «urlo nero»."],
    ],
  },
  grammatica: {
    explanation: [
      "La grammatica italiana comprende fonologia, morfologia e sintassi. Le parti del discorso sono nove: articolo, nome, aggettivo, pronome, verbo, avverbio, preposizione, congiunzione e interiezione; le prime cinque sono variabili.",
      "L’analisi logica individua soggetto, predicato verbale o nominale e complementi, come oggetto, termine, specificazione, luogo e tempo. L’analisi del periodo distingue la proposizione principale dalle coordinate e dalle subordinate, che possono essere esplicite, con verbo di modo finito, o implicite, con infinito, participio o gerundio.",
    ],
    keyPoints: [
      "Il predicato nominale è formato da essere e da un nome o aggettivo.",
      "Il complemento oggetto risponde alle domande chi? che cosa?",
      "Il congiuntivo si usa nelle subordinate che esprimono dubbio, opinione o desiderio.",
    ],
    cards: [
      ["Analisi logica", "Studio delle funzioni delle parole nella frase."],
      ["Predicato nominale", "Copula più parte nominale."],
      ["Subordinata implicita", "Proposizione con verbo di modo indefinito."],
      ["Complemento di specificazione", "Complemento introdotto da di che precisa un nome."],
    ],
  },
};
