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
      (s) => `My ${s.name} class notes, tidied up: key terms, a step-by-step method and the mistakes everyone makes.`,
      (s) => `Compact ${s.name} notes: the essentials on two pages, plus questions to test yourself.`,
    ],
    headings: {
      overview: 'What this is about',
      terms: 'Key terms',
      method: 'Step by step',
      pitfalls: 'Common mistakes',
      exercises: 'Practice questions',
      summary: 'Summary',
    },
    overview: (t) =>
      `These notes focus on “${t}”. It comes up in tests again and again because it links core knowledge with application: once you are confident with “${t}”, you can also tackle questions that look unfamiliar at first. The sections below sum up what you need to know and show how to approach typical questions.`,
    termsIntro: (t) =>
      `Before you start on questions, make sure you can explain the key terms of “${t}” in your own words and back each one up with an example:`,
    termTopic: (t, s) =>
      `${t}: a core part of ${s.name}; learn the definition, a typical example and a situation where it is used.`,
    termRelated: [
      (r, t) => `${r}: builds on the same foundations as “${t}” and is often tested alongside it.`,
      (r) => `${r}: useful for comparison – similarities and differences show whether you have really understood the material.`,
      (r) => `${r}: a closely related topic; write down at least two key terms with explanations.`,
    ],
    method: (t) => [
      'Read the question twice and underline the command words (state, explain, evaluate).',
      `Jot down everything you already know about “${t}”: terms, rules and examples from class.`,
      'Make a quick plan: which steps do you need, and in which order?',
      'Write your answer carefully and justify each step using subject vocabulary.',
      'Check the result: does it answer the question? Is it complete and does it make sense?',
    ],
    pitfalls: (t) => [
      `The most common mistake with “${t}” is learning definitions by heart without being able to apply them. Tests almost always ask you to transfer what you have learned to a new example.`,
      'Another classic: ignoring the command word. If the question says “evaluate” and you only describe, you lose most of the marks. Give each part of the question its own paragraph with a clear answer.',
    ],
    exercises: (t, r) => [
      `Explain in your own words what “${t}” means and give an example.`,
      `Compare “${t}” with “${r}”: give two similarities and two differences.`,
      `Draw a mind map with every key term about “${t}” that you know.`,
      'Write your own test question on this topic and solve it with a study partner.',
      'Evaluate: why does this topic matter for the subject as a whole?',
    ],
    summary: (t, s) => [
      `“${t}” is one of the foundations of ${s.name}. Three things matter: explaining the terms with confidence, applying the method step by step and avoiding the common mistakes.`,
      'Tip: review these notes at growing intervals – today, in three days and in a week. That way the material reaches your long-term memory before the test.',
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
