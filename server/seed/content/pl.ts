/** Polish study notes and flashcards (PL). */
import type { ContentPack } from './types';

export const pl: ContentPack = {
  language: 'pl',
  subject: {
    titles: [
      (s) => `${s.name}: notatki przed sprawdzianem`,
      (s) => `${s.name} w pigułce – streszczenie i zadania`,
      (s) => `${s.name}: najważniejsze informacje w jednym miejscu`,
      (s) => `Ściąga – ${s.name}: pojęcia i ćwiczenia`,
    ],
    subtitle: (s, author) => `${s.secondLabel} · ${author} · liceum`,
    descriptions: [
      (s) => `${s.name} – przejrzyste streszczenie z definicjami, przykładami i pytaniami powtórkowymi, idealne przed sprawdzianem.`,
      (s) => `${s.name} – moje notatki z lekcji przepisane na czysto: dwa tematy wyjaśnione na przykładach, podsumowanie najważniejszych punktów i pojęcia do samodzielnego sprawdzenia.`,
      (s) => `${s.name} – zwięzłe notatki: to, co najważniejsze, na dwóch stronach oraz zadania do samodzielnego sprawdzenia.`,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Budowa komórki – fiszki',
      description: 'Organelle komórkowe i ich funkcje.',
      cards: [
        ['Jądro komórkowe', 'Zawiera DNA i kieruje pracą komórki.'],
        ['Mitochondrium', 'Miejsce oddychania komórkowego; wytwarza ATP.'],
        ['Chloroplast', 'Organellum komórek roślinnych, w którym zachodzi fotosynteza.'],
        ['Rybosom', 'Syntetyzuje białka z aminokwasów.'],
        ['Błona komórkowa', 'Oddziela komórkę od otoczenia i reguluje transport substancji.'],
        ['Ściana komórkowa', 'Sztywna warstwa z celulozy u roślin; nadaje kształt.'],
        ['Wakuola', 'Magazynuje wodę i substancje zapasowe.'],
        ['Aparat Golgiego', 'Modyfikuje i rozprowadza białka w pęcherzykach.'],
        ['Komórka prokariotyczna', 'Komórka bez jądra, np. bakteria.'],
      ],
    },
    {
      icon: 'history',
      title: 'Najważniejsze daty z historii Polski',
      description: 'Daty, które trzeba znać na maturę.',
      cards: [
        ['966', 'Chrzest Polski za panowania Mieszka I.'],
        ['1025', 'Koronacja Bolesława Chrobrego na pierwszego króla Polski.'],
        ['1410', 'Bitwa pod Grunwaldem.'],
        ['1569', 'Unia lubelska – powstanie Rzeczypospolitej Obojga Narodów.'],
        ['1791', 'Uchwalenie Konstytucji 3 maja.'],
        ['1795', 'Trzeci rozbiór Polski.'],
        ['1918', 'Odzyskanie niepodległości 11 listopada.'],
        ['1939', 'Atak Niemiec na Polskę 1 września – początek II wojny światowej.'],
        ['1980', 'Powstanie NSZZ „Solidarność”.'],
        ['1989', 'Obrady Okrągłego Stołu i częściowo wolne wybory.'],
        ['2004', 'Wstąpienie Polski do Unii Europejskiej.'],
      ],
    },
  ],
  privateTitle: (title) => `Tylko dla mnie: ${title}`,
};
