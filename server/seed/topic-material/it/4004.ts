/** Inglese (it catalogue subject 4004): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatica: {
    explanation: [
      "In inglese l’aggettivo è invariabile e precede il nome: «a big house», «big houses». Il comparativo degli aggettivi brevi si forma con -er (faster than), quello degli aggettivi lunghi con more (more beautiful than); il superlativo con -est o the most.",
      "I nomi numerabili hanno il plurale e possono essere preceduti da a/an, quelli non numerabili, come information, advice e furniture, no. Some si usa nelle frasi affermative e nelle offerte, any nelle negative e interrogative. Il genitivo sassone ’s indica possesso con le persone: «Mary’s book».",
    ],
    keyPoints: [
      "Much si usa con i non numerabili, many con i numerabili plurali.",
      "Gli avverbi di frequenza precedono il verbo principale.",
      "I pronomi soggetto sono sempre espressi.",
    ],
    cards: [
      ["Genitivo sassone", "La forma ’s che indica possesso."],
      ["Nome non numerabile", "Nome senza plurale, come water o news."],
      ["Comparativo di maggioranza", "Aggettivo + -er than o more + aggettivo + than."],
      ["Any", "Determinante usato in frasi negative e interrogative."],
    ],
  },
  "tempi-verbali": {
    explanation: [
      "Il present simple esprime abitudini e verità generali («He works in Rome») e aggiunge -s alla terza persona singolare. Il present continuous, con be + -ing, descrive azioni in corso o programmi futuri vicini.",
      "Il past simple indica azioni concluse in un momento definito del passato («We met in 2020»), mentre il present perfect (have + participio) collega passato e presente: «I have lived here since 2015». Il past continuous descrive azioni in corso nel passato e il past perfect azioni anteriori a un altro evento passato. Il futuro si esprime con will, be going to o il present continuous.",
    ],
    keyPoints: [
      "For indica la durata, since il momento d’inizio.",
      "Yesterday, ago e last week richiedono il past simple.",
      "I verbi di stato come know e like non si usano di solito nella forma -ing.",
    ],
    cards: [
      ["Present perfect", "Have/has + participio passato."],
      ["Past continuous", "Was/were + -ing."],
      ["Be going to", "Forma per intenzioni e previsioni basate su indizi."],
      ["Ago", "Fa, indicatore del past simple."],
    ],
  },
  "periodo-ipotetico": {
    explanation: [
      "Il periodo ipotetico inglese è formato da una frase con if e da una principale. Lo zero conditional esprime verità generali («If you heat water to 100 °C, it boils») e il first conditional situazioni possibili nel futuro: «If it rains, we will stay at home».",
      "Il second conditional esprime situazioni ipotetiche o improbabili nel presente, con past simple e would: «If I won the lottery, I would buy a house». Il third conditional riguarda il passato irreale, con past perfect e would have + participio: «If he had studied, he would have passed the exam». Con be si usa spesso were per tutte le persone.",
    ],
    keyPoints: [
      "Will non si usa nella frase con if.",
      "Unless significa if not.",
      "I mixed conditionals combinano passato e presente irreali.",
    ],
    cards: [
      ["First conditional", "If + present simple, will + infinito."],
      ["Second conditional", "If + past simple, would + infinito."],
      ["Third conditional", "If + past perfect, would have + participio."],
      ["Unless", "A meno che, se non."],
    ],
  },
  "forma-passiva": {
    explanation: [
      "La forma passiva si costruisce con il verbo be al tempo richiesto e il participio passato: «The Colosseum was built in the first century». Si usa quando interessa l’azione o chi la subisce più di chi la compie.",
      "Il complemento d’agente è introdotto da by e si esprime solo se è importante: «The Divine Comedy was written by Dante». Con i verbi a doppio oggetto, come give o send, anche la persona può diventare soggetto: «I was given a present». Le costruzioni impersonali «It is said that…» e «He is said to…» sono tipiche dei testi giornalistici.",
    ],
    keyPoints: [
      "Il tempo è indicato dal verbo be: is made, was made, has been made.",
      "Con i modali si usa modale + be + participio: can be seen.",
      "La forma causativa have something done indica che qualcun altro fa l’azione.",
    ],
    cards: [
      ["Passivo", "Be + participio passato."],
      ["By", "Preposizione che introduce l’agente."],
      ["Have something done", "Far fare qualcosa a qualcun altro."],
      ["It is said that", "Si dice che."],
    ],
  },
  "discorso-indiretto": {
    explanation: [
      "Il discorso indiretto (reported speech) riferisce le parole di qualcuno senza citarle testualmente. Se il verbo introduttivo è al passato, i tempi «arretrano»: il present simple diventa past simple, il present perfect e il past simple diventano past perfect, will diventa would.",
      "Cambiano anche pronomi ed espressioni di tempo e luogo: now diventa then, tomorrow the next day, here there. «I am hungry» diventa «He said (that) he was hungry». Le domande indirette hanno l’ordine della frase affermativa e usano if o whether per le domande sì/no: «She asked if I was ready».",
    ],
    keyPoints: [
      "Say non richiede il complemento di persona, tell sì.",
      "Gli ordini si riferiscono con tell + persona + to + infinito.",
      "Se il verbo introduttivo è al presente, i tempi non cambiano.",
    ],
    cards: [
      ["Reported speech", "Discorso indiretto."],
      ["Backshift", "Slittamento dei tempi verbali all’indietro."],
      ["Tell", "Verbo che richiede un complemento di persona."],
      ["Whether", "Se, nelle domande indirette."],
    ],
  },
  lessico: {
    explanation: [
      "Il lessico inglese si arricchisce per aree tematiche, come ambiente (climate change, renewable energy), tecnologia (device, app, privacy) e lavoro (job, career, salary). I falsi amici ingannano gli italiani: actually significa in realtà, library biblioteca, sensible sensato e eventually alla fine.",
      "I phrasal verbs uniscono un verbo e una particella con un nuovo significato: look after (prendersi cura di), give up (rinunciare), find out (scoprire). Prefissi e suffissi formano nuove parole: un- e dis- creano contrari, -ness e -ment nomi, -ful e -less aggettivi.",
    ],
    keyPoints: [
      "Le collocations come make a decision e do homework si imparano in blocco.",
      "Molti phrasal verbs hanno più significati.",
      "L’inglese ha molte parole di origine latina che facilitano gli italiani.",
    ],
    cards: [
      ["Actually", "In realtà, falso amico di attualmente."],
      ["Library", "Biblioteca, non libreria (bookshop)."],
      ["Give up", "Rinunciare, smettere."],
      ["Collocation", "Combinazione abituale di parole."],
    ],
  },
  "comprensione-del-testo": {
    explanation: [
      "La comprensione del testo in inglese combina una lettura globale, per cogliere l’idea principale, e una lettura analitica, per individuare informazioni precise. Titolo, immagini e fonte aiutano a prevedere il contenuto.",
      "I connettivi come however, therefore, although e moreover indicano i rapporti logici tra le idee. Nelle domande vero/falso la risposta va giustificata con una citazione precisa. Il significato delle parole sconosciute si deduce spesso dal contesto, dalla formazione della parola e dalle parole trasparenti di origine latina.",
    ],
    keyPoints: [
      "Lo skimming serve a capire il senso generale.",
      "Lo scanning serve a trovare un dato specifico.",
      "Le domande seguono di solito l’ordine del testo.",
    ],
    cards: [
      ["Skimming", "Lettura veloce per l’idea generale."],
      ["Scanning", "Lettura mirata per trovare un’informazione."],
      ["However", "Tuttavia."],
      ["Although", "Sebbene."],
    ],
  },
  "produzione-scritta": {
    explanation: [
      "La produzione scritta in inglese richiede un testo organizzato in introduzione, sviluppo e conclusione, con un paragrafo per ogni idea. Il registro dipende dal tipo di testo: un opinion essay è formale, un’email a un amico informale.",
      "I connettivi danno coesione: firstly, furthermore, on the other hand, in conclusion. Per esprimere un’opinione si usano «In my opinion», «I believe that» o «From my point of view». È utile variare le strutture, usando relative, passivi e condizionali, e rispettare il numero di parole indicato.",
    ],
    keyPoints: [
      "La topic sentence presenta l’idea del paragrafo.",
      "Nel registro formale si evitano le contrazioni.",
      "La conclusione riprende la tesi senza nuovi argomenti.",
    ],
    cards: [
      ["Opinion essay", "Testo che sostiene un punto di vista."],
      ["Furthermore", "Inoltre."],
      ["On the other hand", "D’altra parte."],
      ["Topic sentence", "Frase che introduce l’idea di un paragrafo."],
    ],
  },
  "letteratura-inglese": {
    explanation: [
      "La letteratura inglese comprende opere fondamentali come i Canterbury Tales di Geoffrey Chaucer (XIV secolo) e il teatro di William Shakespeare (1564-1616), autore di Hamlet, Macbeth e Romeo and Juliet. Nel Settecento nasce il romanzo moderno con Daniel Defoe (Robinson Crusoe, 1719).",
      "Il Romanticismo inizia con le Lyrical Ballads (1798) di Wordsworth e Coleridge. L’età vittoriana vede i romanzi di Charles Dickens, come Oliver Twist, e delle sorelle Brontë. Nel Novecento il modernismo sperimenta il flusso di coscienza con James Joyce (Ulysses, 1922) e Virginia Woolf, e George Orwell scrive Nineteen Eighty-Four (1949).",
    ],
    keyPoints: [
      "Shakespeare usa spesso il blank verse, pentametro giambico non rimato.",
      "Il romanzo gotico nasce con The Castle of Otranto di Walpole.",
      "Oscar Wilde rappresenta l’estetismo in The Picture of Dorian Gray.",
    ],
    cards: [
      ["Shakespeare", "Drammaturgo e poeta elisabettiano."],
      ["Lyrical Ballads", "Raccolta del 1798 che apre il Romanticismo inglese."],
      ["Stream of consciousness", "Tecnica che riproduce il flusso dei pensieri."],
      ["Victorian Age", "Periodo del regno della regina Vittoria (1837-1901)."],
    ],
  },
};
