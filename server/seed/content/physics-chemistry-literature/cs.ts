/** Czech notes for the second demo knower of CZ: physics, chemistry and literature (issue 22 §3). */
import type { GeneralNote } from '../types';

export const notes: readonly GeneralNote[] = [
  {
    title: 'Newtonovy pohybové zákony',
    description: 'Zákon setrvačnosti, zákon síly a zákon akce a reakce s řešeným příkladem a otázkami.',
    area: 'Fyzika',
    sections: [
      {
        heading: 'Síla a pohyb',
        paragraphs: [
          'Isaac Newton v roce 1687 ve spise „Principia“ popsal třemi zákony, jak síly mění pohyb těles. Jednotkou síly je newton (1 N = 1 kg·m/s²).',
        ],
      },
      {
        heading: 'Tři zákony',
        paragraphs: [],
        list: [
          '1. zákon (setrvačnosti): těleso zůstává v klidu nebo v rovnoměrném přímočarém pohybu, dokud je výslednice sil, které na něj působí, nulová.',
          '2. zákon (síly): výsledná síla uděluje tělesu zrychlení přímo úměrné síle a nepřímo úměrné hmotnosti, F = m·a.',
          '3. zákon (akce a reakce): působí-li jedno těleso silou na druhé, působí druhé na první stejně velkou silou opačného směru; obě síly působí na různá tělesa.',
        ],
      },
      {
        heading: 'Řešený příklad',
        paragraphs: [
          'Auto o hmotnosti 1 200 kg se z klidu rozjede na 20 m/s za 8 s. Zrychlení je a = 20 / 8 = 2,5 m/s², výsledná síla tedy F = 1 200 · 2,5 = 3 000 N.',
          'Tíha žáka o hmotnosti 60 kg je G = m·g = 60 · 9,81 ≈ 589 N. Podlaha na něj působí stejně velkou silou vzhůru: to je reakce podle 3. zákona.',
        ],
      },
      {
        heading: 'Otázky',
        newPage: true,
        paragraphs: [],
        list: [
          'Proč se cestující při prudkém brzdění autobusu naklánějí dopředu?',
          'Jak velká síla udělí tělesu o hmotnosti 2 kg zrychlení 3 m/s²? (Odpověď: 6 N)',
          'Proč se akce a reakce navzájem neruší?',
        ],
      },
    ],
  },
  {
    title: 'Stavba atomu a periodická tabulka',
    description: 'Protony, neutrony, elektrony, protonové a nukleonové číslo, izotopy a uspořádání periodické tabulky.',
    area: 'Chemie',
    sections: [
      {
        heading: 'Stavba atomu',
        paragraphs: [
          'Atom má malé jádro z protonů (kladný náboj) a neutronů (bez náboje), kolem kterého jsou ve vrstvách elektrony (záporný náboj). Protonové číslo Z udává počet protonů, nukleonové číslo A součet protonů a neutronů.',
          'Příklad: sodík má Z = 11 a A = 23, tedy 11 protonů, 12 neutronů a 11 elektronů, rozložených ve vrstvách 2, 8 a 1.',
        ],
      },
      {
        heading: 'Periodická tabulka',
        paragraphs: [],
        list: [
          'Mendělejev v roce 1869 uspořádal tehdy známé prvky; dnes tabulka obsahuje 118 prvků seřazených podle rostoucího protonového čísla.',
          'Periody (řádky): prvky jedné periody mají stejný počet elektronových vrstev.',
          'Skupiny (sloupce): prvky jedné skupiny mají stejný počet valenčních elektronů, a proto podobné chemické vlastnosti.',
          'Kovy jsou vlevo, nekovy vpravo a vzácné plyny v 18. skupině.',
        ],
      },
      {
        heading: 'Izotopy',
        paragraphs: [
          'Izotopy jsou atomy téhož prvku s různým počtem neutronů. Uhlík-12 je stabilní, radioaktivní uhlík-14 se používá k datování archeologických nálezů.',
        ],
      },
      {
        heading: 'Úlohy',
        newPage: true,
        paragraphs: [],
        list: [
          'Kolik neutronů má chlor-35 (Z = 17)? (Odpověď: 18)',
          'Proč sodík a draslík reagují s vodou podobně?',
          'Ve které skupině jsou vzácné plyny a proč téměř nereagují?',
        ],
      },
    ],
  },
  {
    title: 'Karel Čapek: R.U.R.',
    description: 'Drama z roku 1920, ve kterém poprvé zazní slovo robot: děj, postavy a myšlenky.',
    area: 'Český jazyk a literatura',
    sections: [
      {
        heading: 'O hře',
        paragraphs: [
          'Drama R.U.R. (Rossumovi univerzální roboti) napsal Karel Čapek v roce 1920; premiéru mělo v lednu 1921 v Národním divadle. Slovo robot, odvozené od slova robota, vymyslel jeho bratr Josef Čapek.',
          'Čapkovi roboti nejsou stroje z kovu, ale umělí lidé vyrobení z chemické hmoty: pracují bez únavy, ale nemají city ani duši.',
        ],
      },
      {
        heading: 'Děj a postavy',
        paragraphs: [],
        list: [
          'Na ostrově vyrábí továrna, kterou řídí ředitel Harry Domin, roboty pro celý svět.',
          'Helena Gloryová přijíždí s přáním roboty osvobodit a zůstává na ostrově jako Dominova žena.',
          'Roboti se vzbouří a vyhladí lidstvo; přežije jen stavitel Alquist, protože pracuje rukama jako roboti.',
          'V závěru se dva roboti, Primus a Helena, do sebe zamilují: jsou novým Adamem a Evou.',
        ],
      },
      {
        heading: 'Myšlenky hry',
        paragraphs: [
          'Čapek varuje před technikou, která člověka zbavuje práce a smyslu života, a před vírou, že pokrok sám o sobě přinese štěstí. Hra byla brzy přeložena do desítek jazyků a slovo robot se rozšířilo do celého světa.',
        ],
      },
      {
        heading: 'Otázky',
        newPage: true,
        paragraphs: [],
        list: [
          'Čím se Čapkovi roboti liší od robotů, jak si je představujeme dnes?',
          'Proč vzbouření roboti ušetří právě Alquista?',
          'Jak je třeba rozumět závěru hry s Primem a Helenou?',
        ],
      },
    ],
  },
];
