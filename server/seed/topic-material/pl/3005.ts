/** Historia (pl catalogue subject 3005): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  starozytnosc: {
    explanation: [
      'Starożytność zaczyna się wraz z wynalezieniem pisma około 3500–3000 r. p.n.e. w Mezopotamii i kończy upadkiem cesarstwa zachodniorzymskiego w 476 r. n.e. Pierwsze cywilizacje powstały w dolinach wielkich rzek: Mezopotamii (Sumerowie, pismo klinowe), Egipcie (hieroglify, piramidy) oraz w Indiach i Chinach.',
      'W Grecji rozwinęły się polis, czyli miasta-państwa; w Atenach w V w. p.n.e. za Peryklesa funkcjonowała demokracja, z której wykluczeni byli kobiety, niewolnicy i metojkowie. Wojny grecko-perskie zakończyły się zwycięstwem Greków m.in. pod Maratonem (490 p.n.e.) i Salaminą (480 p.n.e.).',
      'Rzym przeszedł od królestwa przez republikę (od 509 r. p.n.e.) do cesarstwa, zapoczątkowanego przez Oktawiana Augusta w 27 r. p.n.e. Rzymianie pozostawili prawo rzymskie, łacinę i akwedukty, a w 313 r. edykt mediolański zapewnił swobodę wyznania chrześcijanom.',
    ],
    keyPoints: [
      'Cywilizacje rzeczne: Mezopotamia, Egipt, Indie, Chiny.',
      'Demokracja ateńska w V w. p.n.e.',
      '27 r. p.n.e. – początek cesarstwa rzymskiego.',
      '476 r. – upadek cesarstwa zachodniorzymskiego.',
    ],
    cards: [
      ['Polis', 'Greckie miasto-państwo.'],
      ['Pismo klinowe', 'Pismo Sumerów wyciskane w glinianych tabliczkach.'],
      ['Republika rzymska', 'Ustrój Rzymu z konsulami, senatem i zgromadzeniami ludowymi.'],
      ['Edykt mediolański', 'Akt z 313 r. przyznający chrześcijanom swobodę wyznania.'],
    ],
  },
  sredniowiecze: {
    explanation: [
      'Średniowiecze trwało od 476 r. do końca XV w. (odkrycie Ameryki w 1492 r.). Karol Wielki został koronowany na cesarza w 800 r., a w 1054 r. doszło do wielkiej schizmy, czyli rozłamu Kościoła na zachodni i wschodni.',
      'Państwo polskie weszło do kręgu chrześcijańskiego dzięki chrztowi Mieszka I w 966 r.; w 1000 r. odbył się zjazd gnieźnieński, a w 1025 r. Bolesław Chrobry koronował się na króla. Po śmierci Bolesława Krzywoustego w 1138 r. zaczęło się rozbicie dzielnicowe, a zjednoczenie nastąpiło za Władysława Łokietka (koronacja 1320).',
      'Kazimierz Wielki założył Akademię Krakowską (1364) i umocnił państwo. Unia w Krewie (1385) zapoczątkowała związek Polski z Litwą, a w 1410 r. wojska polsko-litewskie pokonały zakon krzyżacki pod Grunwaldem.',
    ],
    keyPoints: [
      '966 – chrzest Polski.',
      '1138 – testament Krzywoustego i rozbicie dzielnicowe.',
      '1385 – unia w Krewie.',
      '1410 – bitwa pod Grunwaldem.',
    ],
    cards: [
      ['Feudalizm', 'System zależności senior–wasal oparty na nadaniu ziemi.'],
      ['Rozbicie dzielnicowe', 'Okres podziału Polski na dzielnice (1138–1320).'],
      ['Zjazd gnieźnieński', 'Spotkanie Bolesława Chrobrego z cesarzem Ottonem III w 1000 r.'],
      ['Wielka schizma', 'Rozłam Kościoła na katolicki i prawosławny w 1054 r.'],
    ],
  },
  nowozytnosc: {
    explanation: [
      'Epoka nowożytna rozpoczęła się pod koniec XV w. wielkimi odkryciami geograficznymi: Krzysztof Kolumb dotarł do Ameryki w 1492 r., Vasco da Gama opłynął Afrykę do Indii, a wyprawa Magellana opłynęła Ziemię. Wynalazek druku przez Gutenberga (ok. 1450) przyspieszył obieg idei.',
      'W 1517 r. Marcin Luter ogłosił 95 tez, co dało początek reformacji; Kościół katolicki odpowiedział soborem trydenckim (1545–1563). Wojna trzydziestoletnia zakończyła się pokojem westfalskim w 1648 r.',
      'W XVII i XVIII w. dominował absolutyzm, symbolizowany przez Ludwika XIV, a oświecenie głosiło wiarę w rozum. Epokę zamykają rewolucja amerykańska (1776) i rewolucja francuska (1789).',
    ],
    keyPoints: [
      'Wielkie odkrycia geograficzne przełomu XV i XVI w.',
      'Reformacja od 1517 r.',
      'Pokój westfalski 1648.',
      'Absolutyzm i oświecenie.',
    ],
    cards: [
      ['Reformacja', 'Ruch religijny XVI w., który doprowadził do powstania Kościołów protestanckich.'],
      ['Absolutyzm', 'Ustrój, w którym władca ma nieograniczoną władzę.'],
      ['Kontrreformacja', 'Odnowa Kościoła katolickiego w odpowiedzi na reformację.'],
      ['Merkantylizm', 'Polityka gospodarcza dążąca do dodatniego bilansu handlowego.'],
    ],
  },
  'rzeczpospolita-obojga-narodow': {
    explanation: [
      'Rzeczpospolita Obojga Narodów powstała na mocy unii lubelskiej w 1569 r., która połączyła Koronę Królestwa Polskiego i Wielkie Księstwo Litewskie we wspólne państwo z jednym królem i sejmem. Była jednym z największych państw Europy.',
      'Ustrojem była demokracja szlachecka: po wygaśnięciu dynastii Jagiellonów w 1572 r. wprowadzono wolną elekcję, a Artykuły henrykowskie i pacta conventa ograniczały władzę monarchy. Konfederacja warszawska z 1573 r. gwarantowała pokój religijny.',
      'W XVII w. państwo osłabiły wojny z Rosją, Szwecją (potop szwedzki 1655–1660) i Turcją, a także liberum veto, po raz pierwszy użyte w 1652 r. Sukcesem była odsiecz wiedeńska Jana III Sobieskiego w 1683 r.',
    ],
    keyPoints: [
      '1569 – unia lubelska.',
      '1573 – pierwsza wolna elekcja i konfederacja warszawska.',
      'Liberum veto paraliżowało sejm.',
      '1683 – zwycięstwo pod Wiedniem.',
    ],
    cards: [
      ['Wolna elekcja', 'Wybór króla przez całą szlachtę.'],
      ['Liberum veto', 'Zasada, że sprzeciw jednego posła zrywa sejm.'],
      ['Pacta conventa', 'Osobiste zobowiązania elekcyjne króla.'],
      ['Potop szwedzki', 'Najazd Szwecji na Rzeczpospolitą w latach 1655–1660.'],
    ],
  },
  'rozbiory-polski': {
    explanation: [
      'W XVIII w. Rzeczpospolita była słaba wewnętrznie i zależna od Rosji. Pierwszy rozbiór w 1772 r. przeprowadziły Rosja, Prusy i Austria.',
      'Próbą ratowania państwa były reformy Sejmu Czteroletniego (1788–1792) i Konstytucja 3 maja 1791 r., która znosiła liberum veto i wprowadzała trójpodział władzy. Przeciwnicy reform zawiązali konfederację targowicką, co doprowadziło do wojny z Rosją i drugiego rozbioru w 1793 r. (Rosja i Prusy).',
      'Insurekcja kościuszkowska z 1794 r., z bitwą pod Racławicami i Uniwersałem połanieckim, zakończyła się klęską. W 1795 r. nastąpił trzeci rozbiór i Polska zniknęła z mapy Europy na 123 lata.',
    ],
    keyPoints: [
      'Rozbiory: 1772, 1793, 1795.',
      'Konstytucja 3 maja – pierwsza w Europie.',
      'Targowica jako symbol zdrady.',
      'Insurekcja kościuszkowska 1794.',
    ],
    cards: [
      ['Konstytucja 3 maja', 'Ustawa Rządowa z 1791 r., pierwsza konstytucja w Europie.'],
      ['Konfederacja targowicka', 'Spisek magnatów z 1792 r. przeciw reformom, wspierany przez Rosję.'],
      ['Uniwersał połaniecki', 'Akt Kościuszki z 1794 r. ograniczający pańszczyznę.'],
      ['Sejm Wielki', 'Sejm Czteroletni obradujący w latach 1788–1792.'],
    ],
  },
  'powstania-narodowe': {
    explanation: [
      'Po rozbiorach Polacy podejmowali zrywy zbrojne. Powstanie listopadowe wybuchło 29 listopada 1830 r. w Królestwie Polskim; sejm zdetronizował cara Mikołaja I, ale po przegranej wojnie z Rosją nastąpiły represje i Wielka Emigracja.',
      'W 1846 r. upadło powstanie krakowskie, a w 1848 r. w czasie Wiosny Ludów walczono w Wielkopolsce. Powstanie styczniowe wybuchło 22 stycznia 1863 r. i miało charakter wojny partyzanckiej kierowanej przez tajny Rząd Narodowy; ostatni dyktator, Romuald Traugutt, został stracony w 1864 r.',
      'Po klęsce styczniowej zaostrzyła się rusyfikacja, a car przeprowadził uwłaszczenie chłopów w Królestwie Polskim. Rozczarowanie walką zbrojną sprzyjało programowi pracy organicznej.',
    ],
    keyPoints: [
      '1830–1831 – powstanie listopadowe.',
      '1863–1864 – powstanie styczniowe.',
      'Wielka Emigracja po 1831 r.',
      'Represje: rusyfikacja, konfiskaty, zsyłki na Syberię.',
    ],
    cards: [
      ['Noc listopadowa', 'Atak podchorążych na Belweder 29 listopada 1830 r.'],
      ['Wielka Emigracja', 'Wychodźstwo tysięcy Polaków po upadku powstania listopadowego.'],
      ['Rząd Narodowy', 'Tajne władze powstania styczniowego.'],
      ['Romuald Traugutt', 'Ostatni dyktator powstania styczniowego.'],
    ],
  },
  'i-wojna-swiatowa': {
    explanation: [
      'I wojna światowa (1914–1918) wybuchła po zamachu w Sarajewie 28 czerwca 1914 r. na arcyksięcia Franciszka Ferdynanda. Walczyły ze sobą państwa centralne (Niemcy, Austro-Węgry) i ententa (Francja, Wielka Brytania, Rosja, później USA).',
      'Na froncie zachodnim toczyła się wojna pozycyjna z bitwami pod Verdun i nad Sommą (1916), z użyciem gazów bojowych, czołgów i samolotów. W 1917 r. do wojny przystąpiły USA, a Rosja po rewolucji bolszewickiej podpisała pokój brzeski (1918).',
      'Sprawa polska stała się międzynarodowa: akt 5 listopada 1916 r. zapowiadał Królestwo Polskie, a 13. punkt orędzia prezydenta Wilsona (1918) postulował niepodległą Polskę z dostępem do morza. Wojna zakończyła się rozejmem w Compiègne 11 listopada 1918 r.; tego dnia Józef Piłsudski przejął władzę wojskową w Warszawie.',
    ],
    keyPoints: [
      'Zamach w Sarajewie – bezpośrednia przyczyna wojny.',
      'Wojna pozycyjna na froncie zachodnim.',
      'Legiony Polskie Piłsudskiego.',
      '11 listopada 1918 – Święto Niepodległości.',
    ],
    cards: [
      ['Ententa', 'Sojusz Francji, Wielkiej Brytanii i Rosji.'],
      ['Wojna pozycyjna', 'Walka z umocnionych okopów bez dużych przesunięć frontu.'],
      ['Akt 5 listopada', 'Deklaracja Niemiec i Austro-Węgier z 1916 r. o utworzeniu Królestwa Polskiego.'],
      ['Orędzie Wilsona', 'Program pokojowy z 14 punktami, w tym o niepodległej Polsce.'],
    ],
  },
  'dwudziestolecie-miedzywojenne': {
    explanation: [
      'Dwudziestolecie międzywojenne to lata 1918–1939. Granice II Rzeczypospolitej ukształtowały traktat wersalski (1919), powstania wielkopolskie i śląskie oraz wojna polsko-bolszewicka, w której Bitwa Warszawska w sierpniu 1920 r. powstrzymała Armię Czerwoną; wojnę zakończył pokój ryski (1921).',
      'Konstytucja marcowa z 1921 r. wprowadziła ustrój parlamentarny. Po przewrocie majowym w 1926 r. władzę przejął obóz sanacji Józefa Piłsudskiego, a konstytucja kwietniowa z 1935 r. wzmocniła pozycję prezydenta.',
      'Osiągnięciami były budowa portu w Gdyni, reforma walutowa Władysława Grabskiego (złoty polski, 1924) i Centralny Okręg Przemysłowy. Na świecie doszło do wielkiego kryzysu gospodarczego (1929) oraz powstania systemów totalitarnych w ZSRR, Włoszech i Niemczech.',
    ],
    keyPoints: [
      '1920 – Bitwa Warszawska („cud nad Wisłą”).',
      '1921 – konstytucja marcowa.',
      '1926 – przewrót majowy.',
      'Gdynia i COP jako symbole modernizacji.',
    ],
    cards: [
      ['Sanacja', 'Obóz polityczny Piłsudskiego rządzący po 1926 r.'],
      ['Przewrót majowy', 'Zamach stanu Piłsudskiego w maju 1926 r.'],
      ['COP', 'Centralny Okręg Przemysłowy, inwestycja z lat 1936–1939.'],
      ['Pokój ryski', 'Traktat z 1921 r. kończący wojnę polsko-bolszewicką.'],
    ],
  },
  'ii-wojna-swiatowa': {
    explanation: [
      'II wojna światowa rozpoczęła się 1 września 1939 r. atakiem Niemiec na Polskę, a 17 września do Polski wkroczyła Armia Czerwona na mocy paktu Ribbentrop–Mołotow. Polska została podzielona, a rząd na uchodźstwie działał we Francji, potem w Londynie.',
      'Okupanci prowadzili politykę eksterminacji: Niemcy zorganizowali obozy zagłady i Holokaust, w którym zginęło około 6 milionów Żydów, a Sowieci dokonali zbrodni katyńskiej (1940). Polskie Państwo Podziemne z Armią Krajową prowadziło konspirację; w 1943 r. wybuchło powstanie w getcie warszawskim, a 1 sierpnia 1944 r. powstanie warszawskie.',
      'Przełomem były bitwy pod Stalingradem (1942–1943) i lądowanie w Normandii (1944). Wojna w Europie zakończyła się 8 maja 1945 r., a po zrzuceniu bomb atomowych na Hiroszimę i Nagasaki Japonia skapitulowała 2 września 1945 r.',
    ],
    keyPoints: [
      '1 i 17 września 1939 – agresje Niemiec i ZSRR.',
      'Polskie Państwo Podziemne i Armia Krajowa.',
      'Powstanie warszawskie trwało 63 dni.',
      'Konferencja jałtańska 1945 zadecydowała o powojennym ładzie.',
    ],
    cards: [
      ['Pakt Ribbentrop–Mołotow', 'Układ niemiecko-sowiecki z 23 sierpnia 1939 r. z tajnym protokołem.'],
      ['Zbrodnia katyńska', 'Mord ok. 22 tys. polskich obywateli, głównie oficerów, przez NKWD w 1940 r.'],
      ['Armia Krajowa', 'Główna organizacja wojskowa Polskiego Państwa Podziemnego.'],
      ['Holokaust', 'Zagłada Żydów europejskich dokonana przez Niemcy.'],
    ],
  },
  prl: {
    explanation: [
      'Polska Rzeczpospolita Ludowa istniała od 1944/1952 do 1989 r. jako państwo zależne od ZSRR, rządzone przez Polską Zjednoczoną Partię Robotniczą (PZPR). Okres stalinowski przyniósł terror, kolektywizację i walkę z Kościołem; konstytucja z 1952 r. nadała państwu nazwę PRL.',
      'Kolejne kryzysy to Poznański Czerwiec 1956 i odwilż Gomułki, Marzec 1968, Grudzień 1970 na Wybrzeżu oraz Czerwiec 1976. W sierpniu 1980 r. strajki doprowadziły do porozumień sierpniowych i powstania NSZZ „Solidarność” z Lechem Wałęsą na czele.',
      '13 grudnia 1981 r. gen. Wojciech Jaruzelski wprowadził stan wojenny. W 1989 r. obrady Okrągłego Stołu doprowadziły do częściowo wolnych wyborów 4 czerwca i powstania rządu Tadeusza Mazowieckiego.',
    ],
    keyPoints: [
      'PZPR jako partia rządząca.',
      'Kryzysy: 1956, 1968, 1970, 1976, 1980.',
      '1980 – powstanie „Solidarności”.',
      '1989 – Okrągły Stół i wybory czerwcowe.',
    ],
    cards: [
      ['PZPR', 'Polska Zjednoczona Partia Robotnicza, partia komunistyczna.'],
      ['Solidarność', 'Niezależny związek zawodowy założony w 1980 r.'],
      ['Stan wojenny', 'Stan wyjątkowy wprowadzony 13 grudnia 1981 r.'],
      ['Okrągły Stół', 'Rozmowy władz z opozycją w 1989 r.'],
    ],
  },
};
