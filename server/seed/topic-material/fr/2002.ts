/** Français (fr catalogue subject 2002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "commentaire-de-texte": {
    explanation: [
      "Le commentaire de texte est une analyse organisée d’un extrait littéraire qui montre comment la forme produit le sens. Il s’ouvre sur une introduction qui situe le texte, annonce une problématique et un plan en deux ou trois axes.",
      "Chaque partie développe une idée directrice appuyée sur des citations précises et des procédés analysés : champs lexicaux, figures de style, rythme, énonciation, temps verbaux. La conclusion répond à la problématique et ouvre sur une autre œuvre. Le commentaire évite la paraphrase, qui répète le texte sans l’interpréter.",
    ],
    keyPoints: [
      "Une citation est toujours suivie de l’analyse d’un procédé et de son effet.",
      "La problématique porte sur l’enjeu et la singularité du texte.",
      "Le plan suit des axes de lecture, non l’ordre des lignes.",
    ],
    cards: [
      ["Problématique", "La question directrice à laquelle répond le commentaire."],
      ["Paraphrase", "La reformulation du texte sans analyse, à éviter."],
      ["Axe de lecture", "Une grande partie du commentaire consacrée à un aspect du texte."],
      ["Ouverture", "Le rapprochement final avec une autre œuvre ou un autre thème."],
    ],
  },
  dissertation: {
    explanation: [
      "La dissertation est une réflexion argumentée sur un sujet littéraire, souvent une citation ou une question liée à une œuvre au programme. L’introduction comprend une amorce, la présentation du sujet, la problématique et l’annonce du plan.",
      "Le développement suit souvent un plan dialectique (thèse, antithèse, synthèse) ou thématique. Chaque paragraphe associe un argument, un exemple précis tiré des œuvres et une analyse. Les transitions relient les parties et la conclusion fait le bilan avant d’ouvrir la réflexion.",
    ],
    keyPoints: [
      "L’analyse des termes du sujet précède toute construction du plan.",
      "Un argument sans exemple littéraire précis reste faible.",
      "La synthèse dépasse l’opposition entre thèse et antithèse.",
    ],
    cards: [
      ["Plan dialectique", "Un plan en thèse, antithèse et synthèse."],
      ["Amorce", "La phrase d’ouverture qui amène le sujet."],
      ["Transition", "Le passage qui résume une partie et annonce la suivante."],
      ["Exemple", "Une référence précise à une œuvre qui illustre l’argument."],
    ],
  },
  "figures-de-style": {
    explanation: [
      "Les figures de style sont des procédés d’écriture qui rendent l’expression plus frappante. Les figures d’analogie rapprochent deux réalités : la comparaison utilise un outil comme « comme » ou « tel », alors que la métaphore l’omet, par exemple « cette faucille d’or dans le champ des étoiles » chez Hugo.",
      "Les figures d’opposition incluent l’antithèse et l’oxymore (« cette obscure clarté » chez Corneille). L’hyperbole exagère, la litote dit moins pour suggérer plus (« Va, je ne te hais point »). L’anaphore répète un mot en début de vers ou de phrase, et la personnification prête des traits humains à une chose.",
    ],
    keyPoints: [
      "Une figure s’identifie puis s’interprète par son effet.",
      "La métonymie remplace un mot par un autre lié logiquement : « boire un verre ».",
      "L’euphémisme atténue une réalité pénible.",
    ],
    cards: [
      ["Métaphore", "Une analogie sans outil de comparaison."],
      ["Oxymore", "L’union de deux termes contradictoires dans un même groupe."],
      ["Litote", "Dire moins pour faire entendre plus."],
      ["Anaphore", "La répétition d’un mot en tête de phrases ou de vers."],
      ["Hyperbole", "Une exagération destinée à frapper."],
    ],
  },
  "mouvements-litteraires": {
    explanation: [
      "L’humanisme du XVIᵉ siècle (Rabelais, Montaigne) place l’homme et le savoir antique au centre. Le classicisme du XVIIᵉ siècle (Molière, Racine, La Fontaine) recherche l’ordre, la mesure et la règle des trois unités. Les Lumières du XVIIIᵉ siècle (Voltaire, Diderot, Rousseau) défendent la raison et combattent l’intolérance.",
      "Le romantisme, vers 1820-1850 (Hugo, Lamartine, Musset), exalte le moi et la liberté de l’art. Le réalisme et le naturalisme (Balzac, Flaubert, Zola) décrivent la société avec précision. Le symbolisme (Verlaine, Mallarmé) suggère plutôt qu’il ne décrit, et le surréalisme (Breton, 1924) explore le rêve et l’inconscient.",
    ],
    keyPoints: [
      "La préface de Cromwell (1827) de Hugo sert de manifeste au drame romantique.",
      "Zola applique au roman une méthode inspirée des sciences dans Les Rougon-Macquart.",
      "Le Manifeste du surréalisme d’André Breton paraît en 1924.",
    ],
    cards: [
      ["Humanisme", "Mouvement du XVIᵉ siècle centré sur l’homme et la redécouverte des Anciens."],
      ["Classicisme", "Esthétique du XVIIᵉ siècle fondée sur la raison, l’ordre et la bienséance."],
      ["Lumières", "Mouvement du XVIIIᵉ siècle qui défend la raison, la tolérance et le progrès."],
      ["Naturalisme", "Prolongement du réalisme qui étudie l’influence de l’hérédité et du milieu."],
    ],
  },
  poesie: {
    explanation: [
      "La poésie travaille le rythme et les sonorités de la langue. Le vers français se mesure en syllabes : l’alexandrin compte douze syllabes, souvent coupées par une césure à l’hémistiche, et l’octosyllabe huit. Le e muet se prononce devant une consonne et s’élide devant une voyelle.",
      "Les rimes peuvent être plates (AABB), croisées (ABAB) ou embrassées (ABBA). Le sonnet comporte deux quatrains et deux tercets, soit quatorze vers. Depuis Baudelaire et Rimbaud, le poème en prose et le vers libre s’affranchissent de ces contraintes.",
    ],
    keyPoints: [
      "L’enjambement prolonge la phrase au-delà de la fin du vers.",
      "L’allitération répète une consonne, l’assonance une voyelle.",
      "Les Fleurs du mal de Baudelaire paraissent en 1857.",
    ],
    cards: [
      ["Alexandrin", "Un vers de douze syllabes."],
      ["Sonnet", "Un poème de quatorze vers : deux quatrains et deux tercets."],
      ["Césure", "La pause à l’intérieur du vers, au milieu de l’alexandrin."],
      ["Rimes embrassées", "Une disposition ABBA."],
    ],
  },
  theatre: {
    explanation: [
      "Le texte de théâtre se compose de répliques, destinées à être dites, et de didascalies, qui indiquent le jeu et le décor. La double énonciation signifie que les personnages se parlent tout en s’adressant au public.",
      "La tragédie classique (Racine, Phèdre, 1677) respecte la règle des trois unités de temps, de lieu et d’action, et met en scène des héros dominés par la fatalité. La comédie (Molière, Le Misanthrope, 1666) corrige les mœurs par le rire. Le XXᵉ siècle invente le théâtre de l’absurde avec Ionesco et Beckett.",
    ],
    keyPoints: [
      "L’exposition présente les personnages et la situation.",
      "Le monologue est une tirade prononcée par un personnage seul en scène.",
      "L’aparté est une réplique que les autres personnages sont censés ne pas entendre.",
    ],
    cards: [
      ["Didascalie", "Une indication scénique écrite par l’auteur."],
      ["Double énonciation", "Le fait qu’une réplique s’adresse à la fois à un personnage et au public."],
      ["Règle des trois unités", "Une seule action, en un seul lieu, en une journée."],
      ["Stichomythie", "Un échange rapide de répliques courtes."],
    ],
  },
  roman: {
    explanation: [
      "Le roman est un récit en prose de fiction. Le narrateur, distinct de l’auteur, peut être interne au récit ou extérieur, et la focalisation peut être interne, externe ou zéro (narrateur omniscient).",
      "Le genre évolue du roman de chevalerie au roman d’apprentissage, comme L’Éducation sentimentale de Flaubert, puis au roman réaliste de Balzac et au Nouveau Roman des années 1950 (Robbe-Grillet, Sarraute). Le rythme du récit joue sur la scène, le sommaire, l’ellipse et la pause descriptive.",
    ],
    keyPoints: [
      "L’incipit présente le cadre et crée l’horizon d’attente.",
      "Le schéma narratif va de la situation initiale à la situation finale.",
      "Un retour en arrière s’appelle une analepse, une anticipation une prolepse.",
    ],
    cards: [
      ["Focalisation zéro", "Le point de vue d’un narrateur qui sait tout."],
      ["Incipit", "Les premières lignes d’un roman."],
      ["Ellipse", "Une période de l’histoire passée sous silence."],
      ["Roman d’apprentissage", "Un roman qui suit la formation d’un jeune héros."],
    ],
  },
  argumentation: {
    explanation: [
      "Argumenter consiste à défendre une thèse à l’aide d’arguments et d’exemples. Convaincre fait appel à la raison, tandis que persuader s’adresse aux sentiments du destinataire.",
      "Les genres argumentatifs incluent l’essai, le pamphlet, l’apologue (fable, conte philosophique comme Candide de Voltaire, 1759) et le dialogue. Les types de raisonnement sont la déduction, l’induction, le raisonnement par analogie et la concession, qui admet un point adverse pour mieux le réfuter.",
    ],
    keyPoints: [
      "La thèse est l’opinion défendue, l’antithèse celle qui est combattue.",
      "Les connecteurs logiques (donc, or, cependant) structurent le raisonnement.",
      "L’apologue argumente de manière indirecte par un récit.",
    ],
    cards: [
      ["Thèse", "La position que l’auteur défend."],
      ["Concession", "L’acceptation partielle d’un argument adverse."],
      ["Apologue", "Un court récit à visée morale ou argumentative."],
      ["Persuader", "Agir sur les émotions du lecteur pour emporter son adhésion."],
    ],
  },
  grammaire: {
    explanation: [
      "La phrase simple contient un seul verbe conjugué, la phrase complexe plusieurs propositions. Les propositions peuvent être juxtaposées (par une ponctuation), coordonnées (mais, ou, et, donc, or, ni, car) ou subordonnées à une principale.",
      "Les subordonnées relatives complètent un nom et commencent par un pronom relatif (qui, que, dont, où). Les complétives, introduites par « que », sont souvent complément d’objet. Les circonstancielles expriment le temps, la cause, la conséquence, le but, la concession ou la condition.",
    ],
    keyPoints: [
      "Le complément d’objet direct répond à « qui ? » ou « quoi ? » après le verbe.",
      "L’attribut du sujet suit un verbe d’état comme être, paraître ou devenir.",
      "« Dont » remplace un complément introduit par « de ».",
    ],
    cards: [
      ["Proposition subordonnée", "Une proposition qui dépend d’une principale."],
      ["Pronom relatif", "Un mot qui introduit une relative et reprend un antécédent."],
      ["COD", "Un complément construit sans préposition directement après le verbe."],
      ["Conjonction de coordination", "mais, ou, et, donc, or, ni, car."],
    ],
  },
  conjugaison: {
    explanation: [
      "Le verbe français se conjugue selon le mode, le temps, la personne et la voix. Les modes personnels sont l’indicatif, le subjonctif, le conditionnel et l’impératif ; l’infinitif et le participe sont impersonnels.",
      "Les temps composés se forment avec l’auxiliaire être ou avoir suivi du participe passé. Le passé simple, temps du récit, s’oppose à l’imparfait, qui décrit l’arrière-plan : « Il pleuvait quand elle arriva ». Le participe passé employé avec avoir s’accorde avec le COD placé avant le verbe.",
    ],
    keyPoints: [
      "Les verbes du 1er groupe finissent en -er, ceux du 2ᵉ en -ir avec -issons.",
      "Le subjonctif s’emploie après « il faut que » et les verbes de volonté.",
      "Le conditionnel exprime l’hypothèse et le futur dans le passé.",
    ],
    cards: [
      ["Temps composé", "Un temps formé d’un auxiliaire et d’un participe passé."],
      ["Passé simple", "Le temps des actions de premier plan dans un récit au passé."],
      ["Imparfait", "Le temps de la description et des actions habituelles au passé."],
      ["Accord avec avoir", "Le participe s’accorde avec le COD placé avant."],
    ],
  },
};
