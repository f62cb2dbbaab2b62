/** Italien (fr catalogue subject 2017): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  grammaire: {
    explanation: [
      "En italien, les noms en -o sont généralement masculins (il libro) et font leur pluriel en -i (i libri), ceux en -a sont féminins (la casa) avec un pluriel en -e. Les noms en -e peuvent être des deux genres et forment leur pluriel en -i.",
      "L’article défini varie selon le genre, le nombre et l’initiale du mot : il, lo (devant s + consonne, z, gn), l’ (devant voyelle) au masculin singulier, et i, gli au pluriel. Les prépositions se contractent avec l’article : di + il donne del, a + la donne alla, in + i donne nei.",
    ],
    keyPoints: [
      "Lo s’emploie devant s impur : lo studente, gli studenti.",
      "La forme de politesse est Lei, à la troisième personne du singulier.",
      "Les adjectifs s’accordent en genre et en nombre avec le nom.",
    ],
    cards: [
      ["Lo", "L’article masculin singulier devant s + consonne, z, gn, ps."],
      ["Preposizione articolata", "Une préposition contractée avec l’article, comme nel ou dalla."],
      ["Lei", "Le pronom de politesse."],
      ["Gli", "L’article masculin pluriel de lo et de l’."],
    ],
  },
  conjugaison: {
    explanation: [
      "Les verbes italiens appartiennent à trois conjugaisons : -are (parlare), -ere (credere) et -ire (dormire). Au présent, parlare donne parlo, parli, parla, parliamo, parlate, parlano ; le pronom sujet est généralement omis. Certains verbes en -ire ajoutent -isc- : finire, finisco.",
      "Le passato prossimo se forme avec avere ou essere et le participe passé : ho mangiato, sono andato. Avec essere, le participe s’accorde avec le sujet : « Maria è partita ». L’imparfait décrit et exprime l’habitude (parlavo), et le futur se forme sur l’infinitif : parlerò.",
    ],
    keyPoints: [
      "Essere et avere sont irréguliers : sono, sei, è ; ho, hai, ha.",
      "Les verbes de mouvement et pronominaux prennent essere.",
      "Le passato remoto est fréquent à l’écrit littéraire : parlò, fu.",
    ],
    cards: [
      ["Passato prossimo", "Le passé composé italien."],
      ["Verbes en -isc-", "Des verbes en -ire comme capire : capisco."],
      ["Participe passé régulier", "-ato, -uto, -ito : parlato, creduto, dormito."],
      ["Gerundio", "La forme en -ando/-endo : stare + gerundio exprime l’action en cours."],
    ],
  },
  subjonctif: {
    explanation: [
      "Le congiuntivo présent des verbes en -are prend la terminaison -i (che io parli), celui des verbes en -ere et -ire la terminaison -a (che io creda, che io dorma). Les trois personnes du singulier sont identiques, d’où l’usage du pronom sujet pour éviter l’ambiguïté.",
      "Il s’emploie après les verbes d’opinion (penso che sia vero), de volonté, de doute et de sentiment, ainsi qu’après des conjonctions comme benché, affinché et prima che. Dans la période hypothétique de l’irréel, on utilise le congiuntivo imparfait et le conditionnel : « Se avessi tempo, verrei ».",
    ],
    keyPoints: [
      "Essere au congiuntivo présent : sia, sia, sia, siamo, siate, siano.",
      "Credere che et pensare che sont suivis du subjonctif, contrairement au français.",
      "Le congiuntivo imparfait se forme en -assi, -essi, -issi.",
    ],
    cards: [
      ["Congiuntivo", "Le mode subjonctif italien."],
      ["Benché", "Bien que, suivi du subjonctif."],
      ["Se + congiuntivo imperfetto", "L’hypothèse irréelle au présent."],
      ["Che io sia", "Que je sois."],
    ],
  },
  vocabulaire: {
    explanation: [
      "Le vocabulaire italien est proche du français, mais les faux amis abondent : la camera signifie la chambre, guardare regarder et non garder, et caldo chaud. Les mots en -zione correspondent aux mots français en -tion (la nazione).",
      "Les thèmes courants concernent la famille (i genitori, i fratelli), la ville (la piazza, il quartiere), l’école (la scuola, il compito) et la gastronomie. Les suffixes altératifs nuancent le sens : -ino pour le diminutif (ragazzino), -one pour l’augmentatif (librone) et -accio pour le péjoratif.",
    ],
    keyPoints: [
      "I genitori signifie les parents.",
      "Le double consonne se prononce plus longuement : palla et pala diffèrent.",
      "Les noms de métiers ont souvent un féminin en -essa ou -trice.",
    ],
    cards: [
      ["La camera", "La chambre, faux ami."],
      ["Caldo", "Chaud, faux ami de « froid »."],
      ["I genitori", "Les parents."],
      ["Suffixe -ino", "Un suffixe diminutif : tavolino, petite table."],
    ],
  },
  "comprehension-ecrite": {
    explanation: [
      "La compréhension écrite en italien s’appuie sur la nature du document, sa source et son paratexte. La proximité avec le français aide à repérer les mots transparents, mais il faut se méfier des faux amis.",
      "Les connecteurs structurent le texte : però et tuttavia expriment l’opposition, quindi et perciò la conséquence, inoltre l’addition. Repérer le temps des verbes permet de distinguer les faits passés des projets ou hypothèses. Les réponses se justifient par des citations courtes.",
    ],
    keyPoints: [
      "Tuttavia signifie toutefois.",
      "Quindi introduit une conséquence.",
      "Le passato remoto signale souvent un récit littéraire.",
    ],
    cards: [
      ["Però", "Mais, cependant."],
      ["Quindi", "Donc."],
      ["Inoltre", "De plus."],
      ["Tuttavia", "Toutefois."],
    ],
  },
  "expression-orale": {
    explanation: [
      "L’expression orale en italien demande une bonne prononciation : toutes les voyelles se prononcent, les doubles consonnes sont allongées, et c devant e ou i se dit [tʃ] comme dans ciao, alors que ch se dit [k] comme dans chiesa.",
      "Une présentation organisée utilise des formules comme « Prima di tutto », « Inoltre » et « In conclusione ». Pour donner son avis, on dit « Secondo me » ou « Penso che » suivi du subjonctif. Dans l’échange, « Può ripetere, per favore? » permet de demander une répétition.",
    ],
    keyPoints: [
      "Gli se prononce [ʎ], un l mouillé, comme dans figlio et famiglia.",
      "L’accent tonique tombe souvent sur l’avant-dernière syllabe.",
      "Gn se prononce comme en français : gnocchi.",
    ],
    cards: [
      ["Secondo me", "Selon moi."],
      ["Prima di tutto", "Tout d’abord."],
      ["In conclusione", "En conclusion."],
      ["Ch", "La graphie du son [k] devant e et i."],
    ],
  },
  "civilisation-italienne": {
    explanation: [
      "L’Italie est une république parlementaire depuis le référendum du 2 juin 1946, qui abolit la monarchie ; la Constitution entre en vigueur le 1er janvier 1948. L’unité italienne, le Risorgimento, aboutit en 1861 sous le roi Victor-Emmanuel II, avec Cavour et Garibaldi, et Rome devient capitale en 1871.",
      "Le pays compte 20 régions et environ 59 millions d’habitants, avec un fort contraste économique entre le Nord industriel et le Sud, le Mezzogiorno. L’Italie a donné au monde la Renaissance, Dante, la peinture de Léonard de Vinci et l’opéra de Verdi. Le fascisme de Mussolini domina le pays de 1922 à 1943.",
    ],
    keyPoints: [
      "L’Italie est membre fondateur de la Communauté européenne (1957).",
      "La fête de la République est célébrée le 2 juin.",
      "Le Vatican et Saint-Marin sont des États indépendants enclavés en Italie.",
    ],
    cards: [
      ["Risorgimento", "Le mouvement d’unification de l’Italie au XIXe siècle."],
      ["Mezzogiorno", "Le Sud de l’Italie."],
      ["Garibaldi", "Le héros de l’expédition des Mille (1860)."],
      ["2 juin 1946", "Le référendum qui instaure la République."],
    ],
  },
};
