/** Arts plastiques (fr catalogue subject 2014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  "histoire-de-lart": {
    explanation: [
      "L’histoire de l’art étudie l’évolution des formes artistiques dans leur contexte. La Renaissance italienne, aux XVe et XVIe siècles, redécouvre l’Antiquité et invente la perspective, avec Léonard de Vinci, Michel-Ange et Raphaël.",
      "Le baroque du XVIIe siècle privilégie le mouvement et les contrastes de lumière, comme chez le Caravage. Le XIXe siècle voit se succéder néoclassicisme, romantisme (Delacroix, La Liberté guidant le peuple, 1830), réalisme (Courbet) et impressionnisme. Le XXe siècle est celui des avant-gardes : fauvisme, cubisme, surréalisme, abstraction.",
    ],
    keyPoints: [
      "Une œuvre se date et se situe avant d’être interprétée.",
      "Le Salon officiel, à Paris, fixait le goût académique au XIXe siècle.",
      "Les Demoiselles d’Avignon (1907) de Picasso annoncent le cubisme.",
    ],
    cards: [
      ["Renaissance", "Le renouveau artistique des XVe-XVIe siècles inspiré de l’Antiquité."],
      ["Baroque", "Un style du XVIIe siècle marqué par le mouvement et le clair-obscur."],
      ["Avant-garde", "Un mouvement qui rompt avec les conventions de son époque."],
      ["Académisme", "Le respect des règles enseignées par l’Académie des beaux-arts."],
    ],
  },
  "analyse-plastique": {
    explanation: [
      "L’analyse plastique décrit et interprète une œuvre à partir de ses constituants : format, support, technique, composition, couleur, lumière, matière et geste. Elle commence par une fiche d’identité : artiste, titre, date, dimensions, technique et lieu de conservation.",
      "La composition organise l’espace de l’œuvre grâce à des lignes de force, des plans et un point focal. Le cadrage et le point de vue, frontal, en plongée ou en contre-plongée, orientent le regard. L’interprétation relie ces choix formels au sens de l’œuvre et à son contexte historique.",
    ],
    keyPoints: [
      "La description précède toujours l’interprétation.",
      "Une composition peut être symétrique, pyramidale ou en diagonale.",
      "La touche peut être lisse ou visible, comme chez Van Gogh.",
    ],
    cards: [
      ["Composition", "L’organisation des éléments dans l’espace de l’œuvre."],
      ["Lignes de force", "Les lignes principales qui structurent l’image."],
      ["Touche", "La trace laissée par le pinceau sur le support."],
      ["Point focal", "L’endroit de l’œuvre qui attire d’abord le regard."],
    ],
  },
  couleur: {
    explanation: [
      "En peinture, les couleurs primaires sont le rouge magenta, le bleu cyan et le jaune ; leur mélange donne les couleurs secondaires orange, vert et violet. Ce mélange pigmentaire est soustractif, alors que la lumière suit une synthèse additive à partir du rouge, du vert et du bleu.",
      "Deux couleurs complémentaires, comme le bleu et l’orange, se renforcent quand elles sont juxtaposées : c’est la loi du contraste simultané formulée par Chevreul en 1839. On distingue les couleurs chaudes (rouge, orange, jaune) et froides (bleu, vert). La valeur d’une couleur désigne son degré de clarté.",
    ],
    keyPoints: [
      "Les impressionnistes ont appliqué les découvertes de Chevreul.",
      "Une couleur se définit par sa teinte, sa saturation et sa luminosité.",
      "Le camaïeu utilise plusieurs tons d’une même couleur.",
    ],
    cards: [
      ["Couleurs complémentaires", "Deux couleurs opposées sur le cercle chromatique."],
      ["Synthèse soustractive", "Le mélange des pigments qui assombrit la couleur."],
      ["Camaïeu", "Une œuvre peinte en différents tons d’une même couleur."],
      ["Contraste simultané", "La modification de la perception d’une couleur par sa voisine."],
    ],
  },
  perspective: {
    explanation: [
      "La perspective est un ensemble de procédés qui représentent l’espace en trois dimensions sur une surface plane. La perspective linéaire, mise au point à Florence au début du XVe siècle par Brunelleschi puis théorisée par Alberti, fait converger les lignes parallèles vers un point de fuite situé sur la ligne d’horizon.",
      "La perspective atmosphérique, utilisée par Léonard de Vinci, rend les lointains plus flous et plus bleutés. La perspective cavalière conserve les parallèles et sert au dessin technique. Le cubisme et l’art du XXe siècle remettent en cause ce système en montrant un objet sous plusieurs angles.",
    ],
    keyPoints: [
      "La ligne d’horizon se situe à hauteur des yeux de l’observateur.",
      "Le sfumato adoucit les contours par des transitions vaporeuses.",
      "La perspective à deux points de fuite représente un objet vu de biais.",
    ],
    cards: [
      ["Point de fuite", "Le point où convergent les lignes parallèles en perspective."],
      ["Ligne d’horizon", "La ligne horizontale à hauteur du regard."],
      ["Perspective atmosphérique", "La représentation de la distance par l’atténuation des couleurs et des contours."],
      ["Raccourci", "La déformation d’un corps vu en profondeur."],
    ],
  },
  sculpture: {
    explanation: [
      "La sculpture produit des œuvres en trois dimensions. On distingue la ronde-bosse, visible sous tous les angles, et le relief, attaché à un fond. Les techniques sont la taille directe, qui enlève de la matière, le modelage, qui l’ajoute, et l’assemblage.",
      "Le bronze est obtenu par la fonte à la cire perdue à partir d’un modèle. Michel-Ange sculpte le David (1501-1504) dans un bloc de marbre, et Rodin renouvelle la sculpture au XIXe siècle avec Le Penseur. Au XXe siècle, Giacometti étire ses figures et Calder invente les mobiles.",
    ],
    keyPoints: [
      "La sculpture grecque classique recherche les proportions idéales.",
      "Le contrapposto répartit le poids du corps sur une jambe.",
      "L’installation fait entrer le spectateur dans l’espace de l’œuvre.",
    ],
    cards: [
      ["Ronde-bosse", "Une sculpture en volume complet autour de laquelle on peut tourner."],
      ["Bas-relief", "Une sculpture faiblement saillante sur un fond."],
      ["Cire perdue", "Une technique de fonte du bronze à partir d’un modèle en cire."],
      ["Contrapposto", "Une posture déhanchée où le poids repose sur une jambe."],
    ],
  },
  photographie: {
    explanation: [
      "La photographie naît dans les années 1820-1830 : Nicéphore Niépce réalise la première photographie conservée vers 1826-1827, et le daguerréotype est présenté en 1839. Le principe repose sur l’enregistrement de la lumière par une surface sensible, puis par un capteur numérique.",
      "L’exposition dépend de l’ouverture du diaphragme, du temps de pose et de la sensibilité. Une grande ouverture réduit la profondeur de champ et rend l’arrière-plan flou. Des photographes comme Henri Cartier-Bresson, théoricien de « l’instant décisif », ont fait de la photographie un art à part entière.",
    ],
    keyPoints: [
      "Un temps de pose court fige le mouvement.",
      "La règle des tiers place les éléments forts sur des lignes de force.",
      "Le photomontage assemble plusieurs images.",
    ],
    cards: [
      ["Daguerréotype", "Un procédé photographique présenté en 1839."],
      ["Profondeur de champ", "La zone de netteté d’une image devant et derrière le sujet."],
      ["Temps de pose", "La durée d’exposition de la surface sensible à la lumière."],
      ["Instant décisif", "La notion de Cartier-Bresson du moment idéal de la prise de vue."],
    ],
  },
  architecture: {
    explanation: [
      "L’architecture est l’art de concevoir et de construire des édifices. Les Grecs définissent les ordres dorique, ionique et corinthien, et les Romains utilisent l’arc, la voûte et le béton, comme au Panthéon de Rome.",
      "L’art roman se caractérise par des murs épais et des voûtes en berceau, l’art gothique par la croisée d’ogives, les arcs-boutants et les vitraux, comme à Chartres. Au XXe siècle, Le Corbusier définit les cinq points de l’architecture moderne, dont les pilotis et le plan libre, appliqués à la villa Savoye (1931).",
    ],
    keyPoints: [
      "L’arc-boutant reporte la poussée des voûtes vers l’extérieur.",
      "Le fer et le verre s’imposent au XIXe siècle, comme à la tour Eiffel (1889).",
      "L’architecture durable cherche à réduire l’empreinte énergétique des bâtiments.",
    ],
    cards: [
      ["Ordre architectural", "Un système de proportions et d’ornements des colonnes antiques."],
      ["Croisée d’ogives", "Une voûte formée de deux arcs diagonaux, typique du gothique."],
      ["Arc-boutant", "Un arc extérieur qui soutient les murs d’une cathédrale gothique."],
      ["Plan libre", "Une organisation intérieure sans murs porteurs."],
    ],
  },
  "art-contemporain": {
    explanation: [
      "L’art contemporain désigne en général la création depuis les années 1960. Il prolonge le geste de Marcel Duchamp, qui exposa en 1917 un urinoir intitulé Fontaine : un objet manufacturé devient œuvre par le choix de l’artiste, c’est le ready-made.",
      "Les courants se multiplient : pop art d’Andy Warhol, art conceptuel, minimalisme, land art, performance et art vidéo. L’installation investit l’espace, et le street art, de Banksy par exemple, investit la ville. L’œuvre contemporaine interroge souvent la place du spectateur, le marché et les institutions de l’art.",
    ],
    keyPoints: [
      "Dans l’art conceptuel, l’idée compte plus que la réalisation.",
      "Le land art utilise les matériaux de la nature in situ.",
      "La performance fait de l’action de l’artiste l’œuvre elle-même.",
    ],
    cards: [
      ["Ready-made", "Un objet manufacturé présenté comme œuvre d’art."],
      ["Pop art", "Un courant qui reprend les images de la société de consommation."],
      ["Installation", "Une œuvre qui occupe et transforme un espace."],
      ["In situ", "Conçu pour un lieu précis."],
    ],
  },
};
