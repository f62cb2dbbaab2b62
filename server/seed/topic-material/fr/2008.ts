/** SES (fr catalogue subject 2008): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  marche: {
    explanation: [
      "Un marché est un lieu, réel ou virtuel, de rencontre entre une offre et une demande qui détermine un prix. En concurrence pure et parfaite, le prix d’équilibre égalise les quantités offertes et demandées.",
      "La demande diminue généralement quand le prix augmente, tandis que l’offre augmente. Un choc, comme une hausse du coût des matières premières, déplace la courbe d’offre vers la gauche et fait monter le prix d’équilibre. Les défaillances du marché, comme les externalités, les biens communs ou les asymétries d’information, justifient l’intervention publique.",
    ],
    keyPoints: [
      "La concurrence pure et parfaite suppose atomicité, homogénéité, transparence, libre entrée et mobilité des facteurs.",
      "Un monopole fixe un prix plus élevé et une quantité plus faible qu’en concurrence.",
      "Une externalité négative, comme la pollution, n’est pas prise en compte dans le prix.",
    ],
    cards: [
      ["Prix d’équilibre", "Le prix pour lequel l’offre égale la demande."],
      ["Externalité", "Un effet d’une activité sur un tiers sans compensation monétaire."],
      ["Monopole", "Un marché où un seul offreur fait face à de nombreux demandeurs."],
      ["Surplus du consommateur", "L’écart entre le prix maximal accepté et le prix payé."],
    ],
  },
  "croissance-economique": {
    explanation: [
      "La croissance économique est l’augmentation durable de la production de biens et services, mesurée par le taux de variation du PIB en volume. Le PIB additionne les valeurs ajoutées produites sur le territoire.",
      "Ses sources sont l’accumulation des facteurs travail et capital et le progrès technique, mesuré par la productivité globale des facteurs. Les théories de la croissance endogène (Romer) montrent que l’innovation, le capital humain et les infrastructures publiques s’auto-entretiennent. La croissance peut toutefois épuiser les ressources et dégrader l’environnement.",
    ],
    keyPoints: [
      "Le PIB ne mesure ni les inégalités ni le bien-être.",
      "Les institutions, comme les droits de propriété, favorisent l’innovation.",
      "La soutenabilité forte juge le capital naturel non substituable.",
    ],
    cards: [
      ["PIB", "La somme des valeurs ajoutées produites sur un territoire en un an."],
      ["Productivité globale des facteurs", "La part de la croissance non expliquée par la hausse des facteurs."],
      ["Croissance endogène", "Une croissance entretenue par des investissements dans l’innovation."],
      ["Destruction créatrice", "Chez Schumpeter, le remplacement des activités anciennes par les innovations."],
    ],
  },
  chomage: {
    explanation: [
      "Selon le Bureau international du travail, un chômeur est une personne en âge de travailler, sans emploi, disponible et recherchant activement un emploi. Le taux de chômage rapporte le nombre de chômeurs à la population active.",
      "Le chômage keynésien résulte d’une demande de biens insuffisante, le chômage classique d’un coût du travail trop élevé. Le chômage structurel vient des problèmes d’appariement entre offres et demandes d’emploi, et le chômage frictionnel du temps de recherche. Les politiques de l’emploi combinent relance, baisse du coût du travail et formation.",
    ],
    keyPoints: [
      "La population active réunit les actifs occupés et les chômeurs.",
      "Le salaire d’efficience peut être supérieur au salaire d’équilibre.",
      "Le chômage de longue durée dépasse un an de recherche.",
    ],
    cards: [
      ["Taux de chômage", "Le nombre de chômeurs divisé par la population active."],
      ["Chômage structurel", "Un chômage lié aux caractéristiques durables du marché du travail."],
      ["Appariement", "La mise en correspondance des emplois vacants et des demandeurs."],
      ["Halo du chômage", "Les personnes sans emploi qui ne remplissent pas tous les critères du BIT."],
    ],
  },
  "monnaie-et-financement": {
    explanation: [
      "La monnaie remplit trois fonctions : unité de compte, intermédiaire des échanges et réserve de valeur. Elle se compose aujourd’hui surtout de monnaie scripturale, inscrite sur les comptes bancaires.",
      "Les banques commerciales créent de la monnaie en accordant des crédits : « les crédits font les dépôts ». La banque centrale, la BCE pour la zone euro, encadre cette création par ses taux directeurs. Les agents financent leurs besoins par autofinancement, par financement intermédié (emprunt bancaire) ou par financement direct sur les marchés financiers (actions, obligations).",
    ],
    keyPoints: [
      "Le remboursement d’un crédit détruit de la monnaie.",
      "Une action est un titre de propriété, une obligation un titre de créance.",
      "Le taux d’intérêt est le prix du crédit.",
    ],
    cards: [
      ["Monnaie scripturale", "La monnaie inscrite sur les comptes bancaires."],
      ["Taux directeur", "Le taux auquel la banque centrale prête aux banques commerciales."],
      ["Financement intermédié", "Un financement par l’intermédiaire des banques."],
      ["Obligation", "Un titre de créance rémunéré par un intérêt."],
    ],
  },
  "politiques-economiques": {
    explanation: [
      "Les politiques économiques visent la croissance, le plein emploi, la stabilité des prix et l’équilibre extérieur. La politique budgétaire utilise les dépenses et les recettes publiques, et la politique monétaire agit sur les taux d’intérêt et la quantité de monnaie.",
      "Une politique de relance keynésienne accroît la demande, notamment grâce à l’effet multiplicateur des dépenses publiques. Dans la zone euro, la politique monétaire est confiée à la BCE, dont l’objectif principal est une inflation proche de 2 %, tandis que les budgets nationaux restent encadrés par le pacte de stabilité.",
    ],
    keyPoints: [
      "Le déficit public s’ajoute à la dette publique.",
      "Une baisse des taux directeurs stimule le crédit et l’investissement.",
      "Les politiques de l’offre cherchent à améliorer la compétitivité des entreprises.",
    ],
    cards: [
      ["Politique budgétaire", "L’action de l’État sur l’économie par son budget."],
      ["Effet multiplicateur", "L’augmentation du revenu supérieure à la dépense initiale."],
      ["Stabilisateurs automatiques", "Des recettes et dépenses qui amortissent spontanément la conjoncture."],
      ["Policy mix", "La combinaison des politiques budgétaire et monétaire."],
    ],
  },
  "commerce-international": {
    explanation: [
      "Le commerce international correspond aux échanges de biens et de services entre pays. Selon Ricardo (1817), chaque pays gagne à se spécialiser dans la production où il dispose d’un avantage comparatif, même s’il est moins efficace partout.",
      "Le modèle HOS explique la spécialisation par les dotations factorielles : un pays riche en travail exporte des biens intensifs en travail. Le commerce intra-branche entre pays riches s’explique par la différenciation des produits et les économies d’échelle. Les chaînes de valeur mondiales fragmentent la production entre plusieurs pays.",
    ],
    keyPoints: [
      "Le protectionnisme utilise droits de douane, quotas et normes.",
      "Le libre-échange augmente la variété des biens et la concurrence.",
      "La balance commerciale compare exportations et importations de biens.",
    ],
    cards: [
      ["Avantage comparatif", "Un coût d’opportunité plus faible pour produire un bien."],
      ["Commerce intra-branche", "L’échange de produits similaires entre pays."],
      ["Droit de douane", "Une taxe prélevée sur les importations."],
      ["Chaîne de valeur mondiale", "La répartition des étapes de production entre pays."],
    ],
  },
  socialisation: {
    explanation: [
      "La socialisation est le processus par lequel un individu apprend et intériorise les normes et les valeurs de la société. La socialisation primaire, pendant l’enfance, est assurée surtout par la famille et l’école.",
      "La socialisation secondaire se poursuit à l’âge adulte, au travail, dans le couple ou les associations. Elle est différenciée selon le milieu social et le genre : les jouets, les activités et les attentes diffèrent pour les filles et les garçons. Les pairs et les médias jouent aussi un rôle croissant.",
    ],
    keyPoints: [
      "Les normes sont des règles de conduite, les valeurs des idéaux.",
      "Bourdieu décrit l’habitus comme un ensemble de dispositions durables.",
      "La socialisation anticipatrice prépare à un groupe que l’on souhaite rejoindre.",
    ],
    cards: [
      ["Socialisation primaire", "La socialisation de l’enfance, par la famille et l’école."],
      ["Norme", "Une règle de comportement socialement partagée."],
      ["Habitus", "Un système de dispositions acquises, selon Bourdieu."],
      ["Instance de socialisation", "Un groupe ou une institution qui transmet des normes."],
    ],
  },
  "stratification-sociale": {
    explanation: [
      "La stratification sociale désigne la division de la société en groupes hiérarchisés. Marx analyse les classes sociales à partir de la place dans les rapports de production : bourgeoisie et prolétariat, avec une conscience de classe.",
      "Weber propose une approche multidimensionnelle fondée sur l’ordre économique (classes), social (prestige) et politique (pouvoir). En France, l’INSEE classe la population en professions et catégories socioprofessionnelles (PCS). La mobilité sociale mesure le passage d’une position sociale à une autre entre générations.",
    ],
    keyPoints: [
      "Une table de mobilité compare la position des individus à celle de leur père ou mère.",
      "La moyennisation désigne l’expansion des classes moyennes.",
      "Bourdieu distingue capital économique, culturel, social et symbolique.",
    ],
    cards: [
      ["Classe sociale", "Un groupe partageant une position économique et des intérêts communs."],
      ["PCS", "La nomenclature des professions et catégories socioprofessionnelles."],
      ["Mobilité intergénérationnelle", "Le changement de position sociale entre parents et enfants."],
      ["Capital culturel", "Les diplômes, savoirs et pratiques culturelles d’un individu."],
    ],
  },
  inegalites: {
    explanation: [
      "Les inégalités sont des différences d’accès à des ressources valorisées, comme le revenu, le patrimoine, l’éducation ou la santé. Les inégalités de patrimoine sont plus fortes que celles de revenu.",
      "On les mesure avec des rapports interdéciles, comme D9/D1, avec la courbe de Lorenz et le coefficient de Gini, compris entre 0 (égalité parfaite) et 1. La justice sociale peut viser l’égalité des droits, des chances ou des situations. L’État redistribue par les impôts progressifs, les prestations sociales et les services publics.",
    ],
    keyPoints: [
      "Le cumul des inégalités renforce les écarts entre groupes sociaux.",
      "Le taux de pauvreté en France se calcule à 60 % du revenu médian.",
      "L’égalité des chances porte sur le point de départ, non sur les résultats.",
    ],
    cards: [
      ["Coefficient de Gini", "Un indicateur d’inégalité entre 0 et 1."],
      ["Rapport interdécile", "Le rapport D9/D1 entre les revenus des plus aisés et des plus modestes."],
      ["Redistribution", "Les prélèvements et transferts qui modifient la répartition des revenus."],
      ["Patrimoine", "L’ensemble des biens possédés à un moment donné."],
    ],
  },
};
