/** Latino (it catalogue subject 4005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  declinazioni: {
    explanation: [
      "Il latino è una lingua flessiva: la desinenza di nomi, aggettivi e pronomi indica la funzione logica attraverso sei casi. Il nominativo è il caso del soggetto, il genitivo del complemento di specificazione, il dativo del termine, l’accusativo dell’oggetto, il vocativo del complemento di vocazione e l’ablativo di molti complementi indiretti.",
      "Le declinazioni sono cinque e si riconoscono dal genitivo singolare: -ae (rosa, rosae), -i (lupus, lupi; templum, templi), -is (consul, consulis), -us (manus, manus) e -ei (res, rei). I neutri hanno nominativo, accusativo e vocativo uguali, con plurale in -a.",
    ],
    keyPoints: [
      "Il nome si impara con nominativo, genitivo e genere.",
      "La terza declinazione comprende temi in consonante e in -i.",
      "Gli aggettivi della prima classe seguono prima e seconda declinazione.",
    ],
    cards: [
      ["Caso", "Forma della parola che indica la sua funzione logica."],
      ["Genitivo singolare", "Forma che identifica la declinazione."],
      ["Ablativo", "Caso di molti complementi indiretti."],
      ["Rosa, rosae", "Modello della prima declinazione."],
    ],
  },
  coniugazioni: {
    explanation: [
      "I verbi latini si dividono in quattro coniugazioni in base all’infinito presente: laudare (1ª), monere (2ª), legere (3ª), audire (4ª), più la coniugazione mista (capere). Il paradigma comprende le forme fondamentali, come laudo, laudas, laudavi, laudatum, laudare.",
      "Dal tema del presente si formano presente, imperfetto (laudabam) e futuro semplice (laudabo); dal tema del perfetto si formano perfetto (laudavi), piuccheperfetto (laudaveram) e futuro anteriore (laudavero). Le desinenze attive sono -o/-m, -s, -t, -mus, -tis, -nt. Il verbo sum è irregolare e serve a formare i tempi perfetti del passivo.",
    ],
    keyPoints: [
      "Il passivo usa le desinenze -r, -ris, -tur, -mur, -mini, -ntur.",
      "I verbi deponenti hanno forma passiva e significato attivo.",
      "Il congiuntivo è usato in molte proposizioni subordinate.",
    ],
    cards: [
      ["Paradigma", "Serie delle forme fondamentali di un verbo."],
      ["Tema del perfetto", "Radice da cui si formano i tempi dell’azione compiuta."],
      ["Verbo deponente", "Verbo di forma passiva e significato attivo."],
      ["Sum, es, fui, esse", "Paradigma del verbo essere."],
    ],
  },
  "sintassi-dei-casi": {
    explanation: [
      "La sintassi dei casi studia l’uso dei casi per esprimere i complementi. L’accusativo indica l’oggetto diretto, il moto a luogo con in o ad e l’estensione nel tempo e nello spazio; il doppio accusativo compare con verbi come doceo.",
      "Il genitivo esprime specificazione, qualità, pertinenza e prezzo; il dativo il termine, il vantaggio e il possesso («mihi est liber», ho un libro). L’ablativo esprime mezzo, causa, modo, tempo determinato, stato in luogo con in, compagnia con cum e agente con a/ab. Alcuni verbi, come utor e fruor, reggono l’ablativo.",
    ],
    keyPoints: [
      "Il complemento di tempo determinato va in ablativo semplice.",
      "Il dativo di possesso si costruisce con sum.",
      "I nomi di città usano il locativo per lo stato in luogo.",
    ],
    cards: [
      ["Dativo di possesso", "Costrutto con sum che indica chi possiede."],
      ["Ablativo di mezzo", "Complemento che indica lo strumento, senza preposizione."],
      ["Locativo", "Antico caso per lo stato in luogo con i nomi di città."],
      ["Doppio accusativo", "Costrutto di verbi come doceo e celo."],
    ],
  },
  "sintassi-del-periodo": {
    explanation: [
      "La sintassi del periodo studia le proposizioni subordinate e i loro modi. L’infinitiva, retta da verbi di dire, pensare e percepire, ha il soggetto in accusativo e il verbo all’infinito: «Scio te venire». L’ablativo assoluto è un costrutto participiale indipendente dalla reggente: «Sole oriente, profecti sumus».",
      "Ut con il congiuntivo introduce finali e consecutive, ne le finali negative. Il cum narrativo con il congiuntivo esprime circostanza temporale e causale. La consecutio temporum regola il tempo del congiuntivo nella subordinata in base al tempo della reggente e al rapporto di contemporaneità, anteriorità o posteriorità.",
    ],
    keyPoints: [
      "Le interrogative indirette hanno il verbo al congiuntivo.",
      "La perifrastica passiva esprime dovere: «Carthago delenda est».",
      "Quod con l’indicativo esprime la causa oggettiva.",
    ],
    cards: [
      ["Infinitiva", "Subordinata con soggetto in accusativo e verbo all’infinito."],
      ["Ablativo assoluto", "Costrutto participiale in ablativo."],
      ["Cum narrativo", "Cum con il congiuntivo nella narrazione."],
      ["Consecutio temporum", "Regola della correlazione dei tempi."],
    ],
  },
  traduzione: {
    explanation: [
      "Tradurre dal latino richiede di analizzare prima la struttura del periodo. Si individuano i verbi di modo finito, che indicano il numero delle proposizioni, e le congiunzioni che le collegano, distinguendo la principale dalle subordinate.",
      "Si cercano poi i soggetti in nominativo, concordati con i verbi, e i complementi in base ai casi. Il vocabolario si consulta dalla forma base: nominativo per i nomi, prima persona del presente per i verbi. La traduzione deve rendere il senso in un italiano corretto e scorrevole, rispettando tempi e rapporti logici.",
    ],
    keyPoints: [
      "L’ordine delle parole latine è libero.",
      "Un participio si può rendere con una relativa o una subordinata.",
      "Il contesto scioglie le ambiguità morfologiche.",
    ],
    cards: [
      ["Analisi del periodo", "Individuazione delle proposizioni e dei loro legami."],
      ["Vocabolario", "Dizionario latino, come il Castiglioni-Mariotti."],
      ["Enclitica -que", "Particella che significa «e»."],
      ["Concordanza", "Accordo di genere, numero e caso tra parole."],
    ],
  },
  "letteratura-latina": {
    explanation: [
      "La letteratura latina nasce nel III secolo a.C. sotto l’influenza greca, con Livio Andronico che traduce l’Odissea. In età repubblicana Plauto e Terenzio scrivono commedie, Lucrezio il De rerum natura, poema epicureo, e Catullo liriche d’amore per Lesbia.",
      "L’età augustea è l’età d’oro: Virgilio, Orazio, Ovidio, Tibullo, Properzio e lo storico Tito Livio. In età imperiale si distinguono Seneca, Petronio con il Satyricon, Lucano, Marziale, Quintiliano e Tacito. La letteratura cristiana culmina con Agostino, autore delle Confessioni.",
    ],
    keyPoints: [
      "Il circolo di Mecenate sostenne i poeti augustei.",
      "Orazio scrisse Odi, Satire ed Epistole.",
      "Apuleio è l’autore delle Metamorfosi o L’asino d’oro.",
    ],
    cards: [
      ["Lucrezio", "Autore del poema epicureo De rerum natura."],
      ["Catullo", "Poeta lirico dei carmi per Lesbia."],
      ["Mecenate", "Consigliere di Augusto, protettore dei poeti."],
      ["Tacito", "Storico autore degli Annales e delle Historiae."],
    ],
  },
  cicerone: {
    explanation: [
      "Marco Tullio Cicerone (106-43 a.C.), nato ad Arpino, fu avvocato, uomo politico, oratore e filosofo. Homo novus, raggiunse il consolato nel 63 a.C., quando sventò la congiura di Catilina, denunciata nelle quattro Catilinarie.",
      "Difese la repubblica e il governo dei «boni» fondato sulla concordia ordinum. Dopo la morte di Cesare attaccò Antonio nelle Filippiche e per questo fu ucciso nel 43 a.C. Scrisse opere retoriche, come il De oratore, politiche, come il De re publica, e filosofiche, come il De officiis. La sua prosa, ricca e armoniosa, è il modello del latino classico.",
    ],
    keyPoints: [
      "Le Verrine accusano Verre di corruzione in Sicilia.",
      "Il Somnium Scipionis conclude il De re publica.",
      "L’epistolario comprende le lettere ad Attico.",
    ],
    cards: [
      ["Catilinarie", "Orazioni contro Catilina del 63 a.C."],
      ["Homo novus", "Primo della famiglia a ricoprire il consolato."],
      ["Filippiche", "Orazioni contro Marco Antonio."],
      ["Concordia ordinum", "Ideale di accordo tra senatori e cavalieri."],
    ],
  },
  virgilio: {
    explanation: [
      "Publio Virgilio Marone (70-19 a.C.), nato presso Mantova, è il maggiore poeta dell’età augustea. Le Bucoliche, dieci egloghe, rappresentano il mondo idealizzato dei pastori; la quarta egloga annuncia la nascita di un fanciullo e di una nuova età dell’oro.",
      "Le Georgiche, in quattro libri, celebrano il lavoro dei campi e si chiudono con il mito di Orfeo ed Euridice. L’Eneide, in dodici libri di esametri, narra il viaggio di Enea da Troia al Lazio: i primi sei libri richiamano l’Odissea, gli altri sei l’Iliade. Il poema celebra le origini di Roma e della gens Iulia, e il suo eroe è caratterizzato dalla pietas.",
    ],
    keyPoints: [
      "Virgilio morì prima di completare la revisione dell’Eneide.",
      "Il libro IV narra l’amore tragico di Didone.",
      "Dante sceglie Virgilio come guida nella Commedia.",
    ],
    cards: [
      ["Eneide", "Poema epico in dodici libri su Enea."],
      ["Pietas", "Devozione verso gli dèi, la patria e la famiglia."],
      ["Bucoliche", "Raccolta di dieci egloghe pastorali."],
      ["Didone", "Regina di Cartagine innamorata di Enea."],
    ],
  },
  seneca: {
    explanation: [
      "Lucio Anneo Seneca (circa 4 a.C. - 65 d.C.), nato a Cordova, fu filosofo stoico, scrittore e consigliere di Nerone. Coinvolto nella congiura dei Pisoni, ricevette l’ordine di suicidarsi nel 65 d.C.",
      "Nelle Epistulae morales ad Lucilium insegna a vivere secondo ragione, a dominare le passioni e a usare bene il tempo: «Vindica te tibi». Nei Dialogi tratta temi come la brevità della vita (De brevitate vitae), l’ira e la tranquillità dell’animo. Scrisse anche tragedie, come Medea e Fedra, e la satira Apokolokyntosis contro l’imperatore Claudio.",
    ],
    keyPoints: [
      "Il suo stile è breve, sentenzioso e ricco di antitesi.",
      "Per gli stoici il saggio è libero perché dipende solo da sé.",
      "Il De clementia è dedicato al giovane Nerone.",
    ],
    cards: [
      ["Epistulae ad Lucilium", "Lettere filosofiche di Seneca."],
      ["Stoicismo", "Filosofia che insegna a vivere secondo ragione e virtù."],
      ["De brevitate vitae", "Dialogo sul buon uso del tempo."],
      ["Apokolokyntosis", "Satira sulla morte dell’imperatore Claudio."],
    ],
  },
};
