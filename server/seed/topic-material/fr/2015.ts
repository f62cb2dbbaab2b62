/** Musique (fr catalogue subject 2015): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  solfege: {
    explanation: [
      "Le solfège est l’étude de la notation musicale. Les notes s’écrivent sur une portée de cinq lignes, et la clé indique leur nom : en clé de sol, la note posée sur la deuxième ligne est un sol. Les sept notes sont do, ré, mi, fa, sol, la, si.",
      "Les altérations modifient la hauteur : le dièse élève la note d’un demi-ton, le bémol l’abaisse et le bécarre annule l’altération. Une gamme majeure suit l’ordre ton, ton, demi-ton, ton, ton, ton, demi-ton, comme do majeur. L’armure regroupe en début de portée les altérations de la tonalité.",
    ],
    keyPoints: [
      "Entre mi et fa, et entre si et do, il y a un demi-ton.",
      "La clé de fa sert pour les sons graves.",
      "Le la du diapason vibre à 440 Hz.",
    ],
    cards: [
      ["Portée", "L’ensemble de cinq lignes sur lesquelles s’écrivent les notes."],
      ["Dièse", "Une altération qui élève une note d’un demi-ton."],
      ["Armure", "Les altérations placées après la clé."],
      ["Intervalle", "La distance entre deux notes."],
    ],
  },
  rythme: {
    explanation: [
      "Le rythme organise la durée des sons et des silences. La ronde vaut deux blanches, la blanche deux noires, la noire deux croches et la croche deux doubles croches. Un point placé après une note augmente sa durée de moitié.",
      "La mesure regroupe les temps : une mesure à 4/4 contient quatre noires, une mesure à 3/4 trois noires, comme dans la valse. Dans une mesure à 6/8, le temps est divisé en trois. Le tempo indique la vitesse, en battements par minute, ou par des termes italiens comme adagio, andante ou allegro.",
    ],
    keyPoints: [
      "À chaque note correspond un silence de même durée : pause, demi-pause, soupir.",
      "La syncope déplace l’accent sur un temps faible.",
      "La liaison de prolongation additionne les durées de deux notes de même hauteur.",
    ],
    cards: [
      ["Noire", "Une note qui vaut un temps dans une mesure à 4/4."],
      ["Soupir", "Le silence équivalent à une noire."],
      ["Syncope", "Un son attaqué sur un temps faible et prolongé sur un temps fort."],
      ["Tempo", "La vitesse d’exécution d’un morceau."],
    ],
  },
  harmonie: {
    explanation: [
      "L’harmonie étudie les accords, c’est-à-dire la superposition de plusieurs notes jouées ensemble. L’accord parfait majeur est formé d’une fondamentale, d’une tierce majeure et d’une quinte juste : do-mi-sol. L’accord mineur a une tierce mineure : la-do-mi.",
      "Les accords sont numérotés selon le degré de la gamme sur lequel ils sont bâtis. Les degrés I (tonique), IV (sous-dominante) et V (dominante) sont les plus importants. La cadence parfaite V-I conclut une phrase musicale, tandis que la demi-cadence s’arrête sur le Ve degré.",
    ],
    keyPoints: [
      "Une consonance sonne stable, une dissonance appelle une résolution.",
      "L’accord de septième de dominante renforce l’attraction vers la tonique.",
      "La grille de blues repose sur les degrés I, IV et V.",
    ],
    cards: [
      ["Accord parfait", "Un accord de trois sons : fondamentale, tierce et quinte."],
      ["Tonique", "Le premier degré de la gamme, centre de la tonalité."],
      ["Dominante", "Le cinquième degré de la gamme."],
      ["Cadence parfaite", "L’enchaînement V-I qui conclut une phrase."],
    ],
  },
  "formes-musicales": {
    explanation: [
      "La forme musicale est l’organisation d’une œuvre dans le temps. La forme binaire AB oppose deux parties, la forme ternaire ABA reprend la première après un contraste, et le rondo alterne un refrain avec des couplets (ABACA).",
      "La forme sonate, centrale à l’époque classique, comprend une exposition de deux thèmes, un développement et une réexposition. Le thème et variations transforme une mélodie de départ. La fugue, perfectionnée par Bach, fait entrer successivement les voix sur un même sujet.",
    ],
    keyPoints: [
      "Une symphonie classique compte généralement quatre mouvements.",
      "Le concerto oppose un soliste et l’orchestre.",
      "La chanson populaire alterne couplets et refrain.",
    ],
    cards: [
      ["Rondo", "Une forme où un refrain revient entre des couplets."],
      ["Forme sonate", "Exposition, développement et réexposition."],
      ["Fugue", "Une forme polyphonique fondée sur l’imitation d’un sujet."],
      ["Concerto", "Une œuvre pour soliste et orchestre."],
    ],
  },
  "histoire-de-la-musique": {
    explanation: [
      "Au Moyen Âge, le chant grégorien est monodique, puis la polyphonie se développe à partir du XIIe siècle. La Renaissance raffine le contrepoint vocal, et la période baroque (1600-1750) invente l’opéra avec Monteverdi et voit briller Bach, Vivaldi et Haendel.",
      "La période classique (environ 1750-1820) privilégie l’équilibre avec Haydn, Mozart et Beethoven. Le romantisme exprime les passions avec Chopin, Schubert et Wagner. Le XXe siècle explore de nouveaux langages : Debussy, Stravinsky (Le Sacre du printemps, 1913), le dodécaphonisme de Schoenberg, puis le jazz et les musiques électroniques.",
    ],
    keyPoints: [
      "La basse continue caractérise la musique baroque.",
      "Beethoven fait la transition entre classicisme et romantisme.",
      "Le jazz naît aux États-Unis au début du XXe siècle.",
    ],
    cards: [
      ["Chant grégorien", "Un chant liturgique monodique du Moyen Âge."],
      ["Basse continue", "L’accompagnement harmonique continu de la musique baroque."],
      ["Dodécaphonisme", "Une méthode de composition utilisant les douze sons de la gamme chromatique."],
      ["Monteverdi", "Compositeur de L’Orfeo (1607), l’un des premiers opéras."],
    ],
  },
  instruments: {
    explanation: [
      "Les instruments se classent selon la manière de produire le son. Les cordes peuvent être frottées (violon, alto, violoncelle, contrebasse), pincées (harpe, guitare) ou frappées (piano). Les vents se divisent en bois (flûte, hautbois, clarinette, basson) et cuivres (trompette, cor, trombone, tuba).",
      "Les percussions comprennent des instruments à hauteur déterminée, comme les timbales et le xylophone, et d’autres sans hauteur précise, comme la caisse claire. L’orchestre symphonique les dispose par familles, les cordes devant et les percussions au fond. Les instruments électroniques, comme le synthétiseur, produisent le son électriquement.",
    ],
    keyPoints: [
      "La flûte traversière appartient aux bois malgré son corps en métal.",
      "La hauteur du son dépend de la fréquence de vibration.",
      "Le timbre permet de distinguer deux instruments jouant la même note.",
    ],
    cards: [
      ["Timbre", "La couleur sonore propre à un instrument."],
      ["Cuivres", "Les instruments à vent en métal à embouchure."],
      ["Cordes frottées", "Les instruments joués avec un archet."],
      ["Idiophone", "Un instrument dont le corps lui-même vibre, comme les cymbales."],
    ],
  },
  "ecoute-musicale": {
    explanation: [
      "L’écoute musicale consiste à repérer et nommer les éléments d’une œuvre : l’effectif (instruments, voix), la mélodie, le rythme, le tempo, les nuances et la forme. Elle s’appuie sur un vocabulaire précis pour décrire ce que l’on entend.",
      "Les nuances vont du pianissimo (très doux) au fortissimo (très fort), et le crescendo désigne une augmentation progressive du volume. La texture peut être monodique, homophonique (mélodie accompagnée) ou polyphonique. Le contexte historique aide à situer une œuvre et à comprendre ses choix.",
    ],
    keyPoints: [
      "L’effectif est le premier élément identifié à l’écoute.",
      "Une mélodie peut être conjointe (notes voisines) ou disjointe.",
      "Le caractère d’une œuvre se décrit par des adjectifs comme joyeux ou solennel.",
    ],
    cards: [
      ["Nuance", "Le degré d’intensité sonore."],
      ["Crescendo", "Une augmentation progressive de l’intensité."],
      ["Homophonie", "Une mélodie accompagnée d’accords."],
      ["Effectif", "L’ensemble des instruments et voix d’une œuvre."],
    ],
  },
  "musiques-du-monde": {
    explanation: [
      "Les musiques du monde désignent les traditions musicales des différentes cultures. La musique classique indienne repose sur des râgas, cadres mélodiques associés à des moments ou des émotions, et sur des cycles rythmiques appelés tâlas, joués au sitar et aux tablas.",
      "Le gamelan indonésien est un ensemble de gongs et de métallophones. En Afrique de l’Ouest, le griot transmet l’histoire en chantant avec la kora, et les polyrythmies superposent plusieurs rythmes. En Amérique, le tango argentin et la samba brésilienne mêlent influences européennes et africaines.",
    ],
    keyPoints: [
      "Beaucoup de traditions se transmettent oralement.",
      "La gamme pentatonique, à cinq notes, est répandue dans de nombreuses cultures.",
      "Le flamenco est inscrit au patrimoine culturel immatériel de l’UNESCO depuis 2010.",
    ],
    cards: [
      ["Râga", "Un cadre mélodique de la musique indienne."],
      ["Gamelan", "Un orchestre indonésien de percussions métalliques."],
      ["Griot", "Un musicien conteur d’Afrique de l’Ouest."],
      ["Polyrythmie", "La superposition de plusieurs rythmes différents."],
    ],
  },
};
