/** Diritto ed economia (it catalogue subject 4012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "fonti-del-diritto": {
    explanation: [
      "Le fonti del diritto sono gli atti e i fatti da cui nascono le norme giuridiche. Sono ordinate gerarchicamente: una fonte inferiore non può contrastare con una superiore. Al vertice stanno la Costituzione e le leggi costituzionali, insieme ai principi fondamentali del diritto dell’Unione europea.",
      "Seguono le fonti primarie, come le leggi ordinarie del Parlamento, i decreti-legge e i decreti legislativi del Governo e le leggi regionali; poi le fonti secondarie, come i regolamenti; infine gli usi o consuetudini. La norma giuridica è generale, astratta, obbligatoria e coattiva. I criteri di risoluzione delle antinomie sono quello gerarchico, cronologico e di specialità.",
    ],
    keyPoints: [
      "Il decreto-legge va convertito in legge entro 60 giorni.",
      "La legge entra in vigore dopo la vacatio legis, di solito 15 giorni.",
      "Il referendum abrogativo è una fonte che elimina norme.",
    ],
    cards: [
      ["Fonte del diritto", "Atto o fatto da cui nascono norme giuridiche."],
      ["Decreto-legge", "Atto del Governo in casi di necessità e urgenza."],
      ["Consuetudine", "Comportamento ripetuto con la convinzione che sia obbligatorio."],
      ["Gerarchia delle fonti", "Ordine di prevalenza delle fonti normative."],
    ],
  },
  "costituzione-italiana": {
    explanation: [
      "La Costituzione della Repubblica italiana è stata approvata dall’Assemblea costituente il 22 dicembre 1947 ed è entrata in vigore il 1° gennaio 1948. È rigida, perché si modifica solo con un procedimento aggravato, votata, lunga, democratica e compromissoria.",
      "È composta da 139 articoli e 18 disposizioni transitorie e finali. I primi 12 articoli contengono i principi fondamentali: la Repubblica democratica fondata sul lavoro (art. 1), i diritti inviolabili (art. 2), l’uguaglianza formale e sostanziale (art. 3) e il ripudio della guerra (art. 11). La Parte I riguarda diritti e doveri dei cittadini, la Parte II l’ordinamento della Repubblica.",
    ],
    keyPoints: [
      "La revisione costituzionale segue l’articolo 138.",
      "La forma repubblicana non può essere oggetto di revisione (art. 139).",
      "La Corte costituzionale giudica la legittimità delle leggi.",
    ],
    cards: [
      ["Costituzione rigida", "Costituzione modificabile solo con procedura speciale."],
      ["Articolo 3", "Principio di uguaglianza formale e sostanziale."],
      ["Assemblea costituente", "Assemblea eletta il 2 giugno 1946 per scrivere la Costituzione."],
      ["Articolo 11", "L’Italia ripudia la guerra."],
    ],
  },
  "stato-e-forme-di-governo": {
    explanation: [
      "Lo Stato è un ente politico formato da tre elementi: popolo, territorio e sovranità. Le forme di Stato descrivono il rapporto tra governanti e governati: Stato assoluto, liberale, totalitario, democratico e sociale. Lo Stato può essere unitario, federale o regionale.",
      "Le forme di governo descrivono come sono distribuiti i poteri tra gli organi costituzionali. Nella monarchia il capo dello Stato è ereditario, nella repubblica è eletto. La repubblica parlamentare, come l’Italia, prevede un Governo che deve avere la fiducia del Parlamento; la repubblica presidenziale, come gli Stati Uniti, un presidente eletto dal popolo che guida il Governo.",
    ],
    keyPoints: [
      "La Francia ha una forma di governo semipresidenziale.",
      "La separazione dei poteri fu teorizzata da Montesquieu.",
      "L’Italia è uno Stato regionale.",
    ],
    cards: [
      ["Sovranità", "Potere supremo dello Stato."],
      ["Repubblica parlamentare", "Forma di governo in cui il Governo dipende dalla fiducia del Parlamento."],
      ["Stato federale", "Stato formato da Stati membri con propria autonomia."],
      ["Stato sociale", "Stato che garantisce servizi e diritti sociali."],
    ],
  },
  contratti: {
    explanation: [
      "Secondo l’articolo 1321 del Codice civile, il contratto è l’accordo di due o più parti per costituire, regolare o estinguere tra loro un rapporto giuridico patrimoniale. I suoi elementi essenziali sono l’accordo, la causa, l’oggetto e la forma, quando è richiesta dalla legge.",
      "Il contratto ha forza di legge tra le parti. Può essere nullo, se manca un elemento essenziale o è contrario a norme imperative, oppure annullabile, per incapacità di una parte o vizi del consenso come errore, violenza e dolo. Esempi tipici sono la compravendita, la locazione, il mutuo e il contratto di lavoro.",
    ],
    keyPoints: [
      "La compravendita di immobili richiede la forma scritta.",
      "L’inadempimento obbliga al risarcimento del danno.",
      "I contratti tipici sono disciplinati dal Codice civile.",
    ],
    cards: [
      ["Contratto", "Accordo tra parti su un rapporto giuridico patrimoniale."],
      ["Nullità", "Invalidità grave che rende il contratto privo di effetti."],
      ["Annullabilità", "Invalidità che può essere fatta valere dalla parte tutelata."],
      ["Vizi del consenso", "Errore, violenza e dolo."],
    ],
  },
  "sistema-economico": {
    explanation: [
      "Il sistema economico è l’insieme dei soggetti e delle relazioni con cui una società produce e distribuisce beni e servizi. I soggetti economici sono famiglie, imprese, Stato e resto del mondo, collegati da flussi reali e monetari.",
      "Nel sistema liberista le scelte sono affidate al mercato e alla proprietà privata, secondo il pensiero di Adam Smith e della «mano invisibile». Nel sistema collettivista lo Stato pianifica l’economia e possiede i mezzi di produzione, come nell’ex URSS. Il sistema a economia mista, diffuso in Europa, combina mercato e intervento pubblico, ispirandosi anche a Keynes.",
    ],
    keyPoints: [
      "I fattori produttivi sono lavoro, capitale, terra e imprenditorialità.",
      "Il circuito economico collega produzione, reddito e spesa.",
      "L’art. 41 della Costituzione tutela la libera iniziativa economica.",
    ],
    cards: [
      ["Sistema liberista", "Economia affidata al mercato."],
      ["Sistema collettivista", "Economia pianificata dallo Stato."],
      ["Economia mista", "Combinazione di mercato e intervento pubblico."],
      ["Mano invisibile", "Metafora di Smith sull’autoregolazione del mercato."],
    ],
  },
  "domanda-e-offerta": {
    explanation: [
      "La domanda è la quantità di un bene che i consumatori sono disposti ad acquistare a un certo prezzo. Secondo la legge della domanda, al crescere del prezzo la quantità domandata diminuisce. La domanda dipende anche dal reddito, dai gusti e dai prezzi di beni succedanei e complementari.",
      "L’offerta è la quantità che le imprese sono disposte a vendere e cresce con il prezzo. Il prezzo di equilibrio si forma dove la curva di domanda incontra quella di offerta. Se il prezzo è superiore all’equilibrio si ha un eccesso di offerta, se è inferiore un eccesso di domanda. L’elasticità misura quanto la quantità domandata reagisce alle variazioni di prezzo.",
    ],
    keyPoints: [
      "Un aumento del reddito sposta a destra la domanda dei beni normali.",
      "Un aumento dei costi di produzione sposta a sinistra l’offerta.",
      "I beni di prima necessità hanno domanda rigida.",
    ],
    cards: [
      ["Prezzo di equilibrio", "Prezzo a cui domanda e offerta coincidono."],
      ["Bene succedaneo", "Bene che può sostituirne un altro."],
      ["Bene complementare", "Bene usato insieme a un altro."],
      ["Elasticità della domanda", "Sensibilità della quantità domandata al prezzo."],
    ],
  },
  "moneta-e-inflazione": {
    explanation: [
      "La moneta è un mezzo di pagamento generalmente accettato che svolge le funzioni di mezzo di scambio, unità di conto e riserva di valore. Le forme attuali sono la moneta legale (banconote e monete), la moneta bancaria e la moneta elettronica.",
      "L’inflazione è l’aumento generalizzato e continuativo dei prezzi, misurato in Italia dall’ISTAT con l’indice dei prezzi al consumo. Può essere da domanda, quando la spesa supera la capacità produttiva, o da costi, come nel caso dei rincari energetici. Riduce il potere d’acquisto e penalizza i redditi fissi; la Banca centrale europea mira a un’inflazione del 2 % nel medio periodo.",
    ],
    keyPoints: [
      "La deflazione è una diminuzione generalizzata dei prezzi.",
      "L’iperinflazione colpì la Germania nel 1923.",
      "L’euro è gestito dal Sistema europeo delle banche centrali.",
    ],
    cards: [
      ["Moneta", "Mezzo di pagamento generalmente accettato."],
      ["Inflazione", "Aumento generalizzato dei prezzi."],
      ["Potere d’acquisto", "Quantità di beni acquistabile con una somma di denaro."],
      ["BCE", "Banca centrale europea."],
    ],
  },
  "politica-economica": {
    explanation: [
      "La politica economica è l’insieme degli interventi dello Stato per raggiungere obiettivi come la crescita, la piena occupazione, la stabilità dei prezzi e l’equa distribuzione del reddito. Gli strumenti principali sono la politica fiscale e quella monetaria.",
      "La politica fiscale agisce su spesa pubblica e imposte, ed è decisa dal Governo con la legge di bilancio; una politica espansiva aumenta la spesa o riduce le tasse per sostenere la domanda, secondo l’impostazione di Keynes. La politica monetaria dell’area euro è affidata alla BCE, che agisce sui tassi d’interesse. Il debito pubblico italiano supera il 130 % del PIL.",
    ],
    keyPoints: [
      "Il deficit è la differenza tra spese ed entrate pubbliche in un anno.",
      "Le imposte progressive crescono più che proporzionalmente al reddito (art. 53 Cost.).",
      "Il Patto di stabilità pone limiti a deficit e debito.",
    ],
    cards: [
      ["Politica fiscale", "Uso di spesa pubblica e imposte."],
      ["Politica monetaria", "Gestione dei tassi e della quantità di moneta."],
      ["Deficit pubblico", "Eccesso delle spese sulle entrate pubbliche."],
      ["Legge di bilancio", "Legge annuale che fissa entrate e spese dello Stato."],
    ],
  },
};
