/** Tedesco (it catalogue subject 4019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatica: {
    explanation: [
      "In tedesco tutti i sostantivi si scrivono con la maiuscola e hanno uno dei tre generi: maschile (der Tisch), femminile (die Tür) e neutro (das Haus). Al plurale l’articolo determinativo è die per tutti i generi, mentre la desinenza del plurale varia: -e, -er, -n, -s o Umlaut.",
      "La negazione nicht nega il verbo o un elemento della frase, kein nega un sostantivo con articolo indeterminativo o senza articolo: «Ich habe kein Auto». Le preposizioni reggono casi precisi: mit, bei, von e zu il dativo; für, ohne e gegen l’accusativo; in, an e auf il dativo per lo stato e l’accusativo per il moto.",
    ],
    keyPoints: [
      "I nomi in -ung, -heit e -keit sono femminili.",
      "I diminutivi in -chen e -lein sono neutri.",
      "La forma di cortesia è Sie, con la maiuscola.",
    ],
    cards: [
      ["Kein", "Negazione di un sostantivo indeterminato."],
      ["Umlaut", "Metafonia segnata dai due puntini: ä, ö, ü."],
      ["Wechselpräpositionen", "Preposizioni con dativo o accusativo."],
      ["Sie", "Pronome di cortesia."],
    ],
  },
  declinazioni: {
    explanation: [
      "Il tedesco ha quattro casi: nominativo (soggetto), accusativo (complemento oggetto), dativo (complemento di termine) e genitivo (complemento di specificazione). L’articolo determinativo maschile cambia in der, den, dem, des; il femminile è die, die, der, der; il neutro das, das, dem, des.",
      "Gli aggettivi attributivi hanno tre declinazioni: debole dopo l’articolo determinativo (der alte Mann), mista dopo l’indeterminativo (ein alter Mann) e forte senza articolo (alter Wein). I maschili deboli, come der Student, prendono -n o -en in tutti i casi tranne il nominativo singolare. Nel dativo plurale il sostantivo aggiunge -n.",
    ],
    keyPoints: [
      "Solo il maschile cambia l’articolo all’accusativo singolare.",
      "Il genitivo maschile e neutro aggiunge -s o -es al nome.",
      "Il dativo risponde alla domanda wem?",
    ],
    cards: [
      ["Nominativo", "Caso del soggetto."],
      ["Accusativo", "Caso del complemento oggetto."],
      ["Dativo", "Caso del complemento di termine."],
      ["Declinazione debole", "Desinenze dell’aggettivo dopo l’articolo determinativo."],
    ],
  },
  "coniugazione-dei-verbi": {
    explanation: [
      "Al presente il verbo tedesco aggiunge al tema le desinenze -e, -st, -t, -en, -t, -en: ich spiele, du spielst, er spielt. I verbi forti cambiano spesso vocale alla seconda e terza persona singolare: fahren diventa du fährst, sprechen er spricht. I verbi sein e haben sono irregolari.",
      "Il Perfekt, usato soprattutto nel parlato, si forma con haben o sein e il participio II: ich habe gespielt, ich bin gefahren. Sein si usa con i verbi di movimento e di cambiamento di stato. Il Präteritum prevale nello scritto (ich spielte, ich fuhr), e il futuro si forma con werden e l’infinito.",
    ],
    keyPoints: [
      "Il participio II dei verbi deboli è ge- + tema + -t.",
      "I verbi separabili staccano il prefisso: ich rufe dich an.",
      "I verbi modali sono können, müssen, dürfen, sollen, wollen e mögen.",
    ],
    cards: [
      ["Verbo forte", "Verbo che cambia vocale nel tema, come gehen, ging, gegangen."],
      ["Perfekt", "Passato prossimo tedesco."],
      ["Participio II", "Forma usata nei tempi composti e nel passivo."],
      ["Verbo separabile", "Verbo con prefisso che si stacca, come aufstehen."],
    ],
  },
  "struttura-della-frase": {
    explanation: [
      "Nella frase principale dichiarativa il verbo coniugato occupa sempre la seconda posizione: «Morgen fahre ich nach Berlin». Se la frase inizia con un elemento diverso dal soggetto, il soggetto si sposta dopo il verbo (inversione).",
      "Nelle frasi secondarie introdotte da dass, weil, wenn, ob o da il verbo coniugato va alla fine: «Ich weiß, dass er krank ist». Infinito e participio si collocano a fine frase, formando la cosiddetta «parentesi verbale»: «Ich habe gestern ein Buch gekauft». Nelle domande sì/no e all’imperativo il verbo è in prima posizione.",
    ],
    keyPoints: [
      "Und, aber, oder, denn e sondern non modificano l’ordine.",
      "L’ordine dei complementi segue spesso tempo, causa, modo, luogo.",
      "Se la secondaria precede, la principale inizia con il verbo.",
    ],
    cards: [
      ["Verbo in seconda posizione", "Regola della frase principale."],
      ["Parentesi verbale", "Verbo coniugato in seconda posizione e forma non finita alla fine."],
      ["Weil", "Perché, con verbo in fondo."],
      ["Denn", "Perché, congiunzione coordinante."],
    ],
  },
  lessico: {
    explanation: [
      "Il tedesco forma molte parole per composizione: l’ultimo elemento determina genere e significato di base, come in das Krankenhaus (ospedale) o die Umweltverschmutzung (inquinamento ambientale).",
      "I prefissi cambiano il significato dei verbi: kommen (venire), ankommen (arrivare), bekommen (ricevere). Gli ambiti tematici frequenti sono la vita quotidiana (die Schule, die Familie), il lavoro (der Beruf, die Arbeit), l’ambiente (der Klimawandel, erneuerbare Energien) e la società (die Gesellschaft). Alcuni falsi amici ingannano: «das Gymnasium» è il liceo, non la palestra.",
    ],
    keyPoints: [
      "Ogni sostantivo va imparato con articolo e plurale.",
      "Il suffisso -ung forma sostantivi femminili da verbi.",
      "Molti termini tecnici derivano dall’inglese.",
    ],
    cards: [
      ["Das Gymnasium", "Il liceo."],
      ["Bekommen", "Ricevere."],
      ["Der Klimawandel", "Il cambiamento climatico."],
      ["Parola composta", "Parola formata unendo più sostantivi."],
    ],
  },
  "comprensione-del-testo": {
    explanation: [
      "La comprensione del testo in tedesco richiede di individuare tipo di testo, fonte e argomento, aiutandosi con titolo e immagini. Le parole composte si scompongono per capirne il significato: Arbeitslosigkeit significa disoccupazione.",
      "La posizione del verbo aiuta a riconoscere la struttura: nelle secondarie il verbo coniugato è alla fine. I prefissi separabili a fine frase cambiano il senso del verbo. I connettivi trotzdem (tuttavia), deshalb (perciò) e außerdem (inoltre) organizzano il ragionamento, e le risposte vanno sostenute con citazioni precise.",
    ],
    keyPoints: [
      "Deshalb richiede l’inversione tra verbo e soggetto.",
      "Il contesto permette di dedurre le parole sconosciute.",
      "Una prima lettura globale precede l’analisi dettagliata.",
    ],
    cards: [
      ["Trotzdem", "Tuttavia, nonostante ciò."],
      ["Deshalb", "Perciò."],
      ["Außerdem", "Inoltre."],
      ["Die Arbeitslosigkeit", "La disoccupazione."],
    ],
  },
  "letteratura-tedesca": {
    explanation: [
      "La letteratura tedesca comprende nel Medioevo il Nibelungenlied e la lirica del Minnesang. Nel Settecento lo Sturm und Drang esalta sentimento e genio: Goethe scrive I dolori del giovane Werther (1774) e Schiller I masnadieri. Il classicismo di Weimar culmina nel Faust di Goethe.",
      "Il Romanticismo tedesco, con Novalis, Hölderlin e i fratelli Grimm, raccoglitori di fiabe, valorizza la natura, il sogno e il passato nazionale. Heinrich Heine unisce romanticismo e ironia. Nel Novecento spiccano Thomas Mann (I Buddenbrook, La montagna magica), Franz Kafka (La metamorfosi, Il processo), Bertolt Brecht con il teatro epico e Günter Grass.",
    ],
    keyPoints: [
      "Thomas Mann vinse il Nobel nel 1929.",
      "Brecht usa l’effetto di straniamento per stimolare la riflessione critica.",
      "Kafka scriveva in tedesco pur vivendo a Praga.",
    ],
    cards: [
      ["Sturm und Drang", "Movimento preromantico tedesco."],
      ["Goethe", "Autore del Faust e del Werther."],
      ["Kafka", "Autore della Metamorfosi."],
      ["Teatro epico", "Teatro di Brecht basato sullo straniamento."],
    ],
  },
  "cultura-tedesca": {
    explanation: [
      "La Germania è una repubblica federale di 16 Länder, con capitale Berlino e circa 84 milioni di abitanti. La Legge fondamentale (Grundgesetz) del 1949 prevede un sistema parlamentare: il Cancelliere guida il governo ed è eletto dal Bundestag, mentre il Presidente federale ha funzioni rappresentative.",
      "La storia tedesca comprende l’unificazione del 1871 con Bismarck, la Repubblica di Weimar, il nazismo (1933-1945), la divisione in RFT e RDT nel 1949, la costruzione del Muro di Berlino nel 1961 e la riunificazione del 3 ottobre 1990. La Germania è la prima economia dell’UE; il tedesco è lingua ufficiale anche in Austria, Svizzera e in Alto Adige.",
    ],
    keyPoints: [
      "Il Muro di Berlino cadde il 9 novembre 1989.",
      "Il Bundesrat rappresenta i Länder.",
      "L’Oktoberfest si svolge ogni anno a Monaco di Baviera.",
    ],
    cards: [
      ["Land", "Stato federato tedesco."],
      ["Bundestag", "Parlamento federale tedesco."],
      ["Grundgesetz", "Legge fondamentale del 1949."],
      ["3 ottobre 1990", "Riunificazione tedesca."],
    ],
  },
};
