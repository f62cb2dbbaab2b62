/** Histoire-Géographie (fr catalogue subject 2003): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "revolution-francaise": {
    explanation: [
      "La Révolution française commence en 1789 dans un royaume endetté, où la société d’ordres réserve des privilèges au clergé et à la noblesse. Les états généraux, réunis en mai, se transforment en Assemblée nationale le 17 juin, puis la Bastille est prise le 14 juillet.",
      "La nuit du 4 août abolit les privilèges et la Déclaration des droits de l’homme et du citoyen est adoptée le 26 août 1789. La monarchie constitutionnelle échoue : la République est proclamée le 21 septembre 1792 et Louis XVI est exécuté en janvier 1793. Après la Terreur (1793-1794) et le Directoire, le coup d’État de Bonaparte du 18 brumaire (1799) met fin à la période.",
    ],
    keyPoints: [
      "1789 marque la fin de la monarchie absolue et de la société d’ordres.",
      "La Déclaration de 1789 proclame l’égalité en droits et la souveraineté de la nation.",
      "La Terreur est dominée par le Comité de salut public et Robespierre.",
    ],
    cards: [
      ["14 juillet 1789", "La prise de la Bastille à Paris."],
      ["Tiers état", "L’ordre qui regroupe tous ceux qui ne sont ni nobles ni clercs."],
      ["21 septembre 1792", "L’abolition de la monarchie et la naissance de la Ire République."],
      ["18 brumaire an VIII", "Le coup d’État de Bonaparte en novembre 1799."],
    ],
  },
  "premiere-guerre-mondiale": {
    explanation: [
      "La Première Guerre mondiale (1914-1918) oppose la Triple-Entente (France, Royaume-Uni, Russie) aux Empires centraux (Allemagne, Autriche-Hongrie). L’attentat de Sarajevo du 28 juin 1914 déclenche le jeu des alliances. Après l’échec de la guerre de mouvement, le front se fige dans les tranchées à la fin de 1914.",
      "C’est une guerre totale : les économies, les civils et les colonies sont mobilisés. Verdun (1916) symbolise la violence de masse avec environ 300 000 morts. L’entrée en guerre des États-Unis en 1917 compense le retrait russe, et l’armistice est signé le 11 novembre 1918. Le traité de Versailles (1919) impose de lourdes conditions à l’Allemagne.",
    ],
    keyPoints: [
      "Environ 10 millions de soldats meurent pendant le conflit.",
      "Le génocide des Arméniens par l’Empire ottoman commence en 1915.",
      "La guerre entraîne la chute des empires russe, allemand, austro-hongrois et ottoman.",
    ],
    cards: [
      ["Guerre totale", "Une guerre qui mobilise toutes les ressources humaines, économiques et morales."],
      ["Verdun", "La bataille de 1916 devenue symbole de l’enfer des tranchées."],
      ["11 novembre 1918", "La signature de l’armistice à Rethondes."],
      ["Poilu", "Le surnom des soldats français de la Grande Guerre."],
    ],
  },
  "seconde-guerre-mondiale": {
    explanation: [
      "La Seconde Guerre mondiale commence le 1er septembre 1939 avec l’invasion de la Pologne par l’Allemagne nazie. La France est vaincue en juin 1940 : le régime de Vichy du maréchal Pétain collabore, tandis que le général de Gaulle lance l’appel du 18 juin depuis Londres.",
      "La guerre devient mondiale en 1941 avec l’attaque de l’URSS et Pearl Harbor. Les nazis commettent la Shoah, génocide d’environ six millions de Juifs. Stalingrad (1943) marque le tournant, le débarquement de Normandie a lieu le 6 juin 1944, l’Allemagne capitule le 8 mai 1945 et le Japon le 2 septembre 1945, après les bombes atomiques d’Hiroshima et Nagasaki.",
    ],
    keyPoints: [
      "Le conflit fait environ 60 millions de morts, majoritairement civils.",
      "La Résistance s’unifie en 1943 avec le Conseil national de la Résistance.",
      "L’ONU est créée en 1945 pour préserver la paix.",
    ],
    cards: [
      ["Shoah", "L’extermination des Juifs d’Europe par les nazis."],
      ["Collaboration", "La coopération du régime de Vichy avec l’occupant allemand."],
      ["6 juin 1944", "Le débarquement allié en Normandie."],
      ["Stalingrad", "La victoire soviétique de février 1943 qui marque le tournant de la guerre."],
    ],
  },
  "guerre-froide": {
    explanation: [
      "La guerre froide (1947-1991) oppose les États-Unis et l’URSS, deux superpuissances aux modèles opposés : démocratie libérale et capitalisme contre communisme. Elle ne donne pas lieu à un affrontement direct, en raison de l’équilibre de la terreur nucléaire.",
      "Les crises majeures sont le blocus de Berlin (1948-1949), la guerre de Corée (1950-1953), la construction du mur de Berlin (1961) et la crise des missiles de Cuba (1962). Après la détente, la chute du mur le 9 novembre 1989 et la dissolution de l’URSS en décembre 1991 mettent fin au conflit.",
    ],
    keyPoints: [
      "La doctrine Truman (1947) vise à contenir le communisme.",
      "L’OTAN est fondée en 1949 et le pacte de Varsovie en 1955.",
      "La guerre du Vietnam est un conflit périphérique de la guerre froide.",
    ],
    cards: [
      ["Rideau de fer", "La frontière qui sépare l’Europe de l’Ouest du bloc soviétique."],
      ["Endiguement", "La politique américaine destinée à stopper l’expansion communiste."],
      ["Crise de Cuba", "La crise de 1962 provoquée par l’installation de missiles soviétiques à Cuba."],
      ["Équilibre de la terreur", "La dissuasion réciproque fondée sur l’arme nucléaire."],
    ],
  },
  decolonisation: {
    explanation: [
      "La décolonisation est le processus par lequel les colonies accèdent à l’indépendance, principalement entre 1945 et 1975. Elle est favorisée par l’affaiblissement des métropoles après 1945, la Charte de l’ONU et l’essor des mouvements nationalistes.",
      "Elle peut être négociée, comme en Inde en 1947 avec Gandhi et la non-violence, ou violente, comme en Indochine (défaite française de Diên Biên Phu en 1954) et en Algérie (1954-1962, accords d’Évian). La conférence de Bandung (1955) affirme l’émergence du tiers-monde et du non-alignement.",
    ],
    keyPoints: [
      "L’Afrique subsaharienne française devient indépendante principalement en 1960.",
      "La guerre d’Algérie provoque la chute de la IVᵉ République en 1958.",
      "Les nouveaux États rencontrent souvent des difficultés économiques et politiques.",
    ],
    cards: [
      ["Décolonisation", "L’accès à l’indépendance des territoires colonisés."],
      ["Bandung", "La conférence de 1955 des pays afro-asiatiques."],
      ["Accords d’Évian", "Les accords de mars 1962 qui mènent à l’indépendance algérienne."],
      ["Non-alignement", "Le refus de choisir entre les blocs américain et soviétique."],
    ],
  },
  "cinquieme-republique": {
    explanation: [
      "La Cinquième République est fondée par la Constitution du 4 octobre 1958, voulue par le général de Gaulle. Elle renforce l’exécutif : le président nomme le Premier ministre, peut dissoudre l’Assemblée nationale et recourir au référendum.",
      "Depuis la réforme de 1962, le président est élu au suffrage universel direct. Le mandat passe de sept à cinq ans en 2000. La cohabitation survient lorsque le président et la majorité de l’Assemblée sont de camps opposés, comme en 1986, 1993 et 1997. Le Conseil constitutionnel contrôle la conformité des lois à la Constitution.",
    ],
    keyPoints: [
      "Le Parlement comprend l’Assemblée nationale et le Sénat.",
      "L’article 16 donne des pouvoirs exceptionnels au président en cas de crise grave.",
      "Le gouvernement est responsable devant l’Assemblée nationale.",
    ],
    cards: [
      ["Cohabitation", "Une coexistence d’un président et d’un gouvernement de bords opposés."],
      ["Quinquennat", "Le mandat présidentiel de cinq ans adopté en 2000."],
      ["Motion de censure", "Le vote par lequel l’Assemblée peut renverser le gouvernement."],
      ["Conseil constitutionnel", "L’institution qui vérifie la constitutionnalité des lois."],
    ],
  },
  mondialisation: {
    explanation: [
      "La mondialisation est la mise en relation croissante des territoires par les flux de marchandises, de capitaux, d’informations et de personnes. Elle s’accélère depuis les années 1980 grâce à la conteneurisation, à Internet et à la libéralisation des échanges.",
      "Les firmes transnationales organisent leur production à l’échelle mondiale. Les territoires sont inégalement intégrés : les grandes métropoles comme New York, Londres ou Tokyo concentrent les fonctions de commandement, alors que certains espaces restent en marge. La mondialisation suscite des contestations environnementales et sociales.",
    ],
    keyPoints: [
      "Environ 80 % du commerce mondial en volume passe par la mer.",
      "L’OMC, créée en 1995, encadre le commerce international.",
      "La Chine est devenue le premier exportateur mondial de marchandises.",
    ],
    cards: [
      ["Firme transnationale", "Une entreprise implantée dans plusieurs pays."],
      ["Métropolisation", "La concentration des hommes et des activités dans les grandes villes."],
      ["Conteneurisation", "Le transport de marchandises dans des boîtes standardisées."],
      ["Flux", "Un déplacement de biens, de personnes, de capitaux ou d’informations."],
    ],
  },
  "union-europeenne": {
    explanation: [
      "La construction européenne commence avec la CECA en 1951, puis le traité de Rome de 1957 crée la Communauté économique européenne à six membres. Le traité de Maastricht (1992) fonde l’Union européenne et prévoit la monnaie unique, l’euro, mise en circulation en 2002.",
      "L’UE compte 27 États membres depuis le départ du Royaume-Uni en 2020. Ses institutions sont la Commission européenne, le Parlement européen élu au suffrage universel, le Conseil de l’UE et le Conseil européen. L’espace Schengen permet la libre circulation des personnes sans contrôle aux frontières intérieures.",
    ],
    keyPoints: [
      "Le marché unique assure la libre circulation des biens, services, capitaux et personnes.",
      "La zone euro regroupe vingt États.",
      "La politique de cohésion finance le rattrapage des régions moins développées.",
    ],
    cards: [
      ["Traité de Rome", "Le traité de 1957 qui crée la CEE."],
      ["Maastricht", "Le traité de 1992 qui fonde l’Union européenne."],
      ["Espace Schengen", "La zone de libre circulation sans contrôles aux frontières intérieures."],
      ["Brexit", "La sortie du Royaume-Uni de l’UE, effective en 2020."],
    ],
  },
  "territoires-francais": {
    explanation: [
      "La France compte environ 68 millions d’habitants, répartis en métropole et dans les territoires ultramarins. La population se concentre dans les métropoles, surtout l’aire parisienne, les littoraux et les vallées, tandis que la diagonale des faibles densités traverse le pays du nord-est au sud-ouest.",
      "Les outre-mer comprennent cinq départements et régions (Guadeloupe, Martinique, Guyane, La Réunion, Mayotte) et des collectivités comme la Polynésie française. Grâce à eux, la France dispose de la deuxième zone économique exclusive du monde. Les politiques d’aménagement cherchent à réduire les inégalités entre territoires.",
    ],
    keyPoints: [
      "La France métropolitaine compte 13 régions depuis 2016.",
      "Les espaces périurbains se sont étendus autour des villes depuis les années 1970.",
      "Les territoires ultramarins ont un PIB par habitant inférieur à la moyenne nationale.",
    ],
    cards: [
      ["DROM", "Un département et région d’outre-mer."],
      ["Périurbanisation", "L’extension des espaces urbanisés autour des villes."],
      ["Diagonale des faibles densités", "Une bande peu peuplée allant des Ardennes aux Landes."],
      ["Métropole", "Une grande ville qui concentre population et fonctions de commandement."],
    ],
  },
  "mers-et-oceans": {
    explanation: [
      "Les mers et océans couvrent environ 71 % de la surface terrestre. Ils sont des espaces de circulation majeurs, avec des routes maritimes qui passent par des détroits et canaux stratégiques comme Ormuz, Malacca, Suez ou Panama.",
      "La convention de Montego Bay (1982) définit les eaux territoriales (12 milles marins) et la zone économique exclusive (200 milles), où l’État côtier exploite les ressources. Les océans fournissent pêche, hydrocarbures et énergies marines, mais subissent pollution, surpêche et réchauffement.",
    ],
    keyPoints: [
      "Au-delà des ZEE s’étend la haute mer, espace de libre circulation.",
      "Les façades maritimes concentrent les grands ports, comme la Northern Range en Europe.",
      "Les mers sont aussi des espaces de tensions géopolitiques, comme en mer de Chine méridionale.",
    ],
    cards: [
      ["ZEE", "Une zone de 200 milles où l’État côtier contrôle les ressources."],
      ["Détroit", "Un passage maritime resserré entre deux terres."],
      ["Montego Bay", "La convention de l’ONU de 1982 sur le droit de la mer."],
      ["Façade maritime", "Un littoral regroupant plusieurs grands ports ouverts sur le monde."],
    ],
  },
};
