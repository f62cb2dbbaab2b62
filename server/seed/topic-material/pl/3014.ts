/** Religia (pl catalogue subject 3014): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  'pismo-swiete': {
    explanation: [
      'Pismo Święte, czyli Biblia, to zbiór ksiąg uznawanych przez chrześcijan za natchnione przez Boga. Kanon katolicki liczy 73 księgi: 46 Starego Testamentu i 27 Nowego Testamentu.',
      'Stary Testament powstawał głównie po hebrajsku i obejmuje księgi historyczne (w tym Pięcioksiąg), dydaktyczne (mądrościowe) i prorockie. Nowy Testament, napisany po grecku, zawiera cztery Ewangelie, Dzieje Apostolskie, listy apostolskie i Apokalipsę św. Jana.',
      'Najważniejszym polskim przekładem katolickim jest Biblia Tysiąclecia z 1965 r., a historycznie ważna była Biblia Jakuba Wujka z 1599 r. Kościół naucza, że Pismo Święte należy odczytywać w łączności z Tradycją.',
    ],
    keyPoints: [
      '73 księgi w kanonie katolickim.',
      'Stary Testament: 46 ksiąg; Nowy: 27.',
      'Ewangelie synoptyczne: Mateusz, Marek, Łukasz.',
      'Biblia Tysiąclecia – najpopularniejszy polski przekład.',
    ],
    cards: [
      ['Kanon', 'Zbiór ksiąg uznanych za natchnione.'],
      ['Pięcioksiąg', 'Pierwsze pięć ksiąg Biblii, przypisywanych Mojżeszowi.'],
      ['Ewangelia', 'Dobra Nowina o życiu i nauczaniu Jezusa.'],
      ['Natchnienie', 'Działanie Ducha Świętego, dzięki któremu Biblia jest Słowem Bożym.'],
    ],
  },
  'jezus-chrystus': {
    explanation: [
      'Jezus z Nazaretu urodził się w Betlejem za panowania cesarza Augusta, prawdopodobnie kilka lat przed początkiem naszej ery, i działał publicznie w Galilei i Judei. Jego istnienie potwierdzają także źródła pozachrześcijańskie, np. Józef Flawiusz i Tacyt.',
      'Jezus głosił nadejście królestwa Bożego, posługując się przypowieściami, np. o synu marnotrawnym i miłosiernym Samarytaninie, oraz czynił cuda. Kazanie na Górze zawiera osiem błogosławieństw i przykazanie miłości nieprzyjaciół.',
      'Został ukrzyżowany w Jerozolimie za Poncjusza Piłata około 30 r., a trzeciego dnia, według wiary chrześcijańskiej, zmartwychwstał. Chrześcijanie wyznają Jezusa jako Chrystusa (Mesjasza), prawdziwego Boga i prawdziwego człowieka.',
    ],
    keyPoints: [
      'Centralne orędzie: królestwo Boże.',
      'Przypowieści jako metoda nauczania.',
      'Męka, śmierć i zmartwychwstanie – misterium paschalne.',
      'Dwie natury: boska i ludzka.',
    ],
    cards: [
      ['Mesjasz', 'Namaszczony, oczekiwany Zbawiciel; po grecku Chrystus.'],
      ['Przypowieść', 'Obrazowe opowiadanie ilustrujące prawdę religijną.'],
      ['Błogosławieństwa', 'Osiem sentencji z Kazania na Górze.'],
      ['Misterium paschalne', 'Męka, śmierć i zmartwychwstanie Chrystusa.'],
    ],
  },
  dekalog: {
    explanation: [
      'Dekalog, czyli Dziesięć Przykazań, według Księgi Wyjścia Bóg przekazał Mojżeszowi na górze Synaj. Jest on wyrazem przymierza Boga z narodem wybranym i podstawą chrześcijańskiej moralności.',
      'Pierwsze trzy przykazania dotyczą relacji z Bogiem: wiary w jednego Boga, szacunku dla Jego imienia i świętowania dnia świętego. Pozostałe siedem dotyczy relacji z ludźmi, m.in. czci dla rodziców, ochrony życia, wierności małżeńskiej, własności i prawdy.',
      'Jezus streścił Dekalog w przykazaniu miłości Boga i bliźniego. Przykazania mają formę głównie negatywną („nie zabijaj”, „nie kradnij”), wyznaczając granice, których nie wolno przekraczać.',
    ],
    keyPoints: [
      'Dekalog nadany na górze Synaj.',
      'Przykazania 1–3: relacja z Bogiem.',
      'Przykazania 4–10: relacje z ludźmi.',
      'Streszczenie: przykazanie miłości.',
    ],
    cards: [
      ['Dekalog', 'Dziesięć Przykazań Bożych.'],
      ['Synaj', 'Góra, na której Mojżesz otrzymał tablice przykazań.'],
      ['Przymierze', 'Więź Boga z ludem wybranym.'],
      ['Przykazanie miłości', 'Miłość Boga i bliźniego jak siebie samego.'],
    ],
  },
  sakramenty: {
    explanation: [
      'Sakramenty to widzialne znaki niewidzialnej łaski, ustanowione przez Chrystusa. Kościół katolicki naucza o siedmiu sakramentach.',
      'Sakramenty wtajemniczenia chrześcijańskiego to chrzest, bierzmowanie i Eucharystia. Sakramenty uzdrowienia to pokuta (sakrament pokuty i pojednania) i namaszczenie chorych, a sakramenty w służbie wspólnoty to kapłaństwo i małżeństwo.',
      'Chrzest, bierzmowanie i kapłaństwo wyciskają niezatarte znamię i przyjmuje się je tylko raz. Do dobrej spowiedzi potrzebne jest pięć warunków: rachunek sumienia, żal za grzechy, mocne postanowienie poprawy, szczera spowiedź i zadośćuczynienie.',
    ],
    keyPoints: [
      'Siedem sakramentów.',
      'Trzy grupy: wtajemniczenia, uzdrowienia, w służbie wspólnoty.',
      'Chrzest, bierzmowanie i kapłaństwo tylko raz.',
      'Pięć warunków sakramentu pokuty.',
    ],
    cards: [
      ['Sakrament', 'Widzialny znak niewidzialnej łaski Bożej.'],
      ['Eucharystia', 'Sakrament Ciała i Krwi Chrystusa.'],
      ['Bierzmowanie', 'Sakrament umocnienia w Duchu Świętym.'],
      ['Namaszczenie chorych', 'Sakrament udzielany osobom ciężko chorym i starszym.'],
    ],
  },
  'rok-liturgiczny': {
    explanation: [
      'Rok liturgiczny rozpoczyna się pierwszą niedzielą Adwentu, a kończy uroczystością Jezusa Chrystusa, Króla Wszechświata. W ciągu roku Kościół przeżywa tajemnice życia Chrystusa.',
      'Okresy liturgiczne to Adwent (przygotowanie do Bożego Narodzenia), okres Bożego Narodzenia, Wielki Post trwający od Środy Popielcowej, Triduum Paschalne, okres wielkanocny zakończony Zesłaniem Ducha Świętego oraz okres zwykły. Kolor fioletowy oznacza pokutę, biały radość, czerwony męczeństwo i Ducha Świętego, a zielony nadzieję.',
      'Najważniejszym świętem jest Wielkanoc, obchodzona w pierwszą niedzielę po pierwszej wiosennej pełni Księżyca. Zesłanie Ducha Świętego (Pięćdziesiątnica) przypada 50 dni po Wielkanocy.',
    ],
    keyPoints: [
      'Początek: I niedziela Adwentu.',
      'Triduum Paschalne: Wielki Czwartek, Piątek, Sobota i Wigilia Paschalna.',
      'Kolory liturgiczne mają znaczenie symboliczne.',
      'Wielkanoc – święto ruchome.',
    ],
    cards: [
      ['Adwent', 'Okres oczekiwania na przyjście Chrystusa.'],
      ['Triduum Paschalne', 'Trzy dni męki, śmierci i zmartwychwstania Chrystusa.'],
      ['Środa Popielcowa', 'Początek Wielkiego Postu.'],
      ['Pięćdziesiątnica', 'Zesłanie Ducha Świętego, 50 dni po Wielkanocy.'],
    ],
  },
  modlitwa: {
    explanation: [
      'Modlitwa to rozmowa człowieka z Bogiem, wyrażająca wiarę, nadzieję i miłość. Wyróżnia się modlitwę uwielbienia, dziękczynienia, przeproszenia i prośby. Katechizm Kościoła Katolickiego określa ją jako wzniesienie duszy do Boga.',
      'Modlitwa może być ustna, myślna (rozmyślanie) lub kontemplacyjna, indywidualna lub wspólnotowa. Najważniejszą modlitwą wspólnoty jest liturgia, a szczytem liturgii Eucharystia.',
      'Jezus nauczył uczniów modlitwy „Ojcze nasz”, która zawiera siedem próśb. Popularne formy modlitwy to różaniec z tajemnicami radosnymi, światła, bolesnymi i chwalebnymi oraz Liturgia Godzin.',
    ],
    keyPoints: [
      'Rodzaje: uwielbienie, dziękczynienie, przeproszenie, prośba.',
      '„Ojcze nasz” – modlitwa Pańska.',
      'Różaniec: cztery części tajemnic.',
      'Liturgia – modlitwa całego Kościoła.',
    ],
    cards: [
      ['Modlitwa Pańska', 'Modlitwa „Ojcze nasz” przekazana przez Jezusa.'],
      ['Różaniec', 'Modlitwa rozważająca tajemnice życia Jezusa i Maryi.'],
      ['Kontemplacja', 'Modlitwa wewnętrznego wpatrywania się w Boga.'],
      ['Liturgia Godzin', 'Codzienna modlitwa Kościoła w określonych porach dnia.'],
    ],
  },
  'historia-kosciola': {
    explanation: [
      'Kościół narodził się w dniu Zesłania Ducha Świętego, a apostołowie, zwłaszcza św. Piotr i św. Paweł, szerzyli Ewangelię w Cesarstwie Rzymskim. Po okresie prześladowań edykt mediolański z 313 r. przyniósł chrześcijanom wolność wyznania.',
      'W 1054 r. doszło do wielkiej schizmy wschodniej, a w XVI w. reformacja Marcina Lutra podzieliła chrześcijaństwo zachodnie; Kościół odpowiedział soborem trydenckim. Sobór Watykański II (1962–1965) otworzył Kościół na dialog ze światem i ekumenizm.',
      'Chrzest Polski w 966 r. włączył kraj w krąg kultury chrześcijańskiej. W 1978 r. kardynał Karol Wojtyła został wybrany papieżem Janem Pawłem II; w 2014 r. ogłoszono go świętym.',
    ],
    keyPoints: [
      '313 – edykt mediolański.',
      '1054 – schizma wschodnia.',
      '1517 – początek reformacji.',
      '1978 – wybór Jana Pawła II.',
    ],
    cards: [
      ['Schizma', 'Rozłam w Kościele.'],
      ['Sobór', 'Zgromadzenie biskupów rozstrzygające sprawy wiary.'],
      ['Ekumenizm', 'Dążenie do jedności chrześcijan.'],
      ['Reformacja', 'Ruch religijny XVI w., który dał początek protestantyzmowi.'],
    ],
  },
  'religie-swiata': {
    explanation: [
      'Do największych religii świata należą chrześcijaństwo, islam, hinduizm i buddyzm, a także judaizm. Judaizm, chrześcijaństwo i islam to religie monoteistyczne, odwołujące się do Abrahama.',
      'Judaizm opiera się na Torze, a jego świątynią jest synagoga; islam założony przez Mahometa w VII w. opiera się na Koranie i pięciu filarach, m.in. modlitwie i pielgrzymce do Mekki. Hinduizm uznaje wiele bóstw oraz prawo karmy i wędrówkę dusz (samsarę).',
      'Buddyzm, założony przez Siddharthę Gautamę (Buddę), głosi cztery szlachetne prawdy o cierpieniu i ośmioraką ścieżkę prowadzącą do nirwany. Sobór Watykański II w deklaracji „Nostra aetate” (1965) wezwał do szacunku i dialogu z innymi religiami.',
    ],
    keyPoints: [
      'Religie abrahamowe: judaizm, chrześcijaństwo, islam.',
      'Pięć filarów islamu.',
      'Hinduizm i buddyzm: karma i reinkarnacja.',
      '„Nostra aetate” – dialog międzyreligijny.',
    ],
    cards: [
      ['Monoteizm', 'Wiara w jednego Boga.'],
      ['Koran', 'Święta księga islamu.'],
      ['Karma', 'Prawo przyczyny i skutku czynów w religiach Wschodu.'],
      ['Nirwana', 'Stan wyzwolenia od cierpienia w buddyzmie.'],
    ],
  },
};
