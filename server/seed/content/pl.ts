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
      (s) => `${s.name} – moje notatki z lekcji przepisane na czysto: podstawowe pojęcia, metoda krok po kroku i typowe błędy.`,
      (s) => `${s.name} – zwięzłe notatki: to, co najważniejsze, na dwóch stronach oraz zadania do samodzielnego sprawdzenia.`,
    ],
    headings: {
      overview: 'O czym jest ten temat',
      terms: 'Najważniejsze pojęcia',
      method: 'Krok po kroku',
      pitfalls: 'Typowe błędy',
      exercises: 'Zadania',
      summary: 'Podsumowanie',
    },
    overview: (t) =>
      `Te notatki dotyczą tematu „${t}”. Pojawia się on regularnie na sprawdzianach, bo łączy wiedzę podstawową z jej zastosowaniem: kto dobrze rozumie temat „${t}”, poradzi sobie także z zadaniami, które na pierwszy rzut oka wyglądają na nowe. Kolejne części podsumowują, co trzeba wiedzieć, i pokazują, jak zabrać się do zadań.`,
    termsIntro: (t) =>
      `Zanim zaczniesz rozwiązywać zadania, upewnij się, że potrafisz własnymi słowami wyjaśnić podstawowe pojęcia związane z tematem „${t}” i podać przykład każdego z nich:`,
    termTopic: (t, s) =>
      `${t}: kluczowe zagadnienie przedmiotu ${s.name}; zapamiętaj definicję, typowy przykład i sytuację, w której się je stosuje.`,
    termRelated: [
      (r, t) => `${r}: opiera się na tych samych podstawach co „${t}” i często pojawia się razem z nim na sprawdzianach.`,
      (r) => `${r}: warto porównać – podobieństwa i różnice pokazują, czy naprawdę rozumiesz materiał.`,
      (r) => `${r}: ważny temat pokrewny; zapisz co najmniej dwa pojęcia wraz z wyjaśnieniem.`,
    ],
    method: (t) => [
      'Przeczytaj polecenie dwa razy i podkreśl czasowniki operacyjne (wymień, wyjaśnij, oceń).',
      `Zapisz wszystko, co już wiesz o temacie „${t}”: pojęcia, zasady i przykłady z lekcji.`,
      'Zrób krótki plan: jakie kroki są potrzebne i w jakiej kolejności?',
      'Staranne rozwiązanie: uzasadnij każdy krok, używając języka przedmiotu.',
      'Sprawdź wynik: czy odpowiada na pytanie? Czy jest pełny i logiczny?',
    ],
    pitfalls: (t) => [
      `Najczęstszy błąd w temacie „${t}” to uczenie się definicji na pamięć bez umiejętności ich zastosowania. Na sprawdzianie prawie zawsze trzeba przenieść wiedzę na nowy przykład.`,
      'Równie częste jest nieuważne czytanie polecenia. Jeśli trzeba ocenić, a ty tylko opisujesz, tracisz większość punktów. Każdej części zadania poświęć osobny akapit z jasną odpowiedzią.',
    ],
    exercises: (t, r) => [
      `Wyjaśnij własnymi słowami, czym jest „${t}”, i podaj przykład.`,
      `Porównaj „${t}” i „${r}”: wymień dwa podobieństwa i dwie różnice.`,
      `Narysuj mapę myśli ze wszystkimi pojęciami dotyczącymi tematu „${t}”, które znasz.`,
      'Ułóż własne zadanie sprawdzianowe z tego tematu i rozwiąż je z koleżanką lub kolegą.',
      'Oceń: dlaczego ten temat jest ważny dla całego przedmiotu?',
    ],
    summary: (t, s) => [
      `„${t}” należy do podstaw przedmiotu ${s.name}. Liczą się trzy rzeczy: pewne wyjaśnianie pojęć, stosowanie metody krok po kroku i unikanie typowych błędów.`,
      'Wskazówka: powtarzaj te notatki w rosnących odstępach – dziś, za trzy dni i za tydzień. Dzięki temu wiedza trafi do pamięci długotrwałej przed sprawdzianem.',
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
