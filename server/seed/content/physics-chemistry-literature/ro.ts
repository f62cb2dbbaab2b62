/** Romanian notes for the second demo knower of RO: physics, chemistry and literature (issue 22 §3). */
import type { GeneralNote } from '../types';

export const notes: readonly GeneralNote[] = [
  {
    title: 'Principiile lui Newton',
    description: 'Principiul inerției, principiul fundamental al dinamicii și principiul acțiunii și reacțiunii, cu o problemă rezolvată.',
    area: 'Fizică',
    sections: [
      {
        heading: 'Forță și mișcare',
        paragraphs: [
          'În 1687, în lucrarea „Principia”, Isaac Newton a formulat trei principii care explică modul în care forțele schimbă mișcarea corpurilor. Unitatea de măsură a forței este newtonul (1 N = 1 kg·m/s²).',
        ],
      },
      {
        heading: 'Cele trei principii',
        paragraphs: [],
        list: [
          'Principiul I (al inerției): un corp rămâne în repaus sau în mișcare rectilinie uniformă cât timp rezultanta forțelor care acționează asupra lui este zero.',
          'Principiul al II-lea (fundamental): rezultanta forțelor imprimă corpului o accelerație direct proporțională cu forța și invers proporțională cu masa, F = m·a.',
          'Principiul al III-lea (al acțiunii și reacțiunii): când un corp acționează asupra altuia cu o forță, al doilea acționează asupra primului cu o forță egală în modul și de sens opus; cele două forțe acționează asupra unor corpuri diferite.',
        ],
      },
      {
        heading: 'Problemă rezolvată',
        paragraphs: [
          'Un autoturism cu masa de 1.200 kg pornește din repaus și atinge 20 m/s în 8 s. Accelerația este a = 20 / 8 = 2,5 m/s², deci forța rezultantă este F = 1.200 · 2,5 = 3.000 N.',
          'Greutatea unui elev de 60 kg este G = m·g = 60 · 9,81 ≈ 589 N. Podeaua îl împinge în sus cu o forță egală: aceasta este reacțiunea din principiul al III-lea.',
        ],
      },
      {
        heading: 'Întrebări',
        newPage: true,
        paragraphs: [],
        list: [
          'De ce pasagerii sunt aruncați în față când autobuzul frânează brusc?',
          'Ce forță este necesară pentru a imprima unui corp de 2 kg o accelerație de 3 m/s²? (Răspuns: 6 N)',
          'De ce acțiunea și reacțiunea nu se anulează reciproc?',
        ],
      },
    ],
  },
  {
    title: 'Structura atomului și tabelul periodic',
    description: 'Protoni, neutroni, electroni, număr atomic și număr de masă, izotopi și organizarea tabelului periodic.',
    area: 'Chimie',
    sections: [
      {
        heading: 'Structura atomului',
        paragraphs: [
          'Atomul are un nucleu mic, format din protoni (sarcină pozitivă) și neutroni (fără sarcină), în jurul căruia se află electronii (sarcină negativă), așezați pe straturi. Numărul atomic Z este numărul de protoni, iar numărul de masă A este suma protonilor și a neutronilor.',
          'Exemplu: sodiul are Z = 11 și A = 23, deci 11 protoni, 12 neutroni și 11 electroni, repartizați pe straturi astfel: 2, 8, 1.',
        ],
      },
      {
        heading: 'Tabelul periodic',
        paragraphs: [],
        list: [
          'Mendeleev a ordonat în 1869 elementele cunoscute; astăzi tabelul are 118 elemente, așezate în ordinea crescătoare a numărului atomic.',
          'Perioadele (rândurile): elementele din aceeași perioadă au același număr de straturi ocupate cu electroni.',
          'Grupele (coloanele): elementele din aceeași grupă au același număr de electroni pe ultimul strat și proprietăți chimice asemănătoare.',
          'Metalele sunt în stânga, nemetalele în dreapta, iar gazele nobile în grupa 18.',
        ],
      },
      {
        heading: 'Izotopi',
        paragraphs: [
          'Izotopii sunt atomi ai aceluiași element cu număr diferit de neutroni. Carbonul-12 este stabil, iar carbonul-14, radioactiv, se folosește la datarea descoperirilor arheologice.',
        ],
      },
      {
        heading: 'Exerciții',
        newPage: true,
        paragraphs: [],
        list: [
          'Câți neutroni are clorul-35 (Z = 17)? (Răspuns: 18)',
          'De ce sodiul și potasiul reacționează asemănător cu apa?',
          'În ce grupă se află gazele nobile și de ce reacționează greu?',
        ],
      },
    ],
  },
  {
    title: 'Mihai Eminescu, „Luceafărul”',
    description: 'Geneza, structura în patru tablouri și tema geniului în poemul publicat în 1883.',
    area: 'Limba și literatura română',
    sections: [
      {
        heading: 'Geneza și tema',
        paragraphs: [
          'Poemul „Luceafărul” a fost publicat în 1883, la Viena, în „Almanahul Societății Academice Social-Literare România Jună”. Eminescu pornește de la basmul „Fata în grădina de aur”, cules de Richard Kunisch.',
          'Tema centrală este condiția omului de geniu, care nu poate fi fericit în lumea oamenilor obișnuiți și rămâne singur, nemuritor și rece.',
        ],
      },
      {
        heading: 'Cele patru tablouri',
        paragraphs: [],
        list: [
          'Tabloul I: iubirea dintre fata de împărat și Luceafăr (Hyperion), care i se arată întâi ca înger, fiu al cerului și al mării, apoi ca demon, fiu al soarelui și al nopții.',
          'Tabloul al II-lea: idila dintre Cătălin și Cătălina, iubirea pe măsura lumii pământești.',
          'Tabloul al III-lea: zborul lui Hyperion spre Demiurg, care refuză să-l facă muritor.',
          'Tabloul al IV-lea: Hyperion vede perechea de îndrăgostiți și se retrage în lumea lui.',
        ],
      },
      {
        heading: 'Finalul',
        paragraphs: [
          'Ultima strofă rezumă opoziția dintre cele două lumi: „Trăind în cercul vostru strâmt / Norocul vă petrece, / Ci eu în lumea mea mă simt / Nemuritor și rece.”',
        ],
      },
      {
        heading: 'Întrebări',
        newPage: true,
        paragraphs: [],
        list: [
          'Ce cere Hyperion de la Demiurg și de ce este refuzat?',
          'Prin ce se deosebește iubirea lui Cătălin de iubirea Luceafărului?',
          'Ce simbolizează „cercul strâmt” din ultima strofă?',
        ],
      },
    ],
  },
];
