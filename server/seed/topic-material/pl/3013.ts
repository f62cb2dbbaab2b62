/** Język francuski (pl catalogue subject 3013): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  gramatyka: {
    explanation: [
      'W języku francuskim przymiotnik zgadza się z rzeczownikiem w rodzaju i liczbie: „un garçon content”, „une fille contente”, „des filles contentes”. Większość przymiotników stoi po rzeczowniku, ale niektóre krótkie, jak „grand”, „petit”, „beau” czy „bon”, stoją przed nim.',
      'Zaimki dopełnienia stawia się przed czasownikiem: „Je le vois” (widzę go), „Je lui parle” (mówię do niego). Zaimek „en” zastępuje wyrażenia z „de” i ilości („J’en veux deux”), a „y” określenia miejsca i wyrażenia z „à” („J’y vais”).',
      'Przeczenie tworzy się za pomocą „ne … pas” otaczającego czasownik („Je ne parle pas”), a także „ne … jamais”, „ne … plus”, „ne … rien”. Zaimki względne to „qui” (podmiot), „que” (dopełnienie), „où” (miejsce, czas) i „dont” (zastępuje „de”).',
    ],
    keyPoints: [
      'Uzgadnianie przymiotnika w rodzaju i liczbie.',
      'Zaimki dopełnienia przed czasownikiem.',
      'Przeczenie dwuczęściowe ne … pas.',
      'Zaimki względne: qui, que, où, dont.',
    ],
    cards: [
      ['Accord', 'Uzgodnienie formy przymiotnika lub imiesłowu z rzeczownikiem.'],
      ['Pronom COD', 'Zaimek dopełnienia bliższego: le, la, les.'],
      ['Pronom en', 'Zaimek zastępujący wyrażenia z „de” i ilości.'],
      ['Ne … pas', 'Podstawowa forma przeczenia.'],
    ],
  },
  czasy: {
    explanation: [
      'Présent opisuje teraźniejszość i czynności powtarzające się; czasowniki I grupy (-er) mają końcówki -e, -es, -e, -ons, -ez, -ent. Passé composé tworzy się z „avoir” lub „être” i participe passé („J’ai mangé”, „Elle est partie”) i opisuje czynności zakończone.',
      'Imparfait opisuje tło, stany i przyzwyczajenia w przeszłości („Quand j’étais petit, je jouais au foot”), a passé composé wydarzenia jednorazowe na pierwszym planie. Z „être” tworzą passé composé czasowniki ruchu, np. aller, venir, partir, oraz czasowniki zwrotne.',
      'Futur proche (aller + bezokolicznik) wyraża bliską przyszłość („Je vais partir”), a futur simple przyszłość ogólną („Je partirai”). Conditionnel présent („Je voudrais”) wyraża uprzejmość, życzenia i warunki.',
    ],
    keyPoints: [
      'Passé composé: avoir/être + participe passé.',
      'Z être participe passé zgadza się z podmiotem.',
      'Imparfait: tło i nawyki w przeszłości.',
      'Si + imparfait, conditionnel w zdaniu głównym.',
    ],
    cards: [
      ['Passé composé', 'Czas przeszły złożony dla czynności zakończonych.'],
      ['Imparfait', 'Czas przeszły dla opisu, stanów i przyzwyczajeń.'],
      ['Futur proche', 'Czas przyszły bliski: aller + bezokolicznik.'],
      ['Conditionnel', 'Tryb przypuszczający, np. je voudrais.'],
    ],
  },
  'tryb-subjonctif': {
    explanation: [
      'Subjonctif to tryb wyrażający subiektywny stosunek mówiącego: życzenie, wolę, uczucia, wątpliwość i konieczność. Stosuje się go w zdaniach podrzędnych po „que”, np. po „il faut que”, „je veux que”, „je suis content que”, „bien que”.',
      'Subjonctif présent tworzy się od tematu 3. osoby liczby mnogiej czasu présent z końcówkami -e, -es, -e, -ions, -iez, -ent: „ils parlent” → „que je parle”. Nieregularne formy mają m.in. être (que je sois), avoir (que j’aie), faire (que je fasse) i aller (que j’aille).',
      'Po wyrażeniach pewności, np. „je pense que”, stosuje się indicatif, ale po ich przeczeniu („je ne pense pas que”) zwykle subjonctif. Spójniki „pour que”, „avant que” i „sans que” również wymagają subjonctif.',
    ],
    keyPoints: [
      'Subjonctif po wyrażeniach woli, uczuć i konieczności.',
      'Temat od 3. osoby liczby mnogiej présent.',
      'Il faut que + subjonctif.',
      'Przy tym samym podmiocie używa się bezokolicznika.',
    ],
    cards: [
      ['Subjonctif', 'Tryb wyrażający subiektywne nastawienie mówiącego.'],
      ['Il faut que', 'Wyrażenie konieczności wymagające subjonctif.'],
      ['Que je sois', 'Subjonctif czasownika être.'],
      ['Bien que', 'Spójnik „chociaż” wymagający subjonctif.'],
    ],
  },
  rodzajniki: {
    explanation: [
      'Język francuski ma rodzajniki określone (le, la, l’, les), nieokreślone (un, une, des) i cząstkowe (du, de la, de l’, des). Rodzajnik określony stosuje się przy rzeczach znanych lub ogólnych („J’aime le chocolat”), a nieokreślony przy rzeczach wspomnianych po raz pierwszy.',
      'Rodzajnik cząstkowy wyraża nieokreśloną ilość rzeczy niepoliczalnych: „Je bois du lait”, „Je mange de la salade”. Przed samogłoską i niemym h „le” i „la” skracają się do „l’”.',
      'Po przeczeniu rodzajniki nieokreślony i cząstkowy zmieniają się w „de”: „Je n’ai pas de frère”, „Je ne bois pas de café”. Po wyrażeniach ilości, np. „beaucoup de”, „un kilo de”, również stoi samo „de”.',
    ],
    keyPoints: [
      'Trzy rodzaje rodzajników.',
      'Rodzajnik ściągnięty: à + le = au, de + le = du.',
      'Po przeczeniu: de zamiast un/une/du/des.',
      'Po wyrażeniach ilości samo de.',
    ],
    cards: [
      ['Article défini', 'Rodzajnik określony: le, la, l’, les.'],
      ['Article indéfini', 'Rodzajnik nieokreślony: un, une, des.'],
      ['Article partitif', 'Rodzajnik cząstkowy: du, de la, de l’.'],
      ['Article contracté', 'Rodzajnik ściągnięty, np. au, aux, du, des.'],
    ],
  },
  slownictwo: {
    explanation: [
      'Słownictwo francuskie najłatwiej przyswajać tematycznie, np. rodzina (la famille), dom (la maison), szkoła (l’école), zdrowie (la santé) i środowisko (l’environnement). Rzeczowniki trzeba uczyć się z rodzajnikiem, bo rodzaj często różni się od polskiego, np. „le problème” jest rodzaju męskiego.',
      'Wiele słów ma wspólne źródło łacińskie z polskimi zapożyczeniami: „le bureau”, „la toilette”, „le garage”. Zdarzają się fałszywi przyjaciele: „la librairie” to księgarnia, a nie biblioteka (la bibliothèque), „le collège” to gimnazjum lub szkoła średnia niższego stopnia.',
      'W wypowiedziach przydają się wyrażenia łączące: „d’abord”, „ensuite”, „pourtant”, „c’est pourquoi”, „enfin”. Rejestr języka potocznego różni się od standardowego, np. „le boulot” zamiast „le travail”, „la bagnole” zamiast „la voiture”.',
    ],
    keyPoints: [
      'Rzeczownik z rodzajnikiem.',
      'Fałszywi przyjaciele, np. librairie.',
      'Spójniki takie jak pourtant czy donc nadają tekstowi logiczny tok.',
      'Rejestr potoczny i standardowy.',
    ],
    cards: [
      ['La librairie', 'Księgarnia.'],
      ['La bibliothèque', 'Biblioteka.'],
      ['Le boulot', 'Potocznie: praca.'],
      ['Pourtant', 'Jednak, mimo to.'],
    ],
  },
  'wypowiedz-pisemna': {
    explanation: [
      'W wypowiedzi pisemnej po francusku trzeba zrealizować wszystkie punkty polecenia, zachowując formę tekstu, np. e-maila, listu lub wpisu na forum. Tekst powinien być spójny, podzielony na akapity i napisany w odpowiednim rejestrze.',
      'W e-mailu do kolegi stosuje się powitanie „Salut Marie” lub „Cher Paul” i zakończenie „Bises” albo „À bientôt”. List formalny zaczyna się od „Madame, Monsieur,” i kończy formułą „Veuillez agréer, Madame, Monsieur, l’expression de mes salutations distinguées”.',
      'Opinię wyraża się zwrotami „À mon avis…”, „Je pense que…”, „Selon moi…”, a argumenty łączy się słowami „de plus”, „par contre”, „donc”. Ważna jest poprawność odmiany czasowników i uzgodnień.',
    ],
    keyPoints: [
      'Realizacja wszystkich punktów polecenia.',
      'Formuły grzecznościowe zależne od adresata.',
      'Wyrażanie opinii: à mon avis.',
      'Akapity i spójniki porządkują wywód.',
    ],
    cards: [
      ['À mon avis', 'Moim zdaniem.'],
      ['Madame, Monsieur', 'Formalne powitanie w liście.'],
      ['De plus', 'Ponadto.'],
      ['Bises', 'Nieformalne pożegnanie w liście: buziaki.'],
    ],
  },
  'kultura-francuska': {
    explanation: [
      'Francja jest republiką ze stolicą w Paryżu; obecna V Republika istnieje od 1958 r., a jej twórcą był Charles de Gaulle. Dewiza państwa brzmi „Liberté, Égalité, Fraternité”, a święto narodowe przypada 14 lipca, w rocznicę zdobycia Bastylii w 1789 r.',
      'Kultura francuska wydała m.in. pisarzy Moliera, Victora Hugo („Nędznicy”) i Alberta Camusa, a malarze impresjoniści, jak Claude Monet, zrewolucjonizowali sztukę. Symbolami Francji są wieża Eiffla, Luwr i kuchnia z bagietką, serami i winem.',
      'Język francuski jest urzędowy w wielu państwach świata, m.in. w Belgii, Szwajcarii, Kanadzie (Quebec) i krajach Afryki; wspólnotę tę nazywa się frankofonią. Zasada laïcité oznacza rozdział państwa i religii, wprowadzony ustawą z 1905 r.',
    ],
    keyPoints: [
      '14 lipca – święto narodowe Francji.',
      'V Republika od 1958 r.',
      'Frankofonia – kraje francuskojęzyczne.',
      'Laïcité – świeckość państwa.',
    ],
    cards: [
      ['Frankofonia', 'Wspólnota krajów i ludzi posługujących się językiem francuskim.'],
      ['Laïcité', 'Zasada świeckości państwa francuskiego.'],
      ['Marsylianka', 'Hymn narodowy Francji.'],
      ['Impresjonizm', 'Kierunek w malarstwie francuskim XIX w., np. Monet.'],
    ],
  },
};
