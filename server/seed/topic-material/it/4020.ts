/** Religione (it catalogue subject 4020): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  bibbia: {
    explanation: [
      "La Bibbia è il testo sacro dei cristiani ed è formata da una raccolta di libri scritti nell’arco di molti secoli. Si divide in Antico Testamento, che nella versione cattolica comprende 46 libri, in gran parte condivisi con la Bibbia ebraica, e Nuovo Testamento, formato da 27 libri.",
      "L’Antico Testamento, scritto soprattutto in ebraico, comprende il Pentateuco, i libri storici, sapienziali e profetici. Il Nuovo Testamento, scritto in greco, comprende i quattro Vangeli, gli Atti degli Apostoli, le lettere e l’Apocalisse. San Girolamo la tradusse in latino nella Vulgata alla fine del IV secolo. I cristiani la considerano Parola di Dio ispirata.",
    ],
    keyPoints: [
      "I Vangeli sinottici sono Matteo, Marco e Luca.",
      "La Bibbia contiene generi diversi: narrazione, legge, poesia, profezia.",
      "Il canone è l’elenco dei libri riconosciuti come ispirati.",
    ],
    cards: [
      ["Pentateuco", "I primi cinque libri della Bibbia."],
      ["Vangelo", "«Buona notizia»: racconto della vita e del messaggio di Gesù."],
      ["Vulgata", "Traduzione latina di san Girolamo."],
      ["Canone biblico", "Elenco dei libri riconosciuti come sacri."],
    ],
  },
  "gesu-cristo": {
    explanation: [
      "Gesù di Nazaret nacque in Palestina al tempo dell’imperatore Augusto, probabilmente tra il 6 e il 4 a.C., e fu crocifisso a Gerusalemme intorno all’anno 30 sotto il governatore romano Ponzio Pilato. Fonti non cristiane, come Giuseppe Flavio e Tacito, ne attestano l’esistenza storica.",
      "Gesù annunciò il Regno di Dio attraverso parabole, come quella del figlio prodigo e del buon samaritano, e gesti come le guarigioni. Il suo messaggio è centrato sull’amore verso Dio e verso il prossimo, espresso nel Discorso della montagna e nelle Beatitudini. I cristiani credono nella sua risurrezione e lo riconoscono come Cristo, cioè Messia, e Figlio di Dio.",
    ],
    keyPoints: [
      "Cristo significa «unto», traduzione greca di Messia.",
      "La Pasqua celebra la morte e risurrezione di Gesù.",
      "I dodici apostoli furono i suoi discepoli più vicini.",
    ],
    cards: [
      ["Parabola", "Racconto breve con un insegnamento."],
      ["Regno di Dio", "Centro della predicazione di Gesù."],
      ["Beatitudini", "Insegnamenti del Discorso della montagna."],
      ["Risurrezione", "Ritorno di Gesù alla vita, fondamento della fede cristiana."],
    ],
  },
  chiesa: {
    explanation: [
      "La Chiesa è la comunità dei credenti in Gesù Cristo. Secondo gli Atti degli Apostoli nasce a Pentecoste, quando lo Spirito Santo scende sugli apostoli. Il Credo la definisce una, santa, cattolica e apostolica.",
      "Nella Chiesa cattolica il Papa, vescovo di Roma e successore di Pietro, guida il collegio dei vescovi, che a loro volta guidano le diocesi; i presbiteri servono le parrocchie. I laici, la maggior parte dei fedeli, partecipano alla missione della Chiesa. Il Concilio Vaticano II (1962-1965), con la costituzione Lumen gentium, ha definito la Chiesa come popolo di Dio.",
    ],
    keyPoints: [
      "Il termine Chiesa deriva dal greco ekklesía, assemblea.",
      "La parrocchia è la comunità locale dei fedeli.",
      "La Chiesa vive di annuncio, liturgia e carità.",
    ],
    cards: [
      ["Pentecoste", "Discesa dello Spirito Santo sugli apostoli."],
      ["Papa", "Vescovo di Roma e guida della Chiesa cattolica."],
      ["Diocesi", "Territorio guidato da un vescovo."],
      ["Laico", "Fedele che non appartiene al clero."],
    ],
  },
  sacramenti: {
    explanation: [
      "I sacramenti sono, per la fede cattolica, segni efficaci della grazia istituiti da Cristo. Sono sette e si raggruppano in tre tipi: sacramenti dell’iniziazione cristiana (battesimo, cresima ed eucaristia), della guarigione (penitenza e unzione degli infermi) e al servizio della comunione (ordine e matrimonio).",
      "Ogni sacramento ha un segno visibile, la materia, e parole, la forma: nel battesimo l’acqua e la formula «Io ti battezzo nel nome del Padre e del Figlio e dello Spirito Santo». L’eucaristia, che ricorda l’Ultima Cena, è il centro della vita cristiana. Battesimo, cresima e ordine imprimono un carattere e non si ripetono.",
    ],
    keyPoints: [
      "Il battesimo è la porta d’ingresso nella Chiesa.",
      "La riconciliazione perdona i peccati.",
      "Le Chiese protestanti riconoscono in genere due sacramenti.",
    ],
    cards: [
      ["Sacramento", "Segno efficace della grazia."],
      ["Eucaristia", "Sacramento del corpo e sangue di Cristo."],
      ["Cresima", "Sacramento che conferma il battesimo."],
      ["Unzione degli infermi", "Sacramento per i malati gravi e gli anziani."],
    ],
  },
  "storia-della-chiesa": {
    explanation: [
      "Nei primi secoli i cristiani subirono persecuzioni nell’Impero romano, fino all’Editto di Milano del 313, con cui Costantino concesse la libertà di culto. Nel 380 Teodosio rese il cristianesimo religione di Stato, e i concili di Nicea (325) e Costantinopoli (381) definirono il Credo.",
      "Nel 1054 lo Scisma d’Oriente separò la Chiesa cattolica da quella ortodossa. Nel Medioevo si diffusero il monachesimo benedettino e gli ordini mendicanti di Francesco d’Assisi e Domenico. La Riforma di Lutero (1517) divise la cristianità occidentale, e la Chiesa rispose con il Concilio di Trento (1545-1563). Il Concilio Vaticano II rinnovò la Chiesa nel Novecento.",
    ],
    keyPoints: [
      "San Benedetto fondò la regola «ora et labora».",
      "I Patti Lateranensi del 1929 regolarono i rapporti tra Stato italiano e Santa Sede.",
      "L’ecumenismo cerca l’unità tra i cristiani.",
    ],
    cards: [
      ["Editto di Milano", "Editto del 313 che concesse la libertà ai cristiani."],
      ["Scisma d’Oriente", "Separazione tra cattolici e ortodossi nel 1054."],
      ["Concilio di Trento", "Risposta cattolica alla Riforma."],
      ["Vaticano II", "Concilio del 1962-1965."],
    ],
  },
  "religioni-del-mondo": {
    explanation: [
      "Le grandi religioni offrono risposte sul senso della vita, della morte e del sacro. L’ebraismo, il cristianesimo e l’islam sono religioni monoteiste abramitiche: l’ebraismo si fonda sulla Torah e sull’alleanza tra Dio e Israele, il cristianesimo su Gesù Cristo, l’islam sul Corano rivelato a Maometto nel VII secolo.",
      "In Asia l’induismo crede nel ciclo delle rinascite (samsara), regolato dal karma, e venera molte divinità. Il buddhismo, fondato da Siddharta Gautama, il Buddha, nel V secolo a.C., insegna le Quattro nobili verità e l’Ottuplice sentiero per raggiungere il nirvana. Altre tradizioni sono il sikhismo, il confucianesimo, il taoismo e lo shintoismo.",
    ],
    keyPoints: [
      "I cinque pilastri dell’islam comprendono preghiera e digiuno nel Ramadan.",
      "Il sabato (shabbat) è il giorno sacro ebraico.",
      "Il cristianesimo è la religione più diffusa nel mondo.",
    ],
    cards: [
      ["Monoteismo", "Fede in un solo Dio."],
      ["Torah", "Legge e libri fondamentali dell’ebraismo."],
      ["Corano", "Libro sacro dell’islam."],
      ["Nirvana", "Liberazione dalla sofferenza nel buddhismo."],
    ],
  },
  "dialogo-interreligioso": {
    explanation: [
      "Il dialogo interreligioso è l’incontro tra credenti di religioni diverse basato sul rispetto reciproco, la conoscenza e la collaborazione per il bene comune. Non significa rinunciare alla propria fede, ma riconoscere la dignità e la libertà religiosa dell’altro.",
      "Per la Chiesa cattolica il documento fondamentale è la dichiarazione Nostra aetate del Concilio Vaticano II (1965), che guarda con stima alle altre religioni e rifiuta ogni forma di antisemitismo. Nel 1986 Giovanni Paolo II convocò ad Assisi la Giornata mondiale di preghiera per la pace con i leader religiosi. Nel 2019 papa Francesco e l’imam di al-Azhar firmarono ad Abu Dhabi il Documento sulla fratellanza umana.",
    ],
    keyPoints: [
      "Il dialogo della vita riguarda la convivenza quotidiana.",
      "La libertà religiosa è un diritto umano fondamentale.",
      "L’ecumenismo riguarda invece il dialogo tra le Chiese cristiane.",
    ],
    cards: [
      ["Nostra aetate", "Dichiarazione conciliare del 1965 sulle religioni non cristiane."],
      ["Spirito di Assisi", "Incontro di preghiera per la pace del 1986."],
      ["Libertà religiosa", "Diritto di professare liberamente la propria fede."],
      ["Documento di Abu Dhabi", "Testo sulla fratellanza umana del 2019."],
    ],
  },
  "etica-cristiana": {
    explanation: [
      "L’etica cristiana orienta l’agire secondo il Vangelo, riassunto nel comandamento dell’amore: amare Dio con tutto il cuore e il prossimo come se stessi. Parte dai dieci comandamenti dati a Mosè e li porta a compimento nelle Beatitudini.",
      "La coscienza, formata e illuminata, è la norma personale dell’agire morale. Le virtù teologali sono fede, speranza e carità, quelle cardinali prudenza, giustizia, fortezza e temperanza. La dottrina sociale della Chiesa, inaugurata dall’enciclica Rerum novarum di Leone XIII (1891), difende dignità della persona, bene comune, solidarietà e sussidiarietà. L’enciclica Laudato si’ (2015) affronta la cura del creato.",
    ],
    keyPoints: [
      "Il peccato è un atto contrario all’amore di Dio e del prossimo.",
      "Le opere di misericordia concretizzano la carità.",
      "La bioetica cristiana difende la vita dal concepimento alla morte naturale.",
    ],
    cards: [
      ["Comandamento dell’amore", "Amare Dio e il prossimo come se stessi."],
      ["Virtù cardinali", "Prudenza, giustizia, fortezza e temperanza."],
      ["Dottrina sociale", "Insegnamento della Chiesa sulla vita sociale ed economica."],
      ["Sussidiarietà", "Principio per cui le istanze superiori aiutano senza sostituire quelle inferiori."],
    ],
  },
};
