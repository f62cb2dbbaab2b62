/** French study notes and flashcards (FR). */
import type { ContentPack } from './types';

export const fr: ContentPack = {
  language: 'fr',
  subject: {
    titles: [
      (s) => `${s.name} : fiche de révision pour le prochain contrôle`,
      (s) => `${s.name} en bref – résumé et exercices`,
      (s) => `${s.name} : l’essentiel en un coup d’œil`,
      (s) => `Fiche ${s.name} : notions clés et entraînement`,
    ],
    subtitle: (s, author) => `${s.secondLabel} · ${author} · Lycée`,
    descriptions: [
      (s) => `Un résumé clair de ${s.name} avec définitions, exemples et questions de révision, idéal avant un contrôle.`,
      (s) => `Mes notes de cours de ${s.name}, remises au propre : notions de base, méthode pas à pas et erreurs fréquentes.`,
      (s) => `Fiche compacte de ${s.name} : l’essentiel sur deux pages et des exercices pour s’auto-évaluer.`,
    ],
    headings: {
      overview: 'De quoi s’agit-il ?',
      terms: 'Notions clés',
      method: 'Méthode pas à pas',
      pitfalls: 'Erreurs fréquentes',
      exercises: 'Exercices',
      summary: 'À retenir',
    },
    overview: (t) =>
      `Cette fiche porte sur le thème « ${t} ». Il revient souvent dans les contrôles, car il relie les connaissances de base à leur application : quand on maîtrise « ${t} », on sait aussi résoudre des exercices qui semblent nouveaux au premier abord. Les parties suivantes résument ce qu’il faut savoir et montrent comment aborder les exercices.`,
    termsIntro: (t) =>
      `Avant de commencer les exercices, tu dois pouvoir expliquer avec tes propres mots les notions de base liées à « ${t} » et les illustrer par un exemple :`,
    termTopic: (t, s) =>
      `${t} : notion centrale en ${s.name} ; retiens la définition, un exemple type et une situation où on l’utilise.`,
    termRelated: [
      (r, t) => `${r} : repose sur les mêmes bases que « ${t} » et tombe souvent avec lui au contrôle.`,
      (r) => `${r} : utile pour comparer – les points communs et les différences montrent si tu as vraiment compris.`,
      (r) => `${r} : thème voisin important ; note au moins deux termes avec leur définition.`,
    ],
    method: (t) => [
      'Lire la consigne deux fois et souligner les verbes clés (citer, expliquer, justifier).',
      `Noter tout ce que l’on sait déjà sur « ${t} » : vocabulaire, règles, exemples du cours.`,
      'Faire un plan rapide : quelles étapes, dans quel ordre ?',
      'Rédiger proprement et justifier chaque étape avec le vocabulaire de la matière.',
      'Vérifier le résultat : répond-il à la question ? Est-il complet et cohérent ?',
    ],
    pitfalls: (t) => [
      `L’erreur la plus courante avec « ${t} » consiste à apprendre les définitions par cœur sans savoir les appliquer. Or, au contrôle, on demande presque toujours de transférer ses connaissances à un exemple nouveau.`,
      'Autre piège classique : mal lire la consigne. Si l’on demande de justifier et que tu te contentes de décrire, tu perds la plupart des points. Consacre un paragraphe à chaque question, avec une réponse claire.',
    ],
    exercises: (t, r) => [
      `Explique avec tes mots ce que l’on entend par « ${t} » et donne un exemple.`,
      `Compare « ${t} » et « ${r} » : cite deux points communs et deux différences.`,
      `Réalise une carte mentale avec tout le vocabulaire de « ${t} » que tu connais.`,
      'Invente une question de contrôle sur ce thème et résous-la avec un camarade.',
      'Justifie : pourquoi ce thème est-il important pour l’ensemble de la matière ?',
    ],
    summary: (t, s) => [
      `« ${t} » fait partie des bases en ${s.name}. Trois points comptent : expliquer les notions avec assurance, appliquer la méthode pas à pas et éviter les erreurs fréquentes.`,
      'Conseil : relis cette fiche à intervalles croissants – aujourd’hui, dans trois jours et dans une semaine. Ainsi, les connaissances passent dans la mémoire à long terme avant le contrôle.',
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'La cellule : cartes de révision',
      description: 'Les organites de la cellule et leur rôle.',
      cards: [
        ['Noyau', 'Contient l’ADN et contrôle le fonctionnement de la cellule.'],
        ['Mitochondrie', 'Lieu de la respiration cellulaire ; produit de l’ATP.'],
        ['Chloroplaste', 'Organite des cellules végétales où a lieu la photosynthèse.'],
        ['Ribosome', 'Assemble les protéines à partir des acides aminés.'],
        ['Membrane plasmique', 'Délimite la cellule et contrôle les échanges avec l’extérieur.'],
        ['Paroi cellulaire', 'Enveloppe rigide de cellulose autour de la cellule végétale.'],
        ['Vacuole', 'Stocke l’eau et diverses substances.'],
        ['Appareil de Golgi', 'Modifie et expédie les protéines dans des vésicules.'],
        ['Procaryote', 'Cellule sans noyau, comme une bactérie.'],
      ],
    },
    {
      icon: 'history',
      title: 'Dates clés de l’histoire de France',
      description: 'Les repères chronologiques à connaître pour le brevet et le bac.',
      cards: [
        ['800', 'Charlemagne est couronné empereur.'],
        ['1515', 'Victoire de François Ier à Marignan.'],
        ['1598', 'Édit de Nantes : Henri IV accorde la liberté de culte aux protestants.'],
        ['1789', 'Prise de la Bastille et Déclaration des droits de l’homme et du citoyen.'],
        ['1804', 'Napoléon Bonaparte est sacré empereur.'],
        ['1848', 'Abolition de l’esclavage et suffrage universel masculin.'],
        ['1905', 'Loi de séparation des Églises et de l’État.'],
        ['1944', 'Les femmes obtiennent le droit de vote en France.'],
        ['1958', 'Naissance de la Ve République.'],
        ['1992', 'Traité de Maastricht : création de l’Union européenne.'],
      ],
    },
  ],
  privateTitle: (title) => `Rien que pour moi : ${title}`,
};
