/** Latin (fr catalogue subject 2012): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  declinaisons: {
    explanation: [
      "Le latin est une langue à déclinaisons : la terminaison du nom indique sa fonction grâce à six cas. Le nominatif marque le sujet, le vocatif l’apostrophe, l’accusatif le COD, le génitif le complément du nom, le datif le complément d’attribution et l’ablatif les compléments circonstanciels.",
      "Il existe cinq déclinaisons, reconnaissables au génitif singulier : -ae pour la 1re (rosa, rosae), -i pour la 2e (dominus, domini), -is pour la 3e (consul, consulis), -us pour la 4e (manus) et -ei pour la 5e (res, rei). Les adjectifs s’accordent en genre, nombre et cas avec le nom.",
    ],
    keyPoints: [
      "Le nom s’apprend avec son nominatif, son génitif et son genre.",
      "Les neutres ont la même forme au nominatif et à l’accusatif, en -a au pluriel.",
      "L’ordre des mots est libre, car les cas indiquent les fonctions.",
    ],
    cards: [
      ["Accusatif", "Le cas du COD latin, aussi employé pour la direction après in ou ad."],
      ["Ablatif", "Le cas des compléments circonstanciels de moyen, de lieu ou de temps."],
      ["Génitif singulier", "La forme qui permet d’identifier la déclinaison."],
      ["Rosa, rosae", "Le modèle de la première déclinaison, féminin."],
    ],
  },
  conjugaison: {
    explanation: [
      "Les verbes latins se répartissent en quatre conjugaisons, plus la conjugaison mixte, identifiées grâce à l’infinitif : amare, monere, legere, audire et capere. On apprend les temps primitifs, comme amo, amas, amare, amavi, amatum.",
      "Le système de l’infectum (présent, imparfait, futur) se forme sur le radical du présent : amabam, amabo. Le système du perfectum (parfait, plus-que-parfait, futur antérieur) se forme sur le radical du parfait : amavi, amaveram. Le verbe esse est irrégulier : sum, es, est, sumus, estis, sunt.",
    ],
    keyPoints: [
      "Les désinences personnelles actives sont -o/-m, -s, -t, -mus, -tis, -nt.",
      "Le parfait exprime une action achevée.",
      "Les verbes déponents ont une forme passive et un sens actif, comme loquor.",
    ],
    cards: [
      ["Temps primitifs", "Les formes à connaître pour conjuguer un verbe à tous les temps."],
      ["Infectum", "Le système des temps de l’action inachevée."],
      ["Perfectum", "Le système des temps de l’action achevée."],
      ["Verbe déponent", "Un verbe de forme passive et de sens actif."],
    ],
  },
  syntaxe: {
    explanation: [
      "La syntaxe latine étudie la construction des phrases. La proposition infinitive, après un verbe de parole ou de pensée, met le sujet à l’accusatif et le verbe à l’infinitif : « Dico Caesarem venire » signifie « Je dis que César vient ».",
      "L’ablatif absolu est une proposition participiale indépendante grammaticalement de la principale : « Urbe capta, hostes fugerunt » signifie « La ville ayant été prise, les ennemis s’enfuirent ». Ut + subjonctif exprime le but ou la conséquence, et cum + subjonctif la circonstance (cum historique).",
    ],
    keyPoints: [
      "Dans une infinitive, le pronom réfléchi renvoie au sujet de la principale.",
      "Ne + subjonctif exprime un but négatif.",
      "Quod + indicatif introduit souvent une cause.",
    ],
    cards: [
      ["Proposition infinitive", "Une subordonnée au sujet à l’accusatif et au verbe à l’infinitif."],
      ["Ablatif absolu", "Un groupe nom-participe à l’ablatif indépendant de la principale."],
      ["Cum historique", "Cum + subjonctif qui exprime la circonstance dans un récit."],
      ["Ut final", "Ut + subjonctif exprimant le but."],
    ],
  },
  traduction: {
    explanation: [
      "Traduire un texte latin commence par le repérage des verbes conjugués, qui délimitent les propositions, puis des sujets au nominatif. On identifie ensuite les compléments grâce à leurs cas et aux prépositions.",
      "Une traduction fidèle respecte le sens et le temps des verbes tout en produisant un français correct. Le dictionnaire Gaffiot donne pour chaque mot ses formes et ses sens selon le contexte. Les participes se traduisent souvent par une relative ou une subordonnée circonstancielle.",
    ],
    keyPoints: [
      "Le mot à mot est une étape, pas le résultat final.",
      "Le parfait latin se traduit souvent par un passé simple ou un passé composé.",
      "Le titre et le chapeau introductif donnent le contexte.",
    ],
    cards: [
      ["Gaffiot", "Le dictionnaire latin-français de référence."],
      ["Verbe conjugué", "Le noyau de chaque proposition à repérer en premier."],
      ["Enclitique -que", "Une particule collée au mot qui signifie « et »."],
      ["Traduction littérale", "Une traduction proche de la structure latine."],
    ],
  },
  "figures-de-style": {
    explanation: [
      "Les auteurs latins utilisent de nombreuses figures héritées de la rhétorique grecque. Le chiasme dispose deux groupes en ordre inversé (AB/BA), et l’hyperbate sépare des mots qui vont ensemble, ce que permet l’ordre libre du latin.",
      "La prétérition consiste à annoncer qu’on ne parlera pas d’un sujet tout en en parlant, procédé cher à Cicéron. L’anaphore répète un mot en tête de propositions, comme dans la première Catilinaire : « Quo usque tandem abutere, Catilina, patientia nostra ? ». L’apostrophe s’adresse directement à une personne au vocatif.",
    ],
    keyPoints: [
      "La question oratoire n’attend pas de réponse.",
      "L’allitération est fréquente dans la poésie de Virgile.",
      "La gradation ordonne les termes par intensité croissante.",
    ],
    cards: [
      ["Chiasme", "Une construction croisée de type AB/BA."],
      ["Hyperbate", "La séparation de deux termes liés par d’autres mots."],
      ["Prétérition", "Le fait de dire qu’on ne dira pas quelque chose."],
      ["Question oratoire", "Une question rhétorique dont la réponse est évidente."],
    ],
  },
  "auteurs-latins": {
    explanation: [
      "Cicéron (106-43 av. J.-C.) est l’orateur et philosophe majeur de la République, célèbre pour les Catilinaires. César relate ses campagnes dans La Guerre des Gaules. Virgile écrit l’Énéide sous Auguste, épopée qui célèbre les origines troyennes de Rome.",
      "Ovide raconte des transformations mythologiques dans Les Métamorphoses. Sous l’Empire, Sénèque compose des lettres philosophiques stoïciennes à Lucilius, et Tacite écrit les Annales, œuvre d’historien sévère envers les empereurs. Plaute, plus ancien, est un auteur de comédies.",
    ],
    keyPoints: [
      "Le « siècle d’Auguste » voit fleurir Virgile, Horace, Ovide et Tite-Live.",
      "Horace est connu pour la formule « Carpe diem ».",
      "Pline le Jeune décrit l’éruption du Vésuve de 79 dans ses lettres.",
    ],
    cards: [
      ["Cicéron", "Orateur et homme politique, auteur des Catilinaires."],
      ["Virgile", "Poète de l’Énéide, des Bucoliques et des Géorgiques."],
      ["Ovide", "Auteur des Métamorphoses."],
      ["Tacite", "Historien de l’Empire, auteur des Annales."],
    ],
  },
  "civilisation-romaine": {
    explanation: [
      "Selon la tradition, Rome est fondée en 753 av. J.-C. par Romulus. Elle connaît la royauté, puis la République en 509 av. J.-C., dirigée par deux consuls élus chaque année, le Sénat et les assemblées du peuple. Auguste fonde l’Empire en 27 av. J.-C.",
      "La société romaine distingue citoyens et non-citoyens, patriciens et plébéiens, hommes libres et esclaves. La famille est placée sous l’autorité du pater familias. Les Romains construisent routes, aqueducs, thermes et amphithéâtres, et l’Empire d’Occident disparaît en 476 apr. J.-C.",
    ],
    keyPoints: [
      "Le cursus honorum ordonne les magistratures : questure, préture, consulat.",
      "SPQR signifie Senatus Populusque Romanus.",
      "L’édit de Caracalla (212) étend la citoyenneté aux hommes libres de l’Empire.",
    ],
    cards: [
      ["Consul", "L’un des deux magistrats suprêmes de la République."],
      ["Pater familias", "Le chef de famille qui détient l’autorité sur les siens."],
      ["Forum", "La place publique, cœur de la vie politique et économique."],
      ["Cursus honorum", "La carrière des magistratures romaines."],
    ],
  },
  mythologie: {
    explanation: [
      "La mythologie romaine reprend largement les dieux grecs sous d’autres noms : Jupiter correspond à Zeus, Junon à Héra, Minerve à Athéna, Vénus à Aphrodite et Mars à Arès. Ces dieux forment le panthéon honoré par des sacrifices et des fêtes.",
      "Rome possède aussi ses légendes propres : Énée, fils de Vénus, fuit Troie et s’installe en Italie ; ses descendants Romulus et Rémus, allaités par une louve, fondent Rome. Les Romains honorent aussi les divinités du foyer, les Lares et les Pénates, et Vesta, gardée par les vestales.",
    ],
    keyPoints: [
      "Janus, dieu aux deux visages, préside aux commencements.",
      "Les Métamorphoses d’Ovide rassemblent de nombreux mythes.",
      "Le culte impérial divinise certains empereurs après leur mort.",
    ],
    cards: [
      ["Jupiter", "Le roi des dieux, équivalent de Zeus."],
      ["Énée", "Le héros troyen ancêtre mythique des Romains."],
      ["Lares", "Les divinités protectrices du foyer."],
      ["Vestales", "Les prêtresses chargées d’entretenir le feu sacré de Vesta."],
    ],
  },
};
