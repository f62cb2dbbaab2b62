/** Storia dell’arte (it catalogue subject 4010): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "arte-greca": {
    explanation: [
      "L’arte greca ricerca la bellezza ideale fondata su proporzione e armonia. In architettura definisce gli ordini dorico, ionico e corinzio; il Partenone di Atene, costruito tra il 447 e il 432 a.C. da Ictino e Callicrate con le sculture dirette da Fidia, ne è il capolavoro.",
      "La scultura passa dalla rigidità dei kouroi arcaici all’equilibrio del periodo classico: il Doriforo di Policleto fissa il canone e il contrapposto. Nel IV secolo Prassitele introduce figure più morbide e Lisippo un canone più slanciato. L’età ellenistica privilegia il pathos e il movimento, come nel Laocoonte e nella Nike di Samotracia.",
    ],
    keyPoints: [
      "I Bronzi di Riace sono originali greci del V secolo a.C.",
      "Il tempio greco poggia su uno stilobate.",
      "La ceramica passa dalle figure nere alle figure rosse.",
    ],
    cards: [
      ["Ordine dorico", "Ordine architettonico senza base e con capitello semplice."],
      ["Canone", "Sistema di proporzioni ideali del corpo umano."],
      ["Contrapposto", "Postura con il peso su una gamba e bilanciamento del corpo."],
      ["Ellenismo", "Periodo artistico dopo Alessandro Magno."],
    ],
  },
  "arte-romana": {
    explanation: [
      "L’arte romana unisce la tradizione etrusca e quella greca con uno spirito pratico e celebrativo. I Romani usano arco, volta, cupola e calcestruzzo (opus caementicium), realizzando opere come il Pantheon, con una cupola di 43,3 metri di diametro, e il Colosseo, inaugurato nell’80 d.C.",
      "Costruiscono strade, acquedotti, ponti, terme, teatri e anfiteatri in tutto l’Impero. La scultura è caratterizzata dal ritratto realistico e dal rilievo storico celebrativo, come nell’Ara Pacis di Augusto e nella Colonna Traiana. La pittura pompeiana è suddivisa in quattro stili.",
    ],
    keyPoints: [
      "L’arco di trionfo celebra le vittorie militari.",
      "La basilica romana era un edificio civile.",
      "L’ordine composito unisce elementi ionici e corinzi.",
    ],
    cards: [
      ["Pantheon", "Tempio romano con grande cupola e oculo."],
      ["Colosseo", "Anfiteatro Flavio di Roma."],
      ["Opus caementicium", "Calcestruzzo romano."],
      ["Colonna Traiana", "Colonna con fregio a spirale sulle guerre daciche."],
    ],
  },
  "arte-gotica": {
    explanation: [
      "L’arte gotica nasce in Francia intorno al 1140 con il coro dell’abbazia di Saint-Denis e si diffonde in Europa fino al XV secolo. Le cattedrali gotiche usano arco a sesto acuto, volta a crociera costolonata, pilastri a fascio e archi rampanti, che permettono muri sottili e grandi vetrate.",
      "In Italia il gotico è più sobrio e orizzontale: esempi sono la Basilica di San Francesco ad Assisi, il Duomo di Milano e Santa Maria Novella a Firenze. Nella scultura si distinguono Nicola e Giovanni Pisano. In pittura, Giotto rinnova l’arte con spazio, volume ed espressività negli affreschi della Cappella degli Scrovegni a Padova (1303-1305).",
    ],
    keyPoints: [
      "La luce delle vetrate ha valore simbolico divino.",
      "Il rosone decora la facciata delle cattedrali.",
      "Il Gotico internazionale è raffinato ed elegante.",
    ],
    cards: [
      ["Arco a sesto acuto", "Arco appuntato tipico del gotico."],
      ["Arco rampante", "Arco esterno che scarica la spinta delle volte."],
      ["Cappella degli Scrovegni", "Ciclo di affreschi di Giotto a Padova."],
      ["Volta a crociera", "Volta formata dall’incrocio di due volte a botte."],
    ],
  },
  rinascimento: {
    explanation: [
      "Il Rinascimento nasce a Firenze all’inizio del Quattrocento e riscopre l’arte classica, ponendo l’uomo al centro. Brunelleschi costruisce la cupola di Santa Maria del Fiore e definisce la prospettiva lineare, Donatello rinnova la scultura e Masaccio applica la prospettiva nella Trinità di Santa Maria Novella.",
      "Nel Cinquecento il centro si sposta a Roma con Bramante, Raffaello e Michelangelo, autore del David e degli affreschi della Cappella Sistina. Leonardo da Vinci dipinge il Cenacolo e la Gioconda con lo sfumato. A Venezia Giorgione e Tiziano privilegiano il colore tonale. Piero della Francesca e Botticelli sono figure centrali del Quattrocento.",
    ],
    keyPoints: [
      "La prospettiva crea l’illusione della profondità.",
      "Il mecenatismo dei Medici sostiene gli artisti.",
      "Il Manierismo rompe l’equilibrio classico.",
    ],
    cards: [
      ["Prospettiva lineare", "Metodo geometrico per rappresentare lo spazio."],
      ["Sfumato", "Tecnica leonardesca di contorni morbidi."],
      ["Cappella Sistina", "Cappella vaticana affrescata da Michelangelo."],
      ["Tonalismo", "Pittura veneta basata sul colore."],
    ],
  },
  barocco: {
    explanation: [
      "Il Barocco si sviluppa nel Seicento, soprattutto a Roma, al servizio della Chiesa della Controriforma e delle monarchie. Cerca di stupire e coinvolgere lo spettatore con il movimento, le linee curve, i contrasti di luce e l’unione delle arti.",
      "Gian Lorenzo Bernini realizza il baldacchino di San Pietro, il colonnato di piazza San Pietro e l’Estasi di santa Teresa; Francesco Borromini progetta San Carlo alle Quattro Fontane, con pareti ondulate. Caravaggio rivoluziona la pittura con il realismo e la luce radente, come nella Vocazione di san Matteo. Pietro da Cortona dipinge grandi soffitti illusionistici.",
    ],
    keyPoints: [
      "Il tenebrismo contrappone luci e ombre violente.",
      "Il Barocco si diffonde in Europa, da Madrid a Vienna.",
      "Il trompe-l’œil crea illusioni prospettiche.",
    ],
    cards: [
      ["Bernini", "Scultore e architetto del Barocco romano."],
      ["Borromini", "Architetto delle forme curve e dinamiche."],
      ["Caravaggio", "Pittore del realismo e della luce drammatica."],
      ["Controriforma", "Reazione cattolica alla Riforma protestante."],
    ],
  },
  neoclassicismo: {
    explanation: [
      "Il Neoclassicismo si afferma tra la seconda metà del Settecento e l’inizio dell’Ottocento, in reazione agli eccessi del Barocco e del Rococò. È stimolato dagli scavi di Ercolano (1738) e Pompei (1748) e dalle teorie di Winckelmann, che esaltava la «nobile semplicità e quieta grandezza» dell’arte greca.",
      "Antonio Canova è il massimo scultore neoclassico, autore di Amore e Psiche e di Paolina Borghese come Venere vincitrice. Jacques-Louis David, in pittura, esprime valori civili e rivoluzionari con Il giuramento degli Orazi (1784) e La morte di Marat. In architettura si costruiscono edifici ispirati ai templi antichi, come il Teatro alla Scala di Piermarini.",
    ],
    keyPoints: [
      "Il disegno prevale sul colore.",
      "L’arte ha una funzione morale ed educativa.",
      "Il Neoclassicismo accompagna l’età napoleonica.",
    ],
    cards: [
      ["Winckelmann", "Teorico del Neoclassicismo."],
      ["Canova", "Scultore di Amore e Psiche."],
      ["David", "Pittore del Giuramento degli Orazi."],
      ["Nobile semplicità", "Ideale estetico ispirato all’arte greca."],
    ],
  },
  impressionismo: {
    explanation: [
      "L’Impressionismo nasce a Parigi negli anni Settanta dell’Ottocento. Il nome deriva dal quadro di Claude Monet Impressione, levar del sole, esposto nel 1874 nella prima mostra del gruppo presso lo studio del fotografo Nadar.",
      "Gli impressionisti dipingono en plein air per cogliere la luce e i suoi mutamenti, con pennellate rapide e colori puri accostati, senza il nero nelle ombre. I soggetti sono paesaggi, scene di vita moderna e svago. Oltre a Monet, protagonisti sono Renoir (Ballo al Moulin de la Galette), Degas, con le sue ballerine, Pissarro, Sisley e Berthe Morisot.",
    ],
    keyPoints: [
      "Manet è considerato un precursore con la Colazione sull’erba.",
      "La fotografia e le stampe giapponesi influenzano il movimento.",
      "In Italia i Macchiaioli sperimentano una pittura di macchie di colore.",
    ],
    cards: [
      ["En plein air", "Pittura all’aria aperta."],
      ["Monet", "Pittore delle serie della cattedrale di Rouen e delle ninfee."],
      ["Pennellata a virgola", "Tocco rapido e visibile degli impressionisti."],
      ["Postimpressionismo", "Ricerche successive di Cézanne, Van Gogh e Gauguin."],
    ],
  },
  avanguardie: {
    explanation: [
      "Le avanguardie storiche del primo Novecento rompono con la tradizione. L’Espressionismo deforma forme e colori per esprimere emozioni: precursore è Munch con L’urlo (1893). I Fauves di Matisse usano colori puri e arbitrari. Il Cubismo di Picasso e Braque scompone gli oggetti in piani geometrici, a partire dalle Demoiselles d’Avignon (1907).",
      "Il Futurismo italiano, fondato da Marinetti con il manifesto del 1909, esalta velocità, macchina e modernità, con Boccioni e Balla. L’Astrattismo di Kandinskij abbandona la figurazione, il Dadaismo di Duchamp provoca con il ready-made, e il Surrealismo di Dalí e Magritte esplora il sogno. La Metafisica di de Chirico crea atmosfere enigmatiche.",
    ],
    keyPoints: [
      "Il manifesto del Futurismo uscì su Le Figaro nel 1909.",
      "Il collage è un’invenzione cubista.",
      "Il Surrealismo si ispira alla psicoanalisi di Freud.",
    ],
    cards: [
      ["Cubismo", "Avanguardia della scomposizione in piani."],
      ["Futurismo", "Avanguardia italiana della velocità e del dinamismo."],
      ["Metafisica", "Pittura di de Chirico con piazze e manichini enigmatici."],
      ["Ready-made", "Oggetto comune presentato come opera d’arte."],
    ],
  },
  "arte-contemporanea": {
    explanation: [
      "L’arte contemporanea comprende le ricerche artistiche dal secondo dopoguerra a oggi. Negli Stati Uniti l’Espressionismo astratto di Pollock usa il dripping, e la Pop Art di Andy Warhol riprende le immagini della società dei consumi, come le Marilyn e le lattine Campbell.",
      "In Italia Lucio Fontana taglia e buca le tele con lo Spazialismo, Alberto Burri usa sacchi e materiali poveri, Piero Manzoni crea opere provocatorie, e l’Arte povera, teorizzata da Germano Celant nel 1967, impiega materiali naturali e quotidiani. Performance, Land Art, installazioni, videoarte e street art ampliano i confini dell’opera.",
    ],
    keyPoints: [
      "L’arte concettuale privilegia l’idea rispetto all’oggetto.",
      "La Biennale di Venezia è una delle principali mostre d’arte contemporanea.",
      "Marina Abramović è un’artista celebre per le performance.",
    ],
    cards: [
      ["Pop Art", "Arte che riprende immagini di massa e pubblicità."],
      ["Arte povera", "Movimento italiano che usa materiali umili."],
      ["Dripping", "Tecnica di Pollock di colare il colore sulla tela."],
      ["Installazione", "Opera che occupa e trasforma uno spazio."],
    ],
  },
};
