/** English study notes and flashcards (GB and US; wording avoids spellings that differ). */
import type { ContentPack } from './types';

export const en: ContentPack = {
  language: 'en',
  subject: {
    titles: [
      (s) => `${s.name}: revision notes for the next test`,
      (s) => `${s.name} in a nutshell – summary with practice questions`,
      (s) => `${s.name}: everything important at a glance`,
      (s) => `${s.name} cheat sheet: key ideas and exercises`,
    ],
    subtitle: (s, author) => `${s.secondLabel} by ${author}`,
    descriptions: [
      (s) => `A clear ${s.name} summary with definitions, worked examples and practice questions – ideal for revising before a test.`,
      (s) => `My ${s.name} class notes, tidied up: two topics explained with examples, the key points summed up and key terms to test yourself on.`,
      (s) => `Compact ${s.name} notes: the essentials on two pages, plus questions to test yourself.`,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Cell biology flashcards',
      description: 'Cell organelles and what they do.',
      cards: [
        ['Nucleus', 'Contains the DNA and controls the activities of the cell.'],
        ['Mitochondrion', 'Site of aerobic respiration; releases energy as ATP.'],
        ['Chloroplast', 'Site of photosynthesis in plant cells; contains chlorophyll.'],
        ['Ribosome', 'Makes proteins from amino acids (translation).'],
        ['Cell membrane', 'Controls what enters and leaves the cell.'],
        ['Cell wall', 'Rigid layer of cellulose around plant cells; gives support.'],
        ['Vacuole', 'Stores water and dissolved substances; keeps the plant cell firm.'],
        ['Golgi apparatus', 'Modifies, packages and ships proteins in vesicles.'],
        ['Prokaryote', 'A cell without a nucleus, such as a bacterium.'],
        ['Diffusion', 'Net movement of particles from a higher to a lower concentration.'],
      ],
    },
    {
      icon: 'history',
      title: 'History dates you must know',
      description: 'Key dates from 1066 to 1989.',
      cards: [
        ['1066', 'Battle of Hastings: William of Normandy conquers England.'],
        ['1215', 'Magna Carta limits the power of the English king.'],
        ['1492', 'Columbus reaches the Americas.'],
        ['1776', 'Declaration of Independence of the United States.'],
        ['1789', 'Start of the French Revolution.'],
        ['1865', 'End of the American Civil War; slavery abolished by the 13th Amendment.'],
        ['1914', 'Start of the First World War.'],
        ['1929', 'Wall Street Crash; beginning of the Great Depression.'],
        ['1945', 'End of the Second World War; founding of the United Nations.'],
        ['1969', 'Apollo 11: first humans on the Moon.'],
        ['1989', 'Fall of the Berlin Wall.'],
      ],
    },
    {
      icon: 'math',
      title: 'Algebra and geometry formulas',
      description: 'The formulas that come up in every math test.',
      cards: [
        ['Quadratic formula', 'x = (−b ± √(b² − 4ac)) / 2a'],
        ['Slope of a line', 'm = (y₂ − y₁) / (x₂ − x₁)'],
        ['Slope-intercept form', 'y = mx + b'],
        ['Pythagorean theorem', 'a² + b² = c² in a right triangle'],
        ['Area of a circle', 'A = πr²'],
        ['Circumference of a circle', 'C = 2πr'],
        ['Difference of squares', 'a² − b² = (a + b)(a − b)'],
        ['Sum of interior angles of a triangle', '180°'],
      ],
    },
  ],
  privateTitle: (title) => `Just for me: ${title}`,
};
