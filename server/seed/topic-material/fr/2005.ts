/** SVT (fr catalogue subject 2005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  genetique: {
    explanation: [
      "L’information génétique est portée par l’ADN, une double hélice formée de nucléotides à bases A, T, C et G, appariées A avec T et C avec G. Un gène est une portion d’ADN qui code une protéine, et ses différentes versions sont appelées allèles.",
      "Chez l’être humain, chaque cellule contient 23 paires de chromosomes. Un allèle dominant s’exprime même en un seul exemplaire, un allèle récessif seulement à l’état homozygote. La méiose et la fécondation brassent les allèles, ce qui explique que deux parents hétérozygotes Aa aient une probabilité de 1/4 d’avoir un enfant aa.",
    ],
    keyPoints: [
      "La réplication de l’ADN est semi-conservative.",
      "Une mutation est une modification de la séquence de l’ADN.",
      "Le génotype est l’ensemble des allèles, le phénotype l’ensemble des caractères observables.",
    ],
    cards: [
      ["Allèle", "Une version d’un gène."],
      ["Homozygote", "Un individu portant deux allèles identiques d’un gène."],
      ["Caryotype", "La représentation ordonnée des chromosomes d’une cellule."],
      ["Mutation", "Une modification aléatoire de la séquence d’ADN."],
    ],
  },
  evolution: {
    explanation: [
      "La théorie de l’évolution explique la diversité du vivant par la descendance avec modification. Charles Darwin, dans L’Origine des espèces (1859), propose la sélection naturelle : les individus porteurs de variations avantageuses dans un milieu survivent et se reproduisent davantage.",
      "La dérive génétique modifie aussi les fréquences alléliques au hasard, surtout dans les petites populations. Les espèces sont classées par leurs liens de parenté dans des arbres phylogénétiques fondés sur des caractères partagés. L’homme et le chimpanzé partagent un ancêtre commun ayant vécu il y a environ 7 millions d’années.",
    ],
    keyPoints: [
      "La sélection naturelle agit sur des variations apparues par mutation.",
      "Une spéciation se produit lorsque deux populations deviennent isolées reproductivement.",
      "Les organes homologues révèlent une origine commune.",
    ],
    cards: [
      ["Sélection naturelle", "Le tri des individus les mieux adaptés par le milieu."],
      ["Dérive génétique", "La variation aléatoire des fréquences alléliques."],
      ["Spéciation", "La formation d’une nouvelle espèce."],
      ["Phylogénie", "L’histoire des liens de parenté entre les êtres vivants."],
    ],
  },
  ecosystemes: {
    explanation: [
      "Un écosystème réunit une communauté d’êtres vivants, la biocénose, et son milieu physique, le biotope. Les êtres vivants y sont reliés par des chaînes et réseaux alimentaires : les producteurs (végétaux chlorophylliens), les consommateurs et les décomposeurs.",
      "L’énergie circule à sens unique et une grande partie est perdue à chaque niveau trophique, environ 90 %. La matière, elle, est recyclée : les décomposeurs transforment la matière organique en matière minérale réutilisée par les plantes. Les activités humaines, comme la déforestation, modifient ces équilibres et réduisent la biodiversité.",
    ],
    keyPoints: [
      "Les producteurs sont autotrophes, les consommateurs hétérotrophes.",
      "Le cycle du carbone relie atmosphère, êtres vivants, océans et roches.",
      "Les services écosystémiques incluent la pollinisation et l’épuration de l’eau.",
    ],
    cards: [
      ["Biotope", "Le milieu physique et chimique d’un écosystème."],
      ["Biocénose", "L’ensemble des êtres vivants d’un écosystème."],
      ["Niveau trophique", "La position d’un organisme dans une chaîne alimentaire."],
      ["Décomposeur", "Un organisme qui transforme la matière organique morte en matière minérale."],
    ],
  },
  photosynthese: {
    explanation: [
      "La photosynthèse est la production de matière organique par les végétaux chlorophylliens à partir de matière minérale, grâce à l’énergie lumineuse. Elle se déroule dans les chloroplastes, où la chlorophylle absorbe surtout les lumières bleue et rouge.",
      "Son bilan s’écrit 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂. La phase photochimique, dans les thylakoïdes, réalise la photolyse de l’eau et libère le dioxygène. La phase chimique, dans le stroma, fixe le CO₂ grâce au cycle de Calvin et à l’enzyme Rubisco. Le glucose produit est stocké sous forme d’amidon.",
    ],
    keyPoints: [
      "Le dioxygène libéré provient de l’eau, non du CO₂.",
      "Le CO₂ entre dans la feuille par les stomates.",
      "La photosynthèse est à l’origine de presque toute la matière organique des écosystèmes.",
    ],
    cards: [
      ["Chloroplaste", "L’organite cellulaire où se déroule la photosynthèse."],
      ["Chlorophylle", "Le pigment vert qui capte l’énergie lumineuse."],
      ["Stomate", "Un orifice de la feuille permettant les échanges gazeux."],
      ["Cycle de Calvin", "La suite de réactions qui fixe le CO₂ en matière organique."],
    ],
  },
  immunologie: {
    explanation: [
      "Le système immunitaire protège l’organisme contre les agents pathogènes. L’immunité innée intervient immédiatement : la réaction inflammatoire, caractérisée par rougeur, chaleur, gonflement et douleur, mobilise des phagocytes qui ingèrent les microbes.",
      "L’immunité adaptative est spécifique et plus lente. Les lymphocytes B produisent des anticorps qui neutralisent les antigènes, les lymphocytes T CD8 deviennent cytotoxiques et détruisent les cellules infectées, et les lymphocytes T CD4 coordonnent la réponse. La mémoire immunitaire rend la seconde réponse plus rapide et plus forte, principe de la vaccination.",
    ],
    keyPoints: [
      "Un anticorps reconnaît un antigène précis et forme un complexe immun.",
      "Le VIH détruit les lymphocytes T CD4, ce qui provoque le sida.",
      "Un vaccin contient un antigène inoffensif qui déclenche une mémoire immunitaire.",
    ],
    cards: [
      ["Antigène", "Une molécule reconnue comme étrangère par le système immunitaire."],
      ["Anticorps", "Une protéine produite par les plasmocytes qui se lie à un antigène."],
      ["Phagocytose", "L’ingestion et la digestion d’un élément étranger par une cellule."],
      ["Lymphocyte T cytotoxique", "Une cellule qui détruit les cellules infectées."],
    ],
  },
  "systeme-nerveux": {
    explanation: [
      "Le système nerveux comprend l’encéphale et la moelle épinière (système nerveux central) ainsi que les nerfs. Le neurone transmet un message électrique, le potentiel d’action, codé en fréquence : plus la stimulation est forte, plus les potentiels d’action sont rapprochés.",
      "Au niveau de la synapse, le message devient chimique : un neurotransmetteur comme l’acétylcholine est libéré et se fixe sur des récepteurs du neurone suivant. Le réflexe myotatique, comme le réflexe rotulien, met en jeu un neurone sensoriel et un motoneurone reliés dans la moelle épinière.",
    ],
    keyPoints: [
      "Le cortex moteur commande les mouvements volontaires.",
      "Certaines drogues perturbent le fonctionnement des synapses.",
      "La plasticité cérébrale permet au cerveau de se remodeler avec l’apprentissage.",
    ],
    cards: [
      ["Neurone", "La cellule nerveuse qui transmet le message nerveux."],
      ["Synapse", "La zone de contact entre deux neurones ou entre un neurone et un muscle."],
      ["Potentiel d’action", "Une brève inversion de la polarité de la membrane du neurone."],
      ["Réflexe myotatique", "La contraction d’un muscle en réponse à son propre étirement."],
    ],
  },
  reproduction: {
    explanation: [
      "Chez l’être humain, la reproduction sexuée repose sur la production de gamètes par méiose : les spermatozoïdes dans les testicules et les ovocytes dans les ovaires. La fécondation réunit deux gamètes haploïdes et forme une cellule-œuf diploïde.",
      "Le fonctionnement des organes reproducteurs est contrôlé par des hormones. Chez la femme, le cycle de 28 jours environ associe un cycle ovarien et un cycle utérin, sous l’action de la FSH, de la LH, des œstrogènes et de la progestérone. La contraception hormonale bloque l’ovulation en agissant sur l’axe hypothalamo-hypophysaire.",
    ],
    keyPoints: [
      "L’ovulation a lieu vers le 14ᵉ jour d’un cycle de 28 jours.",
      "La testostérone est produite par les testicules.",
      "Le préservatif est la seule contraception qui protège des IST.",
    ],
    cards: [
      ["Gamète", "Une cellule reproductrice haploïde."],
      ["Fécondation", "La fusion d’un spermatozoïde et d’un ovocyte."],
      ["Ovulation", "La libération d’un ovocyte par l’ovaire."],
      ["LH", "L’hormone hypophysaire dont le pic déclenche l’ovulation."],
    ],
  },
  "tectonique-des-plaques": {
    explanation: [
      "La lithosphère est découpée en une douzaine de grandes plaques rigides qui se déplacent de quelques centimètres par an sur l’asthénosphère. Alfred Wegener proposa la dérive des continents en 1912, mais la théorie de la tectonique des plaques ne s’imposa qu’à la fin des années 1960.",
      "Aux dorsales océaniques, les plaques divergent et une nouvelle lithosphère se forme. Aux zones de subduction, une plaque océanique plonge sous une autre, provoquant séismes et volcanisme explosif, comme dans la ceinture de feu du Pacifique. La collision de deux continents forme des chaînes de montagnes, comme l’Himalaya.",
    ],
    keyPoints: [
      "Les anomalies magnétiques symétriques de part et d’autre des dorsales prouvent l’expansion océanique.",
      "La lithosphère océanique est plus dense et plus jeune que la lithosphère continentale.",
      "Les points chauds créent des alignements volcaniques comme Hawaï.",
    ],
    cards: [
      ["Lithosphère", "L’enveloppe rigide formée de la croûte et du manteau supérieur."],
      ["Dorsale", "Une chaîne sous-marine où se forme la lithosphère océanique."],
      ["Subduction", "Le plongement d’une plaque océanique dans le manteau."],
      ["Faille transformante", "Une limite où deux plaques coulissent l’une contre l’autre."],
    ],
  },
  geologie: {
    explanation: [
      "La géologie étudie la Terre, ses roches et son histoire. Les roches magmatiques naissent du refroidissement d’un magma, comme le basalte (refroidissement rapide) ou le granite (refroidissement lent). Les roches sédimentaires se forment par dépôt, et les roches métamorphiques par transformation sous l’effet de la pression et de la température.",
      "La datation relative repose sur des principes comme la superposition et le recoupement. La datation absolue utilise la désintégration d’éléments radioactifs, par exemple le couple potassium-argon. La Terre est âgée d’environ 4,6 milliards d’années.",
    ],
    keyPoints: [
      "Une couche est plus récente que celle qu’elle recouvre.",
      "Une faille est plus récente que les couches qu’elle recoupe.",
      "Les fossiles stratigraphiques servent à dater et corréler les couches.",
    ],
    cards: [
      ["Roche magmatique", "Une roche issue de la cristallisation d’un magma."],
      ["Principe de superposition", "Une couche sédimentaire est plus récente que celle qu’elle recouvre."],
      ["Métamorphisme", "La transformation d’une roche à l’état solide."],
      ["Demi-vie", "La durée nécessaire à la désintégration de la moitié des noyaux radioactifs."],
    ],
  },
  climat: {
    explanation: [
      "Le climat est la moyenne des conditions météorologiques sur au moins 30 ans. L’effet de serre naturel, dû surtout à la vapeur d’eau et au CO₂, maintient une température moyenne d’environ 15 °C à la surface de la Terre au lieu de −18 °C.",
      "Depuis la révolution industrielle, la combustion des énergies fossiles a fait passer la concentration en CO₂ d’environ 280 à plus de 420 ppm. Selon le GIEC, la température moyenne a augmenté d’environ 1,1 °C, ce qui provoque fonte des glaces, hausse du niveau marin et événements extrêmes. Les carottes de glace renseignent sur les climats passés.",
    ],
    keyPoints: [
      "Le GIEC évalue les connaissances scientifiques sur le changement climatique.",
      "L’accord de Paris (2015) vise à limiter le réchauffement bien en dessous de 2 °C.",
      "Les océans absorbent une partie du CO₂ et s’acidifient.",
    ],
    cards: [
      ["Effet de serre", "Le piégeage du rayonnement infrarouge par certains gaz atmosphériques."],
      ["GIEC", "Le Groupe d’experts intergouvernemental sur l’évolution du climat."],
      ["Albédo", "La fraction du rayonnement solaire réfléchie par une surface."],
      ["Rétroaction", "Un mécanisme qui amplifie ou atténue une variation du climat."],
    ],
  },
};
