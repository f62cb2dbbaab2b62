/** Czech general notes and flashcards (CZ). */
import type { ContentPack } from './types';
import { notes as secondKnowerNotes } from './physics-chemistry-literature/cs';

export const cs: ContentPack = {
  language: 'cs',
  general: {
    byline: (area, author) => `${area} · zápisky: ${author}`,
    notes: [
      {
        title: 'Fotosyntéza: jak si rostliny vyrábějí potravu',
        description: 'Světelná fáze, Calvinův cyklus a faktory, které fotosyntézu ovlivňují, s otázkami k opakování.',
        area: 'Biologie',
        sections: [
          {
            heading: 'Co je fotosyntéza?',
            paragraphs: [
              'Fotosyntéza je děj, při kterém rostliny, řasy a některé bakterie přeměňují světelnou energii na chemickou. Z oxidu uhličitého a vody vzniká glukóza a uvolňuje se kyslík.',
              'Souhrnná rovnice: 6 CO2 + 6 H2O + světlo → C6H12O6 + 6 O2. Probíhá v chloroplastech, které obsahují chlorofyl – zelené barvivo pohlcující červené a modré světlo.',
            ],
          },
          {
            heading: 'Dvě fáze',
            paragraphs: [],
            list: [
              'Světelná fáze (tylakoidy): světlo štěpí vodu, uvolňuje se kyslík a vzniká ATP a NADPH.',
              'Calvinův cyklus (stroma): CO2 se váže pomocí enzymu rubisco a s využitím ATP a NADPH vzniká glukóza.',
            ],
          },
          {
            heading: 'Co fotosyntézu ovlivňuje',
            paragraphs: [],
            list: [
              'Intenzita světla – až do bodu nasycení.',
              'Koncentrace CO2 ve vzduchu.',
              'Teplota: enzymy pracují nejlépe mezi 25 a 35 °C.',
              'Dostatek vody: při suchu se průduchy zavírají.',
            ],
          },
          {
            heading: 'Otázky k opakování',
            newPage: true,
            paragraphs: [],
            list: [
              'Jaké produkty vznikají ve světelné fázi?',
              'Proč jsou listy zelené?',
              'Vysvětli vztah mezi fotosyntézou a buněčným dýcháním.',
            ],
          },
          {
            heading: 'Zapamatuj si',
            paragraphs: [
              'Bez fotosyntézy by v atmosféře nebyl kyslík a v potravních řetězcích potrava: fotosyntetizující organismy jsou producenty téměř všech ekosystémů.',
            ],
          },
        ],
      },
      {
        title: 'Kvadratické rovnice: postup a příklady',
        description: 'Diskriminant, vzorec pro kořeny a řešené příklady krok za krokem.',
        area: 'Matematika',
        sections: [
          {
            heading: 'Obecný tvar',
            paragraphs: [
              'Kvadratická rovnice má tvar ax² + bx + c = 0, kde a je různé od nuly. Kořeny spočítáme podle vzorce x = (−b ± √D) / 2a, kde D = b² − 4ac.',
            ],
          },
          {
            heading: 'Diskriminant',
            paragraphs: ['Hodnota D určuje počet reálných kořenů:'],
            list: ['D > 0: dva různé reálné kořeny.', 'D = 0: jeden dvojnásobný kořen.', 'D < 0: žádný reálný kořen.'],
          },
          {
            heading: 'Řešený příklad',
            paragraphs: [
              'Řešíme x² − 5x + 6 = 0: a = 1, b = −5, c = 6, tedy D = 25 − 24 = 1. Pak x = (5 ± 1) / 2, tj. x₁ = 3 a x₂ = 2. Zkouška: 3² − 5·3 + 6 = 0.',
              'Vietovy vzorce: x₁ + x₂ = −b/a = 5 a x₁ · x₂ = c/a = 6 – hodí se pro rychlou kontrolu.',
            ],
          },
          {
            heading: 'Cvičení',
            newPage: true,
            paragraphs: [],
            list: ['x² − 64 = 0', '3x² + 12x = 0', 'x² − 4x + 4 = 0', '2x² + 3x − 2 = 0', 'x² + 2x + 6 = 0 (má reálné kořeny?)'],
          },
        ],
      },
      {
        title: 'Vznik Československa v roce 1918',
        description: 'Příčiny, klíčové osobnosti a průběh vzniku samostatného státu Čechů a Slováků.',
        area: 'Dějepis',
        sections: [
          {
            heading: 'Souvislosti',
            paragraphs: [
              'Za první světové války se Rakousko-Uhersko rozpadalo. Zahraniční odboj v čele s T. G. Masarykem, Edvardem Benešem a M. R. Štefánikem získal pro myšlenku samostatného státu podporu dohodových mocností.',
            ],
          },
          {
            heading: 'Klíčové události',
            paragraphs: [],
            list: [
              '1914–1918: zahraniční odboj a československé legie.',
              '18. října 1918: Washingtonská deklarace.',
              '28. října 1918: Národní výbor v Praze vyhlašuje samostatný stát.',
              '30. října 1918: Martinská deklarace – připojení Slováků.',
              '14. listopadu 1918: T. G. Masaryk zvolen prezidentem.',
            ],
          },
          {
            heading: 'Význam',
            paragraphs: [
              'Vznikla demokratická republika, jejíž hranice potvrdily mírové smlouvy po válce. Den 28. října je dodnes státním svátkem.',
            ],
          },
          {
            heading: 'Otestuj se',
            newPage: true,
            paragraphs: [],
            list: ['Kdo stál v čele zahraničního odboje?', 'Co bylo obsahem Martinské deklarace?', 'Proč slavíme 28. října?'],
          },
        ],
      },
      {
        title: 'Koloběh vody v přírodě',
        description: 'Výpar, kondenzace, srážky a odtok: jak voda obíhá na Zemi.',
        area: 'Zeměpis',
        sections: [
          {
            heading: 'Koloběh bez konce',
            paragraphs: [
              'Voda na Zemi neustále obíhá mezi oceány, atmosférou a pevninou. Pohání ji energie Slunce a gravitace ji vrací zpět na povrch.',
            ],
          },
          {
            heading: 'Fáze koloběhu',
            paragraphs: [],
            list: [
              'Výpar: teplo mění vodu z moří, řek a jezer na páru.',
              'Transpirace: rostliny vydávají vodní páru listy.',
              'Kondenzace: pára se ve výšce ochladí a vytvoří oblaka.',
              'Srážky: voda padá jako déšť, sníh nebo kroupy.',
              'Odtok a vsakování: voda odtéká po povrchu nebo se vsakuje a tvoří podzemní vodu.',
            ],
          },
          {
            heading: 'Proč je důležitý',
            paragraphs: [
              'Koloběh vody ovlivňuje podnebí a obnovuje sladkou vodu, kterou používáme. Odlesňování a změna klimatu mění rozložení srážek a zvyšují četnost sucha i povodní.',
            ],
          },
          {
            heading: 'Otázky',
            newPage: true,
            paragraphs: [],
            list: ['Co pohání koloběh vody?', 'Jaký je rozdíl mezi výparem a transpirací?', 'Jak vzniká podzemní voda?'],
          },
        ],
      },
      {
        title: 'Techniky učení, které opravdu fungují',
        description: 'Rozložené opakování, testování sebe sama a plánování času: učit se méně a pamatovat si víc.',
        area: 'Studijní dovednosti',
        sections: [
          {
            heading: 'Opakované čtení nestačí',
            paragraphs: [
              'Když si poznámky jen znovu čteme, máme pocit, že látku umíme, ale rychle ji zapomeneme. Výzkumy paměti ukazují, že aktivní vybavování je mnohem účinnější.',
            ],
          },
          {
            heading: 'Pět technik',
            paragraphs: [],
            list: [
              'Testuj se: polož si otázky a odpověz bez nahlížení.',
              'Rozložené opakování: vrať se k látce po 1, 3 a 7 dnech.',
              'Prokládání: střídej příklady z různých kapitol.',
              'Vysvětli to jinému: když to umíš naučit, rozumíš tomu.',
              'Technika Pomodoro: 25 minut soustředění, 5 minut pauza.',
            ],
          },
          {
            heading: 'Týdenní plán',
            paragraphs: [
              'Rozděl předměty do celého týdne, nech si čas na opakování a dostatečně spi: ve spánku mozek upevňuje, co ses naučil.',
            ],
          },
          {
            heading: 'Před písemkou',
            newPage: true,
            paragraphs: [],
            list: ['Umím každou kapitolu vysvětlit za dvě minuty?', 'Vyřešil(a) jsem zadání z minulých let?', 'Připravil(a) jsem si věci už večer?'],
          },
        ],
      },
      ...secondKnowerNotes,
    ],
  },
  flashcardDecks: [
    {
      icon: 'biology',
      title: 'Buňka – kartičky k opakování',
      description: 'Buněčné organely a jejich funkce.',
      cards: [
        ['Jádro', 'Obsahuje DNA a řídí činnost buňky.'],
        ['Mitochondrie', 'Místo buněčného dýchání; vzniká v ní ATP.'],
        ['Chloroplast', 'Organela rostlinné buňky, v níž probíhá fotosyntéza.'],
        ['Ribozom', 'Syntetizuje bílkoviny z aminokyselin.'],
        ['Cytoplazmatická membrána', 'Ohraničuje buňku a řídí přenos látek.'],
        ['Buněčná stěna', 'Pevný obal z celulózy u rostlinných buněk.'],
        ['Vakuola', 'Uchovává vodu a zásobní látky.'],
        ['Golgiho aparát', 'Upravuje, balí a rozesílá bílkoviny.'],
        ['Prokaryotická buňka', 'Buňka bez jádra, například bakterie.'],
      ],
    },
    {
      icon: 'history',
      title: 'Důležitá data českých dějin',
      description: 'Letopočty, které je potřeba znát k maturitě.',
      cards: [
        ['863', 'Příchod Konstantina a Metoděje na Velkou Moravu.'],
        ['1212', 'Zlatá bula sicilská.'],
        ['1348', 'Karel IV. zakládá pražskou univerzitu.'],
        ['1415', 'Upálení mistra Jana Husa v Kostnici.'],
        ['1620', 'Bitva na Bílé hoře.'],
        ['1918', 'Vznik Československa (28. října).'],
        ['1938', 'Mnichovská dohoda.'],
        ['1968', 'Pražské jaro a okupace vojsky Varšavské smlouvy.'],
        ['1989', 'Sametová revoluce.'],
        ['1993', 'Vznik samostatné České republiky.'],
      ],
    },
  ],
  privateTitle: (title) => `Jen pro mě: ${title}`,
};
