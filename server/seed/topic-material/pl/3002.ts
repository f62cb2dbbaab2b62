/** Język polski (pl catalogue subject 3002): demo material per topic. */
import type { SubjectMaterial } from '../types';

export const material: SubjectMaterial = {
  antyk: {
    explanation: [
      'Antyk to epoka kultury starożytnej Grecji i Rzymu, trwająca mniej więcej od VIII w. p.n.e. do V w. n.e. Jej źródłami są mitologia grecka, eposy Homera („Iliada” i „Odyseja”) oraz Biblia, która również należy do kanonu lektur tej epoki.',
      'Grecy stworzyli tragedię, w której bohater zmaga się z fatum, jak w „Królu Edypie” i „Antygonie” Sofoklesa; tragedia wywołuje u widza katharsis, czyli oczyszczenie. Zasada trzech jedności obejmuje jedność czasu, miejsca i akcji.',
      'W Rzymie tworzyli Horacy, autor myśli „carpe diem” i „non omnis moriar”, oraz Wergiliusz, autor „Eneidy”. Filozofowie antyku – stoicy, epikurejczycy i Platon – wpłynęli na całą późniejszą literaturę europejską.',
    ],
    keyPoints: [
      'Źródła kultury europejskiej: mitologia, Biblia, filozofia grecka.',
      'Tragedia grecka: fatum, wina tragiczna, katharsis.',
      'Horacy: „carpe diem”, „exegi monumentum”.',
      'Konflikt racji w „Antygonie”: prawo boskie i prawo państwowe.',
    ],
    cards: [
      ['Katharsis', 'Oczyszczenie widza przez wywołanie litości i trwogi.'],
      ['Fatum', 'Nieuchronne przeznaczenie, któremu podlega bohater tragiczny.'],
      ['Epos', 'Obszerny utwór epicki o losach bohatera na tle ważnych wydarzeń.'],
      ['Carpe diem', 'Horacjańska zachęta: „chwytaj dzień”.'],
    ],
  },
  sredniowiecze: {
    explanation: [
      'Średniowiecze trwało w Europie od upadku Rzymu (476) do końca XV w.; w Polsce liczy się je od przyjęcia chrztu w 966 r. Światopogląd epoki był teocentryczny, a filozofia opierała się na myśli św. Augustyna i św. Tomasza z Akwinu.',
      'Najstarszym polskim zabytkiem poezji jest „Bogurodzica”, a ważnymi utworami są „Lament świętokrzyski” i „Rozmowa Mistrza Polikarpa ze Śmiercią”. Motyw danse macabre ukazuje równość wszystkich ludzi wobec śmierci.',
      'Średniowiecze stworzyło wzorce osobowe: ascety (św. Aleksy), idealnego rycerza („Pieśń o Rolandzie”) i władcy. Literatura hagiograficzna opisywała żywoty świętych.',
    ],
    keyPoints: [
      'Teocentryzm i uniwersalizm kultury.',
      'Łacina jako język kultury i Kościoła.',
      '„Bogurodzica” – najstarsza polska pieśń religijna.',
      'Wzorce parenetyczne: asceta, rycerz, władca.',
    ],
    cards: [
      ['Teocentryzm', 'Postawa stawiająca Boga w centrum świata i myśli.'],
      ['Danse macabre', 'Taniec śmierci – motyw równości ludzi wobec śmierci.'],
      ['Asceza', 'Wyrzeczenie się dóbr doczesnych dla zbawienia.'],
      ['Hagiografia', 'Literatura opisująca żywoty świętych.'],
    ],
  },
  renesans: {
    explanation: [
      'Renesans, czyli odrodzenie, narodził się we Włoszech w XIV w., a w Polsce rozkwitł w XVI w. Epoka nawiązywała do antyku i stawiała w centrum człowieka (antropocentryzm); hasłem humanistów było „Jestem człowiekiem i nic, co ludzkie, nie jest mi obce”.',
      'Najwybitniejszym poetą polskiego renesansu był Jan Kochanowski, autor „Trenów” (1580) po śmierci córki Urszulki, fraszek, pieśni i dramatu „Odprawa posłów greckich”. Mikołaj Rej pisał po polsku i głosił, „iż Polacy nie gęsi, iż swój język mają”.',
      'Andrzej Frycz Modrzewski w dziele „O poprawie Rzeczypospolitej” postulował równość wszystkich stanów wobec prawa. Ideałem był harmonijny człowiek, łączący wiedzę, umiar i cnotę.',
    ],
    keyPoints: [
      'Antropocentryzm i humanizm.',
      'Kochanowski: „Treny”, fraszki, pieśni.',
      'Rozwój literatury w języku polskim.',
      'Reformacja i tolerancja religijna w Rzeczypospolitej.',
    ],
    cards: [
      ['Humanizm', 'Nurt stawiający człowieka i jego możliwości w centrum zainteresowania.'],
      ['Tren', 'Utwór żałobny wyrażający żal po zmarłym.'],
      ['Fraszka', 'Krótki, często żartobliwy utwór poetycki z puentą.'],
      ['Antropocentryzm', 'Postawa stawiająca człowieka w centrum świata.'],
    ],
  },
  barok: {
    explanation: [
      'Barok trwał od końca XVI do połowy XVIII w. i był epoką kontrastów, niepokoju i kontrreformacji. Ulubionymi motywami były marność świata (vanitas), przemijanie i śmierć.',
      'Mikołaj Sęp Szarzyński jest głównym przedstawicielem poezji metafizycznej, pełnej pytań o sens życia i zbawienie. Jan Andrzej Morsztyn reprezentował nurt dworski (marinizm), pełen konceptów i kunsztownych zaskoczeń.',
      'W nurcie sarmackim Jan Chryzostom Pasek opisał życie szlachty w „Pamiętnikach”. Sarmatyzm łączył przywiązanie do wolności szlacheckiej i wiary katolickiej z czasem przeradzającym się w ksenofobię i pieniactwo.',
    ],
    keyPoints: [
      'Vanitas – marność świata.',
      'Trzy nurty: metafizyczny, dworski, sarmacki.',
      'Koncept – zaskakujące zestawienie pojęć.',
      'Sarmatyzm jako ideologia szlachty.',
    ],
    cards: [
      ['Vanitas', 'Motyw marności i przemijania rzeczy ziemskich.'],
      ['Koncept', 'Zaskakujący, pomysłowy chwyt poetycki.'],
      ['Sarmatyzm', 'Ideologia szlachty polskiej wywodząca jej pochodzenie od Sarmatów.'],
      ['Oksymoron', 'Zestawienie wyrazów o przeciwstawnym znaczeniu, np. „gorący lód”.'],
    ],
  },
  oswiecenie: {
    explanation: [
      'Oświecenie w Polsce trwało od około 1740 do 1822 r. i opierało się na kulcie rozumu, wiedzy i postępu. Jego centrum był dwór króla Stanisława Augusta Poniatowskiego, który organizował obiady czwartkowe dla artystów i uczonych.',
      'Ignacy Krasicki, „książę poetów”, pisał bajki, satyry i powieść „Mikołaja Doświadczyńskiego przypadki”. Komedia Juliana Ursyna Niemcewicza „Powrót posła” (1790) popierała reformy Sejmu Czteroletniego.',
      'Oświecenie przyniosło Komisję Edukacji Narodowej (1773), pierwsze w Europie ministerstwo oświaty, oraz Konstytucję 3 maja (1791). Nurty literackie to klasycyzm, sentymentalizm i rokoko.',
    ],
    keyPoints: [
      'Racjonalizm i dydaktyzm literatury.',
      'Krasicki: bajki i satyry.',
      'Komisja Edukacji Narodowej 1773.',
      'Nurty: klasycyzm, sentymentalizm, rokoko.',
    ],
    cards: [
      ['Racjonalizm', 'Pogląd, że rozum jest głównym źródłem poznania.'],
      ['Bajka', 'Krótki utwór alegoryczny z morałem.'],
      ['Satyra', 'Utwór ośmieszający wady ludzi i społeczeństwa.'],
      ['Sentymentalizm', 'Nurt ceniący uczucia i naturę.'],
    ],
  },
  romantyzm: {
    explanation: [
      'Romantyzm w Polsce rozpoczął się w 1822 r. wydaniem „Ballad i romansów” Adama Mickiewicza, a zakończył wraz z upadkiem powstania styczniowego w 1863 r. Romantycy cenili uczucie i wiarę wyżej niż rozum, co wyraża ballada „Romantyczność”: „Czucie i wiara silniej mówi do mnie niż mędrca szkiełko i oko”.',
      'Po upadku powstania listopadowego literatura rozwijała się głównie na emigracji; powstały „Dziady” cz. III i „Pan Tadeusz” Mickiewicza oraz „Kordian” Juliusza Słowackiego. Mesjanizm przedstawiał Polskę jako „Chrystusa narodów”, którego cierpienie zbawi ludzkość.',
      'Typowy bohater romantyczny jest samotnym buntownikiem, przeżywa nieszczęśliwą miłość i przechodzi przemianę, jak Gustaw w Konrada. Ważnymi gatunkami są ballada, dramat romantyczny i powieść poetycka.',
    ],
    keyPoints: [
      'Początek: 1822, „Ballady i romanse”.',
      'Irracjonalizm: czucie i wiara ponad rozum.',
      'Mesjanizm narodowy w „Dziadach” cz. III.',
      'Wieszczowie: Mickiewicz, Słowacki, Krasiński.',
    ],
    cards: [
      ['Mesjanizm', 'Przekonanie o szczególnej, zbawczej misji narodu.'],
      ['Bohater bajroniczny', 'Samotny buntownik skłócony ze światem.'],
      ['Ballada', 'Gatunek łączący cechy liryki, epiki i dramatu.'],
      ['Wielka Improwizacja', 'Monolog Konrada z III części „Dziadów”, w którym buntuje się przeciw Bogu.'],
    ],
  },
  pozytywizm: {
    explanation: [
      'Pozytywizm w Polsce trwał od upadku powstania styczniowego (1864) do około 1890 r. Zamiast walki zbrojnej proponował pracę u podstaw, czyli edukację ludu, oraz pracę organiczną, w której społeczeństwo działa jak żywy organizm.',
      'Dominującym gatunkiem była powieść realistyczna. Bolesław Prus napisał „Lalkę” (1890) o Stanisławie Wokulskim, Eliza Orzeszkowa „Nad Niemnem”, a Henryk Sienkiewicz Trylogię „ku pokrzepieniu serc” oraz „Quo vadis”, za które otrzymał Nagrodę Nobla w 1905 r.',
      'Ważne hasła to emancypacja kobiet, asymilacja Żydów i scjentyzm, czyli wiara w naukę. Nowele, jak „Janko Muzykant” Sienkiewicza, pokazywały krzywdę najuboższych.',
    ],
    keyPoints: [
      'Praca u podstaw i praca organiczna.',
      'Scjentyzm i utylitaryzm.',
      'Powieść realistyczna z narratorem wszechwiedzącym.',
      'Sienkiewicz – Nobel 1905.',
    ],
    cards: [
      ['Praca u podstaw', 'Program edukowania i podnoszenia poziomu życia najuboższych.'],
      ['Praca organiczna', 'Koncepcja społeczeństwa jako organizmu, w którym każda grupa ma swoją rolę.'],
      ['Scjentyzm', 'Przekonanie, że tylko nauka daje rzetelną wiedzę.'],
      ['Emancypacja', 'Dążenie do równouprawnienia, zwłaszcza kobiet.'],
    ],
  },
  'mloda-polska': {
    explanation: [
      'Młoda Polska to epoka od około 1890 do 1918 r., związana z nastrojami dekadentyzmu, czyli poczucia schyłku cywilizacji. Artyści głosili hasło „sztuka dla sztuki” i inspirowali się filozofią Schopenhauera i Nietzschego.',
      'Poezję reprezentują Kazimierz Przerwa-Tetmajer („Koniec wieku XIX”), Jan Kasprowicz i Leopold Staff, a głównymi kierunkami były symbolizm i impresjonizm. Stanisław Wyspiański w dramacie „Wesele” (1901) ukazał niemożność porozumienia inteligencji i chłopów.',
      'Władysław Reymont otrzymał w 1924 r. Nagrodę Nobla za „Chłopów”, a Stefan Żeromski w „Ludziach bezdomnych” (1900) podejmował problem społecznikowskiego obowiązku inteligencji. Popularne były motywy Tatr i kultury ludowej (chłopomania).',
    ],
    keyPoints: [
      'Dekadentyzm i „sztuka dla sztuki”.',
      'Symbolizm i impresjonizm w poezji.',
      '„Wesele” Wyspiańskiego – dramat narodowy.',
      'Reymont – Nobel 1924 za „Chłopów”.',
    ],
    cards: [
      ['Dekadentyzm', 'Postawa zniechęcenia i przekonania o schyłku kultury.'],
      ['Symbolizm', 'Kierunek posługujący się wieloznacznymi symbolami.'],
      ['Chłopomania', 'Fascynacja inteligencji kulturą wiejską.'],
      ['Impresjonizm', 'Kierunek utrwalający ulotne wrażenia i nastroje.'],
    ],
  },
  'srodki-stylistyczne': {
    explanation: [
      'Środki stylistyczne to zabiegi językowe, które nadają tekstowi wyrazistość i wzmacniają jego sens. Do środków semantycznych należą epitet (określenie, np. „szumiące morze”), porównanie (z „jak”, „niby”, „jakby”), metafora (przenośnia), personifikacja (uosobienie) i ożywienie.',
      'Środki składniowe to m.in. anafora (powtórzenie na początku wersów), pytanie retoryczne, wykrzyknienie, inwersja (przestawny szyk) i paralelizm. Środki brzmieniowe obejmują rym, aliterację i onomatopeję, np. „szumi”, „bzyczy”.',
      'Środki słowotwórcze to neologizmy i zdrobnienia, a leksykalne to archaizmy, kolokwializmy i neologizmy. Analizując wiersz, wskazuje się środek, przytacza przykład i wyjaśnia jego funkcję.',
    ],
    keyPoints: [
      'Metafora nie zawiera słowa „jak”, porównanie tak.',
      'Personifikacja nadaje cechy ludzkie przedmiotom lub zjawiskom.',
      'Anafora rytmizuje tekst i wzmacnia przekaz.',
      'Funkcja środka jest ważniejsza niż jego nazwa.',
    ],
    cards: [
      ['Epitet', 'Wyraz określający rzeczownik, np. „złota jesień”.'],
      ['Metafora', 'Połączenie wyrazów tworzące nowe, przenośne znaczenie.'],
      ['Anafora', 'Powtórzenie tego samego wyrazu na początku kolejnych wersów.'],
      ['Onomatopeja', 'Wyraz naśladujący dźwięki.'],
      ['Inwersja', 'Przestawny, nietypowy szyk wyrazów w zdaniu.'],
    ],
  },
  rozprawka: {
    explanation: [
      'Rozprawka to forma wypowiedzi argumentacyjnej, w której autor rozważa problem i uzasadnia swoje stanowisko. Składa się ze wstępu z tezą lub hipotezą, rozwinięcia z argumentami i zakończenia z wnioskiem.',
      'Teza to stanowisko od początku przyjęte i udowadniane, hipoteza to przypuszczenie weryfikowane w toku rozważań. Każdy argument powinien być poparty przykładem, najlepiej z lektury obowiązkowej, np. z „Lalki” czy „Dziadów”.',
      'Na maturze rozprawka liczy co najmniej 300 wyrazów i oceniana jest za realizację tematu, kompozycję, język i poprawność. Spójność zapewniają wyrażenia takie jak „po pierwsze”, „ponadto”, „należy zauważyć”, „podsumowując”.',
    ],
    keyPoints: [
      'Wstęp – teza lub hipoteza.',
      'Rozwinięcie – argumenty z przykładami.',
      'Zakończenie – potwierdzenie tezy lub weryfikacja hipotezy.',
      'Argumenty układa się od najsłabszego do najmocniejszego.',
    ],
    cards: [
      ['Teza', 'Twierdzenie, którego słuszność autor udowadnia.'],
      ['Hipoteza', 'Przypuszczenie sprawdzane w toku rozważań.'],
      ['Argument', 'Uzasadnienie stanowiska wsparte przykładem.'],
      ['Kontrargument', 'Argument przeciwny, który autor może odeprzeć.'],
    ],
  },
};
