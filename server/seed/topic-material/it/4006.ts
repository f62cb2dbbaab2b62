/** Filosofia (it catalogue subject 4006): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  presocratici: {
    explanation: [
      "I presocratici sono i primi filosofi greci, vissuti tra il VI e il V secolo a.C., che cercano di spiegare la natura con la ragione: è il passaggio dal mito al logos. La loro domanda principale riguarda l’archè, il principio da cui deriva ogni cosa.",
      "Per Talete l’archè è l’acqua, per Anassimene l’aria e per Anassimandro l’ápeiron, l’illimitato. Pitagora pone il numero alla base della realtà. Eraclito afferma che tutto scorre (panta rei) e che la realtà è unità di opposti governata dal logos, mentre Parmenide sostiene che l’essere è e non può non essere, unico e immutabile. Democrito spiega il mondo con atomi e vuoto.",
    ],
    keyPoints: [
      "La scuola di Mileto è la prima scuola filosofica.",
      "Zenone difende Parmenide con i paradossi, come Achille e la tartaruga.",
      "Empedocle indica quattro radici: acqua, aria, terra e fuoco.",
    ],
    cards: [
      ["Archè", "Principio originario di tutte le cose."],
      ["Panta rei", "«Tutto scorre», formula associata a Eraclito."],
      ["Ápeiron", "L’illimitato, principio secondo Anassimandro."],
      ["Atomismo", "Teoria di Leucippo e Democrito."],
    ],
  },
  platone: {
    explanation: [
      "Platone (427-347 a.C.), allievo di Socrate e fondatore dell’Accademia, scrive dialoghi in cui Socrate è spesso protagonista. Al centro del suo pensiero è la teoria delle idee: accanto al mondo sensibile, mutevole, esiste il mondo intelligibile delle idee, eterne e perfette, al vertice del quale sta l’idea del Bene.",
      "La conoscenza è reminiscenza (anamnesi): l’anima ricorda le idee contemplate prima della nascita. Il mito della caverna, nella Repubblica, rappresenta il percorso dall’opinione (doxa) alla scienza (epistéme). Nello Stato ideale governano i filosofi, difendono i guerrieri e producono gli artigiani, in corrispondenza con le tre parti dell’anima.",
    ],
    keyPoints: [
      "L’anima è immortale, come argomenta il Fedone.",
      "La giustizia è armonia tra le parti dell’anima e della città.",
      "Il Demiurgo del Timeo plasma il mondo guardando alle idee.",
    ],
    cards: [
      ["Iperuranio", "Luogo metaforico delle idee, al di là del cielo."],
      ["Anamnesi", "Conoscenza come ricordo delle idee."],
      ["Mito della caverna", "Allegoria del passaggio dall’ignoranza alla conoscenza."],
      ["Filosofo-re", "Governante ideale che conosce il Bene."],
    ],
  },
  aristotele: {
    explanation: [
      "Aristotele (384-322 a.C.), allievo di Platone e fondatore del Liceo, rifiuta la separazione delle idee: la forma è immanente alle cose. Ogni sostanza è sinolo di materia e forma, e il divenire è passaggio dalla potenza all’atto.",
      "Spiega la realtà con quattro cause: materiale, formale, efficiente e finale. Il Primo Motore immobile, atto puro, muove l’universo come causa finale. Nell’Etica Nicomachea il fine dell’uomo è la felicità (eudaimonia), raggiunta con la virtù, che è giusto mezzo tra due estremi. Nella Politica definisce l’uomo «animale politico» e fonda la logica con il sillogismo.",
    ],
    keyPoints: [
      "Le categorie sono i modi in cui si dice l’essere.",
      "La virtù etica nasce dall’abitudine.",
      "La logica aristotelica si fonda sui principi di identità e non contraddizione.",
    ],
    cards: [
      ["Sinolo", "Unione di materia e forma nella sostanza."],
      ["Atto e potenza", "Realizzazione e possibilità di essere."],
      ["Giusto mezzo", "La virtù come equilibrio tra eccesso e difetto."],
      ["Sillogismo", "Ragionamento di due premesse e una conclusione."],
    ],
  },
  scolastica: {
    explanation: [
      "La Scolastica è la filosofia insegnata nelle scuole e nelle università medievali tra l’XI e il XIV secolo. Il suo obiettivo è conciliare fede e ragione, usando la logica aristotelica per comprendere le verità rivelate.",
      "Anselmo d’Aosta formula la prova ontologica: Dio è «ciò di cui non si può pensare nulla di maggiore» e deve quindi esistere anche nella realtà. Tommaso d’Aquino, nella Summa theologiae, propone le cinque vie per dimostrare l’esistenza di Dio a partire dal mondo sensibile. Guglielmo di Ockham separa fede e ragione e formula il principio noto come rasoio di Ockham.",
    ],
    keyPoints: [
      "La disputa sugli universali contrappose realisti e nominalisti.",
      "Per Tommaso la grazia non distrugge la natura ma la perfeziona.",
      "Il metodo della quaestio confronta argomenti pro e contro.",
    ],
    cards: [
      ["Prova ontologica", "Argomento di Anselmo sull’esistenza di Dio."],
      ["Cinque vie", "Prove tomistiche dell’esistenza di Dio."],
      ["Rasoio di Ockham", "Non moltiplicare gli enti senza necessità."],
      ["Universali", "Concetti generali, oggetto di una celebre disputa medievale."],
    ],
  },
  cartesio: {
    explanation: [
      "René Descartes, in italiano Cartesio (1596-1650), è il fondatore del razionalismo moderno. Nel Discorso sul metodo (1637) propone quattro regole: evidenza, analisi, sintesi ed enumerazione, per dare al sapere la certezza della matematica.",
      "Con il dubbio metodico, esteso fino all’ipotesi del genio maligno, giunge a una verità indubitabile: «cogito, ergo sum». Dimostra poi l’esistenza di Dio, garante della verità delle idee chiare e distinte. Distingue la res cogitans, il pensiero, dalla res extensa, la materia, dando origine al dualismo tra anima e corpo, e concepisce il mondo fisico in modo meccanicistico.",
    ],
    keyPoints: [
      "Le idee possono essere innate, avventizie o fattizie.",
      "La ghiandola pineale sarebbe il punto di contatto tra anima e corpo.",
      "Cartesio inventò la geometria analitica.",
    ],
    cards: [
      ["Cogito", "«Penso, dunque sono», prima certezza."],
      ["Dubbio metodico", "Dubbio sistematico per trovare una verità certa."],
      ["Res cogitans", "Sostanza pensante."],
      ["Res extensa", "Sostanza materiale caratterizzata dall’estensione."],
    ],
  },
  kant: {
    explanation: [
      "Immanuel Kant (1724-1804) realizza una «rivoluzione copernicana» nella filosofia: non è il soggetto ad adeguarsi all’oggetto, ma l’oggetto alle forme del soggetto. Nella Critica della ragion pura (1781) mostra che la conoscenza nasce dall’unione di intuizioni sensibili, ordinate da spazio e tempo, e concetti dell’intelletto, le categorie.",
      "Conosciamo solo i fenomeni, non la cosa in sé (noumeno), perciò la metafisica non può essere scienza. Nella Critica della ragion pratica (1788) fonda la morale sull’imperativo categorico: «Agisci in modo che la massima della tua volontà possa valere come principio di una legislazione universale». La Critica del giudizio tratta il bello e il sublime.",
    ],
    keyPoints: [
      "I giudizi sintetici a priori fondano la scienza.",
      "La morale kantiana è formale, autonoma e disinteressata.",
      "Nel saggio sull’Illuminismo Kant invita ad avere il coraggio di servirsi della propria intelligenza.",
    ],
    cards: [
      ["Rivoluzione copernicana", "L’oggetto si conforma alle strutture del soggetto."],
      ["Noumeno", "La cosa in sé, inconoscibile."],
      ["Imperativo categorico", "Comando morale incondizionato."],
      ["Giudizio sintetico a priori", "Giudizio universale che amplia la conoscenza."],
    ],
  },
  hegel: {
    explanation: [
      "Georg Wilhelm Friedrich Hegel (1770-1831) è il massimo esponente dell’idealismo tedesco. Per lui «ciò che è razionale è reale e ciò che è reale è razionale»: la realtà è lo sviluppo dello Spirito, o Assoluto, che si realizza nella storia.",
      "Il metodo dialettico procede per tesi, antitesi e sintesi, in cui la contraddizione viene superata e conservata (Aufhebung). La Fenomenologia dello Spirito (1807) descrive il cammino della coscienza, con la celebre figura del servo e del padrone. Il sistema si articola in Idea, Natura e Spirito; lo Spirito oggettivo culmina nello Stato e lo Spirito assoluto in arte, religione e filosofia.",
    ],
    keyPoints: [
      "La filosofia è «il proprio tempo appreso nel pensiero».",
      "L’eticità comprende famiglia, società civile e Stato.",
      "La destra e la sinistra hegeliana interpretarono diversamente il sistema.",
    ],
    cards: [
      ["Dialettica", "Movimento di tesi, antitesi e sintesi."],
      ["Aufhebung", "Superamento che conserva ciò che supera."],
      ["Servo-padrone", "Figura della Fenomenologia sul riconoscimento."],
      ["Spirito assoluto", "Arte, religione e filosofia."],
    ],
  },
  marx: {
    explanation: [
      "Karl Marx (1818-1883) critica Hegel e propone il materialismo storico: sono le condizioni materiali di produzione, la struttura, a determinare la sovrastruttura, cioè diritto, politica, religione e ideologie. La storia è storia della lotta di classe.",
      "Nei Manoscritti del 1844 descrive l’alienazione dell’operaio nel lavoro capitalistico. Nel Capitale (primo libro, 1867) analizza il plusvalore, differenza tra il valore prodotto dall’operaio e il salario ricevuto, fonte del profitto. Con Engels scrive il Manifesto del partito comunista (1848), che prevede la rivoluzione del proletariato e una società senza classi.",
    ],
    keyPoints: [
      "La religione è definita «oppio dei popoli».",
      "La dittatura del proletariato è fase di transizione verso il comunismo.",
      "Il capitalismo tende a crisi di sovrapproduzione.",
    ],
    cards: [
      ["Materialismo storico", "Concezione della storia basata sui rapporti economici."],
      ["Plusvalore", "Valore prodotto dal lavoratore oltre il salario."],
      ["Alienazione", "Estraneazione dell’operaio dal prodotto e dal proprio lavoro."],
      ["Struttura", "La base economica della società."],
    ],
  },
  nietzsche: {
    explanation: [
      "Friedrich Nietzsche (1844-1900) critica radicalmente la cultura occidentale. Nella Nascita della tragedia (1872) contrappone lo spirito apollineo, armonia e misura, allo spirito dionisiaco, istinto ed ebbrezza, e accusa Socrate di aver soffocato il secondo.",
      "Annuncia la «morte di Dio», che porta al nichilismo, e propone la trasvalutazione dei valori. Critica la morale cristiana come morale degli schiavi nata dal risentimento. In Così parlò Zarathustra presenta l’oltreuomo (Übermensch), che crea nuovi valori, accetta l’eterno ritorno dell’uguale ed esprime la volontà di potenza.",
    ],
    keyPoints: [
      "Il prospettivismo nega una verità assoluta: «non ci sono fatti, solo interpretazioni».",
      "Il metodo genealogico indaga l’origine dei valori morali.",
      "L’amor fati è l’accettazione gioiosa del destino.",
    ],
    cards: [
      ["Morte di Dio", "Crollo dei valori assoluti tradizionali."],
      ["Oltreuomo", "Uomo che crea i propri valori."],
      ["Eterno ritorno", "Ripetersi infinito di ogni istante."],
      ["Volontà di potenza", "Forza vitale che tende ad affermarsi."],
    ],
  },
  esistenzialismo: {
    explanation: [
      "L’esistenzialismo è una corrente filosofica del Novecento che pone al centro l’esistenza concreta del singolo, la sua libertà e la sua finitezza. Ha un precursore in Søren Kierkegaard, che parla di scelta, angoscia e dei tre stadi dell’esistenza: estetico, etico e religioso.",
      "Martin Heidegger, in Essere e tempo (1927), descrive l’uomo come Dasein, essere-nel-mondo ed essere-per-la-morte, distinguendo esistenza autentica e inautentica. Jean-Paul Sartre afferma che «l’esistenza precede l’essenza» e che l’uomo è «condannato a essere libero». Albert Camus riflette sull’assurdo nel Mito di Sisifo.",
    ],
    keyPoints: [
      "L’angoscia nasce dalla consapevolezza della possibilità.",
      "Per Sartre la malafede è la fuga dalla propria libertà.",
      "Karl Jaspers parla di situazioni-limite come morte e colpa.",
    ],
    cards: [
      ["Dasein", "L’esserci, termine di Heidegger per l’uomo."],
      ["Angoscia", "Sentimento della possibilità e del nulla."],
      ["L’esistenza precede l’essenza", "Tesi di Sartre sulla libertà umana."],
      ["Assurdo", "Contrasto tra il bisogno umano di senso e il silenzio del mondo, secondo Camus."],
    ],
  },
};
