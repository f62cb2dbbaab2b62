/** Wychowanie fizyczne (pl catalogue subject 3019): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  trening: {
    explanation: [
      'Trening to planowy proces rozwijania sprawności fizycznej przez systematyczne obciążenia wysiłkiem. Podstawą jest zjawisko superkompensacji: po wysiłku i odpoczynku organizm odbudowuje zasoby energii ponad poziom wyjściowy.',
      'Zdolności motoryczne dzieli się na kondycyjne – siłę, szybkość i wytrzymałość – oraz koordynacyjne, np. równowagę, orientację i szybkość reakcji. Gibkość łączy cechy obu grup.',
      'Jednostka treningowa składa się z rozgrzewki, części głównej i części końcowej (wyciszenia). Zasady treningu to m.in. stopniowe zwiększanie obciążeń, systematyczność, indywidualizacja i właściwe proporcje wysiłku i odpoczynku; intensywność można kontrolować tętnem.',
    ],
    keyPoints: [
      'Superkompensacja jako podstawa postępu.',
      'Zdolności kondycyjne i koordynacyjne.',
      'Jednostka treningowa: rozgrzewka, część główna, wyciszenie.',
      'Stopniowe zwiększanie obciążeń.',
    ],
    cards: [
      ['Superkompensacja', 'Odbudowa zasobów organizmu ponad poziom wyjściowy po wysiłku.'],
      ['Wytrzymałość', 'Zdolność do długotrwałego wysiłku bez spadku efektywności.'],
      ['Gibkość', 'Zdolność do wykonywania ruchów w dużym zakresie.'],
      ['Tętno', 'Liczba uderzeń serca na minutę, miernik intensywności wysiłku.'],
    ],
  },
  rozgrzewka: {
    explanation: [
      'Rozgrzewka przygotowuje organizm do wysiłku: podnosi temperaturę mięśni, przyspiesza pracę serca i oddech oraz zwiększa elastyczność tkanek. Zmniejsza ryzyko kontuzji i poprawia wydolność.',
      'Rozgrzewka ogólna trwa zwykle 10–15 minut i obejmuje trucht, ćwiczenia krążeniowe, wymachy i krążenia ramion, bioder oraz stawów skokowych. Rozgrzewka specjalistyczna zawiera ćwiczenia podobne do ruchów z danej dyscypliny, np. podania przed meczem siatkówki.',
      'Przed wysiłkiem zaleca się rozciąganie dynamiczne, a rozciąganie statyczne lepiej wykonywać po treningu, w części końcowej. Intensywność rozgrzewki należy zwiększać stopniowo, od ćwiczeń lekkich do bardziej dynamicznych.',
    ],
    keyPoints: [
      'Cel: przygotowanie organizmu i zapobieganie kontuzjom.',
      'Rozgrzewka ogólna i specjalistyczna.',
      'Rozciąganie dynamiczne przed wysiłkiem.',
      'Stopniowanie intensywności.',
    ],
    cards: [
      ['Rozgrzewka ogólna', 'Ćwiczenia angażujące cały organizm przed wysiłkiem.'],
      ['Rozgrzewka specjalistyczna', 'Ćwiczenia przygotowujące do ruchów danej dyscypliny.'],
      ['Rozciąganie dynamiczne', 'Ćwiczenia rozciągające wykonywane w ruchu.'],
      ['Kontuzja', 'Uraz powstały podczas aktywności fizycznej.'],
    ],
  },
  'zdrowy-styl-zycia': {
    explanation: [
      'Zdrowy styl życia to sposób postępowania sprzyjający zdrowiu fizycznemu i psychicznemu. Obejmuje aktywność fizyczną, racjonalne odżywianie, odpowiednią ilość snu i unikanie używek.',
      'Światowa Organizacja Zdrowia zaleca, by młodzież w wieku 5–17 lat poświęcała średnio co najmniej 60 minut dziennie na umiarkowany lub intensywny wysiłek fizyczny. Zbilansowana dieta zawiera warzywa, owoce, produkty pełnoziarniste i białko, a ogranicza cukier, sól i tłuszcze nasycone.',
      'Wskaźnik BMI oblicza się, dzieląc masę ciała w kilogramach przez kwadrat wzrostu w metrach; u osób dorosłych wartości 18,5–24,9 oznaczają prawidłową masę ciała. Ważne są też regularny sen, nawadnianie i umiejętność radzenia sobie ze stresem.',
    ],
    keyPoints: [
      'Co najmniej 60 minut ruchu dziennie dla młodzieży (WHO).',
      'Zbilansowana dieta i nawadnianie.',
      'BMI = masa / wzrost².',
      'Sen i odpoczynek wspierają regenerację.',
    ],
    cards: [
      ['BMI', 'Wskaźnik masy ciała: masa (kg) / wzrost² (m²).'],
      ['Aktywność fizyczna', 'Każdy ruch ciała zwiększający wydatek energetyczny.'],
      ['Dieta zbilansowana', 'Sposób żywienia dostarczający wszystkich potrzebnych składników.'],
      ['Hipokinezja', 'Niedobór ruchu prowadzący do problemów zdrowotnych.'],
    ],
  },
  lekkoatletyka: {
    explanation: [
      'Lekkoatletyka, nazywana „królową sportu”, obejmuje biegi, skoki, rzuty i wieloboje. Biegi dzieli się na krótkie (sprinty do 400 m), średnie (800 i 1500 m) i długie, a także biegi przez płotki, sztafetowe i maraton (42,195 km).',
      'W sprincie stosuje się start niski z bloków, a w biegach średnich i długich start wysoki. Konkurencje skoczne to skok w dal, trójskok, skok wzwyż (zwykle techniką flop) i skok o tyczce.',
      'Konkurencje rzutowe to pchnięcie kulą, rzut dyskiem, oszczepem i młotem; w rzucie młotem sukcesy odnosiła Anita Włodarczyk, trzykrotna mistrzyni olimpijska. Wieloboje to siedmiobój kobiet i dziesięciobój mężczyzn.',
    ],
    keyPoints: [
      'Konkurencje: biegi, skoki, rzuty, wieloboje.',
      'Start niski w sprincie.',
      'Maraton: 42,195 km.',
      'Dziesięciobój mężczyzn i siedmiobój kobiet.',
    ],
    cards: [
      ['Start niski', 'Start z bloków startowych stosowany w sprincie.'],
      ['Trójskok', 'Skok złożony z trzech faz: przeskoku, kroku i skoku.'],
      ['Sztafeta', 'Bieg drużynowy z przekazaniem pałeczki.'],
      ['Pchnięcie kulą', 'Konkurencja, w której kulę wypycha się spod szyi.'],
    ],
  },
  'gry-zespolowe': {
    explanation: [
      'Do gier zespołowych w szkole należą piłka nożna, siatkówka, koszykówka i piłka ręczna. Wymagają one współpracy, taktyki i przestrzegania zasad fair play.',
      'W piłce nożnej drużyna liczy 11 zawodników, a mecz trwa 2 × 45 minut. W siatkówce na boisku jest po 6 zawodników, a drużyna może odbić piłkę najwyżej trzy razy; set wygrywa się do 25 punktów z przewagą dwóch punktów.',
      'W koszykówce gra po 5 zawodników, a rzut zza linii 6,75 m daje trzy punkty. W piłce ręcznej drużyna liczy 7 zawodników, w tym bramkarza, a mecz trwa 2 × 30 minut.',
    ],
    keyPoints: [
      'Piłka nożna: 11 zawodników, 2 × 45 min.',
      'Siatkówka: 6 zawodników, trzy odbicia.',
      'Koszykówka: 5 zawodników, rzut za 3 punkty.',
      'Piłka ręczna: 7 zawodników, 2 × 30 min.',
    ],
    cards: [
      ['Fair play', 'Zasada uczciwej i szlachetnej rywalizacji.'],
      ['Zagrywka', 'Rozpoczęcie akcji w siatkówce.'],
      ['Kozłowanie', 'Prowadzenie piłki przez odbijanie jej od podłoża.'],
      ['Krycie strefowe', 'Obrona, w której zawodnik pilnuje wyznaczonego obszaru.'],
    ],
  },
  gimnastyka: {
    explanation: [
      'Gimnastyka rozwija siłę, gibkość, koordynację i równowagę. Gimnastyka sportowa obejmuje ćwiczenia wolne i przyrządowe; mężczyźni startują na sześciu przyrządach, a kobiety na czterech: skoku, poręczach asymetrycznych, równoważni i w ćwiczeniach wolnych.',
      'Podstawowe elementy akrobatyczne to przewrót w przód i w tył, stanie na rękach, stanie na łopatkach, przerzut bokiem (gwiazda) i mostek. Ważne są napięcie mięśni i prawidłowa technika lądowania.',
      'Bezpieczeństwo zapewniają materace, asekuracja nauczyciela lub partnera oraz rozgrzewka stawów. Odmianami gimnastyki są też gimnastyka artystyczna z przyborami, np. wstążką i obręczą, oraz akrobatyka sportowa.',
    ],
    keyPoints: [
      'Mężczyźni: 6 przyrządów, kobiety: 4.',
      'Elementy akrobatyczne: przewroty, stanie na rękach, gwiazda.',
      'Asekuracja zapobiega urazom.',
      'Gimnastyka artystyczna z przyborami.',
    ],
    cards: [
      ['Przewrót w przód', 'Obrót ciała przez głowę po podłożu.'],
      ['Przerzut bokiem', 'Element akrobatyczny zwany gwiazdą.'],
      ['Asekuracja', 'Zabezpieczenie ćwiczącego przed upadkiem.'],
      ['Równoważnia', 'Przyrząd gimnastyczny – wąska belka do ćwiczeń równowagi.'],
    ],
  },
  plywanie: {
    explanation: [
      'Pływanie to sport i umiejętność chroniąca życie. Wyróżnia się cztery style wyczynowe: kraul (styl dowolny), styl grzbietowy, klasyczny (żabka) i motylkowy (delfin).',
      'Kraul jest najszybszym stylem dzięki naprzemiennej pracy ramion i nóg oraz wydechowi do wody. W stylu klasycznym ważna jest faza poślizgu po ruchu nóg, a w motylkowym ramiona pracują jednocześnie przy falującym ruchu tułowia.',
      'W sztafecie zmiennej kolejność stylów to grzbietowy, klasyczny, motylkowy i dowolny. Bezpieczeństwo nad wodą wymaga kąpieli w miejscach strzeżonych, niewskakiwania do nieznanej wody i nieprzeceniania własnych sił.',
    ],
    keyPoints: [
      'Cztery style pływackie.',
      'Kraul – najszybszy styl.',
      'Sztafeta zmienna: grzbiet, klasyk, motyl, dowolny.',
      'Kąpiel tylko w miejscach strzeżonych.',
    ],
    cards: [
      ['Kraul', 'Najszybszy styl pływacki z naprzemienną pracą ramion.'],
      ['Styl klasyczny', 'Styl zwany żabką, z symetryczną pracą kończyn.'],
      ['Nawrót', 'Zmiana kierunku pływania przy ścianie basenu.'],
      ['Sztafeta zmienna', 'Sztafeta, w której każdy zawodnik płynie innym stylem.'],
    ],
  },
  'pierwsza-pomoc': {
    explanation: [
      'Pierwsza pomoc to czynności wykonywane przez świadka zdarzenia do czasu przybycia służb medycznych. Udzielenie pomocy jest w Polsce obowiązkiem prawnym, a numer alarmowy to 112 (pogotowie ratunkowe również 999).',
      'Najpierw należy ocenić bezpieczeństwo, a potem sprawdzić przytomność i oddech poszkodowanego (przez 10 sekund). Jeśli poszkodowany nie oddycha, wzywa się pomoc i rozpoczyna resuscytację krążeniowo-oddechową w rytmie 30 uciśnięć klatki piersiowej na 2 oddechy ratownicze, z częstotliwością 100–120 uciśnięć na minutę; jak najszybciej używa się defibrylatora AED.',
      'Osobę nieprzytomną, która oddycha, układa się w pozycji bocznej bezpiecznej. Krwotok tamuje się bezpośrednim uciskiem rany, a oparzenie chłodzi się wodą przez około 10–20 minut.',
    ],
    keyPoints: [
      'Numer alarmowy 112.',
      'Ocena bezpieczeństwa, przytomności i oddechu.',
      'RKO: 30 uciśnięć i 2 oddechy.',
      'Pozycja boczna bezpieczna dla nieprzytomnych oddychających.',
    ],
    cards: [
      ['RKO', 'Resuscytacja krążeniowo-oddechowa.'],
      ['AED', 'Automatyczny defibrylator zewnętrzny.'],
      ['Pozycja boczna bezpieczna', 'Ułożenie nieprzytomnej, oddychającej osoby chroniące drogi oddechowe.'],
      ['112', 'Europejski numer alarmowy.'],
    ],
  },
};
