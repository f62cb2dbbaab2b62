/** Francese (it catalogue subject 4015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammatica: {
    explanation: [
      "In francese i nomi sono maschili o femminili e gli articoli determinativi sono le, la, l’ e les, quelli indeterminativi un, une e des. L’articolo partitivo du, de la, des indica una quantità indefinita: «Je mange du pain».",
      "La negazione si costruisce con ne… pas attorno al verbo: «Je ne parle pas anglais»; nei tempi composti circonda l’ausiliare. Dopo una negazione il partitivo diventa de: «Je ne mange pas de viande». Le preposizioni si contraggono con l’articolo: à + le = au, de + le = du. Il soggetto è sempre espresso.",
    ],
    keyPoints: [
      "L’aggettivo di solito segue il nome, ma alcuni brevi lo precedono.",
      "Il femminile si forma spesso aggiungendo -e.",
      "C’est presenta, il est descrive.",
    ],
    cards: [
      ["Articolo partitivo", "du, de la, des: quantità indefinita."],
      ["Ne… pas", "Struttura della negazione."],
      ["Au", "Contrazione di à + le."],
      ["Élision", "Caduta della vocale finale davanti a vocale: l’ami."],
    ],
  },
  "coniugazione-dei-verbi": {
    explanation: [
      "I verbi francesi si dividono in tre gruppi: il primo in -er (parler), il secondo in -ir con il plurale in -issons (finir) e il terzo con i verbi irregolari (prendre, venir, faire). Il presente di parler è je parle, tu parles, il parle, nous parlons, vous parlez, ils parlent.",
      "Il passé composé si forma con avoir o être e il participio passato: j’ai mangé, je suis allé(e). Con être il participio concorda con il soggetto. L’imparfait, formato sulla radice della prima plurale del presente, esprime descrizioni e abitudini: je parlais. Il futur simple si forma sull’infinito: je parlerai; il futur proche con aller + infinito.",
    ],
    keyPoints: [
      "Si usa être con i verbi di movimento e i pronominali.",
      "Être e avoir sono irregolari: je suis, j’ai.",
      "Il conditionnel présent unisce radice del futuro e desinenze dell’imparfait.",
    ],
    cards: [
      ["Passé composé", "Ausiliare + participio passato."],
      ["Imparfait", "Tempo della descrizione e dell’abitudine nel passato."],
      ["Futur proche", "Aller + infinito."],
      ["Secondo gruppo", "Verbi in -ir con -iss-, come finir."],
    ],
  },
  "pronomi-personali": {
    explanation: [
      "I pronomi soggetto francesi sono obbligatori: je, tu, il, elle, on, nous, vous, ils, elles. On è molto usato nella lingua parlata con il valore di «noi» o di soggetto impersonale.",
      "I pronomi complemento oggetto sono me, te, le, la, nous, vous, les, quelli di termine me, te, lui, nous, vous, leur; si collocano prima del verbo: «Je le vois», «Je lui téléphone». Il pronome y sostituisce un luogo o un complemento introdotto da à, en un complemento con de o una quantità: «J’en prends deux». I pronomi tonici moi, toi, lui, elle si usano dopo le preposizioni e per enfasi.",
    ],
    keyPoints: [
      "All’imperativo affermativo il pronome segue il verbo: donne-le-moi.",
      "L’ordine dei pronomi doppi è me/te/nous/vous, le/la/les, lui/leur, y, en.",
      "Vous è anche la forma di cortesia.",
    ],
    cards: [
      ["Lui", "Pronome di termine singolare: gli, le."],
      ["Leur", "Pronome di termine plurale: loro."],
      ["En", "Pronome che sostituisce de + complemento o una quantità."],
      ["Pronome tonico", "Forma come moi, toi, usata dopo preposizione."],
    ],
  },
  lessico: {
    explanation: [
      "Il lessico francese condivide molte radici latine con l’italiano, ma ci sono numerosi falsi amici: «la journée» è la giornata, «le magasin» il negozio, «la fermeture» la chiusura e «la cave» la cantina.",
      "Gli ambiti tematici più frequenti sono la vita quotidiana (le logement, les loisirs), la scuola (le lycée, les devoirs), il lavoro (le métier, le salaire) e l’ambiente (le réchauffement climatique, le tri sélectif). Nel registro familiare si usano parole come «le boulot» (il lavoro) e «la bagnole» (l’auto). I suffissi -tion, -té e -ment corrispondono spesso a -zione, -tà e -mente.",
    ],
    keyPoints: [
      "Le parole in -té sono femminili: la liberté.",
      "Le lycée corrisponde al liceo o alla scuola superiore.",
      "Gli avverbi in -ment corrispondono agli avverbi italiani in -mente.",
    ],
    cards: [
      ["Le magasin", "Il negozio, falso amico di magazzino."],
      ["La journée", "La giornata."],
      ["Le boulot", "Il lavoro, registro familiare."],
      ["Le tri sélectif", "La raccolta differenziata."],
    ],
  },
  "comprensione-del-testo": {
    explanation: [
      "La comprensione del testo in francese si basa sull’identificazione del tipo di testo, della fonte e del tema. La vicinanza con l’italiano aiuta a riconoscere parole trasparenti, ma occorre attenzione ai falsi amici.",
      "I connettivi organizzano il testo: cependant e pourtant esprimono opposizione, donc e c’est pourquoi conseguenza, de plus aggiunta, car causa. Le risposte vanno giustificate con brevi citazioni. Il passé simple, tipico dei testi letterari, indica azioni concluse nel racconto: il parla, ils vinrent.",
    ],
    keyPoints: [
      "Cependant significa tuttavia.",
      "Car introduce una causa.",
      "Il contesto aiuta a capire le parole sconosciute.",
    ],
    cards: [
      ["Cependant", "Tuttavia."],
      ["Donc", "Quindi."],
      ["Car", "Perché, poiché."],
      ["Pourtant", "Eppure."],
    ],
  },
  "produzione-scritta": {
    explanation: [
      "La produzione scritta in francese richiede un testo organizzato in paragrafi, con introduzione, sviluppo e conclusione. Per esprimere un’opinione si usano formule come «À mon avis», «Je pense que» e «Selon moi».",
      "I connettivi garantiscono coesione: d’abord, ensuite, enfin, en revanche, en conclusion. Una lettera formale inizia con «Madame, Monsieur» e termina con «Veuillez agréer mes salutations distinguées», una lettera informale con «Chère Julie» e «Bises». Bisogna curare gli accenti, gli accordi e le elisioni.",
    ],
    keyPoints: [
      "Dopo je pense que si usa l’indicativo.",
      "Gli accenti acuto, grave e circonflesso sono obbligatori.",
      "Il registro va adattato al destinatario.",
    ],
    cards: [
      ["À mon avis", "Secondo me."],
      ["En revanche", "Invece, al contrario."],
      ["D’abord", "Innanzitutto."],
      ["Madame, Monsieur", "Formula di apertura di una lettera formale."],
    ],
  },
  "letteratura-francese": {
    explanation: [
      "La letteratura francese comprende nel Medioevo la Chanson de Roland e i romanzi cortesi di Chrétien de Troyes. Nel Cinquecento spiccano Rabelais e Montaigne, autore dei Saggi, e nel Seicento il classicismo di Molière, Racine, Corneille e La Fontaine.",
      "Il Settecento è il secolo dell’Illuminismo con Voltaire, Montesquieu, Diderot e Rousseau. L’Ottocento vede il Romanticismo di Victor Hugo, autore dei Miserabili (1862), il realismo di Balzac e Flaubert, il naturalismo di Zola e la poesia di Baudelaire, Verlaine e Rimbaud. Nel Novecento emergono Proust, Camus e Sartre.",
    ],
    keyPoints: [
      "Madame Bovary di Flaubert fu pubblicato nel 1857.",
      "Les Fleurs du mal di Baudelaire uscirono nello stesso anno.",
      "Candide di Voltaire è un racconto filosofico del 1759.",
    ],
    cards: [
      ["Molière", "Commediografo autore del Misantropo e del Tartufo."],
      ["Victor Hugo", "Autore dei Miserabili e di Notre-Dame de Paris."],
      ["Baudelaire", "Poeta dei Fiori del male."],
      ["Proust", "Autore di Alla ricerca del tempo perduto."],
    ],
  },
  "civilta-francese": {
    explanation: [
      "La Francia è una repubblica semipresidenziale, regolata dalla Costituzione del 1958 della Quinta Repubblica. Il presidente è eletto a suffragio universale diretto per cinque anni. Il motto è «Liberté, Égalité, Fraternité», la festa nazionale è il 14 luglio e l’inno è La Marseillaise.",
      "Il Paese conta circa 68 milioni di abitanti e comprende territori d’oltremare come la Guadalupa, la Martinica, la Guyana e La Riunione. La laicità separa lo Stato dalle religioni dal 1905. La francofonia riunisce oltre 300 milioni di parlanti nel mondo. Parigi concentra istituzioni, cultura e monumenti come la Tour Eiffel e il Louvre.",
    ],
    keyPoints: [
      "La Francia è tra i Paesi fondatori della Comunità europea.",
      "Marianne è il simbolo della Repubblica.",
      "Il baccalauréat conclude gli studi secondari.",
    ],
    cards: [
      ["Quinta Repubblica", "Regime politico francese dal 1958."],
      ["14 juillet", "Festa nazionale francese."],
      ["Francofonia", "Insieme dei Paesi e dei parlanti di lingua francese."],
      ["Laïcité", "Separazione tra Stato e religioni."],
    ],
  },
};
