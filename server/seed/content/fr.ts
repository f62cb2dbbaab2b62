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
      (s) => `Mes notes de cours de ${s.name}, remises au propre : deux chapitres expliqués avec des exemples, l’essentiel résumé et des notions pour s’auto-évaluer.`,
      (s) => `Fiche compacte de ${s.name} : l’essentiel sur deux pages et des exercices pour s’auto-évaluer.`,
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
