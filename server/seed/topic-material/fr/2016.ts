/** EPS (fr catalogue subject 2016): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  echauffement: {
    explanation: [
      "L’échauffement prépare l’organisme à l’effort en élevant progressivement la température corporelle et la fréquence cardiaque. Il améliore l’élasticité des muscles et des tendons, la vitesse de transmission nerveuse et réduit le risque de blessure.",
      "Il dure en général 10 à 20 minutes et suit trois phases : une activation cardio-respiratoire douce (course lente), une mobilisation articulaire et des étirements dynamiques, puis des exercices spécifiques à l’activité, comme des gammes athlétiques ou des passes. L’intensité augmente progressivement jusqu’à se rapprocher de celle de l’effort.",
    ],
    keyPoints: [
      "Les étirements statiques longs sont déconseillés juste avant un effort explosif.",
      "L’échauffement se termine peu de temps avant l’activité.",
      "Il prépare aussi mentalement à la performance.",
    ],
    cards: [
      ["Échauffement général", "La phase qui sollicite l’ensemble du corps."],
      ["Échauffement spécifique", "Des exercices proches des gestes de l’activité pratiquée."],
      ["Mobilisation articulaire", "Des mouvements amples des articulations."],
      ["Étirement dynamique", "Un étirement réalisé en mouvement contrôlé."],
    ],
  },
  entrainement: {
    explanation: [
      "L’entraînement est une répétition planifiée d’exercices qui améliore la performance grâce au principe de surcompensation : après une charge suivie de récupération, l’organisme dépasse son niveau initial.",
      "Il repose sur la progressivité, la régularité, la spécificité et l’alternance entre effort et récupération. L’endurance se développe par des efforts longs à intensité modérée ou par le travail fractionné, qui alterne périodes intenses et récupération. La fréquence cardiaque maximale s’estime par la formule 220 moins l’âge.",
    ],
    keyPoints: [
      "La VMA est la vitesse à laquelle la consommation d’oxygène atteint son maximum.",
      "Le surentraînement provoque fatigue chronique et baisse des performances.",
      "Le sommeil fait partie de la récupération.",
    ],
    cards: [
      ["Surcompensation", "Le dépassement du niveau initial après récupération."],
      ["VMA", "La vitesse maximale aérobie."],
      ["Fractionné", "Un entraînement alternant efforts intenses et récupérations."],
      ["Fréquence cardiaque maximale", "Le nombre maximal de battements par minute, environ 220 − âge."],
    ],
  },
  anatomie: {
    explanation: [
      "Le squelette humain adulte compte 206 os qui soutiennent le corps et protègent les organes. Les articulations relient les os et permettent des mouvements de flexion, d’extension, d’abduction et de rotation.",
      "Les muscles squelettiques, rattachés aux os par des tendons, fonctionnent par paires antagonistes : lors de la flexion du coude, le biceps se contracte tandis que le triceps se relâche. L’énergie musculaire provient de l’ATP, produite par les filières anaérobie alactique, anaérobie lactique et aérobie selon la durée et l’intensité de l’effort.",
    ],
    keyPoints: [
      "Les ligaments relient les os entre eux.",
      "Le quadriceps étend la jambe, les ischio-jambiers la fléchissent.",
      "La filière aérobie domine dans les efforts de longue durée.",
    ],
    cards: [
      ["Tendon", "Un tissu qui relie un muscle à un os."],
      ["Muscles antagonistes", "Des muscles aux actions opposées sur une articulation."],
      ["Ligament", "Un tissu fibreux qui relie les os d’une articulation."],
      ["ATP", "La molécule qui fournit l’énergie de la contraction musculaire."],
    ],
  },
  athletisme: {
    explanation: [
      "L’athlétisme regroupe des courses, des sauts et des lancers. Les courses vont du sprint (100 m, 200 m, 400 m) au demi-fond et au fond, avec des haies et des relais. Les sauts comprennent la longueur, le triple saut, la hauteur et la perche.",
      "En sprint, le départ se prend dans des starting-blocks au signal du starter, et tout faux départ entraîne la disqualification. En relais 4 × 100 m, le témoin se transmet dans une zone de 30 mètres. Les lancers (poids, disque, javelot, marteau) exigent une coordination entre élan et geste final.",
    ],
    keyPoints: [
      "Le saut en hauteur se pratique souvent en rouleau dorsal, dit Fosbury.",
      "Au lancer de poids, l’engin est poussé depuis le cou, non lancé.",
      "Le décathlon masculin réunit dix épreuves.",
    ],
    cards: [
      ["Starting-block", "Le dispositif d’appui pour le départ du sprint."],
      ["Témoin", "Le bâton transmis entre relayeurs."],
      ["Fosbury", "La technique de saut en hauteur sur le dos."],
      ["Planche d’appel", "La zone d’impulsion au saut en longueur."],
    ],
  },
  "sports-collectifs": {
    explanation: [
      "Les sports collectifs, comme le football, le handball, le basket-ball ou le volley-ball, opposent deux équipes qui cherchent à marquer tout en protégeant leur camp. Le rapport de force évolue entre attaque et défense selon la possession du ballon.",
      "En attaque, les joueurs créent des espaces, se démarquent et recherchent le surnombre. En défense, ils peuvent pratiquer une défense individuelle ou une défense de zone. Le handball se joue à sept contre sept avec une zone de six mètres réservée au gardien, et le basket-ball à cinq contre cinq.",
    ],
    keyPoints: [
      "Le démarquage consiste à se rendre disponible pour recevoir la balle.",
      "La montée de balle rapide s’appelle la contre-attaque.",
      "L’arbitre fait respecter les règles et garantit la sécurité.",
    ],
    cards: [
      ["Démarquage", "Un déplacement pour se libérer d’un adversaire."],
      ["Contre-attaque", "Une attaque rapide après récupération du ballon."],
      ["Défense de zone", "Chaque défenseur protège un espace plutôt qu’un joueur."],
      ["Surnombre", "Une situation où l’équipe compte plus de joueurs que l’adversaire dans une zone."],
    ],
  },
  gymnastique: {
    explanation: [
      "La gymnastique artistique enchaîne des éléments acrobatiques et chorégraphiques sur des agrès. Les femmes concourent au saut, aux barres asymétriques, à la poutre et au sol ; les hommes au sol, au cheval d’arçons, aux anneaux, au saut, aux barres parallèles et à la barre fixe.",
      "Un enchaînement est jugé sur sa difficulté et son exécution : tenue du corps, amplitude, alignement et réception. Les éléments de base au sol sont la roulade avant, la roue, l’appui tendu renversé et le saut extension. La parade par un camarade assure la sécurité lors de l’apprentissage.",
    ],
    keyPoints: [
      "La réception stable, pieds joints, conclut un élément.",
      "Le gainage maintient le corps aligné.",
      "La note d’exécution sanctionne les fautes de tenue.",
    ],
    cards: [
      ["Agrès", "Un appareil de gymnastique comme la poutre ou les anneaux."],
      ["Parade", "L’aide d’un partenaire pour sécuriser un élément."],
      ["Appui tendu renversé", "Le corps à la verticale, tête en bas, en appui sur les mains."],
      ["Gainage", "La contraction des muscles du tronc pour maintenir l’alignement."],
    ],
  },
  natation: {
    explanation: [
      "La natation sportive comprend quatre nages : le crawl, la brasse, le dos crawlé et le papillon. Le crawl est la nage la plus rapide, avec une respiration latérale coordonnée avec les bras.",
      "La propulsion vient surtout des bras, qui poussent l’eau vers l’arrière, et des battements de jambes. L’alignement horizontal du corps réduit les résistances à l’avancement. Le « savoir nager » scolaire valide la capacité à se déplacer en sécurité en eau profonde, à s’immerger et à flotter.",
    ],
    keyPoints: [
      "Le quatre nages individuel enchaîne papillon, dos, brasse et crawl.",
      "Le virage culbute permet de repartir rapidement du mur en crawl.",
      "L’expiration se fait sous l’eau pour garder le rythme respiratoire.",
    ],
    cards: [
      ["Crawl", "La nage ventrale alternée la plus rapide."],
      ["Brasse", "Une nage ventrale à mouvements simultanés et symétriques."],
      ["Coulée", "La phase de glisse sous l’eau après un départ ou un virage."],
      ["Flottaison", "La capacité du corps à se maintenir à la surface."],
    ],
  },
  "sports-de-raquette": {
    explanation: [
      "Les sports de raquette, comme le badminton, le tennis de table et le tennis, opposent deux joueurs ou deux paires qui renvoient un projectile dans le camp adverse. Le but est de mettre l’adversaire en difficulté en variant la trajectoire, la vitesse et l’emplacement.",
      "Au badminton, le volant peut être frappé en dégagé, amorti ou smash, et un set se joue en 21 points. Au tennis de table, une manche se gagne en 11 points avec deux points d’écart, et chaque joueur sert deux fois de suite. Le placement au centre du terrain après chaque frappe facilite le retour suivant.",
    ],
    keyPoints: [
      "Le smash est une frappe descendante rapide et puissante.",
      "L’amorti dépose le volant près du filet.",
      "Les effets liftés ou coupés modifient le rebond au tennis de table.",
    ],
    cards: [
      ["Dégagé", "Un volant long et haut envoyé au fond du terrain adverse."],
      ["Amorti", "Un coup court qui tombe près du filet."],
      ["Smash", "Une frappe descendante puissante."],
      ["Replacement", "Le retour au centre du terrain après une frappe."],
    ],
  },
};
